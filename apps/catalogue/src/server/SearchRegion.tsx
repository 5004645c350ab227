/**
 * The search page as plain HTML, for the first paint and for browsers without JavaScript (server.ts):
 * a GET form, the results with links to each title and author, the facets as links that add or
 * remove a filter, the orderings, the display modes and the pages as links. Every address is the one
 * the browser app writes for the same search (writeSearch), so a link followed before the scripts
 * run, or without them, lands on the page the app would show. No script, no handler: text only, which
 * React escapes.
 */
import type { TFunction } from 'i18next';
import type { ConsultaItem, ConsultaResponse } from '@estante/api-contract';
import { clearFilters, emptySearch, hasFilter, searchIndexes, toggleFilter, writeSearch, type DisplayMode, type Ordering, type SearchState } from '../features/search/searchParams';

/** Where a title's and an authority's pages are (the shell's bindings of title-detail.title and catalogue.authority). */
const titleHref = (id: number) => `/acervo/${id}`;
const authorityHref = (id: number) => `/autoridade/${id}`;
const searchHref = (state: SearchState) => `/?${writeSearch(state).toString()}`;

const numbers = new Intl.NumberFormat('pt-BR');

/** The orderings a visitor chooses from, as the results' menu lists them (label key, orderBy, direction). */
const orderingChoices: readonly { key: string; orderBy: Ordering; direction: 'C' | 'D' }[] = [
  { key: 'relevance', orderBy: 'relevancia', direction: 'C' },
  { key: 'obraC', orderBy: 'obra', direction: 'C' },
  { key: 'obraD', orderBy: 'obra', direction: 'D' },
  { key: 'autorC', orderBy: 'autor', direction: 'C' },
  { key: 'autorD', orderBy: 'autor', direction: 'D' },
  { key: 'anoC', orderBy: 'ano', direction: 'C' },
  { key: 'anoD', orderBy: 'ano', direction: 'D' },
];
const modes: readonly DisplayMode[] = ['D', 'L'];

export interface SearchRegionProps {
  readonly state: SearchState;
  readonly t: TFunction;
  /** The API's answer to the search; null on the search home (no term). */
  readonly results: ConsultaResponse | null;
}

