import type { ReactNode } from 'react';
import type { redirectPaths } from '@estante/federation';
import { LoginPage } from './features/login/LoginPage';
import { SsoResponse } from './features/sso/SsoResponse';
import { ExternalRedirect } from './features/sso/ExternalRedirect';
import { Logout } from './features/logout/Logout';

export interface AuthRoute {
  /** An exact path of the site (the shell mounts this remote on each of them). */
  readonly path: '/login' | '/sair' | (typeof redirectPaths)[number];
  readonly element: ReactNode;
}

/**
 * The auth remote's route table (SPEC.md §2): login, logout, the single sign-on responses and the
 * external redirects, each an exact path of the site. The embedded and modal login panels are not
 * routes: the shell asks for them with the `variant` prop.
 */
export const authRoutes: readonly AuthRoute[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/sair', element: <Logout /> },
  { path: '/oauth-response', element: <SsoResponse kind="oidc" /> },
  { path: '/saml-response', element: <SsoResponse kind="saml" /> },
  { path: '/grupoa', element: <ExternalRedirect base="grupoa" /> },
  { path: '/pearson', element: <ExternalRedirect base="pearson" /> },
  { path: '/pergamum_redireciona', element: <ExternalRedirect base="pergamum" /> },
];
