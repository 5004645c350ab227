import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ConsultaResponse } from '@estante/api-contract';
import { Link, useLocation, lazyComponent } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { addManyToBasket, useBasket } from '@estante/session';
import { Button } from '@estante/ui/button';
import { notify } from '@estante/ui/notify';
import { Select } from '@estante/ui/select';
import { Pager } from '@estante/ui/table';
import { approximately, Facets } from './Facets';
import { ResultItem } from './ResultItem';
import { facetName, filterLabel, orderOptions, parseOrder, toggled, type Availability } from './results';
import { useScrollMemory } from './scrollMemory';
import { clearFilters, PAGE_SIZE, readSearch, refineFields, toggleFilter, type SearchState } from './searchParams';
import { SpecialisedChip } from '../specialised/SpecialisedChip';

const none: ReadonlySet<number> = new Set();

/**
 * The form the results' controls send without script (a GET to the search's own address): each
 * control names it (`form=`), wherever it is on the page (facets, ordering, display mode).
 */
export const REFINE_FORM = 'catalogue-refine';
// The facets' dialog of narrow screens: its chunk (antd's Modal with it) comes with the first "Filtrar".
const FacetsDialog = lazyComponent('catalogue/facets-dialog', () => import('./FacetsDialog'));
// What to try after a search that found nothing: its own chunk, off the route of every other search.
const NoResults = lazyComponent('catalogue/no-results', () => import('./NoResults').then((m) => ({ default: m.NoResults })));

