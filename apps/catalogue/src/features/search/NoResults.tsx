import { Link } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { noResultsLinks } from './noResults';
import { clearFilters, type SearchState } from './searchParams';

/**
 * A search that found nothing (SPEC.md §3): what to try next, each a link or a button that does it —
 * the server's spelling suggestion (or a word to check the spelling), the search without its filters
 * when some are applied, the same words in the other indexes, and the other kinds of search.
 */
export function NoResults({
  search,
  suggestion,
  advanced,
  onChange,
}: {
  readonly search: SearchState;
  readonly suggestion: string | null;
  readonly onChange: (next: SearchState) => void;
  readonly advanced: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const links = noResultsLinks(search, advanced);
  return (
    <section className="catalogue-no-results" aria-labelledby="catalogue-no-results-title">
      <h2 id="catalogue-no-results-title" className="catalogue-no-results__title">
        {t('catalogue.noResultsHelp.title')}
      </h2>
      <ul className="catalogue-no-results__list">
        <li>
          {suggestion ? (
            <>
              {t('catalogue.didYouMean')}{' '}
              <button type="button" className="catalogue-link-button" onClick={() => onChange({ ...search, term: suggestion, page: 1 })}>
                {suggestion}
              </button>
              ?
            </>
          ) : (
            t('catalogue.noResultsHelp.spelling')
          )}
        </li>
        {search.filters.length ? (
          <li>
            {t('catalogue.noResultsHelp.filters', { count: search.filters.length })}{' '}
            <button type="button" className="catalogue-link-button" onClick={() => onChange(clearFilters(search))}>
              {t('catalogue.noResultsHelp.removeFilters', { count: search.filters.length })}
            </button>
          </li>
        ) : null}
        <li>{t('catalogue.noResultsHelp.fewerWords')}</li>
        <li>
          {t('catalogue.noResultsHelp.otherIndexes', { term: search.term })}{' '}
          {links.indexes.map((link, i) => (
            <span key={link.index}>
              {i > 0 ? ' · ' : ''}
              <Link to={link.href}>{t(`catalogue.index.${link.index}`)}</Link>
            </span>
          ))}
        </li>
        <li>
          {t('catalogue.noResultsHelp.otherSearches')}{' '}
          {advanced ? null : (
            <>
              <Link to={links.advanced}>{t('catalogue.guides.avancada')}</Link>
              {' · '}
            </>
          )}
          <Link to={links.network}>{t('catalogue.guides.rede')}</Link>
          {' · '}
          <Link to={links.browse}>{t('catalogue.guides.indices')}</Link>
        </li>
      </ul>
    </section>
  );
}
