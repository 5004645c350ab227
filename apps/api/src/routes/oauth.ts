import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, TokenRequest, TokenResponse } from '@estante/api-contract';
import { ACCESS_TOKEN_TTL, CLIENTS, type TokenService } from '../auth';
import { langOf, t } from '../i18n';

export const oauthRoutes: FastifyPluginAsyncTypebox<{ tokens: TokenService }> = async (app, { tokens }) => {
  app.post(
    '/oauth/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Issue an access token (client_credentials for the public catalogue)',
        body: TokenRequest,
        response: { 200: TokenResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const { grant_type, client_id, client_secret } = request.body;
      const client = CLIENTS[client_id];
      if (!client || (!client.public && client.secret !== client_secret)) {
        return reply.code(401).send({ message: t('clienteInvalido', lang) });
      }
      if (!client.grants.includes(grant_type)) {
        return reply.code(400).send({ message: t('grantNaoSuportado', lang) });
      }
      reply.header('cache-control', 'no-store');
      return {
        access_token: await tokens.issuePublic(client_id),
        token_type: 'Bearer' as const,
        expires_in: ACCESS_TOKEN_TTL,
        scope: 'public',
      };
    },
  );
};
