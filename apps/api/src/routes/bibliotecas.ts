import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BibliotecaList, BibliotecasQuery, CampusList, ErrorResponse } from '@estante/api-contract';
import type { Db } from '../db/db';
import { langOf, t } from '../i18n';
import { listBibliotecas, listCampus, parseId } from '../libraries';

export const bibliotecasRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/campus',
    {
      schema: {
        tags: ['bibliotecas'],
        summary: 'Campuses of the institution',
        security: [{ bearer: [] }],
        response: { 200: CampusList, 401: ErrorResponse },
      },
    },
    async () => listCampus(db),
  );

  app.get(
    '/api/bibliotecas',
    {
      schema: {
        tags: ['bibliotecas'],
        summary: 'Libraries with their opening hours per weekday (optionally of one campus)',
        security: [{ bearer: [] }],
        querystring: BibliotecasQuery,
        response: { 200: BibliotecaList, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const raw = request.query.campus?.trim() ?? '';
      const campus = raw === '' ? null : parseId(raw);
      if (raw !== '' && campus === null) return reply.code(400).send({ message: t('campusInvalido', langOf(request.headers.lang)) });
      return listBibliotecas(db, campus);
    },
  );
};
