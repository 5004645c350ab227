/**
 * The shell binds route refs (DESIGN.md, rules of the federation): the public routes of the
 * remotes, by id, each to its owner's path pattern. An owner declares each of these in its own
 * `src/refs.ts` (createRouteRef, same id and path); another remote asks for one with
 * createExternalRouteRef and the same id, and resolves it through these bindings (useRouteRef).
 * Only routes another remote links to are here: a remote's other pages and tabs are its own.
 * An institution's own remote keeps these ids and paths (they are SPEC.md §2's addresses).
 */
import type { RouteBindings } from '@estante/federation';

export const routeBindings: RouteBindings = {
  'catalogue.home': '/',
  'catalogue.guide': '/:guia',
  'catalogue.basket': '/cesta',
  'catalogue.authority': '/autoridade/:codAutoridade',
  'title-detail.title': '/acervo/:codAcervo',
  'patron-area.home': '/meupergamum',
  'patron-area.alerts': '/meupergamum/alertas',
  'auth.login': '/login',
  'auth.logout': '/sair',
  'patron-area.permanentBasket': '/meupergamum/cesta-permanente',
};
