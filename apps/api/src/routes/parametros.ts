import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Atendimento,
  AtendimentoList,
  AtendimentoParams,
  Atividade,
  AtividadeInformativo,
  AtividadeParams,
  Autoatendimento,
  ErrorResponse,
  EventosInstitucionais,
  Funcionalidades,
  Instituicao,
  TextoInstitucional,
} from '@estante/api-contract';
import type { Db } from '../db/db';
import { langOf, t } from '../i18n';
import { parseId } from '../libraries';

const TEXT_KEYS = ['secao_1', 'secao_2', 'faq', 'informacoes_gerais'] as const;

export const parametrosRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const setting = async <T>(chave: string): Promise<T | undefined> =>
    (await db.query<{ valor: T }>('SELECT valor FROM configuracoes WHERE chave = $1', [chave]))[0]?.valor;

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
      const valor = await setting<Instituicao>('instituicao');
      if (!valor) return reply.code(503).send({ message: t('configuracaoAusente', langOf(request.headers.lang)) });
      return valor;
    },
  );

  for (const chave of TEXT_KEYS) {
    app.get(
      `/api/parametros/${chave}`,
      {
        schema: {
          tags: ['parametros'],
          summary: `Institution text block "${chave}" (HTML)`,
          security: [{ bearer: [] }],
          response: { 200: TextoInstitucional, 401: ErrorResponse, 503: ErrorResponse },
        },
      },
      async (request, reply) => {
        const valor = await setting<TextoInstitucional>(chave);
        if (!valor) return reply.code(503).send({ message: t('configuracaoAusente', langOf(request.headers.lang)) });
        return valor;
      },
    );
  }

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

  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

  app.get(
    '/api/parametros/atividade/:id',
    {
      schema: {
        tags: ['parametros'],
        summary: 'One activity, enabled or not',
        security: [{ bearer: [] }],
        params: AtividadeParams,
        response: { 200: Atividade, ...errors },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const id = parseId(request.params.id);
      if (id === null) return reply.code(400).send({ message: t('atividadeInvalida', lang) });
      const [row] = await db.query<Atividade>('SELECT cod_atividade, descricao, ativo, link FROM funcionalidades WHERE cod_atividade = $1', [id]);
      return row ?? reply.code(404).send({ message: t('atividadeNaoEncontrada', lang) });
    },
  );

  app.get(
    '/api/parametros/atividade/:id/informativo',
    {
      schema: {
        tags: ['parametros'],
        summary: 'Explanatory HTML of an activity',
        security: [{ bearer: [] }],
        params: AtividadeParams,
        response: { 200: AtividadeInformativo, ...errors },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const id = parseId(request.params.id);
      if (id === null) return reply.code(400).send({ message: t('atividadeInvalida', lang) });
      const [row] = await db.query<{ informativo: string | null }>('SELECT informativo FROM funcionalidades WHERE cod_atividade = $1', [id]);
      return row ? { html: row.informativo ?? '' } : reply.code(404).send({ message: t('atividadeNaoEncontrada', lang) });
    },
  );

  const atendimento = (campus: number | null) =>
    db.query<Atendimento>(
      `SELECT cod_campus, nome_campus, telefone, email, horarios FROM campus WHERE $1::int IS NULL OR cod_campus = $1::int ORDER BY cod_campus`,
      [campus],
    );

  app.get(
    '/api/parametros/atendimento',
    {
      schema: {
        tags: ['parametros'],
        summary: 'Service hours per campus',
        security: [{ bearer: [] }],
        response: { 200: AtendimentoList, 401: ErrorResponse },
      },
    },
    async () => atendimento(null),
  );

  app.get(
    '/api/parametros/atendimento/:campus',
    {
      schema: {
        tags: ['parametros'],
        summary: 'Service hours of one campus',
        security: [{ bearer: [] }],
        params: AtendimentoParams,
        response: { 200: Atendimento, ...errors },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const id = parseId(request.params.campus);
      if (id === null) return reply.code(400).send({ message: t('campusInvalido', lang) });
      const [row] = await atendimento(id);
      return row ?? reply.code(404).send({ message: t('campusNaoEncontrado', lang) });
    },
  );

  app.get(
    '/api/parametros/eventos_institucionais',
    {
      schema: {
        tags: ['parametros'],
        summary: 'Institutional events, in date order',
        security: [{ bearer: [] }],
        response: { 200: EventosInstitucionais, 401: ErrorResponse },
      },
    },
    async () =>
      db.query<EventosInstitucionais[number]>(
        `SELECT codigo, titulo, descricao, to_char(data_inicio, 'DD/MM/YYYY') AS data_inicio, to_char(data_fim, 'DD/MM/YYYY') AS data_fim, horario, local, link
         FROM configuracoes, jsonb_to_recordset(valor) AS e(codigo int, titulo text, descricao text, data_inicio date, data_fim date, horario text, local text, link text)
         WHERE chave = 'eventos_institucionais' ORDER BY e.data_inicio, e.codigo`,
      ),
  );

  app.get(
    '/api/parametros/autoatendimento',
    {
      schema: {
        tags: ['parametros'],
        summary: 'Self-service kiosk settings',
        security: [{ bearer: [] }],
        response: { 200: Autoatendimento, 401: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      const valor = await setting<Autoatendimento>('autoatendimento');
      if (!valor) return reply.code(503).send({ message: t('configuracaoAusente', langOf(request.headers.lang)) });
      return valor;
    },
  );
};
