import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ConsultaQuery, ConsultaResponse, ErrorResponse, PesquisaGeralParams } from '@estante/api-contract';
import type { Db } from '../db/db';
import { langOf, t } from '../i18n';
import { parseFilters, searchTitles } from '../search';

const responses = { 200: ConsultaResponse, 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse };

export const consultaRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const handler = async (request: FastifyRequest<{ Querystring: ConsultaQuery }>, reply: FastifyReply) => {
    const lang = langOf(request.headers.lang);
    const q = request.query;
    const termo = q.termo_pesquisa?.trim() ?? '';
    const filtros = parseFilters(q.filtros);
    if (filtros === null) return reply.code(400).send({ message: t('filtroInvalido', lang) });
    if (!termo) return reply.code(422).send({ message: t('termoObrigatorio', lang) });
    const page = q.page ?? 1;
    const perPage = q.perPage ?? 20;
    const result = await searchTitles(
      db,
      {
        termo,
        coluna: q.coluna_um ?? 'INDICE_1',
        indice: q.indice ? Number(q.indice) : null,
        page,
        perPage,
        orderBy: q.orderBy ?? 'relevancia',
        direction: q.direction ?? 'C',
        filtros,
      },
      lang,
    );
    return {
      data: result.data,
      total: result.total,
      current_page: page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(result.total / perPage)),
      sugestao: result.sugestao,
      filtros: result.filtros,
      filtros_aplicados: filtros,
    };
  };

  app.get(
    '/api/consulta',
    {
      schema: {
        tags: ['consulta'],
        summary: 'General catalogue search',
        security: [{ bearer: [] }],
        querystring: ConsultaQuery,
        response: responses,
      },
    },
    handler,
  );

  app.get(
    '/api/v2/consulta/pesquisa_geral/:tag',
    {
      schema: {
        tags: ['consulta'],
        summary: 'Alias of GET /api/consulta, as real clients call it',
        security: [{ bearer: [] }],
        params: PesquisaGeralParams,
        querystring: ConsultaQuery,
        response: responses,
      },
    },
    handler,
  );
};
