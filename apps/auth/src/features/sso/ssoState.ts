import { isSafeRedirect } from '@estante/federation';
import type { Destination } from '../login/schema';

/**
 * What a single sign-on round trip needs to remember across the identity provider's pages
 * (sessionStorage: this tab only, gone when it closes). No token is ever kept here.
 */
const ATTEMPT_KEY = 'estante.sso';
/** An SSO error the response page passes to the login page (SPEC.md §8). */
export const SSO_ERROR_KEY = 'estante.ssoError';

export interface SsoAttempt {
  readonly kind: 'oidc' | 'saml';
  readonly nonce?: string;
  readonly remember: boolean;
  readonly returnTo: string;
  readonly destination: Destination;
}

export function rememberSsoAttempt(attempt: SsoAttempt): void {
  sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ ...attempt, returnTo: isSafeRedirect(attempt.returnTo) ? attempt.returnTo : '/' }));
}

/** The attempt started in this tab (read once). */
export function takeSsoAttempt(): SsoAttempt | null {
  const raw = sessionStorage.getItem(ATTEMPT_KEY);
  sessionStorage.removeItem(ATTEMPT_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SsoAttempt>;
    return {
      kind: parsed.kind === 'saml' ? 'saml' : 'oidc',
      nonce: typeof parsed.nonce === 'string' ? parsed.nonce : undefined,
      remember: parsed.remember === true,
      returnTo: isSafeRedirect(parsed.returnTo) ? parsed.returnTo : '/',
      destination: parsed.destination === 'catalogo' || parsed.destination === 'retorno' ? parsed.destination : 'meupergamum',
    };
  } catch {
    return null;
  }
}

export function storeSsoError(message: string): void {
  sessionStorage.setItem(SSO_ERROR_KEY, message);
}

/** The error an SSO response left for the login page (cleared by clearSsoError once shown). */
export function peekSsoError(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(SSO_ERROR_KEY);
}

export function clearSsoError(): void {
  sessionStorage.removeItem(SSO_ERROR_KEY);
}