function SearchForm({ state, t }: { readonly state: SearchState; readonly t: TFunction }) {
  return (
    <form method="get" action="/" role="search" aria-label={t('catalogue.searchFormLabel')}>
      <label htmlFor="estante-ssr-q">
        {t('catalogue.searchLabel')}
        <input type="search" id="estante-ssr-q" name="q" defaultValue={state.term} maxLength={200} />
      </label>
      <label htmlFor="estante-ssr-for">
        {t('catalogue.indexLabel')}
        <select id="estante-ssr-for" name="for" defaultValue={state.index}>
          {searchIndexes.map((index) => (
            <option key={index} value={index}>
              {t(`catalogue.index.${index}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{t('catalogue.searchButton')}</button>
    </form>
  );
}

function ResultItem({ item, mode, t }: { readonly item: ConsultaItem; readonly mode: DisplayMode; readonly t: TFunction }) {
  const meta = [item.desc_tipo_obra, item.ano_publicacao, item.idioma_desc, item.acesso_remoto ? t('catalogue.remoteAccess') : null].filter(Boolean).join(' · ');
  return (
    <li>
      <h3>
        <a href={titleHref(item.cod_acervo)}>{item.obra}</a>
      </h3>
      <p className="estante-ssr-muted">{meta}</p>
      {item.dados_adicionais.A.length ? (
        <p>
          {t('catalogue.authors')}:{' '}
          {item.dados_adicionais.A.map((a, i) => (
            <span key={a.codigo}>
              {i > 0 ? '; ' : ''}
              <a href={authorityHref(a.codigo)}>{a.descricao}</a>
            </span>
          ))}
        </p>
      ) : null}
      {mode === 'D' ? <p>{item.descricao}</p> : null}
      {mode === 'D' && item.dados_adicionais.S.length ? (
        <p>
          {t('catalogue.subjects')}: {item.dados_adicionais.S.map((s) => s.descricao).join('; ')}
        </p>
      ) : null}
    </li>
  );
}

/** The values a facet shows before "show more" (as the browser app's facets do); the rest open in a <details>, which needs no script. */
const FACET_SHOWN = 5;

function FacetValues({ state, code, items, count }: { readonly state: SearchState; readonly code: string; readonly items: ConsultaResponse['filtros'][number]['itens']; readonly count: (n: number) => string }) {
  return (
    <ul>
      {items.map((item) => {
        const value = String(item.codigo);
        const on = hasFilter(state, code, value);
        return (
          <li key={value}>
            <a href={searchHref(toggleFilter(state, code, value))} aria-current={on ? 'true' : undefined}>
              {item.descricao}
            </a>{' '}
            <span className="estante-ssr-muted">({count(item.total)})</span>
          </li>
        );
      })}
    </ul>
  );
}

function Facets({ state, results, t }: { readonly state: SearchState; readonly results: ConsultaResponse; readonly t: TFunction }) {
  const count = (n: number) => (results.estimado ? t('catalogue.facets.countAbout', { n: numbers.format(n) }) : numbers.format(n));
  const facets = results.filtros.filter((facet) => facet.itens.length > 0);
  if (!facets.length && !state.filters.length) return null;
  return (
    <aside aria-labelledby="estante-ssr-facets">
      <h2 id="estante-ssr-facets">{t('catalogue.facets.title')}</h2>
      {state.filters.length ? (
        <>
          <h3>{t('catalogue.facets.applied')}</h3>
          <ul>
            {state.filters.map((f) => (
              <li key={`${f.code}:${f.value}`}>
                <a href={searchHref(toggleFilter(state, f.code, f.value))}>{t('catalogue.facets.remove', { filter: filterLabel(results, f.code, f.value, t) })}</a>
              </li>
            ))}
            <li>
              <a href={searchHref(clearFilters(state))}>{t('catalogue.facets.clear')}</a>
            </li>
          </ul>
        </>
      ) : null}
      {facets.map((facet) => (
        <section key={facet.codigo} aria-labelledby={`estante-ssr-facet-${facet.codigo}`}>
          <h3 id={`estante-ssr-facet-${facet.codigo}`}>{facet.descricao}</h3>
          <FacetValues state={state} code={facet.codigo} items={facet.itens.slice(0, FACET_SHOWN)} count={count} />
          {facet.itens.length > FACET_SHOWN ? (
            <details>
              <summary>{t('catalogue.facets.more', { count: facet.itens.length - FACET_SHOWN })}</summary>
              <FacetValues state={state} code={facet.codigo} items={facet.itens.slice(FACET_SHOWN)} count={count} />
            </details>
          ) : null}
        </section>
      ))}
    </aside>
  );
}

/** How an applied filter reads: its value's label in the answer's facets, else the filter code's name and the value. */
function filterLabel(results: ConsultaResponse, code: string, value: string, t: TFunction): string {
  const facet = results.filtros.find((f) => f.codigo === code);
  const item = facet?.itens.find((i) => String(i.codigo) === value);
  return item ? `${facet?.descricao}: ${item.descricao}` : `${t(`catalogue.filterCodes.${code}`, { defaultValue: code })}: ${value}`;
}

function Pages({ state, results, t }: { readonly state: SearchState; readonly results: ConsultaResponse; readonly t: TFunction }) {
  if (results.last_page <= 1) return null;
  const page = Math.min(state.page, results.last_page);
  return (
    <nav aria-label={t('catalogue.pagesLabel')}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={searchHref({ ...state, page: page - 1 })} rel="prev">
              {t('catalogue.ssr.previous')}
            </a>
          </li>
        ) : null}
        <li aria-current="page">{t('catalogue.ssr.pageOf', { page: numbers.format(page), last: numbers.format(results.last_page) })}</li>
        {page < results.last_page ? (
          <li>
            <a href={searchHref({ ...state, page: page + 1 })} rel="next">
              {t('catalogue.ssr.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function Results({ state, results, t }: { readonly state: SearchState; readonly results: ConsultaResponse; readonly t: TFunction }) {
  const heading = results.estimado
    ? t('catalogue.resultsCountAbout', { count: results.total, n: numbers.format(results.total), term: state.term })
    : t('catalogue.resultsCount', { count: results.total, term: state.term });
  if (results.total === 0) {
    return (
      <>
        <h1>{t('catalogue.noResults', { term: state.term })}</h1>
        <SearchForm state={state} t={t} />
        {results.sugestao ? (
          <p>
            {t('catalogue.didYouMean')} <a href={searchHref({ ...emptySearch, term: results.sugestao, index: state.index })}>{results.sugestao}</a>?
          </p>
        ) : null}
        {state.filters.length ? (
          <p>
            <a href={searchHref(clearFilters(state))}>{t('catalogue.noResultsHelp.removeFilters', { count: state.filters.length })}</a>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <>
      <h1>{heading}</h1>
      <SearchForm state={state} t={t} />
      <div className="estante-ssr-columns">
        <Facets state={state} results={results} t={t} />
        <section aria-labelledby="estante-ssr-results">
          <h2 id="estante-ssr-results">{t('catalogue.resultsLabel')}</h2>
          <nav aria-label={t('catalogue.orderLabel')}>
            <ul>
              {orderingChoices.map((o) => {
                const current = state.orderBy === o.orderBy && (o.orderBy === 'relevancia' || state.direction === o.direction);
                return (
                  <li key={o.key}>
                    <a href={searchHref({ ...state, orderBy: o.orderBy, direction: o.direction, page: 1 })} aria-current={current ? 'true' : undefined}>
                      {t(`catalogue.order.${o.key}`)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <nav aria-label={t('catalogue.modeLabel')}>
            <ul>
              {modes.map((mode) => (
                <li key={mode}>
                  <a href={searchHref({ ...state, mode })} aria-current={state.mode === mode ? 'true' : undefined}>
                    {t(`catalogue.modes.${mode}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ol start={(results.current_page - 1) * results.per_page + 1}>
            {results.data.map((item) => (
              <ResultItem key={item.cod_acervo} item={item} mode={state.mode} t={t} />
            ))}
          </ol>
          <Pages state={state} results={results} t={t} />
        </section>
      </div>
    </>
  );
}

/** The search page's region: the welcome and the form on the home, the results of a search otherwise. */
export function SearchRegion({ state, t, results }: SearchRegionProps) {
  if (!results) {
    return (
      <>
        <h1>{t('catalogue.welcomeTitle')}</h1>
        <p>{t('catalogue.welcomeText')}</p>
        <SearchForm state={state} t={t} />
      </>
    );
  }
  return <Results state={state} results={results} t={t} />;
}
