import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { revokeFamily, sha256 } from '../../access/refresh';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import type { ModuleDeps } from '../deps';
import { oauthError, passwordGrant, refreshGrant } from './grants';
import { MESSAGES } from './messages';
import { oauthRepository } from './repository';

/** /oauth: tokens (client_credentials, password, refresh_token) and sign-out. */
export const oauthModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { ctx }) => {
  const { db, tokens } = ctx;
  const repo = oauthRepository(db);

  app.route({
    // Per client IP: password attempts only (client_credentials and refresh tokens guess nothing).
    ...endpoint(app, 'token', {
      rateLimit: { groupId: 'token', allowList: (req: { body?: unknown }) => (req.body as { grant_type?: unknown } | undefined)?.grant_type !== 'password' },
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const body = request.body;
      const client = await ctx.authenticateClient(body.client_id, body.client_secret);
      if (!client.ok) {
        throw problem(401, MESSAGES.clienteInvalido, { headers: { 'www-authenticate': 'Basic realm="oauth"' }, extra: { error: 'invalid_client' } });
      }
      if (!client.grants.includes(body.grant_type)) throw oauthError(400, MESSAGES.grantNaoSuportado, 'unsupported_grant_type');
      switch (body.grant_type) {
        case 'client_credentials':
          return { access_token: await tokens.issuePublic(body.client_id), token_type: 'Bearer' as const, expires_in: tokens.ttl, scope: 'public' };
        case 'password':
          return passwordGrant(ctx, body, request.lang);
        case 'refresh_token':
          return refreshGrant(ctx, body, request.lang);
        default:
          throw oauthError(400, MESSAGES.grantNaoSuportado, 'unsupported_grant_type');
      }
    },
  });

  app.route({
    ...endpoint(app, 'revoke'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { token, client_id, client_secret } = request.body;
      if (client_id !== undefined && !(await ctx.authenticateClient(client_id, client_secret)).ok) {
        throw oauthError(401, MESSAGES.clienteInvalido, 'invalid_client');
      }
      const row = await repo.familyOf(sha256(token));
      if (row && (client_id === undefined || client_id === row.client_id)) {
        await db.transaction((tx) => revokeFamily(tx, row.familia, ctx.now(), 'logout'));
      }
      return {};
    },
  });
};
