import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AcervosIndexadosQuery,
  AcervosIndexadosResponse,
  ConsultaQuery,
  ConsultaResponse,
  ErrorResponse,
  FiltrosQuery,
  FiltrosResponse,
  ImagemPadraoParams,
  ImagemPadraoResponse,
  OpcoesIndiceResponse,
  OrdenacaoResponse,
  PesquisaGeralParams,
  SugestoesQuery,
  SugestoesResponse,
  TiposObraResponse,
} from '@estante/api-contract';
import { browseIndex } from '../indice';
import { coverSvg, filtrosDisponiveis, imagemPadrao, opcoesIndice, ordenacao } from '../consulta-meta';
import type { Db } from '../db/db';
import { langOf, t } from '../i18n';
import { completions, searchParamsOf, searchTitles } from '../search';

const responses = { 200: ConsultaResponse, 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse };

export const consultaRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const handler = async (request: FastifyRequest<{ Querystring: ConsultaQuery }>, reply: FastifyReply) => {
    const lang = langOf(request.headers.lang);
    const params = searchParamsOf(request.query);
    if (params === 'filtroInvalido') return reply.code(400).send({ message: t('filtroInvalido', lang) });
    if (params === 'termoObrigatorio') return reply.code(422).send({ message: t('termoObrigatorio', lang) });
    const { page, perPage, filtros } = params;
    const result = await searchTitles(db, params, lang);
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

  const meta = { tags: ['consulta'], security: [{ bearer: [] }] };
  app.get(
    '/api/consulta/sugestoes',
    {
      schema: {
        ...meta,
        summary: 'Autocomplete: the typed text with its last word completed from the catalogue vocabulary',
        querystring: SugestoesQuery,
        response: { 200: SugestoesResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => completions(db, request.query.termo, request.query.limite ?? 8),
  );
  app.get(
    '/api/consulta/ordenacao',
    { schema: { ...meta, summary: 'Ordering options (orderBy, direction) with labels; the default is marked', response: { 200: OrdenacaoResponse, 401: ErrorResponse } } },
    async (request) => ordenacao(langOf(request.headers.lang)),
  );
  app.get(
    '/api/consulta/filtros',
    {
      schema: {
        ...meta,
        summary: 'Facet (filter) codes the search offers, with labels; the same for every search_tab',
        querystring: FiltrosQuery,
        response: { 200: FiltrosResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => filtrosDisponiveis(langOf(request.headers.lang)),
  );
  app.get(
    '/api/consulta/opcoes-indice',
    { schema: { ...meta, summary: 'Indexes of coluna_um (INDICE_1..4) with labels', response: { 200: OpcoesIndiceResponse, 401: ErrorResponse } } },
    async (request) => opcoesIndice(langOf(request.headers.lang)),
  );
  // Specialised searches (SPEC.md §7): the options of each kind this installation's catalogue has
  // records for. The seeded catalogue holds serials but no normative acts, case law or archival
  // records, so those answer no options and the catalogue offers no form for them.
  const specialised = { ...meta, response: { 200: OpcoesIndiceResponse, 401: ErrorResponse } };
  app.get('/api/consulta/opcoes-atos-normativos', { schema: { ...specialised, summary: 'Kinds of normative acts the catalogue holds (none in the seed)' } }, async () => []);
  app.get('/api/consulta/jurisprudencia-options', { schema: { ...specialised, summary: 'Courts and kinds of decisions the catalogue holds (none in the seed)' } }, async () => []);
  app.get('/api/consulta/opcoes-arquivo', { schema: { ...specialised, summary: 'Archival levels and fonds the catalogue holds (none in the seed)' } }, async () => []);
  app.get(
    '/api/consulta/opcoes-periodicos',
    { schema: { ...specialised, summary: 'Periodical search: the fields a serial can be searched by, when the catalogue holds serials' } },
    async (request) => {
      const lang = langOf(request.headers.lang);
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM titulos WHERE cod_tipo_obra = 2');
      if (!row?.n) return [];
      const labels = { titulo: { pt: 'Título do periódico', en: 'Serial title', es: 'Título de la publicación' }, assunto: { pt: 'Assunto', en: 'Subject', es: 'Materia' } };
      return (['titulo', 'assunto'] as const).map((c, i) => ({ codigo: c, descricao: labels[c][lang], padrao: i === 0 }));
    },
  );
  app.get(
    '/api/consulta/tipos-obra',
    { schema: { ...meta, summary: 'Types of work (values of filter T) with labels', response: { 200: TiposObraResponse, 401: ErrorResponse } } },
    async (request) => {
      const column = { pt: 'descricao_pt', en: 'descricao_en', es: 'descricao_es' }[langOf(request.headers.lang)];
      return db.query<{ codigo: number; descricao: string }>(`SELECT cod_tipo_obra AS codigo, ${column} AS descricao FROM tipos_obra ORDER BY ${column}`);
    },
  );
  app.get(
    '/api/consulta/imagem-padrao',
    { schema: { ...meta, summary: 'Default cover images, per cod_tipo_obra', response: { 200: ImagemPadraoResponse, 401: ErrorResponse } } },
    async () => imagemPadrao(),
  );
  app.get(
    '/api/consulta/imagem-padrao/:arquivo',
    {
      schema: {
        tags: ['consulta'],
        summary: 'A default cover (SVG); needs no token, so an <img> can show it',
        params: ImagemPadraoParams,
        response: { 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const svg = coverSvg(request.params.arquivo);
      if (svg === null) return reply.code(404).send({ message: t('naoEncontrado', langOf(request.headers.lang)) });
      // The SVG is not JSON: sent as is, outside the typed (JSON) responses.
      return (reply as FastifyReply).type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
  app.get(
    '/api/consulta/acervos-indexados',
    {
      schema: {
        ...meta,
        summary: 'Alphabetical index browsing (autor, assunto, titulo, chamada) from a letter or prefix, with counts',
        querystring: AcervosIndexadosQuery,
        response: { 200: AcervosIndexadosResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const q = request.query;
      // Control characters (NUL above all) cannot reach PostgreSQL text.
      // eslint-disable-next-line no-control-regex
      return browseIndex(db, q.indice, q.inicio?.replace(/[\u0000-\u001f]/g, '').trim() ?? '', q.page ?? 1, q.perPage ?? 20);
    },
  );
};
