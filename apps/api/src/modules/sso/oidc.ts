import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { ROUTES } from '@estante/api-contract/routes';
import type { OidcSettings } from './config';
import { IdpUnavailableError } from './config';

/** The callback the provider redirects the browser to: `<publicBaseUrl>/oidc/callback`. */
export const OIDC_CALLBACK_PATH = ROUTES.oidcCallback.url;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Discovered configurations, per issuer and client, for an hour; a failed discovery is not kept. */
const configurations = new Map<string, { at: number; value: Promise<client.Configuration> }>();
const DISCOVERY_TTL_MS = 3600_000;

/** The provider's configuration (OpenID Connect Discovery), with the client's authentication. */
export function oidcConfiguration(s: OidcSettings): Promise<client.Configuration> {
  const key = createHash('sha256').update(`${s.issuer}\0${s.clientId}\0${s.clientSecret}\0${s.allowHttp}`).digest('hex');
  const hit = configurations.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.value;
  const issuer = new URL(s.issuer);
  const insecure = issuer.protocol === 'http:' && (s.allowHttp || LOOPBACK.has(issuer.hostname));
  const value = client
    .discovery(
      issuer,
      s.clientId,
      undefined,
      s.clientSecret ? client.ClientSecretBasic(s.clientSecret) : client.None(),
      { execute: insecure ? [client.allowInsecureRequests] : [], timeout: 10 },
    )
    .catch((e: unknown) => {
      throw new IdpUnavailableError(`OpenID discovery of ${s.issuer}: ${(e as Error).message}`);
    });
  configurations.set(key, { at: Date.now(), value });
  value.catch(() => configurations.delete(key));
  return value;
}

/** The authorization request (code flow, PKCE S256, state and nonce): the link and the verifier to keep. */
export async function authorizationLink(
  s: OidcSettings,
  callbackUrl: string,
  params: { state: string; nonce: string; loginHint?: string | undefined },
): Promise<{ link: string; verifier: string }> {
  const config = await oidcConfiguration(s);
  const verifier = client.randomPKCECodeVerifier();
  const query: Record<string, string> = {
    redirect_uri: callbackUrl,
    scope: s.scope,
    response_type: 'code',
    state: params.state,
    nonce: params.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  };
  if (params.loginHint) query.login_hint = params.loginHint;
  return { link: client.buildAuthorizationUrl(config, query).href, verifier };
}

/**
 * The provider's return: exchanges the code (PKCE verifier, state, nonce and the ID token checked
 * by openid-client) and answers the identity's claims — the ID token's, completed from the
 * UserInfo endpoint when the login and e-mail claims are not in it.
 */
export async function finishAuthorization(
  s: OidcSettings,
  currentUrl: URL,
  checks: { verifier: string; state: string; nonce: string },
): Promise<Record<string, unknown>> {
  const config = await oidcConfiguration(s);
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('no ID token');
  const claims: Record<string, unknown> = { ...idClaims };
  if (claims[s.loginClaim] === undefined || claims[s.emailClaim] === undefined) {
    const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub).catch(() => null);
    if (info) for (const [k, v] of Object.entries(info)) if (claims[k] === undefined) claims[k] = v;
  }
  return claims;
}

/** A claim as a string (first element of an array claim), or null. */
export const claimText = (claims: Record<string, unknown>, name: string): string | null => {
  const v = claims[name];
  const first = Array.isArray(v) ? (v as unknown[])[0] : v;
  return typeof first === 'string' ? first : typeof first === 'number' ? String(first) : null;
};
