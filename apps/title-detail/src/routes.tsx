import type { ReactNode } from 'react';
import { titleViews, type TitleView } from '@estante/federation';
import { NotFound } from '@estante/federation/not-found';
import { TitleLayout } from './features/record/TitleLayout';
import { RecordFields } from './features/record/RecordFields';
import { ViewUnavailable } from './features/record/ViewUnavailable';

export interface TitleRoute {
  /** Relative to `/acervo/{codAcervo}`; '' is the title itself. */
  readonly path: '' | TitleView;
  readonly element: ReactNode;
}

/**
 * The title-detail route table (SPEC.md §2): the title at `/acervo/{codAcervo}` and each sub-view
 * at its exact path under it, inside the title's frame; any other path under a title is this
 * remote's not-found. The sub-views' pages replace ViewUnavailable as they are built.
 */
export const titleRoutes: readonly TitleRoute[] = [
  { path: '', element: <RecordFields /> },
  ...titleViews.map((view) => ({ path: view, element: <ViewUnavailable /> })),
];

export const layout = <TitleLayout />;
export const notFound = <NotFound />;
