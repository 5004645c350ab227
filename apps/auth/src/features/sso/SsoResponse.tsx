import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@estante/federation/router';
import { routes } from '@estante/federation';
import { loginErrorMessage, toApiError, type Credentials } from '@estante/api-client';
import * as api from '@estante/api-client/auth';
import { messageText, useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { $institution, signIn } from '@estante/session';
import { nextPath } from '../login/LoginPage';
import { storeSsoError, takeSsoAttempt } from './ssoState';

/**
 * `/oauth-response` (OpenID Connect) and `/saml-response` (SAML): the identity provider sent
 * the browser back; exchange the nonce or the SAML reference for our tokens, sign in, go on.
 * A failure is passed to the login page through sessionStorage (SPEC.md §8).
 */
export function SsoResponse({ kind }: { readonly kind: 'oidc' | 'saml' }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once, even under StrictMode's double effects
    started.current = true;
    const attempt = takeSsoAttempt();
    const returnTo = attempt?.returnTo ?? '/';
    const providerError = params.get('error_description') ?? params.get('error');
    const exchange = async (): Promise<Credentials> => {
      if (providerError) throw new Error(providerError);
      if (kind === 'oidc') {
        // Only the nonce this tab started: a link carrying someone else's completed sign-in
        // (login CSRF) must not sign this browser in as them.
        const nonce = attempt?.nonce;
        const returned = params.get('nonce');
        if (attempt?.kind !== 'oidc' || !nonce || (returned !== null && returned !== nonce)) throw new Error(t('auth.sso.missing'));
        return api.oidcValidate(nonce);
      }
      // Only a SAML sign-in this tab started (a forwarded link must not sign this browser in).
      const saml = params.get('saml');
      if (!saml || attempt?.kind !== 'saml') throw new Error(t('auth.sso.missing'));
      return api.samlValidate(saml);
    };
    exchange()
      .then(async (credentials) => {
        const person = await api.person(credentials.access_token);
        await signIn({ user: { ...person.user, authPermissions: person.authPermissions, bloqueio: person.bloqueio }, credentials, remember: attempt?.remember ?? false });
        void navigate(nextPath(returnTo, attempt?.destination ?? 'meupergamum'), { replace: true });
      })
      .catch((error: unknown) => {
        const label = $institution.get()?.denominacao_login || t('auth.userCode');
        const apiError = toApiError(error);
        const message = apiError.kind === 'http' ? loginErrorMessage(apiError, label) : null;
        storeSsoError(message ? messageText(t, message) : error instanceof Error && error.message !== 'network' ? t('auth.sso.failed', { reason: error.message }) : t('errors.network'));
        void navigate(routes.login(returnTo), { replace: true });
      });
  }, [kind, navigate, params, t]);

  return <LoadingIndicator label={t('auth.sso.validating')} />;
}
