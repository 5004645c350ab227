import type { MouseEvent } from 'react';
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

/** A plain left click (not one that opens a tab or a window): the page handles it itself. */
const ownClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export interface PagerProps {
  readonly page: number;
  readonly last: number;
  /** The address of a page: each page is a link, so paging works before and without script. */
  readonly hrefOf: (page: number) => string;
  /** A page chosen with script: the page goes there itself (its router), instead of loading the link. */
  readonly onPage: (page: number) => void;
  /** The navigation's name (default: common.pages). */
  readonly label?: string;
  readonly className?: string;
}

/**
 * The pages of a list (results, a table): the previous and next page, the first, the last and those
 * around this one, as links with their addresses; "Página 2 de 50". With script a click is the
 * page's own (`onPage`); a link opened in a new tab, or followed without script, loads its address.
 */
export function Pager({ page, last, hrefOf, onPage, label, className }: PagerProps) {
  const { t } = useTranslation();
  const go = (p: number) => (e: MouseEvent) => {
    if (!ownClick(e)) return;
    e.preventDefault();
    onPage(p);
  };
  return (
    <nav aria-label={label ?? t('common.pages')} className={`estante-pager${className ? ` ${className}` : ''}`}>
      <ul className="estante-pager__list">
        {page > 1 ? (
          <li>
            <a className="estante-pager__step" href={hrefOf(page - 1)} rel="prev" onClick={go(page - 1)}>
              <span aria-hidden="true">‹ </span>
              {t('common.pager.previous')}
            </a>
          </li>
        ) : null}
        {pagesAround(page, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="estante-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a className="estante-pager__page" href={hrefOf(p)} aria-label={t('common.pager.page', { page: p })} aria-current={p === page ? 'page' : undefined} onClick={go(p)}>
                {p}
              </a>
            </li>
          ),
        )}
        {page < last ? (
          <li>
            <a className="estante-pager__step" href={hrefOf(page + 1)} rel="next" onClick={go(page + 1)}>
              {t('common.pager.next')}
              <span aria-hidden="true"> ›</span>
            </a>
          </li>
        ) : null}
      </ul>
      <p className="estante-pager__where">{t('common.pager.pageOf', { page, last })}</p>
    </nav>
  );
}
