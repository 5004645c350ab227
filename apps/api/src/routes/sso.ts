import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AuthErrorResponse,
  OidcAuthorizeQuery,
  OidcAuthorizeResponse,
  OidcCallbackQuery,
  OidcValidarRequest,
  PrivateTokenResponse,
  SamlAcsBody,
  SamlLoginQuery,
  SamlLoginResponse,
  SamlValidarRequest,
  SSO_CODES,
} from '@estante/api-contract';
import { Type } from '@sinclair/typebox';
import type { TokenClaims } from '../auth';
import { langOf, t, type Lang } from '../i18n';
import { blockedError, handleRateLimitErrors, issuePair, loginById, type AuthContext } from '../signin';
import { createAttempt, exchange, nonceOf, pendingAttempt, randomToken, recordReturn, samlRequestId, type Outcome, type Tipo } from '../sso/attempts';
import { IdpUnavailableError, ssoSettings, type SamlSettings, type SsoOptions, type SsoSettings } from '../sso/config';
import { matchIdentity } from '../sso/identity';
import { ts, type SsoMessageKey } from '../sso/messages';
import { authorizationLink, claimText, finishAuthorization, OIDC_CALLBACK_PATH } from '../sso/oidc';
import { loginLink, SAML_ACS_PATH, SAML_METADATA_PATH, samlIdentity, spMetadata, validateResponse } from '../sso/saml';
import { ssoBasesRoutes } from './sso-bases';

export interface SsoRoutesOptions {
  ctx: AuthContext;
  sso: SsoOptions;
  jwtSecret: string;
}

const bearerSecurity = [{ bearer: [] }];
const errors = { 400: AuthErrorResponse, 401: AuthErrorResponse, 422: AuthErrorResponse, 429: AuthErrorResponse, 503: AuthErrorResponse };

/** The failures recorded at the provider's return, as the SPA is told at validation (422). */
const FAILURES: Record<string, { key: SsoMessageKey; codigo: string }> = {
  nao_encontrado: { key: 'usuarioNaoEncontrado', codigo: SSO_CODES.usuarioNaoEncontrado },
  ambiguo: { key: 'identidadeAmbigua', codigo: SSO_CODES.identidadeAmbigua },
  recusado: { key: 'recusado', codigo: SSO_CODES.recusado },
  invalido: { key: 'respostaInvalida', codigo: SSO_CODES.respostaInvalida },
};

/** `url` with one query parameter set. */
const withParam = (url: string, name: string, value: string) => {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.href;
};

/** An absolute http(s) URL of an allowed origin, without credentials or fragment; null otherwise (no open redirect). */
function allowedRedirect(s: SsoSettings, value: string): string | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username !== '' || u.password !== '' || !s.allowedOrigins.has(u.origin)) return null;
  u.hash = '';
  return u.href;
}

/**
 * Single sign-on (README "Single sign-on"): the API is the OpenID Connect relying party
 * (authorization code + PKCE, openid-client) and the SAML service provider (SP-initiated,
 * HTTP-Redirect out, HTTP-POST back, @node-saml/node-saml). Every sign-in ends in the token pair of
 * the password grant (issuePair), through a one-time reference the SPA validates.
 */
