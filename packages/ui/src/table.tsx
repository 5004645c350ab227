// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- every program that includes this file needs the ambient *.css module
/// <reference path="./css.d.ts" />
/**
 * The list building block (DESIGN.md "Pages are built from blocks"): a real <table> with its
 * caption, header cells with scope, and the states every list has — loading, empty, failed (with
 * a retry) — and paging. Where its own width (a CSS container, `container-type: inline-size`) is
 * under `cardsBelow`, or too narrow for the table's columns, the same rows become stacked cards: one
 * list item per row, each value beside its label in a description list, actions still there. With
 * cards turned off (`cardsBelow` 0), a table too wide for its room scrolls sideways inside a
 * labelled, focusable region instead of widening the page. Bind `page`
 * to the address with `usePageParam` (router entry).
 */
import { isValidElement, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { LoadingIndicator } from '@estante/ui/loading';
import './table.css';

import { Pager } from './pager';

export { Pager, pagesAround, type PagerProps } from './pager';

/** This address with `page` set (a list that does not name its pages' addresses). */
function hereWithPage(page: number): string {
  const url = new URL(window.location.href);
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

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
  /**
   * The header is a control (a "select all" box): as cards it is shown once, above them, and each
   * card shows this column's value without a label (the control in it names itself).
   */
  readonly headerControl?: boolean;
  /** The value's label in a card when it is not the header (false: no label, the value names itself, e.g. action buttons). */
  readonly cardLabel?: ReactNode | false;
}

/** Below this width of its own (px) a DataTable shows cards (`cardsBelow`). */
export const CARDS_BELOW = 640;

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
  /**
   * The address of a page (each page is a link: paging works before and without script). Default:
   * this address with `page` set, read in the browser (a list the server renders passes its own).
   */
  readonly pageHref?: (page: number) => string;
  /** The paging's name (default: common.pages, "Páginas"). */
  readonly pagingLabel?: string;
  readonly className?: string;
  /**
   * Under this width of the list's own room (px) the rows are stacked cards, as they are wherever the
   * table's columns do not fit; 0: always a table (whose cells wrap to fit a phone, or that scrolls
   * sideways in its region). Default CARDS_BELOW.
   */
  readonly cardsBelow?: number;
}

/**
 * Whether the rows are cards: where the list's own room is under `below`, or too narrow for the
 * table's columns (the table, measured, wider than its room: no column is left behind a sideways
 * scroll with nothing to tell). Read before the first paint (no table flashes on a phone) and again
 * whenever the room resizes or the rows change. The frame is a size container, so its width never
 * depends on what it shows. Unknown width (0, no layout): a table. `below` 0: always a table.
 */
function useCards(frame: RefObject<HTMLElement | null>, scroll: RefObject<HTMLElement | null>, below: number, content: unknown): boolean {
  const [room, setRoom] = useState(0);
  // The width the table needed when it last did not fit (0: it fit, or not measured since the rows changed).
  const [needed, setNeeded] = useState(0);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || below <= 0) return undefined;
    const check = () => setRoom(element.clientWidth);
    check();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, below]);
  // Other rows may fit where these did not: measured again.
  useLayoutEffect(() => setNeeded(0), [content]);
  const cards = below > 0 && room > 0 && (room < below || room < needed);
  useLayoutEffect(() => {
    const region = scroll.current;
    if (cards || below <= 0 || !region) return;
    if (region.scrollWidth > region.clientWidth + 1) setNeeded(region.scrollWidth);
  }, [scroll, cards, below, content, room]);
  return cards;
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
  pageHref,
  pagingLabel,
  className,
  cardsBelow = CARDS_BELOW,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const captionId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const scroll = useRef<HTMLDivElement>(null);
  const cards = useCards(frame, scroll, cardsBelow, rows);
  const errorText = useErrorText(error);
  const shown = rows ?? [];
  const failed = errorText !== null && !loading;
  const count = total ?? shown.length;
  const pages = Math.ceil(count / pageSize);
  const align = (c: Column<Row>) => (c.align && c.align !== 'start' ? `estante-table__cell--${c.align}` : undefined);
  function body() {
    if (failed && shown.length === 0) return null;
    if (!cards) return table();
    const controls = columns.filter((c) => c.headerControl);
    return (
      <>
        <p id={captionId} className={captionHidden ? 'estante-visually-hidden' : 'estante-table__caption'}>
          {caption}
        </p>
        {controls.length > 0 && shown.length > 0 ? (
          <div className="estante-table__controls">
            {controls.map((c) => (
              <span key={c.key}>{c.header}</span>
            ))}
          </div>
        ) : null}
        {shown.length === 0 ? (
          loading ? null : <p className="estante-table__empty">{empty}</p>
        ) : (
          <ul className="estante-table__cards" aria-labelledby={captionId} aria-busy={loading || undefined}>
            {shown.map((row, index) => (
              <li key={rowKey(row)} className="estante-table__card">
                <dl>
                  {columns.map((c) => {
                    const value = c.cell(row, index);
                    const label = c.headerControl ? false : (c.cardLabel ?? c.header);
                    const nothing = value === null || value === undefined || value === false || value === '';
                    // A column without a visible label (a row's actions) says nothing in a card where the row has none.
                    if (nothing && (label === false || (c.headerHidden && c.cardLabel === undefined))) return null;
                    if (label === false) {
                      return (
                        <div key={c.key} className={`estante-table__pair estante-table__pair--bare estante-table__col--${c.key}`}>
                          <dd>{value}</dd>
                        </div>
                      );
                    }
                    return (
                      <div key={c.key} className={`estante-table__pair${c.rowHeader ? ' estante-table__pair--head' : ''} estante-table__col--${c.key}`}>
                        <dt className={c.headerHidden && c.cardLabel === undefined ? 'estante-visually-hidden' : undefined}>{label}</dt>
                        <dd>{value}</dd>
                      </div>
                    );
                  })}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  function table() {
    return (
      <div ref={scroll} className="estante-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
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
    );
  }

  return (
    <div ref={frame} className={`estante-table${cards ? ' estante-table--cards' : ''}${className ? ` ${className}` : ''}`}>
      {failed ? (
        <div className="estante-table__error">
          <p role="alert">{errorText}</p>
          {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
        </div>
      ) : null}
      {body()}
      {loading ? <LoadingIndicator label={t('common.loading')} /> : null}
      {onPageChange && pages > 1 && !failed ? (
        <Pager className="estante-table__paging" label={pagingLabel ?? t('common.pages')} page={page} last={pages} hrefOf={pageHref ?? hereWithPage} onPage={onPageChange} />
      ) : null}
    </div>
  );
}
