import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../../plugins/contract';
import type { ModuleDeps } from '../deps';

/** /api/captcha: the self-hosted ALTCHA challenge (public: the widget fetches it by itself, without a token). */
export const captchaModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { ctx }) => {
  app.route({
    ...endpoint(app, 'captchaChallenge'),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.captcha.challenge();
    },
  });
};
