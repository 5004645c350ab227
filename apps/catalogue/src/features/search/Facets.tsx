import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
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
  fallback,
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
  /**
   * Where focus goes when it was in the facets and none is left to take it: the panel gone with an
   * answer that has no facets (the results' count), or no value left in the dialog (its button).
   */
  readonly fallback?: () => HTMLElement | null | undefined;
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
  const { ref, onFocus, onBlur } = useFocusKept(facets, fallback);
  const groups = facets.map((f) => <Facet key={f.codigo} facet={f} search={search} estimated={estimated} pending={pending} onToggle={toggle} form={form} />);
  if (!titled)
    return (
      <div ref={ref} className="catalogue-facets catalogue-facets--dialog" onFocus={onFocus} onBlur={onBlur}>
        {groups}
      </div>
    );
  return (
    <aside ref={ref} className="catalogue-facets" aria-labelledby={titleId} onFocus={onFocus} onBlur={onBlur}>
      <h2 id={titleId} className="catalogue-facets__title" tabIndex={-1}>
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

/**
 * Focus kept in the facets when the next answer takes away the value that had it (a value of another
 * group drops to no titles once a filter is checked, a group goes with its last value): the first
 * value of the same group, else the first value left, else the facets' heading, else `fallback`;
 * and `fallback` when the facets themselves go (an answer without facets). Never the page's body,
 * where a keyboard or screen-reader user would start again from the top.
 */
function useFocusKept(facets: readonly Filtro[], fallback: (() => HTMLElement | null | undefined) | undefined) {
  const ref = useRef<HTMLElement & HTMLDivElement>(null);
  /** The group whose control had focus last, while focus is in the facets. */
  const group = useRef<string | null>(null);
  const fallbackRef = useRef(fallback);
  useLayoutEffect(() => {
    fallbackRef.current = fallback;
  });
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    group.current = e.target.closest<HTMLElement>('[data-facet]')?.dataset.facet ?? '';
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    // Focus went elsewhere, or to nothing with the control still there (the user clicked around
    // it): not ours to keep. The focusout Chromium fires as it removes a focused control comes
    // while React commits, which hands no event to a handler then: the control that had focus
    // when the answer took it away is still remembered below.
    const to = e.relatedTarget;
    if (!to || !ref.current?.contains(to)) group.current = null;
  };
  useLayoutEffect(() => {
    const root = ref.current;
    if (group.current === null || !root || !lost()) return;
    const same = [...root.querySelectorAll<HTMLElement>('[data-facet]')].find((el) => el.dataset.facet === group.current);
    const target = same?.querySelector<HTMLElement>('input[type="checkbox"]') ?? root.querySelector<HTMLElement>('input[type="checkbox"]') ?? root.querySelector<HTMLElement>('h2') ?? fallbackRef.current?.();
    target?.focus();
  }, [facets]);
  useLayoutEffect(
    () => () => {
      if (group.current === null) return;
      group.current = null;
      // The facets are still on the page while React removes them: once the commit is over, focus
      // that went with them goes to the fallback.
      queueMicrotask(() => {
        if (lost()) fallbackRef.current?.()?.focus();
      });
    },
    [],
  );
  return { ref, onFocus, onBlur };
}

/** No control has focus: the page's body has it, or the element that had it left the page. */
function lost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
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
    <section className="catalogue-facet" aria-labelledby={headingId} data-facet={facet.codigo}>
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
