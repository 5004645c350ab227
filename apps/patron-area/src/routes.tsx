import type { ReactNode } from 'react';
import type { PatronView } from '@estante/federation';
import { NotFound } from '@estante/federation/not-found';
import { SummaryPage } from './features/summary/SummaryPage';

export interface PatronRoute {
  /** A view of the personal area (`/meupergamum/{view}`), or '' for the summary. */
  readonly path: PatronView | '';
  readonly element: ReactNode;
  /** The menu entry's label (namespace patron-area). */
  readonly menu: `patron.menu.${string}`;
  /** Shown only to patrons with this module/activity permission (SPEC.md §9); none: everyone. */
  readonly activity?: { readonly modulo?: number; readonly atividade: number };
}

/**
 * The personal area's route table: it drives the router and the menu (in this order, gated by
 * permission). `/meupergamum/app` is the summary too (SPEC.md §2); any other path is this remote's
 * not-found. Pages join here as they are built (loans, holds, personal data…).
 */
export const patronRoutes: readonly PatronRoute[] = [{ path: '', element: <SummaryPage />, menu: 'patron.menu.summary' }];

export const extraRoutes = [
  { path: 'app', element: <SummaryPage /> },
  { path: '*', element: <NotFound /> },
] as const;