export const ssoRoutes: FastifyPluginAsyncTypebox<SsoRoutesOptions> = async (app, { ctx, sso, jwtSecret }) => {
  const { db } = ctx;
  handleRateLimitErrors(app);
  const nonceKey = createHash('sha256').update(`estante-sso-nonce:${jwtSecret}`).digest('hex');
  const settings = () => ssoSettings(db, sso);
  const fail = (reply: FastifyReply, status: number, key: SsoMessageKey, lang: Lang, codigo?: string, params: Record<string, string> = {}) =>
    reply.code(status).send({ message: ts(key, lang, params), ...(codigo ? { codigo } : {}) });

  /** The calls of the SPA carry a bearer token (the public one will do), as on /api. */
  async function bearer(request: FastifyRequest, reply: FastifyReply): Promise<TokenClaims | null> {
    const lang = langOf(request.headers.lang);
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      await reply.code(401).header('www-authenticate', 'Bearer').send({ message: t('tokenAusente', lang) });
      return null;
    }
    try {
      return await ctx.tokens.verify(match[1]);
    } catch {
      await reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ message: t('tokenInvalido', lang) });
      return null;
    }
  }

  const unavailable = (request: FastifyRequest, reply: FastifyReply, e: unknown) => {
    request.log.warn({ err: e }, 'identity provider unavailable');
    return fail(reply, 503, 'provedorIndisponivel', langOf(request.headers.lang));
  };

  /** POST /oidc/validar and /saml/validar: the reference, once, for the token pair (or the recorded failure). */
  async function redeem(request: FastifyRequest, reply: FastifyReply, tipo: Tipo, reference: string) {
    const lang = langOf(request.headers.lang);
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const auth = await bearer(request, reply);
    if (!auth) return reply;
    const result = await exchange(db, tipo, reference, ctx.now());
    if (result.status === 'invalida') return fail(reply, 422, 'referenciaInvalida', lang, SSO_CODES.referenciaInvalida);
    if (result.status === 'incompleta') return fail(reply, 422, 'incompleto', lang, SSO_CODES.incompleto);
    if (result.status === 'erro') {
      const f = FAILURES[result.erro] ?? FAILURES.invalido;
      return fail(reply, 422, f?.key ?? 'respostaInvalida', lang, f?.codigo, { motivo: result.detalhe ?? '' });
    }
    // The sign-in belongs to the client that started it (the refresh family is that client's).
    if (result.clientId !== auth.client_id) return fail(reply, 422, 'referenciaInvalida', lang, SSO_CODES.referenciaInvalida);
    let row = await loginById(db, result.codLogin);
    if (!row) return fail(reply, 422, 'usuarioNaoEncontrado', lang, SSO_CODES.usuarioNaoEncontrado);
    const now = ctx.now();
    // As the password grant: a block with an end date lifts by itself; the others answer 430.
    if (row.bloqueado && row.bloqueado_ate && new Date(row.bloqueado_ate).getTime() <= now.getTime()) {
      await db.query(`UPDATE logins SET bloqueado = false, bloqueado_em = NULL, bloqueado_ate = NULL, tentativas_falhas = 0 WHERE cod_login = $1`, [row.cod_login]);
      row = { ...row, bloqueado: false };
    }
    if (row.bloqueado) return reply.code(430).send(blockedError('senhaBloqueada', lang));
    if (row.bloqueio) return reply.code(430).send(blockedError('usuarioBloqueado', lang));
    const signedIn = row;
    return db.transaction(async (tx) => {
      await tx.query(`UPDATE logins SET ultimo_acesso_em = $2::timestamptz WHERE cod_login = $1`, [signedIn.cod_login, now.toISOString()]);
      return issuePair(ctx, tx, signedIn, result.clientId);
    });
  }

  const limited = { config: { rateLimit: { groupId: 'sso' } } };
  const redeemResponses = { 200: PrivateTokenResponse, ...errors, 430: AuthErrorResponse };

  // ---------------------------------------------------------------- OpenID Connect

  app.get(
    '/oidc/authorize',
    {
      ...limited,
      schema: {
        tags: ['sso'],
        summary: 'OpenID Connect: the provider address (code flow + PKCE) and the nonce to validate on return',
        description:
          'Any bearer token. 400 redirect outside the allowed origins, 422 not configured (codigo SSO_NAO_CONFIGURADO), 503 provider unreachable. ' +
          'The provider sends the browser to GET /oidc/callback, which redirects it to <redirect>?nonce=<nonce>.',
        security: bearerSecurity,
        querystring: OidcAuthorizeQuery,
        response: { 200: OidcAuthorizeResponse, ...errors },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      reply.header('cache-control', 'no-store');
      const auth = await bearer(request, reply);
      if (!auth) return reply;
      const s = await settings();
      if (!s.oidc || !s.publicBaseUrl) return fail(reply, 422, 'naoConfigurado', lang, SSO_CODES.naoConfigurado);
      const redirect = allowedRedirect(s, request.query.redirect);
      if (!redirect) return fail(reply, 400, 'redirectInvalido', lang);
      const state = randomToken();
      const nonce = nonceOf(nonceKey, state);
      const oidcNonce = randomToken();
      const login = request.query.login?.trim();
      let started: { link: string; verifier: string };
      try {
        started = await authorizationLink(s.oidc, `${s.publicBaseUrl}${OIDC_CALLBACK_PATH}`, { state, nonce: oidcNonce, loginHint: login && !login.includes('\0') ? login : undefined });
      } catch (e) {
        if (e instanceof IdpUnavailableError) return unavailable(request, reply, e);
        throw e;
      }
      await createAttempt(db, { tipo: 'oidc', state, reference: nonce, pkceVerifier: started.verifier, oidcNonce, redirect, clientId: auth.client_id, now: ctx.now(), ttlSeconds: s.attemptTtl });
      return { nonce, link: started.link };
    },
  );

  app.get(
    OIDC_CALLBACK_PATH,
    {
      schema: {
        tags: ['sso'],
        summary: "OpenID Connect redirect URI (the provider's, no token): exchanges the code, matches the identity, redirects to <redirect>?nonce=",
        description: '302 to the SPA in every case the attempt is known (the outcome waits for POST /oidc/validar); 400 unknown, expired or already returned state.',
        querystring: OidcCallbackQuery,
        response: { 400: AuthErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      reply.header('cache-control', 'no-store');
      const q = request.query;
      const s = await settings();
      const state = q.state && !q.state.includes('\0') ? q.state : null;
      const attempt = state && s.oidc ? await pendingAttempt(db, 'oidc', state, ctx.now()) : undefined;
      if (!state || !attempt || !s.oidc || !s.publicBaseUrl || !attempt.pkce_verifier || !attempt.oidc_nonce) {
        return fail(reply, 400, 'referenciaInvalida', lang, SSO_CODES.referenciaInvalida);
      }
      let outcome: Outcome;
      if (q.error) {
        outcome = { erro: 'recusado', detalhe: (q.error_description || q.error).slice(0, 300) };
      } else {
        try {
          const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
          const claims = await finishAuthorization(s.oidc, new URL(`${s.publicBaseUrl}${OIDC_CALLBACK_PATH}${search}`), {
            verifier: attempt.pkce_verifier,
            state,
            nonce: attempt.oidc_nonce,
          });
          const email = claims.email_verified === false ? null : claimText(claims, s.oidc.emailClaim);
          const match = await matchIdentity(db, { login: claimText(claims, s.oidc.loginClaim), email });
          outcome = 'codLogin' in match ? match : { erro: match.erro };
        } catch (e) {
          request.log.warn({ err: e }, 'OpenID Connect callback refused');
          outcome = { erro: 'invalido' };
        }
      }
      if (!(await recordReturn(db, attempt.cod_tentativa, outcome, ctx.now(), s.resultTtl))) {
        return fail(reply, 400, 'referenciaInvalida', lang, SSO_CODES.referenciaInvalida);
      }
      return reply.redirect(withParam(attempt.redirect, 'nonce', nonceOf(nonceKey, state)), 302);
    },
  );

  app.post(
    '/oidc/validar',
    {
      ...limited,
      schema: {
        tags: ['sso'],
        summary: 'OpenID Connect: the nonce (once) for the token pair of the password grant',
        description:
          'Any bearer token (the client that started). 422: unknown, expired or spent nonce (SSO_REFERENCIA_INVALIDA), not returned yet (SSO_INCOMPLETO), ' +
          'identity not in the library (USUARIO_NAO_ENCONTRADO), several persons (IDENTIDADE_AMBIGUA), refused by the provider (SSO_RECUSADO), invalid answer ' +
          '(SSO_RESPOSTA_INVALIDA); 430 ACESSO_BLOQUEADO.',
        security: bearerSecurity,
        body: OidcValidarRequest,
        response: redeemResponses,
      },
    },
    async (request, reply) => redeem(request, reply, 'oidc', request.body.nonce),
  );

  // ---------------------------------------------------------------- SAML

  const samlOf = async (request: FastifyRequest, reply: FastifyReply, s: SsoSettings): Promise<SamlSettings | null> => {
    if (!s.saml) {
      await fail(reply, 422, 'naoConfigurado', langOf(request.headers.lang), SSO_CODES.naoConfigurado);
      return null;
    }
    try {
      return await s.saml();
    } catch (e) {
      await unavailable(request, reply, e);
      return null;
    }
  };

  app.get(
    '/saml/login',
    {
      ...limited,
      schema: {
        tags: ['sso'],
        summary: "SAML: the identity provider's address with our AuthnRequest (HTTP-Redirect) and a RelayState",
        description:
          'Any bearer token. 400 redirect outside the allowed origins, 422 not configured, 503 IdP metadata unreachable. The IdP posts to POST /saml/acs, ' +
          'which redirects the browser to <redirect>?saml=<reference>.',
        security: bearerSecurity,
        querystring: SamlLoginQuery,
        response: { 200: SamlLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      reply.header('cache-control', 'no-store');
      const auth = await bearer(request, reply);
      if (!auth) return reply;
      const s = await settings();
      if (!s.saml || !s.publicBaseUrl) return fail(reply, 422, 'naoConfigurado', lang, SSO_CODES.naoConfigurado);
      const redirect = allowedRedirect(s, request.query.redirect);
      if (!redirect) return fail(reply, 400, 'redirectInvalido', lang);
      const saml = await samlOf(request, reply, s);
      if (!saml) return reply;
      const state = randomToken();
      const id = samlRequestId();
      await createAttempt(db, { tipo: 'saml', state, samlRequestId: id, redirect, clientId: auth.client_id, now: ctx.now(), ttlSeconds: s.attemptTtl });
      return { link: await loginLink(saml, `${s.publicBaseUrl}${SAML_ACS_PATH}`, state, id) };
    },
  );

  app.post(
    SAML_ACS_PATH,
    {
      schema: {
        tags: ['sso'],
        summary: 'SAML assertion consumer service (HTTP-POST from the IdP, no token): validates the signed response, redirects to <redirect>?saml=',
        description: '303 to the SPA whenever the RelayState names a pending attempt (the outcome waits for POST /saml/validar); 400 otherwise.',
        body: SamlAcsBody,
        response: { 400: AuthErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      reply.header('cache-control', 'no-store');
      const { SAMLResponse, RelayState } = request.body;
      const s = await settings();
      const state = RelayState && !RelayState.includes('\0') ? RelayState : null;
      const attempt = state && s.saml ? await pendingAttempt(db, 'saml', state, ctx.now()) : undefined;
      if (!attempt || !s.saml || !s.publicBaseUrl || !attempt.saml_request_id) return fail(reply, 400, 'referenciaInvalida', lang, SSO_CODES.referenciaInvalida);
      let outcome: Outcome;
      try {
        const saml = await s.saml();
        const result = await validateResponse(saml, `${s.publicBaseUrl}${SAML_ACS_PATH}`, SAMLResponse, attempt.saml_request_id);
        if ('profile' in result) {
          const match = await matchIdentity(db, samlIdentity(result.profile, saml));
          outcome = 'codLogin' in match ? match : { erro: match.erro };
        } else if ('refused' in result) {
          outcome = { erro: 'recusado', detalhe: result.refused.slice(0, 300) };
        } else {
          request.log.warn({ reason: result.invalid }, 'SAML response refused');
          outcome = { erro: 'invalido' };
        }
      } catch (e) {
        request.log.warn({ err: e }, 'SAML response refused');
        outcome = { erro: 'invalido' };
      }
      const reference = randomToken();
      if (!(await recordReturn(db, attempt.cod_tentativa, outcome, ctx.now(), s.resultTtl, reference))) {
        return fail(reply, 400, 'referenciaInvalida', lang, SSO_CODES.referenciaInvalida);
      }
      return reply.redirect(withParam(attempt.redirect, 'saml', reference), 303);
    },
  );

  app.post(
    '/saml/validar',
    {
      ...limited,
      schema: {
        tags: ['sso'],
        summary: 'SAML: the reference (once) for the token pair of the password grant',
        description: 'As POST /oidc/validar.',
        security: bearerSecurity,
        body: SamlValidarRequest,
        response: redeemResponses,
      },
    },
    async (request, reply) => redeem(request, reply, 'saml', request.body.saml),
  );

  app.get(
    SAML_METADATA_PATH,
    {
      schema: {
        tags: ['sso'],
        summary: "Our SAML service provider metadata (entity id, ACS, WantAssertionsSigned) for the IdP's administrator",
        response: { 200: Type.String(), 422: AuthErrorResponse, 503: AuthErrorResponse },
      },
    },
    async (request, reply) => {
      const s = await settings();
      const saml = await samlOf(request, reply, s);
      if (!saml || !s.publicBaseUrl) return reply;
      return reply.type('application/samlmetadata+xml').send(spMetadata(saml, `${s.publicBaseUrl}${SAML_ACS_PATH}`));
    },
  );

  await app.register(ssoBasesRoutes, { ctx, sso, jwtSecret });
};
