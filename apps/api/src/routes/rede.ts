import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, InstituicoesOai, RedeAcervoParams, RedeAcervoResponse, RedeConsultaQuery, RedeConsultaResponse } from '@estante/api-contract';
import type { Db } from '../db/db';
import { langOf, t, type Lang } from '../i18n';
import { parseId } from '../libraries';
import { titleSummaries } from '../search';

const MESSAGES = {
  instituicaoDesconhecida: {
    pt: 'Instituição desconhecida: {{codigo}}.',
    en: 'Unknown institution: {{codigo}}.',
    es: 'Institución desconocida: {{codigo}}.',
  },
  naoNaRede: {
    pt: 'Título não encontrado na rede.',
    en: 'Title not found in the network.',
    es: 'Título no encontrado en la red.',
  },
} as const;
const msg = (k: keyof typeof MESSAGES, lang: Lang, codigo = '') => MESSAGES[k][lang].replace('{{codigo}}', codigo);

/** Who holds a title: the local institution holds them all, the others what rede_acervos lists. */
const HOLDS = `(i.local OR EXISTS (SELECT 1 FROM rede_acervos r WHERE r.cod_empresa = i.cod_empresa AND r.cod_acervo = h.cod_acervo))`;

/** SPEC.md §7 Network: `GET /rede-pergamum/…` (search across institutions, a title of the network) and `/oai/instituicoes`. */
export const redeRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const meta = { tags: ['rede'], security: [{ bearer: [] }] };

  app.get(
    '/api/oai/instituicoes',
    { schema: { ...meta, summary: 'Institutions and repositories of the network, the local one first, with their titles', response: { 200: InstituicoesOai, 401: ErrorResponse } } },
    async () =>
      db.query<InstituicoesOai[number]>(
        `SELECT i.cod_empresa, i.desc_empresa, i.sigla, i.url_oai, i.local,
           CASE WHEN i.local THEN (SELECT count(*) FROM titulos) ELSE (SELECT count(*) FROM rede_acervos r WHERE r.cod_empresa = i.cod_empresa) END::int AS total_titulos
         FROM instituicoes i ORDER BY i.local DESC, i.cod_empresa`,
      ),
  );

  app.get(
    '/api/rede-pergamum/consulta',
    {
      schema: {
        ...meta,
        summary: 'Search across the institutions of the network: one row per title and institution holding it',
        description: '422 without a term; 400 for an unknown institution.',
        querystring: RedeConsultaQuery,
        response: { 200: RedeConsultaResponse, 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      // eslint-disable-next-line no-control-regex -- NUL cannot reach PostgreSQL text
      const termo = request.query.termo_pesquisa?.replace(/[\u0000-\u001f]/g, ' ').trim() ?? '';
      if (!termo) return reply.code(422).send({ message: t('termoObrigatorio', lang) });
      const all = await db.query<{ cod_empresa: number; desc_empresa: string }>('SELECT cod_empresa, desc_empresa FROM instituicoes ORDER BY local DESC, cod_empresa');
      const wanted = request.query.instituicoes ? [...new Set(request.query.instituicoes.split(',').map(Number))] : all.map((i) => i.cod_empresa);
      const unknown = wanted.find((c) => !all.some((i) => i.cod_empresa === c));
      if (unknown !== undefined) return reply.code(400).send({ message: msg('instituicaoDesconhecida', lang, String(unknown)) });
      const page = request.query.page ?? 1;
      const perPage = request.query.perPage ?? 20;
      const hits = `WITH h AS MATERIALIZED (
          SELECT t.cod_acervo, ts_rank_cd(t.documento, q.q) AS rank, t.ordem_obra
          FROM titulos t CROSS JOIN (SELECT websearch_to_tsquery('portuguese', estante_unaccent($1)) AS q) q
          WHERE t.documento @@ q.q)`;
      const rows = await db.query<{ cod_acervo: number; cod_empresa: number; desc_empresa: string }>(
        `${hits}
         SELECT h.cod_acervo, i.cod_empresa, i.desc_empresa FROM h JOIN instituicoes i ON i.cod_empresa = ANY ($2::int[]) AND ${HOLDS}
         ORDER BY h.rank DESC, h.ordem_obra, h.cod_acervo, i.local DESC, i.cod_empresa LIMIT $3 OFFSET $4`,
        [termo, wanted, perPage, (page - 1) * perPage],
      );
      const counts = await db.query<{ cod_empresa: number; total: number }>(
        `${hits}
         SELECT i.cod_empresa, count(*)::int AS total FROM h JOIN instituicoes i ON i.cod_empresa = ANY ($2::int[]) AND ${HOLDS} GROUP BY i.cod_empresa`,
        [termo, wanted],
      );
      const items = new Map((await titleSummaries(db, [...new Set(rows.map((r) => r.cod_acervo))], lang)).map((i) => [i.cod_acervo, i]));
      const total = counts.reduce((n, c) => n + c.total, 0);
      const local = all[0]?.cod_empresa;
      return {
        data: rows.flatMap((r) => {
          const item = items.get(r.cod_acervo);
          if (!item) return [];
          const rota = r.cod_empresa === local ? item.rota : `/rede?acervo=${r.cod_acervo}&instituicao=${r.cod_empresa}`;
          return [{ ...item, rota, instituicao: { cod_empresa: r.cod_empresa, desc_empresa: r.desc_empresa } }];
        }),
        total,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        instituicoes: all
          .filter((i) => wanted.includes(i.cod_empresa))
          .map((i) => ({ ...i, total: counts.find((c) => c.cod_empresa === i.cod_empresa)?.total ?? 0 })),
      };
    },
  );

  app.get(
    '/api/rede-pergamum/acervo/:id',
    {
      schema: {
        ...meta,
        summary: 'A title of the network with the institutions that hold it',
        params: RedeAcervoParams,
        response: { 200: RedeAcervoResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const id = parseId(request.params.id);
      if (id === null) return reply.code(400).send({ message: t('idInvalido', lang) });
      const [item] = await titleSummaries(db, [id], lang);
      if (!item) return reply.code(404).send({ message: msg('naoNaRede', lang) });
      const holders = await db.query<{ cod_empresa: number; desc_empresa: string }>(
        `SELECT i.cod_empresa, i.desc_empresa FROM instituicoes i CROSS JOIN (SELECT $1::int AS cod_acervo) h WHERE ${HOLDS} ORDER BY i.local DESC, i.cod_empresa`,
        [id],
      );
      return { ...item, instituicoes: holders };
    },
  );
};
