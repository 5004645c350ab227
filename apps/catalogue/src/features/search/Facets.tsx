import { useEffect, useId, useState } from 'react';
import type { Filtro } from '@estante/api-contract';
import { useTranslation } from '@estante/i18n';
import { FACET_MATCH_MIN, hasFilter, matchFacetItems, type SearchState } from './searchParams';

/**
 * An estimated count as shown: two significant figures (551,203 → 550,000; 3,456 → 3,500; 37 → 37)
 * in the language's digits grouping ("550.000" in pt and es, "550,000" in en).
 */
export function approximately(n: number, lang: string): { readonly count: number; readonly n: string } {
  const count = n < 100 ? Math.round(n) : Number(n.toPrecision(2));
  return { count, n: new Intl.NumberFormat(lang).format(count) };
}

/** Facets shown before "show more". */
const SHORT = 5;

/**
 * The facets of a search (SPEC.md §3): one group per filter code the server answered, each value a
 * checkbox labelled with its count (and, when a filter changed it, the count without filters).
 * Checking adds the filter, unchecking removes it; the change goes to the address.
 */
export function Facets({
  facets,
  search,
  estimated = false,
  titled = true,
  onToggle,
  form,
}: {
  readonly facets: readonly Filtro[];
  readonly search: SearchState;
  /** The counts are the server's estimates (`estimado`): shown rounded and marked "≈". */
  readonly estimated?: boolean;
  /** With its own heading (the side panel); without, inside the dialog that carries the title. */
  readonly titled?: boolean;
  readonly onToggle: (code: string, value: string) => void;
  /** The form its boxes belong to without script (the results' refine form); none in the dialog (script only). */
  readonly form?: string;
}) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  // A checkbox shows its new state at once; the address (and the results) follow a moment later.
  const [pending, setPending] = useState<Readonly<Record<string, boolean>>>({});
  useEffect(() => setPending((pending) => (Object.keys(pending).length ? {} : pending)), [search]);
  const toggle = (code: string, value: string) => {
    setPending((p) => ({ ...p, [`${code}:${value}`]: !(p[`${code}:${value}`] ?? hasFilter(search, code, value)) }));
    onToggle(code, value);
  };
  const groups = facets.map((f) => <Facet key={f.codigo} facet={f} search={search} estimated={estimated} pending={pending} onToggle={toggle} form={form} />);
  if (!titled) return <div className="catalogue-facets catalogue-facets--dialog">{groups}</div>;
  return (
    <aside className="catalogue-facets" aria-labelledby={titleId}>
      <h2 id={titleId} className="catalogue-facets__title">
        {t('catalogue.facets.title')}
      </h2>
      {groups}
      {form ? (
        <button type="submit" form={form} className="catalogue-refine__apply estante-no-js">
          {t('catalogue.facets.apply')}
        </button>
      ) : null}
    </aside>
  );
}

function Facet({
  facet,
  search,
  estimated,
  pending,
  onToggle,
  form,
}: {
  readonly facet: Filtro;
  readonly search: SearchState;
  readonly estimated: boolean;
  readonly pending: Readonly<Record<string, boolean>>;
  readonly onToggle: (code: string, value: string) => void;
  readonly form: string | undefined;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const textId = useId();
  const hintId = useId();
  const items = matchFacetItems(facet.itens, text);
  const narrowing = text.trim().length >= FACET_MATCH_MIN;
  // Every value is in the list; past the first SHORT they show once expanded (and always without script, which cannot expand).
  const collapsed = !expanded && !narrowing;
  return (
    <section className="catalogue-facet" aria-labelledby={headingId}>
      <h3 id={headingId} className="catalogue-facet__title">
        {facet.descricao}
      </h3>
      {facet.itens.length > SHORT ? (
        <div className="catalogue-facet__filter estante-js-only">
          <label htmlFor={textId} className="estante-visually-hidden">
            {t('catalogue.facets.filterLabel', { facet: facet.descricao })}
          </label>
          <input
            id={textId}
            type="search"
            className="catalogue-facet__input"
            value={text}
            placeholder={t('catalogue.facets.filterPlaceholder')}
            aria-describedby={hintId}
            onChange={(e) => setText(e.target.value)}
          />
          <p id={hintId} className="catalogue-facet__hint" aria-live="polite">
            {text.trim() && !narrowing ? t('catalogue.facets.minChars', { count: FACET_MATCH_MIN }) : narrowing && items.length === 0 ? t('catalogue.facets.noMatch') : ''}
          </p>
        </div>
      ) : null}
      <ul className="catalogue-facet__list">
        {items.map((item, i) => {
          const value = String(item.codigo);
          const checked = pending[`${facet.codigo}:${value}`] ?? hasFilter(search, facet.codigo, value);
          const label = item.descricao || value;
          return (
            <li key={value} className={collapsed && i >= SHORT ? 'catalogue-facet__extra' : undefined}>
              <label className="catalogue-facet__item">
                <input type="checkbox" name="filtros" value={`${facet.codigo}:${value}`} form={form} checked={checked} onChange={() => onToggle(facet.codigo, value)} />
                <span className="catalogue-facet__label">{label}</span>
                <span className="catalogue-facet__count">
                  {estimated
                    ? item.total !== item.totalSemFiltro
                      ? t('catalogue.facets.countOfAbout', { ...approximately(item.total, i18n.language), all: approximately(item.totalSemFiltro, i18n.language).n })
                      : t('catalogue.facets.countAbout', approximately(item.total, i18n.language))
                    : item.total !== item.totalSemFiltro
                      ? t('catalogue.facets.countOf', { count: item.total, all: item.totalSemFiltro })
                      : t('catalogue.facets.count', { count: item.total })}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {!narrowing && items.length > SHORT ? (
        <button type="button" className="catalogue-link-button catalogue-facet__more estante-js-only" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('catalogue.facets.less') : t('catalogue.facets.more', { count: items.length - SHORT })}
        </button>
      ) : null}
    </section>
  );
}
