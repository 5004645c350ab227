import { Type, type Static } from '@sinclair/typebox';

/**
 * Body of `POST /oauth/token` (JSON, as the known clients send it, or form-urlencoded).
 *
 * - `client_credentials`: the public catalogue token (`estante-web` needs no secret).
 * - `password`: `username` is the user code (case-insensitive); `cod_pessoa` picks the person when
 *   the code names several (two-step login, see `GET /api/pessoas/duplicadas`); `recaptcha_token` is
 *   the ALTCHA payload, required while activity 1120 is on.
 * - `refresh_token`: a new pair; the refresh token rotates, and presenting a used one revokes its
 *   whole sign-in.
 *
 * `client_secret` may be omitted by the browser for `estante-web`; when given it must be right
 * (the shell's server adds it when it proxies /oauth/token).
 */
export const TokenRequest = Type.Object({
  grant_type: Type.String({ maxLength: 100, description: 'client_credentials, password or refresh_token' }),
  client_id: Type.String({ maxLength: 200 }),
  client_secret: Type.Optional(Type.String({ maxLength: 1000 })),
  scope: Type.Optional(Type.String({ maxLength: 1000 })),
  username: Type.Optional(Type.String({ maxLength: 200, description: 'password grant: the user code' })),
  password: Type.Optional(Type.String({ maxLength: 1000, description: 'password grant' })),
  cod_pessoa: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'password grant: the chosen person when the user code names several' })),
  recaptcha_token: Type.Optional(Type.String({ maxLength: 20000, description: 'password grant: the ALTCHA payload (base64) while activity 1120 is on' })),
  refresh_token: Type.Optional(Type.String({ maxLength: 1000, description: 'refresh_token grant' })),
});
export type TokenRequest = Static<typeof TokenRequest>;

/**
 * Answer of `POST /oauth/token` (header `cache-control: no-store`). `client_credentials` gives only
 * a public `access_token` (`scope` "public"); `password`, `refresh_token` and `PUT /api/pessoas/troca-login`
 * give a private access token (at most 15 minutes) and an opaque `refresh_token`.
 */
export const TokenResponse = Type.Object({
  access_token: Type.String({ description: 'JWT (HS256); private tokens carry sub = cod_pessoa, login, scope "private", client_id, sid (the sign-in)' }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'seconds (at most 900)' }),
  scope: Type.Optional(Type.String()),
  refresh_token: Type.Optional(Type.String({ description: 'opaque; single use (rotates)' })),
  refresh_expires_in: Type.Optional(Type.Integer({ description: 'seconds until this refresh token expires (idle expiry, capped by the sign-in\'s absolute expiry)' })),
});
export type TokenResponse = Static<typeof TokenResponse>;

/** A private token pair (password and refresh grants, login switch). */
export const PrivateTokenResponse = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
  refresh_expires_in: Type.Integer(),
  scope: Type.Optional(Type.String()),
});
export type PrivateTokenResponse = Static<typeof PrivateTokenResponse>;

/**
 * Error answer of the sign-in calls: `message` in the request's language, plus
 * - `error`: the OAuth 2 error code on /oauth/token (invalid_request, invalid_client, invalid_grant,
 *   unsupported_grant_type, access_denied, slow_down);
 * - `codigo`: a stable code the client may map (CAPTCHA_AUSENTE, CAPTCHA_EXPIRADO, CAPTCHA_INVALIDO,
 *   ESCOLHA_PESSOA, ...);
 * - `detalhe`: on 430 the translated text (`message` is then exactly "ACESSO_BLOQUEADO").
 */
export const AuthErrorResponse = Type.Object({
  message: Type.String(),
  error: Type.Optional(Type.String()),
  codigo: Type.Optional(Type.String()),
  detalhe: Type.Optional(Type.String()),
});
export type AuthErrorResponse = Static<typeof AuthErrorResponse>;

/** Body of `POST /oauth/revoke` (RFC 7009): ends the sign-in the refresh token belongs to. Always 200. */
export const RevokeRequest = Type.Object({
  token: Type.String({ maxLength: 1000 }),
  token_type_hint: Type.Optional(Type.String({ maxLength: 100 })),
  client_id: Type.Optional(Type.String({ maxLength: 200 })),
  client_secret: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type RevokeRequest = Static<typeof RevokeRequest>;

/**
 * `GET /api/captcha/desafio` (no token needed): an ALTCHA v2 challenge for the `altcha` widget (3.x),
 * as altcha-lib's `createChallenge` makes it. The widget's payload goes back as `recaptcha_token`.
 */
export const CaptchaDesafio = Type.Object(
  {
    parameters: Type.Object({}, { additionalProperties: true }),
    signature: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type CaptchaDesafio = Static<typeof CaptchaDesafio>;

const tokenErrors = { 400: AuthErrorResponse, 401: AuthErrorResponse, 422: AuthErrorResponse, 429: AuthErrorResponse, 430: AuthErrorResponse };

/** /oauth (token, sign-out) and the captcha challenge the sign-in forms fetch. */
export const oauthEndpoints = {
  token: {
    tags: ['auth'],
    summary: 'Issue tokens: client_credentials (public catalogue), password (a patron) and refresh_token (rotation)',
    description:
      'JSON or form-urlencoded. Errors: 400 malformed or unknown grant, 401 wrong client secret / user code or password / refresh token, ' +
      '422 captcha (codigo CAPTCHA_AUSENTE, CAPTCHA_EXPIRADO, CAPTCHA_INVALIDO) or person to choose (codigo ESCOLHA_PESSOA), ' +
      '429 too many attempts (Retry-After), 430 ACESSO_BLOQUEADO.',
    body: TokenRequest,
    response: { 200: TokenResponse, ...tokenErrors },
  },
  revoke: {
    tags: ['auth'],
    summary: 'Sign out (RFC 7009): revokes the sign-in a refresh token belongs to; always 200',
    body: RevokeRequest,
    response: { 200: Type.Object({}), 401: AuthErrorResponse },
  },
  captchaChallenge: {
    tags: ['auth'],
    summary: 'A self-hosted ALTCHA challenge (v2, PBKDF2/SHA-256, expires in about 10 minutes); no token needed',
    description: 'Solved by the `altcha` widget; its payload goes back as `recaptcha_token` while activity 1120 is on.',
    response: { 200: CaptchaDesafio },
  },
} as const;
