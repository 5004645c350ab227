import { useEffect, useRef } from 'react';
import type { TituloFicha } from '@estante/api-contract';
import { catalogueCardTitlesQuery } from '@estante/api-endpoints/patron';
import { useQuery, useQueryClient } from '@estante/api-client/react';
import { useSearchParams } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { Form, SubmitButton, TextField, useForm } from '@estante/ui/form';
import { DataTable, type Column } from '@estante/ui/table';
import { Tag } from '@estante/ui/tag';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { CardView } from './CardView';
import { chosenOf, searchResolver, termOf, type SearchValues } from './rules';
import { NS_CATALOGUE_CARD } from './strings';
import './catalogue-card.css';

/**
 * The personal area's catalogue card (issue 26; activity 5731): the patron's titles (loans, history,
 * permanent basket) or the catalogue's titles found by a typed term (`?busca=`), and the card of
 * the one chosen (`?acervo=`), to print or download as PDF.
 */
export default function CatalogueCardPage() {
  const { t, ready } = useTranslation(NS_CATALOGUE_CARD);
  const user = useStore($user);
  const codPessoa = user?.cod_pessoa ?? 0;
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const busca = termOf(params);
  const chosen = chosenOf(params);
  useDocumentTitle(ready ? t('title') : null);
  const list = useQuery({ ...catalogueCardTitlesQuery(codPessoa, busca), enabled: Boolean(user), keepPrevious: true });
  const form = useForm<SearchValues>({ resolver: searchResolver, defaultValues: { busca } });
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const focusCard = useRef(false);
  useEffect(() => {
    if (focusCard.current && chosen !== null) cardHeading.current?.focus();
    focusCard.current = false;
  }, [chosen]);
  if (!ready || !user) return <PageLoading />;

  const set = (changes: Record<string, string | null>) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) out.delete(k);
        else out.set(k, v);
      }
      return out;
    });
  const search = async ({ busca: typed }: SearchValues) => {
    const term = typed.trim();
    // Asked here so the server's 422 (its message under the field) reaches the form.
    await client.fetchQuery(catalogueCardTitlesQuery(codPessoa, term));
    set({ busca: term });
  };
  const clear = () => {
    form.reset({ busca: '' });
    set({ busca: null });
  };
  const show = (row: TituloFicha) => {
    focusCard.current = true;
    set({ acervo: String(row.cod_acervo) });
  };
  const chosenTitle = list.data?.titulos.find((r) => r.cod_acervo === chosen)?.obra;

  const columns: Column<TituloFicha>[] = [
    { key: 'title', header: t('col.title'), rowHeader: true, cell: (r) => r.obra },
    { key: 'author', header: t('col.author'), cell: (r) => r.autor ?? t('noAuthor') },
    { key: 'year', header: t('col.year'), cell: (r) => r.ano_publicacao ?? t('noYear') },
    ...(busca
      ? []
      : [
          {
            key: 'from',
            header: t('col.from'),
            cell: (r: TituloFicha) => (
              <span className="catalogue-card-page__origins">
                {r.origens.map((o) => (
                  <Tag key={o}>{t(`origin.${o}`)}</Tag>
                ))}
              </span>
            ),
          },
        ]),
    {
      key: 'action',
      header: t('col.action'),
      headerHidden: true,
      cardLabel: false,
      cell: (r) =>
        r.cod_acervo === chosen ? (
          <span className="catalogue-card-page__showing">{t('showing')}</span>
        ) : (
          <Button size="small" onClick={() => show(r)} aria-label={t('showLabel', { obra: r.obra })}>
            {t('show')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <section aria-labelledby="card-search-heading" className="catalogue-card-page__search">
        <h2 id="card-search-heading">{t('search.heading')}</h2>
        <Form
          id="catalogue-card-search"
          ns={NS_CATALOGUE_CARD}
          form={form}
          serverFields={{ busca: 'busca' }}
          aria-label={t('search.heading')}
          onSubmit={search}
          actions={
            <>
              <SubmitButton control={form.control}>{t('search.submit')}</SubmitButton>
              {busca ? <Button onClick={clear}>{t('search.clear')}</Button> : null}
            </>
          }
        >
          <TextField control={form.control} name="busca" label={t('search.label')} hint={t('search.hint')} required maxLength={200} />
        </Form>
      </section>
      <section aria-labelledby="card-list-heading">
        <h2 id="card-list-heading">{busca ? t('search.caption', { busca }) : t('mine.heading')}</h2>
        <DataTable
          className="catalogue-card-page__table"
          caption={busca ? t('search.caption', { busca }) : t('mine.caption')}
          captionHidden
          columns={columns}
          rows={list.data?.titulos}
          rowKey={(r) => r.cod_acervo}
          loading={list.isPending || list.isPlaceholderData}
          error={list.error}
          onRetry={list.refetch}
          empty={busca ? t('search.empty') : t('mine.empty')}
        />
      </section>
      {chosen !== null ? (
        <section aria-labelledby="card-heading" className="catalogue-card-page__card">
          <h2 id="card-heading" ref={cardHeading} tabIndex={-1}>
            {t('card.heading', { obra: chosenTitle ?? `#${chosen}` })}
          </h2>
          <CardView cod={chosen} />
        </section>
      ) : null}
    </>
  );
}
