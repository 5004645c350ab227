import { Type, type Static } from '@sinclair/typebox';

/**
 * Body of `POST /oauth/token` (JSON or form-urlencoded). Only `client_credentials` is served
 * in this slice; `estante-web` is a public client, so `client_secret` may be omitted.
 */
export const TokenRequest = Type.Object({
  grant_type: Type.String({ description: 'client_credentials (password and refresh_token come later)' }),
  client_id: Type.String(),
  client_secret: Type.Optional(Type.String()),
  scope: Type.Optional(Type.String()),
});
export type TokenRequest = Static<typeof TokenRequest>;

export const TokenResponse = Type.Object({
  access_token: Type.String({ description: 'JWT (HS256)' }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'seconds' }),
  scope: Type.String(),
});
export type TokenResponse = Static<typeof TokenResponse>;
