import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { NotFound } from '@estante/federation/not-found';
import { PageLoading } from './layout/PageLoading';

/** The personal area's module (SPEC.md §9); each page is an activity of it (apps/api migration 0016). */
export const PERSONAL_AREA_MODULE = 571;

export interface PatronRoute {
  /** A page of the personal area by its segment (`/meupergamum/{page}`), or '' for the summary. */
  readonly path: string;
  readonly element: ReactNode;
  /** The menu entry's label (namespace patron-area). */
  readonly menu: `patron.menu.${string}`;
  /** Shown only to patrons with this module/activity permission (SPEC.md §6, §9); none: everyone. */
  readonly activity?: { readonly modulo?: number; readonly atividade: number };
}

/** Each page, fetched when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>): ReactNode => {
  const Page: LazyExoticComponent<ComponentType> = lazy(load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
};

const gated = (atividade: number) => ({ modulo: PERSONAL_AREA_MODULE, atividade });

/**
 * The personal area's route table, this remote's own: its pages, their menu labels and their
 * gating. It drives the router and the menu (in this order, gated by permission).
 * `/meupergamum/app` is the summary too (SPEC.md §2); any other path is this remote's not-found.
 */
const table = [
  { path: '', element: page(() => import('./features/summary/SummaryPage')), menu: 'patron.menu.summary' },
  { path: 'emprestimos', element: page(() => import('./features/loans/LoansPage')), menu: 'patron.menu.loans', activity: gated(5711) },
  { path: 'historico', element: page(() => import('./features/history/HistoryPage')), menu: 'patron.menu.history', activity: gated(5712) },
  { path: 'debitos', element: page(() => import('./features/debts/DebtsPage')), menu: 'patron.menu.debts', activity: gated(5713) },
  { path: 'reservas', element: page(() => import('./features/holds/HoldsPage')), menu: 'patron.menu.holds', activity: gated(5714) },
  { path: 'solicitacoes', element: page(() => import('./features/requests/RequestsPage')), menu: 'patron.menu.requests', activity: gated(5715) },
  { path: 'alertas', element: page(() => import('./features/alerts/AlertsPage')), menu: 'patron.menu.alerts', activity: gated(5716) },
  { path: 'novidades', element: page(() => import('./features/interest-profile/NewForYouPage')), menu: 'patron.menu.newForYou', activity: gated(5728) },
  { path: 'perfil-interesse', element: page(() => import('./features/interest-profile/InterestProfilePage')), menu: 'patron.menu.interestProfile', activity: gated(5728) },
  { path: 'cesta-permanente', element: page(() => import('./features/permanent-basket/PermanentBasketPage')), menu: 'patron.menu.permanentBasket', activity: gated(5723) },
  { path: 'sugestoes', element: page(() => import('./features/acquisitions/AcquisitionsPage')), menu: 'patron.menu.acquisitions', activity: gated(5725) },
  { path: 'levantamento-bibliografico', element: page(() => import('./features/library-requests/SurveyPage')), menu: 'patron.menu.survey', activity: gated(5729) },
  { path: 'permuta', element: page(() => import('./features/library-requests/ExchangePage')), menu: 'patron.menu.exchange', activity: gated(5730) },
  { path: 'ficha-catalografica', element: page(() => import('./features/catalogue-card/CatalogueCardPage')), menu: 'patron.menu.catalogueCard', activity: gated(5731) },
  { path: 'nada-consta', element: page(() => import('./features/clearance/ClearancePage')), menu: 'patron.menu.clearance', activity: gated(5721) },
  { path: 'plano-ensino', element: page(() => import('./features/teaching-plan/TeachingPlanPage')), menu: 'patron.menu.teachingPlan', activity: gated(5726) },
  { path: 'bases-externas', element: page(() => import('./features/external-bases/ExternalBasesPage')), menu: 'patron.menu.externalBases', activity: gated(5727) },
  { path: 'postagem-trabalho', element: page(() => import('./features/work-posting/WorkPostingPage')), menu: 'patron.menu.workPosting', activity: gated(5724) },
  { path: 'afastamentos', element: page(() => import('./features/removals/RemovalsPage')), menu: 'patron.menu.removals', activity: gated(5722) },
  { path: 'estatisticas', element: page(() => import('./features/statistics/StatisticsPage')), menu: 'patron.menu.statistics', activity: gated(5732) },
  { path: 'totais-acervo', element: page(() => import('./features/collection-totals/CollectionTotalsPage')), menu: 'patron.menu.collectionTotals', activity: gated(5733) },
  { path: 'dados-pessoais', element: page(() => import('./features/personal-data/PersonalDataPage')), menu: 'patron.menu.personalData', activity: gated(5717) },
  { path: 'senha', element: page(() => import('./features/password/PasswordPage')), menu: 'patron.menu.password', activity: gated(5718) },
  { path: 'troca-usuario', element: page(() => import('./features/user-switch/UserSwitchPage')), menu: 'patron.menu.userSwitch', activity: gated(5719) },
  { path: 'token-emprestimo', element: page(() => import('./features/loan-token/LoanTokenPage')), menu: 'patron.menu.loanToken', activity: gated(5720) },
] as const satisfies readonly PatronRoute[];

export const patronRoutes: readonly PatronRoute[] = table;
/** A page of the area by its path segment (the summary aside). */
export type PatronPage = Exclude<(typeof table)[number]['path'], ''>;

export const extraRoutes = [
  { path: 'app', element: patronRoutes[0]!.element },
  { path: '*', element: <NotFound /> },
] as const;
