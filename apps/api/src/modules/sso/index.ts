import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { endpoint } from '../../plugins/contract';
import type { ModuleDeps } from '../deps';
import { IdpUnavailableError, ssoSettings, type SamlSettings, type SsoSettings } from './config';
import { matchIdentity } from './identity';
import { authorizationLink, claimText, finishAuthorization, OIDC_CALLBACK_PATH } from './oidc';
import { nonceOf, randomToken, samlRequestId } from './references';
import { ssoRepository, type Outcome } from './repository';
import { loginLink, SAML_ACS_PATH, samlIdentity, spMetadata, validateResponse } from './saml';
import { allowedRedirect, clientOf, invalidReference, notConfigured, redeem, redirectNotAllowed, unavailable, withParam } from './sign-in';

/*
 * Single sign-on (README "Single sign-on"): the API is the OpenID Connect relying party
 * (authorization code + PKCE, openid-client) and the SAML service provider (SP-initiated,
 * HTTP-Redirect out, HTTP-POST back, @node-saml/node-saml). Every sign-in ends in the token pair of
 * the password grant, through a one-time reference the SPA validates.
 */

/** The starts and validations are limited per client IP. */
const limited = { rateLimit: { groupId: 'sso' } };

/** /oidc: OpenID Connect (authorize, the provider's callback, validation of the nonce). */
export const oidcModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { ctx, sso, jwtSecret }) => {
  const repo = ssoRepository(ctx.db);
  const nonceKey = createHash('sha256').update(`estante-sso-nonce:${jwtSecret}`).digest('hex');
  const settings = async () => ssoSettings(await repo.storedSettings(), sso);

  app.route({
    ...endpoint(app, 'oidcAuthorize', limited),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const clientId = clientOf(request);
      const s = await settings();
      if (!s.oidc || !s.publicBaseUrl) throw notConfigured();
      const redirect = allowedRedirect(s, request.query.redirect);
      if (!redirect) throw redirectNotAllowed();
      const state = randomToken();
      const nonce = nonceOf(nonceKey, state);
      const oidcNonce = randomToken();
      const login = request.query.login?.trim();
      let started: { link: string; verifier: string };
      try {
        started = await authorizationLink(s.oidc, `${s.publicBaseUrl}${OIDC_CALLBACK_PATH}`, { state, nonce: oidcNonce, loginHint: login && !login.includes('\0') ? login : undefined });
      } catch (e) {
        if (e instanceof IdpUnavailableError) throw unavailable(request, e);
        throw e;
      }
      await repo.createAttempt({ tipo: 'oidc', state, reference: nonce, pkceVerifier: started.verifier, oidcNonce, redirect, clientId, now: ctx.now(), ttlSeconds: s.attemptTtl });
      return { nonce, link: started.link };
    },
  });

  app.route({
    ...endpoint(app, 'oidcCallback'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      const s = await settings();
      const state = q.state && !q.state.includes('\0') ? q.state : null;
      const attempt = state && s.oidc ? await repo.pendingAttempt('oidc', state, ctx.now()) : undefined;
      if (!state || !attempt || !s.oidc || !s.publicBaseUrl || !attempt.pkce_verifier || !attempt.oidc_nonce) throw invalidReference(400);
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
          const match = await matchIdentity(ctx.db, { login: claimText(claims, s.oidc.loginClaim), email });
          outcome = 'codLogin' in match ? match : { erro: match.erro };
        } catch (e) {
          request.log.warn({ err: e }, 'OpenID Connect callback refused');
          outcome = { erro: 'invalido' };
        }
      }
      if (!(await repo.recordReturn(attempt.cod_tentativa, outcome, ctx.now(), s.resultTtl))) throw invalidReference(400);
      return reply.redirect(withParam(attempt.redirect, 'nonce', nonceOf(nonceKey, state)), 302);
    },
  });

  app.route({
    ...endpoint(app, 'oidcValidate', limited),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return redeem(ctx, repo, 'oidc', request.body.nonce, clientOf(request), request.lang);
    },
  });
};

/** /saml: SAML (login, the assertion consumer service, validation of the reference, our metadata). */
export const samlModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { ctx, sso }) => {
  const repo = ssoRepository(ctx.db);
  const settings = async () => ssoSettings(await repo.storedSettings(), sso);

  /** The IdP's settings (its metadata fetched when given by address): 422 when SAML is not configured, 503 when unreachable. */
  const samlOf = async (request: FastifyRequest, s: SsoSettings): Promise<SamlSettings> => {
    if (!s.saml) throw notConfigured();
    try {
      return await s.saml();
    } catch (e) {
      throw unavailable(request, e);
    }
  };

  app.route({
    ...endpoint(app, 'samlLogin', limited),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const clientId = clientOf(request);
      const s = await settings();
      if (!s.saml || !s.publicBaseUrl) throw notConfigured();
      const redirect = allowedRedirect(s, request.query.redirect);
      if (!redirect) throw redirectNotAllowed();
      const saml = await samlOf(request, s);
      const state = randomToken();
      const id = samlRequestId();
      await repo.createAttempt({ tipo: 'saml', state, samlRequestId: id, redirect, clientId, now: ctx.now(), ttlSeconds: s.attemptTtl });
      return { link: await loginLink(saml, `${s.publicBaseUrl}${SAML_ACS_PATH}`, state, id) };
    },
  });

  app.route({
    ...endpoint(app, 'samlAcs'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { SAMLResponse, RelayState } = request.body;
      const s = await settings();
      const state = RelayState && !RelayState.includes('\0') ? RelayState : null;
      const attempt = state && s.saml ? await repo.pendingAttempt('saml', state, ctx.now()) : undefined;
      if (!attempt || !s.saml || !s.publicBaseUrl || !attempt.saml_request_id) throw invalidReference(400);
      let outcome: Outcome;
      try {
        const saml = await s.saml();
        const result = await validateResponse(saml, `${s.publicBaseUrl}${SAML_ACS_PATH}`, SAMLResponse, attempt.saml_request_id);
        if ('profile' in result) {
          const match = await matchIdentity(ctx.db, samlIdentity(result.profile, saml));
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
      if (!(await repo.recordReturn(attempt.cod_tentativa, outcome, ctx.now(), s.resultTtl, reference))) throw invalidReference(400);
      return reply.redirect(withParam(attempt.redirect, 'saml', reference), 303);
    },
  });

  app.route({
    ...endpoint(app, 'samlValidate', limited),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return redeem(ctx, repo, 'saml', request.body.saml, clientOf(request), request.lang);
    },
  });

  app.route({
    ...endpoint(app, 'samlMetadata'),
    handler: async (request, reply) => {
      const s = await settings();
      const saml = await samlOf(request, s);
      if (!s.publicBaseUrl) throw notConfigured();
      return reply.type('application/samlmetadata+xml').send(spMetadata(saml, `${s.publicBaseUrl}${SAML_ACS_PATH}`));
    },
  });
};
