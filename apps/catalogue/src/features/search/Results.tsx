import { useEffect, useId, useState } from 'react';
import { Link } from '@estante/federation/router';
import { type ConsultaItem, type ConsultaResponse, type DisponibilidadeResponse, type ImagemPadraoResponse } from '@estante/api-client';
import * as api from '@estante/api-client/catalogue';
import { routes } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { addManyToBasket, addToBasket, removeFromBasket, useBasket } from '@estante/session';
import { Button } from '@estante/ui/button';
import { Empty } from '@estante/ui/feedback';
import { notify } from '@estante/ui/notify';
import { Pagination } from '@estante/ui/pagination';
import { Select } from '@estante/ui/select';
import { Tag } from '@estante/ui/tag';
import { Facets } from './Facets';
import { clearFilters, orderings, PAGE_SIZE, toggleFilter, type Direction, type Ordering, type SearchState } from './searchParams';

// One request for the default covers, whatever the number of searches.
let defaultImages: Promise<ImagemPadraoResponse> | null = null;
const loadDefaultImages = () => (defaultImages ??= api.defaultImages().catch(() => ({ padrao: '', por_tipo: {} })));

const orderOptions: { value: `${Ordering}-${Direction}`; key: string }[] = [
  { value: 'relevancia-C', key: 'relevance' },
  ...orderings.filter((o) => o !== 'relevancia').flatMap((o) => [
    { value: `${o}-C` as const, key: `${o}C` },
    { value: `${o}-D` as const, key: `${o}D` },
  ]),
];

