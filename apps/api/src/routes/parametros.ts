import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, Funcionalidades, Instituicao } from '@estante/api-contract';
import type { Db } from '../db/db';
import { langOf, t } from '../i18n';

export const parametrosRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/parametros/instituicao',
    {
      schema: {
        tags: ['parametros'],
        summary: 'Public settings of the institution',
        security: [{ bearer: [] }],
        response: { 200: Instituicao, 401: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      const [row] = await db.query<{ valor: Instituicao }>(`SELECT valor FROM configuracoes WHERE chave = 'instituicao'`);
      if (!row) return reply.code(503).send({ message: t('configuracaoAusente', langOf(request.headers.lang)) });
      return row.valor;
    },
  );

  app.get(
    '/api/parametros/funcionalidades',
    {
      schema: {
        tags: ['parametros'],
        summary: 'Enabled activities (feature switches) of the catalogue',
        security: [{ bearer: [] }],
        response: { 200: Funcionalidades, 401: ErrorResponse },
      },
    },
    async () =>
      db.query<{ cod_atividade: number; descricao: string }>(
        'SELECT cod_atividade, descricao FROM funcionalidades WHERE ativo ORDER BY ordem, cod_atividade',
      ),
  );
};
