import { Link } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';

/**
 * The pages to offer around the current one: the first and the last, the current and its neighbours,
 * null where pages are left out ("1 … 4 5 6 … 50").
 */
export function pagesAround(page: number, last: number): readonly (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, last])].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of shown) {
    const before = out.at(-1);
    if (typeof before === 'number' && p - before === 2) out.push(p - 1);
    else if (typeof before === 'number' && p - before > 2) out.push(null);
    out.push(p);
  }
  return out;
}

/**
 * The pages of the results: links (the previous and next page, the first, the last and those around
 * this one), so they work before and without script and each page has an address; "Página 2 de 50".
 * With script the router follows them; `onPage` hears which page was chosen (the results then move
 * the view and focus to their top).
 */
export function ResultsPager({ page, last, hrefOf, onPage }: { readonly page: number; readonly last: number; readonly hrefOf: (page: number) => string; readonly onPage: (page: number) => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <nav aria-label={t('catalogue.pagesLabel')} className="catalogue-pager">
      <ul className="catalogue-pager__list">
        {page > 1 ? (
          <li>
            <Link className="catalogue-pager__step" to={hrefOf(page - 1)} rel="prev" onClick={() => onPage(page - 1)}>
              <span aria-hidden="true">‹ </span>
              {t('catalogue.pager.previous')}
            </Link>
          </li>
        ) : null}
        {pagesAround(page, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="catalogue-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className="catalogue-pager__page"
                to={hrefOf(p)}
                aria-label={t('catalogue.pager.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
                onClick={() => onPage(p)}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < last ? (
          <li>
            <Link className="catalogue-pager__step" to={hrefOf(page + 1)} rel="next" onClick={() => onPage(page + 1)}>
              {t('catalogue.pager.next')}
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="catalogue-pager__where">{t('catalogue.pager.pageOf', { page, last })}</p>
    </nav>
  );
}
