import { useEffect, useRef } from 'react';
import { useLocation } from '@estante/federation/router';
import type { RemoteAppProps } from '@estante/federation';
import { matchRemoteRoute } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { api } from '@estante/api-client';
import { $institution, $session, signOut } from '@estante/session';
import { LoginPage } from './features/login/LoginPage';
import { LoginPanel } from './features/login/LoginPanel';
import { SsoResponse } from './features/sso/SsoResponse';
import { ExternalRedirect } from './features/sso/ExternalRedirect';

/**
 * `/sair`: clears the session and the persisted user in every tab, then leaves for the
 * identity provider's logout when single sign-on is configured, else the site's base URL.
 */
function Logout() {
  const { t } = useTranslation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const refreshToken = $session.get()?.credentials.refresh_token;
    // The server ends the sign-in too (its refresh tokens stop working), without holding the patron up.
    const revoked = refreshToken ? api.revoke(refreshToken).catch(() => undefined) : Promise.resolve();
    void revoked.then(leave);
  }, []);
  return <LoadingIndicator label={t('auth.signingOut')} />;
}

/** Clears the session in every tab and leaves with a full load: nothing of it survives in memory. */
function leave() {
  signOut();
  const institution = $institution.get();
  const external = (institution?.usaOIDC ? institution.link_logout_OIDC : null) ?? institution?.link_logout_saml ?? null;
  const base = document.querySelector('base')?.getAttribute('href') ?? '/';
  window.location.replace(external && /^https?:\/\//.test(external) ? external : base);
}

/** The auth remote: /login, /sair, the single sign-on responses and the external redirects. */
export default function App({ variant, onSignedIn }: RemoteAppProps) {
  const { pathname, search } = useLocation();
  // Embedded in another page or in the shell's dialog: the login panel, staying where the patron is.
  if (variant === 'embedded' || variant === 'modal') {
    return <LoginPanel variant={variant} returnTo={pathname + search} onSignedIn={() => onSignedIn?.()} />;
  }
  switch (matchRemoteRoute('auth', pathname)?.path) {
    case '/login':
      return <LoginPage />;
    case '/sair':
      return <Logout />;
    case '/oauth-response':
      return <SsoResponse kind="oidc" />;
    case '/saml-response':
      return <SsoResponse kind="saml" />;
    case '/grupoa':
      return <ExternalRedirect base="grupoa" />;
    case '/pearson':
      return <ExternalRedirect base="pearson" />;
    default:
      return <ExternalRedirect base="pergamum" />;
  }
}
