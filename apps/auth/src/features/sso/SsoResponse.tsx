import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@estante/federation/router';
import { toApiError, type Credentials } from '@estante/api-client';
import * as api from '@estante/api-endpoints/auth';
import { useMutation } from '@estante/api-client/react';
import { i18n, useTranslation } from '@estante/i18n';
import { dataLabel } from '@estante/i18n/labels';
import { LoadingIndicator } from '@estante/ui/loading';
import { $institution } from '@estante/session';
import { completeSignIn } from '@estante/session/sign-in';
import { nextPath, useDestinations } from '../login/LoginPage';
import { loginPath } from '../../refs';
import { signInFailureText } from '../login/failure';
import { storeSsoError, takeSsoAttempt, type SsoAttempt } from './ssoState';

/** A refusal of this page's own (no attempt of this tab, the provider's error): its text is the reason. */
class SsoRefused extends Error {}

/**
 * The identity provider's answer as our tokens: only for an attempt this tab started (a link
 * carrying someone else's completed sign-in — login CSRF — must not sign this browser in as them).
 */
function exchange(kind: 'oidc' | 'saml', params: URLSearchParams, attempt: SsoAttempt | null, missing: string): Promise<Credentials> {
  const providerError = params.get('error_description') ?? params.get('error');
  if (providerError) throw new SsoRefused(providerError);
  if (kind === 'oidc') {
    const nonce = attempt?.nonce;
    const returned = params.get('nonce');
    if (attempt?.kind !== 'oidc' || !nonce || (returned !== null && returned !== nonce)) throw new SsoRefused(missing);
    return api.oidcValidate(nonce);
  }
  const saml = params.get('saml');
  if (!saml || attempt?.kind !== 'saml') throw new SsoRefused(missing);
  return api.samlValidate(saml);
}

/**
 * `/oauth-response` (OpenID Connect) and `/saml-response` (SAML): the identity provider sent
 * the browser back; exchange the nonce or the SAML reference for our tokens and finish the
 * sign-in through the session's own path, then go on. A failure is passed to the login page
 * through sessionStorage (SPEC.md §8).
 */
export function SsoResponse({ kind }: { readonly kind: 'oidc' | 'saml' }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const destinations = useDestinations();
  const { mutate } = useMutation({
    /** Where to go: on, or back to login with the failure stored for it. */
    mutationFn: async (): Promise<string> => {
      const attempt = takeSsoAttempt();
      const returnTo = attempt?.returnTo ?? '/';
      try {
        const credentials = await exchange(kind, params, attempt, t('auth.sso.missing'));
        const result = await completeSignIn(credentials, { remember: attempt?.remember ?? false });
        if (result.status !== 'signedIn') throw result.status === 'failed' ? result.error : new Error('unexpected');
        return nextPath(returnTo, attempt?.destination ?? 'meupergamum', destinations);
      } catch (error) {
        const label = dataLabel(i18n, $institution.get()?.denominacao_login, 'auth.userCode', 'auth') || t('auth.userCode');
        const text = error instanceof SsoRefused ? t('auth.sso.failed', { reason: error.message }) : toApiError(error).kind === 'http' ? signInFailureText(t, error, label) : null;
        storeSsoError(text ?? t('errors.network'));
        return loginPath(returnTo);
      }
    },
    onSuccess: (path) => void navigate(path, { replace: true }),
  });
  // Once, even under StrictMode's double effects (a second call while pending is the same one).
  useEffect(() => mutate(undefined), [mutate]);

  return <LoadingIndicator label={t('auth.sso.validating')} />;
}
