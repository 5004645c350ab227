import { Suspense, useMemo, useState } from 'react';
import { useNavigate, useSearchParams, lazyComponent } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { $institution, useStore } from '@estante/session';
import { useDocumentTitle } from '@estante/ui/document';
import { LoadingIndicator as Loading } from '@estante/ui/loading';
import { readSearch, writeSearch, type SearchState } from './searchParams';
import { formValues, submittedSearch } from './searchFormValues';
import { SearchForm } from './SearchForm';
import { useSearchResults } from './useSearchResults';
import { searchDocumentTitle } from './documentTitle';
import { pageTitle } from '../../usePageTitle';
import { homePath, guidePath } from '../../refs';
import './search.css';

// The results' components (facets, tags, pagination) load with the first search, not with
// the search box: a first visit to / pays only for the form.
const Results = lazyComponent('catalogue/results', () => import('./Results'));
const SearchError = lazyComponent('catalogue/search-error', () => import('./SearchError'));
// New acquisitions, events and opening hours: shown on the home before any search.
const HomePanels = lazyComponent('catalogue/home-panels', () => import('../library-info/HomePanels'));

/**
 * The general and advanced search (SPEC.md §3, §5): the address is the store of the search (term,
 * filters, page, ordering, display mode); the box and the results follow it, and every change
 * goes through it.
 */
export function SearchPage({ guide }: { readonly guide: 'avancada' | undefined }) {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => readSearch(params), [params]);
  const initial = useMemo(() => formValues(search), [search]);
  const advanced = guide === 'avancada';
  const sigla = useStore($institution)?.sigla;
  // The tab names the search (the server's head names it the same on a first visit).
  useDocumentTitle(search.term ? searchDocumentTitle(t, search, sigla) : advanced ? pageTitle(t, t('catalogue.advancedTitle'), sigla) : null);

  const base = advanced ? guidePath('avancada') : homePath();
  const hrefOf = (next: SearchState) => `${base}?${writeSearch(next).toString()}`;
  const go = (next: SearchState) => void navigate(hrefOf(next));
  // Each sending of the box: the same search sent again after a failure asks again (useSearchResults).
  const [submission, setSubmission] = useState(0);

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
      <SearchForm initial={initial} advanced={advanced} action={base} onSearch={(v) => {
          setSubmission((n) => n + 1);
          go(submittedSearch(v, search, advanced));
        }}
      />

      {/* Mounted only with a term: going back to the empty home forgets the last answer. */}
      {search.term ? <SearchResultsArea search={search} submission={submission} advanced={advanced} onChange={go} hrefOf={hrefOf} action={base} /> : null}
      {!search.term && !advanced ? (
        <Suspense fallback={null}>
          <HomePanels />
        </Suspense>
      ) : null}
    </div>
  );
}

function SearchResultsArea({
  search,
  submission,
  advanced,
  onChange,
  hrefOf,
  action,
}: {
  readonly search: SearchState;
  readonly submission: number;
  readonly advanced: boolean;
  readonly onChange: (next: SearchState) => void;
  readonly hrefOf: (next: SearchState) => string;
  readonly action: string;
}) {
  const { t } = useTranslation('catalogue');
  const { data, loading, busy, message, availability } = useSearchResults(search, submission);
  return (
    <Suspense fallback={<Loading label={t('common.loading')} />}>
      {loading ? <Loading label={t('common.loading')} /> : null}
      {message ? <SearchError text={messageText(t, message)} /> : null}
      {data ? <Results data={data} search={search} busy={busy} availability={availability} advanced={advanced} onChange={onChange} hrefOf={hrefOf} action={action} /> : null}
    </Suspense>
  );
}
