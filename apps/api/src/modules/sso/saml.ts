import { SAML, SamlStatusError, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { ROUTES } from '@estante/api-contract/routes';
import type { SamlSettings } from './config';

/** Where the identity provider posts its response (HTTP-POST binding): `<publicBaseUrl>/saml/acs`. */
export const SAML_ACS_PATH = ROUTES.samlAcs.url;
/** Our metadata (and default entity id): `<publicBaseUrl>/saml/metadata`. */
export const SAML_METADATA_PATH = ROUTES.samlMetadata.url;

/**
 * The one AuthnRequest a response may answer: node-saml checks InResponseTo (of the Response and
 * of the SubjectConfirmationData) against this "cache", which knows only the request of the
 * attempt the RelayState named. Nothing is kept in memory: the attempt lives in the database,
 * whose expiry (the attempt's, on the API's clock) was already checked.
 */
function expectedRequest(requestId: string | null): CacheProvider {
  return {
    saveAsync: (_key, value) => Promise.resolve({ value, createdAt: Date.now() }),
    getAsync: (key) => Promise.resolve(requestId !== null && key === requestId ? new Date().toISOString() : null),
    removeAsync: (key) => Promise.resolve(key),
  };
}

function serviceProvider(s: SamlSettings, acsUrl: string, requestId: string | null): SAML {
  return new SAML({
    callbackUrl: acsUrl,
    entryPoint: s.ssoUrl,
    issuer: s.spEntityId,
    audience: s.spEntityId,
    idpCert: s.certs,
    ...(s.idpIssuer ? { idpIssuer: s.idpIssuer } : {}),
    // The assertion must always be signed; the whole response too when the installation says so.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: s.wantResponseSigned,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: 60_000,
    cacheProvider: expectedRequest(requestId),
    ...(requestId !== null ? { generateUniqueId: () => requestId } : {}),
    acceptedClockSkewMs: 30_000,
    // Whatever NameID the IdP releases; no authentication context demanded (MFA-only IdPs refuse "exact" password).
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
  });
}

/** The IdP's address with our AuthnRequest (HTTP-Redirect binding) and the RelayState. */
export function loginLink(s: SamlSettings, acsUrl: string, relayState: string, requestId: string): Promise<string> {
  return serviceProvider(s, acsUrl, requestId).getAuthorizeUrlAsync(relayState, undefined, {});
}

export type SamlResult = { profile: Profile } | { refused: string } | { invalid: string };

/**
 * Validates a posted SAMLResponse: the IdP's signature on the assertion (and on the response when
 * required), issuer, audience, recipient, time conditions and InResponseTo = our request.
 */
export async function validateResponse(s: SamlSettings, acsUrl: string, samlResponse: string, requestId: string): Promise<SamlResult> {
  try {
    const { profile } = await serviceProvider(s, acsUrl, requestId).validatePostResponseAsync({ SAMLResponse: samlResponse });
    return profile ? { profile } : { invalid: 'no profile (a logout response?)' };
  } catch (e) {
    if (e instanceof SamlStatusError) return { refused: e.message };
    return { invalid: (e as Error).message };
  }
}

/** Our SP metadata (entity id, ACS, WantAssertionsSigned) for the IdP's administrator. */
export function spMetadata(s: SamlSettings, acsUrl: string): string {
  return serviceProvider(s, acsUrl, null).generateServiceProviderMetadata(null, null);
}

/** An attribute of the profile as a string (first value), or null. */
export function attribute(profile: Profile, name: string): string | null {
  const v = profile[name] ?? (profile.attributes as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(v) ? (v as unknown[])[0] : v;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
}

const EMAIL_ATTRIBUTES = ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'];
const TRANSIENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';

/** The identity a SAML profile states: the login attribute (else a persistent/unspecified NameID) and an e-mail. */
export function samlIdentity(profile: Profile, s: SamlSettings): { login: string | null; email: string | null } {
  const nameId = profile.nameID && profile.nameIDFormat !== TRANSIENT ? profile.nameID : null;
  const login = attribute(profile, s.loginAttribute) ?? (nameId && !nameId.includes('@') ? nameId : null);
  const email =
    [s.emailAttribute, ...EMAIL_ATTRIBUTES].map((n) => attribute(profile, n)).find((v): v is string => v !== null) ?? (nameId?.includes('@') ? nameId : null);
  return { login, email };
}
