/**
 * The routes of this remote, and those of others it links to (route refs, DESIGN.md "Rules of the
 * federation"). Login (with `?redirect=` back to a path of this site) and logout are public: other
 * remotes ask for them by these ids and the shell binds them (apps/shell/src/route-bindings.ts).
 */
import { createExternalRouteRef, createRouteRef, isSafeRedirect, linkTo } from '@estante/federation';

/** The login page; `?redirect=<path>` is where to go once signed in (same-origin paths only). */
export const loginRoute = createRouteRef({ id: 'auth.login', path: '/login' });
export const logoutRoute = createRouteRef({ id: 'auth.logout', path: '/sair' });

/** The login page, back to `redirect` after (left out when it is not a path of this site). */
export const loginPath = (redirect?: string | null): string => linkTo(loginRoute, {}, { redirect: isSafeRedirect(redirect) ? redirect : undefined });

// Other remotes' routes this one links to (the shell binds them by id).
export const homeLink = createExternalRouteRef({ id: 'catalogue.home' });
export const areaLink = createExternalRouteRef({ id: 'patron-area.home' });
