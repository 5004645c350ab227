import { useEffect, useRef } from 'react';
import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import * as api from '@estante/api-endpoints/auth';
import { $institution, $session, signOut } from '@estante/session';
import { NS } from '../../strings';

/**
 * `/sair`: clears the session and the persisted user in every tab, then leaves for the
 * identity provider's logout when single sign-on is configured, else the site's base URL.
 */
export function Logout() {
  const { t } = useTranslation(NS);
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

