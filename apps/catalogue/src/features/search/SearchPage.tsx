import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '@estante/federation/router';
import { errorMessageKey, toApiError, type ErrorMessage, type ConsultaResponse } from '@estante/api-client';
import * as api from '@estante/api-client/catalogue';
import { routes } from '@estante/federation';
import { messageText, useTranslation } from '@estante/i18n';
import { LoadingIndicator as Loading } from '@estante/ui/loading';
import { emptySearch, readSearch, toQuery, writeSearch, type SearchState } from './searchParams';
import { SearchForm, type SearchFormValues } from './SearchForm';
import './search.css';

// The results' components (facets, tags, pagination) load with the first search, not with
// the search box: a first visit to / pays only for the form.
const Results = lazy(() => import('./Results'));
const SearchError = lazy(() => import('./SearchError'));
// New acquisitions, events and opening hours: shown on the home before any search.
const HomePanels = lazy(() => import('../library-info/HomePanels'));

type Fetch =
  | { status: 'idle' }
  | { status: 'loading'; previous: ConsultaResponse | null }
  | { status: 'done'; data: ConsultaResponse }
  | { status: 'error'; message: ErrorMessage };

export function SearchPage({ guide }: { readonly guide: 'avancada' | undefined }) {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => readSearch(params), [params]);
  const key = writeSearch(search).toString();
  const [result, setResult] = useState<Fetch>({ status: 'idle' });
  const advanced = guide === 'avancada';

  useEffect(() => {
    if (!search.term) {
      setResult({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    // The page on screen stays (dimmed) while the next one loads: a toggled facet keeps its focus.
    setResult((r) => ({ status: 'loading', previous: r.status === 'done' ? r.data : r.status === 'loading' ? r.previous : null }));
    api.search(toQuery(search), { signal: controller.signal }).then(
      (data) => setResult({ status: 'done', data }),
      (error: unknown) => {
        const message = errorMessageKey(toApiError(error));
        if (message) setResult({ status: 'error', message });
      },
    );
    return () => controller.abort();
    // `key` is the whole search state: refetch exactly when the address changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const go = (next: SearchState) => {
    const base = advanced ? routes.guide('avancada') : routes.home();
    void navigate(`${base}?${writeSearch(next).toString()}`);
  };

  const initial = useMemo<SearchFormValues>(
    () => ({
      term: search.term,
      index: search.index,
      term2: search.term2,
      index2: search.index2,
      condition: search.condition,
      keywordType: search.keywordType,
      workType: search.filters.find((f) => f.code === 'T')?.value ?? '',
    }),
    [search],
  );

  const onSearch = (v: SearchFormValues) => {
    // A new search starts without the facets of the last one; ordering and display mode stay.
    const base: SearchState = { ...emptySearch, orderBy: search.orderBy, direction: search.direction, mode: search.mode };
    go(
      advanced
        ? { ...base, term: v.term, index: v.index, term2: v.term2, index2: v.index2, condition: v.condition, keywordType: v.keywordType, filters: v.workType ? [{ code: 'T', value: v.workType }] : [] }
        : { ...base, term: v.term, index: v.index },
    );
  };

  const shown = result.status === 'done' ? result.data : result.status === 'loading' ? result.previous : null;
  return (
    <div className={`catalogue-search-page${search.term ? ' catalogue-search-page--results' : ''}`}>
      {!search.term ? (
        <div className="catalogue-welcome">
          <h1>{t(advanced ? 'catalogue.advancedTitle' : 'catalogue.welcomeTitle')}</h1>
          <p>{t(advanced ? 'catalogue.advancedText' : 'catalogue.welcomeText')}</p>
        </div>
      ) : (
        <h1 className="estante-visually-hidden">{t('catalogue.resultsLabel')}</h1>
      )}
      <SearchForm initial={initial} advanced={advanced} onSearch={onSearch} />

      <Suspense fallback={<Loading label={t('common.loading')} />}>
        {result.status === 'loading' && !shown ? <Loading label={t('common.loading')} /> : null}
        {result.status === 'error' ? <SearchError text={messageText(t, result.message)} /> : null}
        {shown ? <Results data={shown} search={search} busy={result.status === 'loading'} onChange={go} /> : null}
      </Suspense>
      {!search.term && !advanced ? (
        <Suspense fallback={null}>
          <HomePanels />
        </Suspense>
      ) : null}
    </div>
  );
}
