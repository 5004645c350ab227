import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '@estante/federation/router';
import { api, errorMessageKey, toApiError, type ErrorMessage, type ConsultaResponse } from '@estante/api-client';
import { routes } from '@estante/federation';
import { messageText, useTranslation } from '@estante/i18n';
import { LoadingIndicator as Loading } from '@estante/ui/loading';
import { readSearch, toQuery, writeSearch, type SearchState } from './searchParams';
import { SearchForm } from './SearchForm';
import './search.css';

// The results' components (tags, pagination, alerts) load with the first search, not with
// the search box: a first visit to / pays only for the form.
const Results = lazy(() => import('./Results'));
const SearchError = lazy(() => import('./SearchError'));
// New acquisitions, events and opening hours: shown on the home before any search.
const HomePanels = lazy(() => import('../library-info/HomePanels'));

type Fetch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: ConsultaResponse; key: string }
  | { status: 'error'; message: ErrorMessage };

export function SearchPage({ guide }: { readonly guide: string | undefined }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => readSearch(params), [params]);
  const key = writeSearch(search).toString();
  const [result, setResult] = useState<Fetch>({ status: 'idle' });

  useEffect(() => {
    if (!search.term) {
      setResult({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setResult({ status: 'loading' });
    api.search(toQuery(search), { signal: controller.signal }).then(
      (data) => setResult({ status: 'done', data, key }),
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
    const base = guide ? routes.guide(guide) : routes.home();
    void navigate(`${base}?${writeSearch(next).toString()}`);
  };

  const initial = useMemo(() => ({ term: search.term, index: search.index }), [search.term, search.index]);

  return (
    <div className="catalogue-search-page">
      {!search.term ? (
        <div className="catalogue-welcome">
          <h1>{t('catalogue.welcomeTitle')}</h1>
          <p>{t('catalogue.welcomeText')}</p>
        </div>
      ) : (
        <h1 className="estante-visually-hidden">{t('catalogue.resultsLabel')}</h1>
      )}
      <SearchForm initial={initial} onSearch={(v) => go({ ...v, page: 1 })} />

      <Suspense fallback={<Loading label={t('common.loading')} />}>
        {result.status === 'loading' ? <Loading label={t('common.loading')} /> : null}
        {result.status === 'error' ? <SearchError text={messageText(t, result.message)} /> : null}
        {result.status === 'done' ? (
          <Results data={result.data} search={search} onPage={(page) => go({ ...search, page })} onSuggestion={(term) => go({ ...search, term, page: 1 })} />
        ) : null}
      </Suspense>
      {!search.term && !guide ? (
        <Suspense fallback={null}>
          <HomePanels />
        </Suspense>
      ) : null}
    </div>
  );
}

