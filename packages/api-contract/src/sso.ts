import { Type, type Static } from '@sinclair/typebox';
import { AuthErrorResponse, PrivateTokenResponse } from './oauth';

/**
 * Single sign-on (SPEC.md §4, §7, §8). The API is the OpenID Connect relying party and the SAML
 * service provider; the browser only carries opaque one-time references back to the SPA:
 *
 * - OpenID Connect: `GET /oidc/authorize` → `{ nonce, link }`; the browser goes to `link` (the
 *   provider), comes back through `GET /oidc/callback` (the API), which redirects it to
 *   `<redirect>?nonce=<nonce>`; `POST /oidc/validar { nonce }` then answers the token pair, once.
 * - SAML: `GET /saml/login` → `{ link }`; the identity provider posts its response to
 *   `POST /saml/acs` (the API), which redirects the browser to `<redirect>?saml=<reference>`;
 *   `POST /saml/validar { saml }` answers the token pair, once.
 *
 * The token pair is exactly the one of the password grant (`PrivateTokenResponse`). Errors are
 * `{ message }` (`AuthErrorResponse`) in the `lang` header's language: 400 malformed request or a
 * `redirect` outside the allowed origins, 401 no bearer token, 422 single sign-on not configured,
 * an identity the library does not know (codigo `USUARIO_NAO_ENCONTRADO`) or an expired, unknown or
 * spent reference, 430 `ACESSO_BLOQUEADO`, 503 identity provider unreachable.
 */

/** `redirect`: where the browser goes back to (an absolute URL of an allowed origin: the SPA's /oauth-response or /saml-response). */
const Redirect = Type.String({ minLength: 1, maxLength: 2000, description: 'absolute URL on an allowed origin (no open redirect)' });

/** Query of `GET /oidc/authorize` (any bearer token: the public one will do). */
export const OidcAuthorizeQuery = Type.Object({
  login: Type.Optional(Type.String({ maxLength: 320, description: 'what the patron typed (an e-mail-like code): passed to the provider as login_hint' })),
  redirect: Redirect,
});
export type OidcAuthorizeQuery = Static<typeof OidcAuthorizeQuery>;

/** `GET /oidc/authorize`: the provider's authorization address and the reference to validate on return. */
export const OidcAuthorizeResponse = Type.Object({
  nonce: Type.String({ description: 'opaque, single use; POST /oidc/validar exchanges it once the provider sent the browser back' }),
  link: Type.String({ description: "the provider's authorization endpoint (authorization code + PKCE)" }),
});
export type OidcAuthorizeResponse = Static<typeof OidcAuthorizeResponse>;

/** Body of `POST /oidc/validar`. */
export const OidcValidarRequest = Type.Object({ nonce: Type.String({ minLength: 1, maxLength: 200 }) });
export type OidcValidarRequest = Static<typeof OidcValidarRequest>;

