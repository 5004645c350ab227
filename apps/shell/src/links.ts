/**
 * The shell's own links into the remotes (the brand, the personal area, sign in and out), through
 * the same route refs and bindings as every remote's.
 */
import { createExternalRouteRef, isSafeRedirect, resolveRouteRef } from '@estante/federation';
import { routeBindings } from './route-bindings';

const homeLink = createExternalRouteRef({ id: 'catalogue.home' });
const areaLink = createExternalRouteRef({ id: 'patron-area.home' });
const loginLink = createExternalRouteRef({ id: 'auth.login' });
const logoutLink = createExternalRouteRef({ id: 'auth.logout' });

const login = resolveRouteRef(loginLink, routeBindings);

export const homePath = resolveRouteRef(homeLink, routeBindings)();
export const areaPath = resolveRouteRef(areaLink, routeBindings)();
export const logoutPath = resolveRouteRef(logoutLink, routeBindings)();
/** The login page, back to `redirect` after (left out when it is not a path of this site). */
export const loginPath = (redirect?: string): string => login({}, { redirect: isSafeRedirect(redirect) ? redirect : undefined });
