import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, NovasAquisicoesQuery, NovasAquisicoesResponse } from '@estante/api-contract';
import type { Db } from '../db/db';
import { langOf, type Lang } from '../i18n';
import { titleSummaries } from '../search';
import { addMonths, parseIsoDate, todayUtc } from '../seed-date';

const MESSAGES = {
  dataInvalida: { pt: 'Data inválida: use AAAA-MM-DD.', en: 'Invalid date: use YYYY-MM-DD.', es: 'Fecha no válida: use AAAA-MM-DD.' },
  intervaloInvalido: {
    pt: 'A data inicial não pode ser posterior à final.',
    en: 'The start date cannot be after the end date.',
    es: 'La fecha inicial no puede ser posterior a la final.',
  },
  intervaloLongo: { pt: 'O período pode ter no máximo um ano.', en: 'The period can be one year at most.', es: 'El período puede tener como máximo un año.' },
} as const;
const msg = (k: keyof typeof MESSAGES, lang: Lang) => MESSAGES[k][lang];

/** New acquisitions (SPEC.md §1 "new acquisitions panel", §9 NA_A / NA_C, today back one month). */
export const aquisicoesRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.get(
    '/api/consulta/novas-aquisicoes',
    {
      schema: {
        tags: ['consulta'],
        summary: 'Titles with a copy acquired (NA_A) or catalogued (NA_C) in a period, newest first',
        description: 'Default period: today back one month. 422 for an impossible date, a start after the end or a period over one year.',
        security: [{ bearer: [] }],
        querystring: NovasAquisicoesQuery,
        response: { 200: NovasAquisicoesResponse, 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const q = request.query;
      const today = now().toISOString().slice(0, 10) || todayUtc();
      const ate = q.ate ? parseIsoDate(q.ate) : today;
      const de = q.de ? parseIsoDate(q.de) : addMonths(ate ?? today, -1);
      if (!ate || !de) return reply.code(422).send({ message: msg('dataInvalida', lang) });
      if (de > ate) return reply.code(422).send({ message: msg('intervaloInvalido', lang) });
      if (addMonths(de, 12) < ate) return reply.code(422).send({ message: msg('intervaloLongo', lang) });
      const tipo = q.tipo ?? 'NA_A';
      const column = tipo === 'NA_C' ? 'data_catalogacao' : 'data_aquisicao';
      const page = q.page ?? 1;
      const perPage = q.perPage ?? 12;
      const rows = await db.query<{ cod_acervo: number; data: string; total: number }>(
        `SELECT cod_acervo, to_char(max(${column}), 'DD/MM/YYYY') AS data, count(*) OVER ()::int AS total
         FROM exemplares WHERE ${column} BETWEEN $1::date AND $2::date
         GROUP BY cod_acervo ORDER BY max(${column}) DESC, cod_acervo DESC LIMIT $3 OFFSET $4`,
        [de, ate, perPage, (page - 1) * perPage],
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        const [c] = await db.query<{ n: number }>(`SELECT count(DISTINCT cod_acervo)::int AS n FROM exemplares WHERE ${column} BETWEEN $1::date AND $2::date`, [de, ate]);
        total = c?.n ?? 0;
      }
      const items = await titleSummaries(db, rows.map((r) => r.cod_acervo), lang);
      const date = new Map(rows.map((r) => [r.cod_acervo, r.data]));
      return {
        data: items.map((i) => ({ ...i, data: date.get(i.cod_acervo) ?? '' })),
        total,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        tipo,
        de,
        ate,
      };
    },
  );
};
