// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- every program that includes this file needs the ambient *.css module
/// <reference path="./css.d.ts" />
/**
 * The list building block (DESIGN.md "Pages are built from blocks"): a real <table> with its
 * caption, header cells with scope, and the states every list has — loading, empty, failed (with
 * a retry) — and paging. On a phone the table scrolls sideways inside a labelled, focusable region
 * instead of widening the page. Bind `page` to the address with `usePageParam` (router entry).
 */
import { isValidElement, lazy, Suspense, useId, type ReactNode } from 'react';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { LoadingIndicator } from '@estante/ui/loading';
import './table.css';

/**
 * antd's Pagination brings its page-size Select (rc-select, trigger, virtual list: ~25 KB gzip)
 * even with the size changer off: fetched only for a list that has a second page.
 */
const Pagination = lazy(() => import('@estante/ui/pagination').then((m) => ({ default: m.Pagination })));

export interface Column<Row> {
  /** Unique among the columns (React key, class `estante-table__col--${key}`). */
  readonly key: string;
  readonly header: ReactNode;
  /** The cell of a row. */
  readonly cell: (row: Row, index: number) => ReactNode;
  /** This column names its row (a title, a date): its cells are `<th scope="row">`. */
  readonly rowHeader?: boolean;
  /** Numbers and dates read better aligned to the end. */
  readonly align?: 'start' | 'center' | 'end';
  /** Shown to screen readers only (a column of action buttons may have no visible header). */
  readonly headerHidden?: boolean;
}

export interface DataTableProps<Row> {
  /** What the table lists: its caption and the name of its scroll region. */
  readonly caption: ReactNode;
  /** Keep the caption for screen readers only (the page's heading already says it). */
  readonly captionHidden?: boolean;
  readonly columns: readonly Column<Row>[];
  /** The rows to show; while loading, the previous page's rows may stay (they are marked busy). */
  readonly rows: readonly Row[] | undefined;
  readonly rowKey: (row: Row) => string | number;
  /** A request is pending: the table is aria-busy and a loading indicator is shown. */
  readonly loading?: boolean;
  /**
   * The request failed: a text, or the error itself (its message is the generic one of SPEC.md
   * §8; a cancelled call shows nothing). Shown with role=alert and a retry button.
   */
  readonly error?: unknown;
  /** The retry button's action (no button without it). */
  readonly onRetry?: () => void;
  /** Shown in the table's body when there is no row (already translated). */
  readonly empty: ReactNode;
  /** 1-based. Paging shows when `onPageChange` is given and there is more than one page. */
  readonly page?: number;
  readonly pageSize?: number;
  /** Rows in every page. */
  readonly total?: number;
  readonly onPageChange?: (page: number) => void;
  /** The paging's name (default: common.pages, "Páginas"). */
  readonly pagingLabel?: string;
  readonly className?: string;
}

/** The text of a failed request (null: nothing to show, e.g. a cancelled call). */
function useErrorText(error: unknown): ReactNode {
  const { t } = useTranslation();
  if (error === undefined || error === null || error === false) return null;
  if (typeof error === 'string' || isValidElement(error)) return error;
  const message = errorMessageKey(toApiError(error));
  return message ? messageText(t, message) : null;
}


/** An accessible data table with loading, empty and error states and paging. */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  onRetry,
  empty,
  page = 1,
  pageSize = 20,
  total,
  onPageChange,
  pagingLabel,
  className,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const captionId = useId();
  const errorText = useErrorText(error);
  const shown = rows ?? [];
  const failed = errorText !== null && !loading;
  const count = total ?? shown.length;
  const pages = Math.ceil(count / pageSize);
  const align = (c: Column<Row>) => (c.align && c.align !== 'start' ? `estante-table__cell--${c.align}` : undefined);
  return (
    <div className={`estante-table${className ? ` ${className}` : ''}`}>
      {failed ? (
        <div className="estante-table__error">
          <p role="alert">{errorText}</p>
          {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
        </div>
      ) : null}
      {failed && shown.length === 0 ? null : (
        <div className="estante-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="estante-table__table" aria-busy={loading || undefined}>
            <caption id={captionId} className={captionHidden ? 'estante-visually-hidden' : 'estante-table__caption'}>
              {caption}
            </caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={align(c)}>
                    {c.headerHidden ? <span className="estante-visually-hidden">{c.header}</span> : c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row, index) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) =>
                    c.rowHeader ? (
                      <th key={c.key} scope="row" className={align(c)}>
                        {c.cell(row, index)}
                      </th>
                    ) : (
                      <td key={c.key} className={align(c)}>
                        {c.cell(row, index)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
              {shown.length === 0 && !loading ? (
                <tr>
                  <td colSpan={columns.length} className="estante-table__empty">
                    {empty}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      {loading ? <LoadingIndicator label={t('common.loading')} /> : null}
      {onPageChange && pages > 1 && !failed ? (
        <nav className="estante-table__paging" aria-label={pagingLabel ?? t('common.pages')}>
          <Suspense fallback={null}>
            <Pagination current={page} pageSize={pageSize} total={count} showSizeChanger={false} onChange={(next) => onPageChange(next)} />
          </Suspense>
        </nav>
      ) : null}
    </div>
  );
}
