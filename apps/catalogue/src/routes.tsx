import { lazyComponent } from '@estante/federation/router';
import type { ReactNode } from 'react';
import { NotFound } from '@estante/federation/not-found';
import { SearchPage } from './features/search/SearchPage';

// Each page other than the general search is a chunk of its own: a first visit to `/` pays for
// the search box only.
const BasketPage = lazyComponent('catalogue/basket-page', () => import('./features/basket/BasketPage'));
const BrowsePage = lazyComponent('catalogue/browse-page', () => import('./features/browse/BrowsePage'));
const AuthorityPage = lazyComponent('catalogue/authority-page', () => import('./features/authority/AuthorityPage'));
const LibrariesPage = lazyComponent('catalogue/libraries-page', () => import('./features/library-info/LibrariesPage'));
const SpecialisedPage = lazyComponent('catalogue/specialised-page', () => import('./features/specialised/SpecialisedPage'));
const NetworkPage = lazyComponent('catalogue/network-page', () => import('./features/network/NetworkPage'));
const ClearanceCheckPage = lazyComponent('catalogue/clearance-check-page', () => import('./features/clearance-check/ClearanceCheckPage'));
const CollectionTotalsPage = lazyComponent('catalogue/collection-totals-page', () => import('./features/collection-totals/CollectionTotalsPage'));

/** A place in the catalogue's navigation bar: its label's key (namespace catalogue). */
export type NavKey = `catalogue.guides.${'geral' | 'avancada' | 'especializada' | 'rede' | 'indices' | 'bibliotecas' | 'cesta'}`;

export interface CatalogueRoute {
  /** Relative to the catalogue's base (`/`); '' is the search home. */
  readonly path: string;
  readonly element: ReactNode;
  /** Listed in the navigation bar, in this order, with this label. */
  readonly nav?: NavKey;
}

/**
 * The catalogue's route table (SPEC.md §2): the search home and its guides (`/` and `/{guia}`,
 * exact), the basket, the authorities. It drives the router and the navigation bar; any other
 * path is the catalogue's not-found (the shell sends every path no other remote owns here).
 */
export const catalogueRoutes: readonly CatalogueRoute[] = [
  { path: '', element: <SearchPage guide={undefined} />, nav: 'catalogue.guides.geral' },
  { path: 'avancada', element: <SearchPage guide="avancada" />, nav: 'catalogue.guides.avancada' },
  { path: 'especializada', element: <SpecialisedPage />, nav: 'catalogue.guides.especializada' },
  { path: 'rede', element: <NetworkPage />, nav: 'catalogue.guides.rede' },
  { path: 'indices', element: <BrowsePage />, nav: 'catalogue.guides.indices' },
  { path: 'bibliotecas', element: <LibrariesPage />, nav: 'catalogue.guides.bibliotecas' },
  { path: 'cesta', element: <BasketPage />, nav: 'catalogue.guides.cesta' },
  { path: 'autoridade/:codAutoridade', element: <AuthorityPage /> },
  { path: 'autoridade/:codAutoridade/marc', element: <AuthorityPage marc /> },
  { path: 'nada-consta', element: <ClearanceCheckPage /> },
  { path: 'nada-consta/:codigo', element: <ClearanceCheckPage /> },
  { path: 'totais-acervo', element: <CollectionTotalsPage /> },
];

export const notFoundRoute = { path: '*', element: <NotFound /> } as const;