/** Query of `GET /oidc/callback` (the provider's redirect; no bearer token). */
export const OidcCallbackQuery = Type.Object({
  state: Type.Optional(Type.String({ maxLength: 200 })),
  code: Type.Optional(Type.String({ maxLength: 4000 })),
  iss: Type.Optional(Type.String({ maxLength: 2000 })),
  session_state: Type.Optional(Type.String({ maxLength: 2000 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
  error_uri: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type OidcCallbackQuery = Static<typeof OidcCallbackQuery>;

/** Query of `GET /saml/login`. */
export const SamlLoginQuery = Type.Object({ redirect: Redirect });
export type SamlLoginQuery = Static<typeof SamlLoginQuery>;

/** `GET /saml/login`: the identity provider's address (HTTP-Redirect binding, a signed-request-free AuthnRequest). */
export const SamlLoginResponse = Type.Object({ link: Type.String() });
export type SamlLoginResponse = Static<typeof SamlLoginResponse>;

/** Body of `POST /saml/acs` (HTTP-POST binding, form-urlencoded, posted by the browser from the identity provider). */
export const SamlAcsBody = Type.Object({
  SAMLResponse: Type.String({ minLength: 1, maxLength: 500_000 }),
  RelayState: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SamlAcsBody = Static<typeof SamlAcsBody>;

/** Body of `POST /saml/validar`. */
export const SamlValidarRequest = Type.Object({ saml: Type.String({ minLength: 1, maxLength: 200, description: 'the reference of /saml-response?saml=' }) });
export type SamlValidarRequest = Static<typeof SamlValidarRequest>;

/** `codigo` of a 422 from /oidc/validar or /saml/validar. */
export const SSO_CODES = {
  naoConfigurado: 'SSO_NAO_CONFIGURADO',
  usuarioNaoEncontrado: 'USUARIO_NAO_ENCONTRADO',
  identidadeAmbigua: 'IDENTIDADE_AMBIGUA',
  referenciaInvalida: 'SSO_REFERENCIA_INVALIDA',
  incompleto: 'SSO_INCOMPLETO',
  recusado: 'SSO_RECUSADO',
  respostaInvalida: 'SSO_RESPOSTA_INVALIDA',
} as const;

const errors = { 400: AuthErrorResponse, 401: AuthErrorResponse, 422: AuthErrorResponse, 429: AuthErrorResponse, 503: AuthErrorResponse };
const redeemResponses = { 200: PrivateTokenResponse, ...errors, 430: AuthErrorResponse };

/** /oidc and /saml: single sign-on. */
export const ssoEndpoints = {
  oidcAuthorize: {
    tags: ['sso'],
    summary: 'OpenID Connect: the provider address (code flow + PKCE) and the nonce to validate on return',
    description:
      'Any bearer token. 400 redirect outside the allowed origins, 422 not configured (codigo SSO_NAO_CONFIGURADO), 503 provider unreachable. ' +
      'The provider sends the browser to GET /oidc/callback, which redirects it to <redirect>?nonce=<nonce>.',
    querystring: OidcAuthorizeQuery,
    response: { 200: OidcAuthorizeResponse, ...errors },
  },
  oidcCallback: {
    tags: ['sso'],
    summary: "OpenID Connect redirect URI (the provider's, no token): exchanges the code, matches the identity, redirects to <redirect>?nonce=",
    description: '302 to the SPA in every case the attempt is known (the outcome waits for POST /oidc/validar); 400 unknown, expired or already returned state.',
    querystring: OidcCallbackQuery,
    response: { 400: AuthErrorResponse },
  },
  oidcValidate: {
    tags: ['sso'],
    summary: 'OpenID Connect: the nonce (once) for the token pair of the password grant',
    description:
      'Any bearer token (the client that started). 422: unknown, expired or spent nonce (SSO_REFERENCIA_INVALIDA), not returned yet (SSO_INCOMPLETO), ' +
      'identity not in the library (USUARIO_NAO_ENCONTRADO), several persons (IDENTIDADE_AMBIGUA), refused by the provider (SSO_RECUSADO), invalid answer ' +
      '(SSO_RESPOSTA_INVALIDA); 430 ACESSO_BLOQUEADO.',
    body: OidcValidarRequest,
    response: redeemResponses,
  },
  samlLogin: {
    tags: ['sso'],
    summary: "SAML: the identity provider's address with our AuthnRequest (HTTP-Redirect) and a RelayState",
    description:
      'Any bearer token. 400 redirect outside the allowed origins, 422 not configured, 503 IdP metadata unreachable. The IdP posts to POST /saml/acs, ' +
      'which redirects the browser to <redirect>?saml=<reference>.',
    querystring: SamlLoginQuery,
    response: { 200: SamlLoginResponse, ...errors },
  },
  samlAcs: {
    tags: ['sso'],
    summary: 'SAML assertion consumer service (HTTP-POST from the IdP, no token): validates the signed response, redirects to <redirect>?saml=',
    description: '303 to the SPA whenever the RelayState names a pending attempt (the outcome waits for POST /saml/validar); 400 otherwise.',
    body: SamlAcsBody,
    response: { 400: AuthErrorResponse },
  },
  samlValidate: {
    tags: ['sso'],
    summary: 'SAML: the reference (once) for the token pair of the password grant',
    description: 'As POST /oidc/validar.',
    body: SamlValidarRequest,
    response: redeemResponses,
  },
  samlMetadata: {
    tags: ['sso'],
    summary: "Our SAML service provider metadata (entity id, ACS, WantAssertionsSigned) for the IdP's administrator",
    response: { 200: Type.String(), 422: AuthErrorResponse, 503: AuthErrorResponse },
  },
} as const;
