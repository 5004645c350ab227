import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AcervoParams, AcervoResponse, ErrorResponse } from '@estante/api-contract';
import type { Db } from '../db/db';
import { getTitle } from '../acervo';
import { langOf, t } from '../i18n';

export const acervoRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/acervo/:id',
    {
      schema: {
        tags: ['acervo'],
        summary: 'A title as MARC-like display fields',
        security: [{ bearer: [] }],
        params: AcervoParams,
        response: { 200: AcervoResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const id = /^[0-9]{1,10}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      if (!(id > 0 && id <= 2147483647)) return reply.code(400).send({ message: t('idInvalido', lang) });
      const title = await getTitle(db, id, lang);
      if (!title) return reply.code(404).send({ message: t('tituloNaoEncontrado', lang) });
      return title;
    },
  );
};
