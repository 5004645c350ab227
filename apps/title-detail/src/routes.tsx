import type { ReactNode } from 'react';
import { titleViews, type TitleView } from '@estante/federation';
import { NotFound } from '@estante/federation/not-found';
import { TitlePage } from './features/record/TitlePage';

export interface TitleRoute {
  /** Relative to `/acervo/{codAcervo}`; '' is the title itself. */
  readonly path: string;
  readonly element: ReactNode;
  readonly view?: TitleView;
}

/**
 * The title-detail route table (SPEC.md §2): the title at `/acervo/{codAcervo}` and each sub-view
 * at its exact path under it; any other path under a title is this remote's not-found.
 */
export const titleRoutes: readonly TitleRoute[] = [
  { path: '', element: <TitlePage view={undefined} /> },
  ...titleViews.map((view) => ({ path: view, view, element: <TitlePage view={view} /> })),
  { path: '*', element: <NotFound /> },
];
