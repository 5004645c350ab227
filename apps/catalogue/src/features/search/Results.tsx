import { useId, useState } from 'react';
import type { ConsultaResponse } from '@estante/api-contract';
import { useTranslation } from '@estante/i18n';
import { addManyToBasket, useBasket } from '@estante/session';
import { Button } from '@estante/ui/button';
import { Empty } from '@estante/ui/feedback';
import { notify } from '@estante/ui/notify';
import { Pagination } from '@estante/ui/pagination';
import { Select } from '@estante/ui/select';
import { approximately, Facets } from './Facets';
import { ResultItem } from './ResultItem';
import { facetName, filterLabel, orderOptions, parseOrder, toggled, type Availability } from './results';
import { clearFilters, PAGE_SIZE, toggleFilter, type SearchState } from './searchParams';

const none: ReadonlySet<number> = new Set();

export default function Results({
  data,
  search,
  busy,
  availability,
  onChange,
}: {
  readonly data: ConsultaResponse;
  readonly search: SearchState;
  readonly busy: boolean;
  readonly availability: ReadonlyMap<number, Availability>;
  readonly onChange: (next: SearchState) => void;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const basket = useBasket();
  const orderId = useId();
  const ids = data.data.map((d) => d.cod_acervo);
  const idsKey = ids.join(',');
  // The selection belongs to the titles on screen: another page starts with none selected.
  const [selection, setSelection] = useState<{ readonly of: string; readonly ids: ReadonlySet<number> }>({ of: idsKey, ids: none });
  if (selection.of !== idsKey) setSelection({ of: idsKey, ids: none });
  const selected = selection.of === idsKey ? selection.ids : none;
  const select = (next: ReadonlySet<number>) => setSelection({ of: idsKey, ids: next });

  const chipName = (code: string, value: string) =>
    `${facetName(data.filtros, code, t(`catalogue.filterCodes.${code}`, { defaultValue: code }))}: ${filterLabel(data.filtros, code, value)}`;
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const addSelected = () => {
    const chosen = ids.filter((id) => selected.has(id));
    addManyToBasket(chosen);
    notify.success(t('catalogue.basket.addedMany', { count: chosen.length }));
    select(none);
  };

  return (
    <div className={`catalogue-results-layout${busy ? ' is-busy' : ''}`} aria-busy={busy}>
      {data.filtros.length ? <Facets facets={data.filtros} search={search} estimated={data.estimado === true} onToggle={(code, value) => onChange(toggleFilter(search, code, value))} /> : null}
      <section className="catalogue-results" aria-labelledby="catalogue-results-count">
        <p id="catalogue-results-count" className="catalogue-results__count" role="status" aria-live="polite">
          {data.total === 0
            ? t('catalogue.noResults', { term: search.term })
            : data.estimado
              ? t('catalogue.resultsCountAbout', { ...approximately(data.total, i18n.language), term: search.term })
              : t('catalogue.resultsCount', { count: data.total, term: search.term })}
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
                aria-label={t('catalogue.facets.remove', { filter: chipName(f.code, f.value) })}
              >
                <span>{chipName(f.code, f.value)}</span>
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
              <input type="checkbox" checked={allSelected} onChange={() => select(allSelected ? none : new Set(ids))} />
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
                const [orderBy, direction] = parseOrder(v);
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
              cover={item.link_capa}
              availability={availability.get(item.cod_acervo)}
              selected={selected.has(item.cod_acervo)}
              inBasket={basket.includes(item.cod_acervo)}
              onSelect={(on) => select(toggled(selected, item.cod_acervo, on))}
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
