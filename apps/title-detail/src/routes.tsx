import { lazyComponent } from '@estante/federation/router';
import { Suspense, type ComponentType, type ReactNode } from 'react';
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
const VIEWS: Record<TitleView, ComponentType> = {
  'referencia': lazyComponent('title-detail/reference-view', () => import('./features/reference/ReferenceView')),
  'marc': lazyComponent('title-detail/marc-view', () => import('./features/marc/MarcView')),
  'exemplares': lazyComponent('title-detail/copies-view', () => import('./features/copies/CopiesView')),
  'dublin-core': lazyComponent('title-detail/dublin-core-view', () => import('./features/dublin-core/DublinCoreView')),
  'reserva': lazyComponent('title-detail/hold-view', () => import('./features/hold/HoldView')),
  'solicitacao-emprestimo': lazyComponent('title-detail/request-view', () => import('./features/request/RequestView')),
  'acervo-fechado': lazyComponent('title-detail/closed-stacks-view', () => import('./features/closed-stacks/ClosedStacksView')),
  'colecao-kardex': lazyComponent('title-detail/kardex-view', () => import('./features/kardex/KardexView')),
  'sumarios': lazyComponent('title-detail/contents-view', () => import('./features/contents/ContentsView')),
  'sumarios-livros': lazyComponent('title-detail/book-contents-view', () => import('./features/contents/BookContentsView')),
  'dados-estatisticos': lazyComponent('title-detail/statistics-view', () => import('./features/statistics/StatisticsView')),
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
