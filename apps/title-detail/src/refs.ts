/**
 * The routes of this remote, and those of others it links to (route refs, DESIGN.md "Rules of the
 * federation"). `titleRoute` is public: other remotes ask for `title-detail.title` and the shell
 * binds it (apps/shell/src/route-bindings.ts). The sub-views are this remote's own.
 */
import { createExternalRouteRef, createRouteRef, linkTo, type Query } from '@estante/federation';
import type { TitleView } from './views';

/** The title (public: catalogue and personal area link to it). */
export const titleRoute = createRouteRef({ id: 'title-detail.title', path: '/acervo/:codAcervo' });
/** A sub-view of the title, by its segment (./views.ts). */
export const titleViewRoute = createRouteRef({ id: 'title-detail.view', path: '/acervo/:codAcervo/:view' });

/** The title's address, or one of its sub-views'. */
export const titlePath = (codAcervo: number, view?: TitleView | null, query?: Query): string =>
  view ? linkTo(titleViewRoute, { codAcervo, view }, query) : linkTo(titleRoute, { codAcervo }, query);

// Other remotes' routes this one links to (the shell binds them by id).
export const homeLink = createExternalRouteRef({ id: 'catalogue.home' });
export const basketLink = createExternalRouteRef({ id: 'catalogue.basket' });
export const authorityLink = createExternalRouteRef({ id: 'catalogue.authority', params: ['codAutoridade'] });
export const loginLink = createExternalRouteRef({ id: 'auth.login' });
export const alertsLink = createExternalRouteRef({ id: 'patron-area.alerts' });
