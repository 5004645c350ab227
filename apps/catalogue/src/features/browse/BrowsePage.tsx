import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from '@estante/federation/router';
import type { AcervosIndexadosResponse } from '@estante/api-contract';
import * as api from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Form, SelectField, TextField, useForm } from '@estante/ui/form';
import { DataTable, type Column } from '@estante/ui/table';
import { BROWSE_PAGE_SIZE, browseIndexes, browseQuery, entrySearch, LETTERS, readBrowse, writeBrowse, type BrowseIndex, type BrowseState } from './browseParams';
import { homePath, guidePath, authorityPath } from '../../refs';
import './browse.css';
import { usePageTitle } from '../../usePageTitle';

type Entry = AcervosIndexadosResponse['data'][number];

interface JumpValues {
  index: BrowseIndex;
  start: string;
}

/**
 * Index browsing (`/indices`): an alphabetical list of authors, subjects, titles or call numbers with
 * the count of titles of each, a jump by letter or by the start of a heading, paging; each entry
 * leads to its search (and authors and subjects to their authority page). The state is the address.
 */
export default function BrowsePage() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('browse.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readBrowse(params), [params]);
  const list = useQuery(api.browseIndexQuery(browseQuery(state)));
  const form = useForm<JumpValues>({ defaultValues: { index: state.index, start: state.start } });
  // Back and forward, and the letters, change the address: the form follows it.
  useEffect(() => form.reset({ index: state.index, start: state.start }), [form, state.index, state.start]);

  const go = (next: BrowseState) => void navigate(`${guidePath('indices')}?${writeBrowse(next).toString()}`);
  const indexName = t(`browse.indexes.${state.index}`);
  const columns: readonly Column<Entry>[] = [
    {
      key: 'entry',
      header: indexName,
      rowHeader: true,
      cell: (entry) => {
        const search = entrySearch(entry.consulta);
        return (
          <>
            {search ? <Link to={`${homePath()}?${search}`}>{entry.descricao}</Link> : <span>{entry.descricao}</span>}
            {typeof entry.codigo === 'number' ? (
              <Link className="catalogue-browse__authority" to={authorityPath(entry.codigo)}>
                {t('browse.authority')}
                <span className="estante-visually-hidden">: {entry.descricao}</span>
              </Link>
            ) : null}
          </>
        );
      },
    },
    { key: 'titles', header: t('browse.titles'), cell: (entry) => t('browse.count', { count: entry.total }) },
  ];

  return (
    <div className="catalogue-browse">
      <h1>{t('browse.title')}</h1>
      <p className="catalogue-browse__intro">{t('browse.intro')}</p>
      <div role="search" aria-label={t('browse.formLabel')}>
        <Form id="indices" ns="catalogue" form={form} className="catalogue-browse__controls" onSubmit={(v) => go({ ...state, start: v.start.trim(), page: 1 })}>
          <SelectField
            control={form.control}
            name="index"
            label={t('browse.index')}
            options={browseIndexes.map((i) => ({ value: i, label: t(`browse.indexes.${i}`) }))}
            onValueChange={(index) => go({ index: index as BrowseIndex, start: '', page: 1 })}
          />
          <TextField control={form.control} name="start" label={t('browse.startsWith')} className="catalogue-browse__start" inputProps={{ maxLength: 200 }} />
          <Button type="primary" htmlType="submit">
            {t('browse.go')}
          </Button>
        </Form>
      </div>
      <nav className="catalogue-browse__letters" aria-label={t('browse.letters')}>
        <ul>
          {LETTERS.map((letter) => (
            <li key={letter}>
              <Link
                to={`${guidePath('indices')}?${writeBrowse({ index: state.index, start: letter.toLowerCase(), page: 1 }).toString()}`}
                aria-current={state.start.toLowerCase() === letter.toLowerCase() ? 'true' : undefined}
                aria-label={t('browse.letter', { letter })}
              >
                {letter}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby={list.data ? 'catalogue-browse-list' : undefined}>
        {list.data ? (
          <h2 id="catalogue-browse-list" className="catalogue-browse__listTitle">
            {t('browse.listTitle', { index: indexName, count: list.data.total })}
          </h2>
        ) : null}
        <DataTable
          className="catalogue-browse__table"
          caption={indexName}
          captionHidden
          columns={columns}
          rows={list.data?.data}
          rowKey={(entry) => `${entry.codigo ?? ''}:${entry.descricao}`}
          loading={list.isPending}
          error={list.error}
          onRetry={list.refetch}
          empty={t('browse.none')}
          page={state.page}
          pageSize={BROWSE_PAGE_SIZE}
          total={list.data?.total}
          onPageChange={(page) => go({ ...state, page })}
          pageHref={(page) => `${guidePath('indices')}?${writeBrowse({ ...state, page }).toString()}`}
          pagingLabel={t('browse.pages')}
        />
        {list.data && state.index === 'chamada' ? <p className="catalogue-browse__note">{t('browse.callNumberNote')}</p> : null}
      </section>
    </div>
  );
}
