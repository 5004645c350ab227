import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { NotFound } from '@estante/federation/not-found';
import { TitleLayout } from './features/record/TitleLayout';
import { RecordFields } from './features/record/RecordFields';
import { ViewLoading } from './features/record/ViewLoading';
import { titleViews, type TitleView } from './views';

export interface TitleRoute {
  /** Relative to `/acervo/{codAcervo}`; '' is the title itself. */
  readonly path: '' | TitleView;
  readonly element: ReactNode;
}

/** Each sub-view's page, fetched when its route is first visited (the title page carries none of them). */
const VIEWS: Record<TitleView, LazyExoticComponent<ComponentType>> = {
  'referencia': lazy(() => import('./features/reference/ReferenceView')),
  'marc': lazy(() => import('./features/marc/MarcView')),
  'exemplares': lazy(() => import('./features/copies/CopiesView')),
  'dublin-core': lazy(() => import('./features/dublin-core/DublinCoreView')),
  'reserva': lazy(() => import('./features/hold/HoldView')),
  'solicitacao-emprestimo': lazy(() => import('./features/request/RequestView')),
  'acervo-fechado': lazy(() => import('./features/closed-stacks/ClosedStacksView')),
  'colecao-kardex': lazy(() => import('./features/kardex/KardexView')),
  'sumarios': lazy(() => import('./features/contents/ContentsView')),
  'sumarios-livros': lazy(() => import('./features/contents/BookContentsView')),
  'dados-estatisticos': lazy(() => import('./features/statistics/StatisticsView')),
};

/**
 * The title-detail route table (SPEC.md §2): the title at `/acervo/{codAcervo}` and each sub-view
 * of ./views.ts at its exact path under it, inside the title's frame; any other path under a title
 * is this remote's not-found.
 */
export const titleRoutes: readonly TitleRoute[] = [
  { path: '', element: <RecordFields /> },
  ...titleViews.map((view) => {
    const View = VIEWS[view];
    return { path: view, element: <Suspense fallback={<ViewLoading />}><View /></Suspense> };
  }),
];

export const layout = <TitleLayout />;
export const notFound = <NotFound />;