export default function Results({
  data,
  search,
  busy,
  availability,
  advanced,
  onChange,
  hrefOf,
  action,
}: {
  readonly data: ConsultaResponse;
  readonly search: SearchState;
  readonly busy: boolean;
  readonly availability: ReadonlyMap<number, Availability>;
  /** The search was made on /avancada (the no-results links stay there). */
  readonly advanced: boolean;
  readonly onChange: (next: SearchState) => void;
  /** The address of a search (its links: a filter removed, the pages, "did you mean"). */
  readonly hrefOf: (next: SearchState) => string;
  /** Where the refine form sends the search without script (the search page's own address). */
  readonly action: string;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const basket = useBasket();
  const orderId = useId();
  const location = useLocation();
  const [facetsOpen, setFacetsOpen] = useState(false);
  const [facetsAsked, setFacetsAsked] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // A page chosen below the list: once its address is current, the view goes to the top of the
  // results and focus to their heading (a screen reader reads the new page from its start).
  const pagedTo = useRef<number | null>(null);
  useEffect(() => {
    if (pagedTo.current !== search.page) return;
    pagedTo.current = null;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [search.page]);
  // Back to this page of results: the view where it was.
  useScrollMemory(location.key, !busy);

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
  const applied = search.filters.length;
  const hasFacets = data.total > 0 && data.filtros.length > 0;
  const toggle = (code: string, value: string) => onChange(toggleFilter(search, code, value));
  const addSelected = () => {
    const chosen = ids.filter((id) => selected.has(id));
    addManyToBasket(chosen);
    notify.success(t('catalogue.basket.addedMany', { count: chosen.length }));
    select(none);
  };

  // Applied filters no facet of this answer lists: the refine form still carries them.
  const unlisted = search.filters.filter((f) => !data.filtros.some((facet) => facet.codigo === f.code && facet.itens.some((i) => String(i.codigo) === f.value)));

  return (
    <div className={`catalogue-results-layout${hasFacets ? '' : ' catalogue-results-layout--single'}${busy ? ' is-busy' : ''}`} aria-busy={busy}>
      {/* Without script, the facets, the ordering and the mode buttons send this form (their `form`); with it, each applies at once. */}
      <form
        id={REFINE_FORM}
        method="get"
        action={action}
        hidden
        onSubmit={(e) => {
          // With script each control applies at once; a submit that still comes (a key on a control) goes through the router.
          e.preventDefault();
          const data = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
          onChange(readSearch(new URLSearchParams(data as unknown as Record<string, string>)));
        }}
      >
        {refineFields(search).map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        {unlisted.map((f) => (
          <input key={`${f.code}:${f.value}`} type="hidden" name="filtros" value={`${f.code}:${f.value}`} />
        ))}
      </form>
      {/* The side panel (hidden on narrow screens, where the same facets open in a dialog; shown there without script). */}
      {hasFacets ? <Facets facets={data.filtros} search={search} estimated={data.estimado === true} onToggle={toggle} form={REFINE_FORM} fallback={() => headingRef.current} /> : null}
      <section ref={sectionRef} className="catalogue-results" aria-labelledby="catalogue-results-count">
        <div role="status" aria-live="polite">
          <h2 ref={headingRef} id="catalogue-results-count" className="catalogue-results__count" tabIndex={-1}>
            {data.total === 0
              ? t('catalogue.noResults', { term: search.term })
              : data.estimado
                ? t('catalogue.resultsCountAbout', { ...approximately(data.total, i18n.language), term: search.term })
                : t('catalogue.resultsCount', { count: data.total, term: search.term })}
          </h2>
        </div>
        {facetsAsked ? (
          <Suspense fallback={null}>
            <FacetsDialog open={facetsOpen} onClose={() => setFacetsOpen(false)} facets={data.filtros} search={search} estimated={data.estimado === true} onToggle={toggle} />
          </Suspense>
        ) : null}
        {data.sugestao && data.total > 0 ? (
          <p className="catalogue-results__suggestion">
            {t('catalogue.didYouMean')}{' '}
            <Link to={hrefOf({ ...search, term: data.sugestao ?? '', page: 1 })}>{data.sugestao}</Link>
            ?
          </p>
        ) : null}
        {search.filters.length || search.specialised ? (
          <div className="catalogue-applied" role="group" aria-label={t('catalogue.facets.applied')}>
            {search.specialised ? <SpecialisedChip option={search.specialised} onRemove={() => onChange({ ...search, specialised: null, page: 1 })} /> : null}
            {search.filters.map((f) => (
              <Link
                key={`${f.code}:${f.value}`}
                className="catalogue-applied__chip"
                to={hrefOf(toggleFilter(search, f.code, f.value))}
                aria-label={t('catalogue.facets.remove', { filter: chipName(f.code, f.value) })}
              >
                <span>{chipName(f.code, f.value)}</span>
                <span aria-hidden="true"> ×</span>
              </Link>
            ))}
            {search.filters.length ? (
              <Link className="catalogue-applied__clear" to={hrefOf(clearFilters(search))}>
                {t('catalogue.facets.clear')}
              </Link>
            ) : null}
          </div>
        ) : null}
        {data.total === 0 ? (
          <Suspense fallback={null}>
            <NoResults search={search} suggestion={data.sugestao ?? null} advanced={advanced} onChange={onChange} />
          </Suspense>
        ) : null}
        {data.total > 0 ? (
          <div className="catalogue-toolbar">
            {hasFacets ? (
              <Button
                className="catalogue-facets-open estante-js-only"
                aria-haspopup="dialog"
                onClick={() => {
                  setFacetsAsked(true);
                  setFacetsOpen(true);
                }}
              >
                {applied ? t('catalogue.facets.openCount', { count: applied }) : t('catalogue.facets.open')}
              </Button>
            ) : null}
            <label className="catalogue-toolbar__select-all estante-js-only">
              <input type="checkbox" checked={allSelected} onChange={() => select(allSelected ? none : new Set(ids))} />
              {t('catalogue.selectPage')}
            </label>
            {/* Nothing selected: no count to show ("Adicionar 0 selecionado"), and nothing to add (on a phone, not shown). */}
            <Button className="catalogue-toolbar__add estante-js-only" onClick={addSelected} disabled={selected.size === 0}>
              {selected.size === 0 ? t('catalogue.basket.addSelectedNone') : t('catalogue.basket.addSelected', { count: selected.size })}
            </Button>
            <span className="catalogue-toolbar__spacer" />
            {/* Label and select wrap as one. */}
            <span className="catalogue-toolbar__order">
              <label htmlFor={orderId}>{t('catalogue.orderLabel')}</label>
              <Select
                id={orderId}
                name="ordem"
                form={REFINE_FORM}
                value={`${search.orderBy}-${search.direction}`}
                onChange={(v) => {
                  const [orderBy, direction] = parseOrder(v);
                  onChange({ ...search, orderBy, direction, page: 1 });
                }}
                options={orderOptions.map((o) => ({ value: o.value, label: t(`catalogue.order.${o.key}`) }))}
              />
              <button type="submit" form={REFINE_FORM} className="catalogue-refine__apply estante-no-js">
                {t('catalogue.orderApply')}
              </button>
            </span>
            <div className="catalogue-toolbar__modes" role="group" aria-label={t('catalogue.modeLabel')}>
              {(['D', 'L'] as const).map((m) => (
                // A submit of the refine form without script; with it, the mode changes in place.
                <button
                  key={m}
                  type="submit"
                  form={REFINE_FORM}
                  name="modo"
                  value={m}
                  aria-pressed={search.mode === m}
                  onClick={(e) => {
                    e.preventDefault();
                    onChange({ ...search, mode: m });
                  }}
                >
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
          <Pager
            className="catalogue-results__pages"
            label={t('catalogue.pagesLabel')}
            page={data.current_page}
            last={Math.max(1, Math.ceil(data.total / data.per_page))}
            hrefOf={(page) => hrefOf({ ...search, page })}
            onPage={(page) => {
              pagedTo.current = page;
              onChange({ ...search, page });
            }}
          />
        ) : null}
      </section>
    </div>
  );
}
