import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EndpointAuth } from '@estante/api-contract/constants';
import type { Db } from '../db/db';
import { AUTH_MESSAGES } from '../access/messages';
import { sessionLive } from '../access/refresh';
import type { TokenService } from '../access/tokens';
import { COMMON_AUTH } from './auth-messages';
import { problem } from './errors';

/** The signed-in patron of a route declared `auth: 'patron'`. */
export interface Patron {
  cod_pessoa: number;
  cod_login: number;
  login: string;
  /** The sign-in (refresh-token family). */
  sid: string;
  client_id: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (from the contract's ROUTES): anyone, any bearer token, or a signed-in patron. Absent means 'token'. */
    auth?: EndpointAuth;
  }
  interface FastifyRequest {
    /** The patron of a route declared 'patron' (checked before the handler runs); null elsewhere. */
    patron: Patron | null;
  }
}

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/**
 * Decides access from the route's declared `auth`, before the body is read: 'public' passes;
 * 'token' needs a valid bearer token (the public one from client_credentials will do); 'patron'
 * needs a patron's token, and puts the patron on the request. A patron's token passes only while
 * its sign-in is live and is that patron's (access/refresh.ts sessionLive), on every route. A route
 * that declares nothing needs a token (closed by default); the not-found answer needs none.
 */
export const authPlugin = fp<{ db: Db; tokens: TokenService; now: () => Date }>(
  async (app: FastifyInstance, { db, tokens, now }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('patron', null);
    app.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS' || request.is404) return;
      const auth = request.routeOptions.config.auth ?? 'token';
      if (auth === 'public') return;
      const token = bearer(request.headers.authorization);
      if (!token) throw problem(401, COMMON_AUTH.tokenAusente, { headers: { 'www-authenticate': 'Bearer' } });
      try {
        request.auth = await tokens.verify(token);
      } catch {
        throw problem(401, COMMON_AUTH.tokenInvalido, { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });
      }
      const a = request.auth;
      // A patron's token, wherever it is sent (the catalogue's routes too): its sign-in must still be
      // live and be that patron's (a revoked sign-in, or another patron's sign-in in a forged
      // token, ends here), so the client refreshes or signs out instead of reading on.
      const patron =
        a.scope === 'private' && a.sid !== undefined && a.cod_login !== undefined && a.login !== undefined
          ? { cod_pessoa: Number(a.sub), cod_login: a.cod_login, login: a.login, sid: a.sid, client_id: a.client_id }
          : null;
      if (patron && !(await sessionLive(db, patron, now()))) {
        throw problem(401, AUTH_MESSAGES.sessaoExpirada, { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });
      }
      if (auth !== 'patron') return;
      if (!patron) {
        throw problem(401, AUTH_MESSAGES.loginNecessario, { headers: { 'www-authenticate': 'Bearer error="insufficient_scope"' } });
      }
      request.patron = patron;
    });
    // Whatever a patron's token was sent with (the personal area, and the catalogue read as that
    // patron: hold possibilities, comments), the answer is that patron's: no cache may keep it, a
    // shared one above all (a handler's own value is replaced, `no-store` alone lets a proxy think
    // it may share what it does keep).
    app.addHook('onSend', async (request, reply) => {
      if (request.patron || request.auth?.scope === 'private' || request.routeOptions.config.auth === 'patron') {
        reply.header('cache-control', 'private, no-store');
      }
    });
  },
  { name: 'estante-auth', dependencies: ['estante-lang', 'estante-errors'] },
);

/** The patron of a 'patron' route (the hook guarantees one; a route declared otherwise is a programming error). */
export function patronOf(request: { patron: Patron | null }): Patron {
  if (!request.patron) throw new Error("patronOf: the route is not declared auth: 'patron'");
  return request.patron;
}