export default function Results({
  data,
  search,
  busy,
  onChange,
}: {
  readonly data: ConsultaResponse;
  readonly search: SearchState;
  readonly busy: boolean;
  readonly onChange: (next: SearchState) => void;
}) {
  const { t } = useTranslation('catalogue');
  const basket = useBasket();
  const [images, setImages] = useState<ImagemPadraoResponse | null>(null);
  const [availability, setAvailability] = useState<Map<number, DisponibilidadeResponse[number]>>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const orderId = useId();
  const ids = data.data.map((d) => d.cod_acervo);
  const idsKey = ids.join(',');

  useEffect(() => {
    void loadDefaultImages().then(setImages);
  }, []);
  useEffect(() => {
    setSelected(new Set());
    if (!idsKey) return;
    const controller = new AbortController();
    api.availability(idsKey.split(',').map(Number), { signal: controller.signal }).then(
      (list) => setAvailability(new Map(list.map((a) => [a.cod_acervo, a]))),
      () => setAvailability(new Map()),
    );
    return () => controller.abort();
  }, [idsKey]);

  const filterLabel = (code: string, value: string) =>
    data.filtros.find((f) => f.codigo === code)?.itens.find((i) => String(i.codigo) === value)?.descricao || value;
  const facetName = (code: string) => data.filtros.find((f) => f.codigo === code)?.descricao ?? t(`catalogue.filterCodes.${code}`, { defaultValue: code });
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const addSelected = () => {
    const chosen = ids.filter((id) => selected.has(id));
    addManyToBasket(chosen);
    notify.success(t('catalogue.basket.addedMany', { count: chosen.length }));
    setSelected(new Set());
  };

  return (
    <div className={`catalogue-results-layout${busy ? ' is-busy' : ''}`} aria-busy={busy}>
      {data.filtros.length ? <Facets facets={data.filtros} search={search} onToggle={(code, value) => onChange(toggleFilter(search, code, value))} /> : null}
      <section className="catalogue-results" aria-labelledby="catalogue-results-count">
        <p id="catalogue-results-count" className="catalogue-results__count" role="status" aria-live="polite">
          {data.total > 0 ? t('catalogue.resultsCount', { count: data.total, term: search.term }) : t('catalogue.noResults', { term: search.term })}
        </p>
        {data.sugestao ? (
          <p className="catalogue-results__suggestion">
            {t('catalogue.didYouMean')}{' '}
            <button type="button" className="catalogue-link-button" onClick={() => onChange({ ...search, term: data.sugestao ?? '', page: 1 })}>
              {data.sugestao}
            </button>
            ?
          </p>
        ) : null}
        {search.filters.length ? (
          <div className="catalogue-applied" role="group" aria-label={t('catalogue.facets.applied')}>
            {search.filters.map((f) => (
              <button
                key={`${f.code}:${f.value}`}
                type="button"
                className="catalogue-applied__chip"
                onClick={() => onChange(toggleFilter(search, f.code, f.value))}
                aria-label={t('catalogue.facets.remove', { filter: `${facetName(f.code)}: ${filterLabel(f.code, f.value)}` })}
              >
                <span>
                  {facetName(f.code)}: {filterLabel(f.code, f.value)}
                </span>
                <span aria-hidden="true"> ×</span>
              </button>
            ))}
            <button type="button" className="catalogue-link-button" onClick={() => onChange(clearFilters(search))}>
              {t('catalogue.facets.clear')}
            </button>
          </div>
        ) : null}
        {data.total === 0 ? <Empty description={false} /> : null}
        {data.total > 0 ? (
          <div className="catalogue-toolbar">
            <label className="catalogue-toolbar__select-all">
              <input type="checkbox" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(ids))} />
              {t('catalogue.selectPage')}
            </label>
            <Button onClick={addSelected} disabled={selected.size === 0}>
              {t('catalogue.basket.addSelected', { count: selected.size })}
            </Button>
            <span className="catalogue-toolbar__spacer" />
            <label htmlFor={orderId}>{t('catalogue.orderLabel')}</label>
            <Select
              id={orderId}
              value={`${search.orderBy}-${search.direction}`}
              onChange={(v) => {
                const [orderBy, direction] = v.split('-') as [Ordering, Direction];
                onChange({ ...search, orderBy, direction, page: 1 });
              }}
              options={orderOptions.map((o) => ({ value: o.value, label: t(`catalogue.order.${o.key}`) }))}
            />
            <div className="catalogue-toolbar__modes" role="group" aria-label={t('catalogue.modeLabel')}>
              {(['D', 'L'] as const).map((m) => (
                <button key={m} type="button" aria-pressed={search.mode === m} onClick={() => onChange({ ...search, mode: m })}>
                  {t(`catalogue.modes.${m}`)}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        <ol className={`catalogue-results__list catalogue-results__list--${search.mode}`} start={(data.current_page - 1) * data.per_page + 1}>
          {data.data.map((item) => (
            <ResultItem
              key={item.cod_acervo}
              item={item}
              mode={search.mode}
              cover={images ? (item.link_capa ?? images.por_tipo[String(item.cod_tipo_obra)] ?? images.padrao) : null}
              availability={availability.get(item.cod_acervo)}
              selected={selected.has(item.cod_acervo)}
              inBasket={basket.includes(item.cod_acervo)}
              onSelect={(on) =>
                setSelected((s) => {
                  const next = new Set(s);
                  if (on) next.add(item.cod_acervo);
                  else next.delete(item.cod_acervo);
                  return next;
                })
              }
            />
          ))}
        </ol>
        {data.total > PAGE_SIZE ? (
          <nav aria-label={t('catalogue.pagesLabel')} className="catalogue-results__pages">
            <Pagination current={data.current_page} pageSize={data.per_page} total={data.total} showSizeChanger={false} onChange={(page) => onChange({ ...search, page })} />
          </nav>
        ) : null}
      </section>
    </div>
  );
}

function ResultItem({
  item,
  mode,
  cover,
  availability,
  selected,
  inBasket,
  onSelect,
}: {
  readonly item: ConsultaItem;
  readonly mode: 'D' | 'L';
  readonly cover: string | null;
  readonly availability: DisponibilidadeResponse[number] | undefined;
  readonly selected: boolean;
  readonly inBasket: boolean;
  readonly onSelect: (on: boolean) => void;
}) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  return (
    <li className="catalogue-result" aria-labelledby={titleId}>
      <input type="checkbox" className="catalogue-result__select" checked={selected} onChange={(e) => onSelect(e.target.checked)} aria-label={t('catalogue.selectTitle', { title: item.obra })} />
      {mode === 'D' && cover ? <img className="catalogue-result__cover" src={cover} alt="" width={64} height={88} loading="lazy" /> : null}
      <div className="catalogue-result__body">
        <h2 className="catalogue-result__title" id={titleId}>
          <Link to={routes.title(item.cod_acervo)}>{item.obra}</Link>
        </h2>
        <p className="catalogue-result__meta">
          <Tag>{item.desc_tipo_obra}</Tag>
          {item.ano_publicacao ? <span>{item.ano_publicacao}</span> : null}
          {item.idioma_desc ? <span>{item.idioma_desc}</span> : null}
          {item.acesso_remoto ? <Tag className="catalogue-tag-online">{t('catalogue.remoteAccess')}</Tag> : null}
          {item.possui_acessibilidade ? <Tag className="catalogue-tag-accessible">{t('catalogue.accessible')}</Tag> : null}
        </p>
        {item.dados_adicionais.A.length ? (
          <p className="catalogue-result__authors">
            <span className="estante-visually-hidden">{t('catalogue.authors')}: </span>
            {item.dados_adicionais.A.map((a, i) => (
              <span key={a.codigo}>
                {i > 0 ? '; ' : ''}
                <Link to={routes.authority(a.codigo)}>{a.descricao}</Link>
              </span>
            ))}
          </p>
        ) : null}
        {mode === 'D' ? <p className="catalogue-result__description">{item.descricao}</p> : null}
        {mode === 'D' && item.dados_adicionais.S.length ? (
          <p className="catalogue-result__subjects">
            <span>{t('catalogue.subjects')}: </span>
            {item.dados_adicionais.S.map((s) => s.descricao).join('; ')}
          </p>
        ) : null}
        <p className="catalogue-result__availability">
          {availability === undefined
            ? null
            : availability.campi.length === 0
              ? t('catalogue.availability.none')
              : availability.campi.map((c, i) => (
                  <span key={c.cod_campus} className={c.disponiveis > 0 ? 'is-available' : 'is-unavailable'}>
                    {i > 0 ? ' · ' : ''}
                    {t('catalogue.availability.campus', { campus: c.nome_campus, count: c.disponiveis, total: c.total })}
                  </span>
                ))}
        </p>
      </div>
      <div className="catalogue-result__actions">
        <Button size="small" onClick={() => (inBasket ? removeFromBasket(item.cod_acervo) : addToBasket(item.cod_acervo))}>
          {t(inBasket ? 'catalogue.basket.remove' : 'catalogue.basket.add')}
          <span className="estante-visually-hidden">: {item.obra}</span>
        </Button>
      </div>
    </li>
  );
}
