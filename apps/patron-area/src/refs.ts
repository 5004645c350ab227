/**
 * The routes of this remote, and those of others it links to (route refs, DESIGN.md "Rules of the
 * federation"). The area, its alerts page and its permanent basket are public: other remotes ask for them by these ids and
 * the shell binds them (apps/shell/src/route-bindings.ts). Every other page is this remote's own
 * (./routes.tsx): adding one touches nothing outside this remote.
 */
import { createExternalRouteRef, createRouteRef, linkTo } from '@estante/federation';
import type { PatronPage } from './routes';

/** The personal area (its summary). */
export const areaRoute = createRouteRef({ id: 'patron-area.home', path: '/meupergamum' });
/** The patron's alerts (the title page links here once an alert is set). */
export const alertsRoute = createRouteRef({ id: 'patron-area.alerts', path: '/meupergamum/alertas' });
/** The permanent basket (the catalogue's basket links here once titles are kept). */
export const permanentBasketRoute = createRouteRef({ id: 'patron-area.permanentBasket', path: '/meupergamum/cesta-permanente' });
/** A page of the area, by its path segment (./routes.tsx). */
export const pageRoute = createRouteRef({ id: 'patron-area.page', path: '/meupergamum/:page' });

/** The address of a page of the area; '' (or nothing) is the summary. */
export const pagePath = (page: PatronPage | '' = ''): string => (page ? linkTo(pageRoute, { page }) : linkTo(areaRoute, {}));

// Other remotes' routes this one links to (the shell binds them by id).
export const titleLink = createExternalRouteRef({ id: 'title-detail.title', params: ['codAcervo'] });
export const logoutLink = createExternalRouteRef({ id: 'auth.logout' });
