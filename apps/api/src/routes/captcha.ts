import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CaptchaDesafio } from '@estante/api-contract';
import type { AuthContext } from '../signin';

/** Public path (no token): the ALTCHA widget fetches its challenge by itself. */
export const CAPTCHA_PATH = '/api/captcha/desafio';

export const captchaRoutes: FastifyPluginAsyncTypebox<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.get(
    CAPTCHA_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'A self-hosted ALTCHA challenge (v2, PBKDF2/SHA-256, expires in about 10 minutes); no token needed',
        description: 'Solved by the `altcha` widget; its payload goes back as `recaptcha_token` while activity 1120 is on.',
        response: { 200: CaptchaDesafio },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.captcha.challenge();
    },
  );
};
