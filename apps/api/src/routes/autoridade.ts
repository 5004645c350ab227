import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AutoridadeCombo, AutoridadeComboQuery, AutoridadeParams, AutoridadeResponse, ErrorResponse, MarcRows, type TipoAutoridade } from '@estante/api-contract';
import type { Db } from '../db/db';
import { langOf, t, type Lang } from '../i18n';
import { parseId } from '../libraries';
import type { MarcRecord } from '../marc/read';
import { marcRows } from '../marc/rows';
import { normalise } from '../marc/text';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

const TIPO: Record<TipoAutoridade, Record<Lang, string>> = {
  A: { pt: 'Autor', en: 'Author', es: 'Autor' },
  S: { pt: 'Assunto', en: 'Subject', es: 'Materia' },
  T: { pt: 'Título uniforme', en: 'Uniform title', es: 'Título uniforme' },
};

export const autoridadeRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  // Registered before /:id; Fastify matches the static segment first anyway.
  app.get(
    '/api/autoridade/combo',
    {
      schema: {
        tags: ['autoridade'],
        summary: 'Headings matching q (≥ 3 characters), for a select',
        security: [{ bearer: [] }],
        querystring: AutoridadeComboQuery,
        response: { 200: AutoridadeCombo, 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const norm = normalise(request.query.q ?? '');
      if (norm.length < 3) return reply.code(422).send({ message: t('termoCurto', langOf(request.headers.lang)) });
      // normalise() leaves letters, digits and spaces only, so the LIKE pattern holds no wildcard.
      return db.query<{ codigo: number; descricao: string }>(
        `SELECT cod_autoridade AS codigo, cabecalho AS descricao FROM autoridades
         WHERE cabecalho_norm LIKE '%' || $1 || '%' AND ($2::text IS NULL OR tipo = $2::text)
         ORDER BY cabecalho_norm LIKE $1 || '%' DESC, leve, cabecalho_norm, cod_autoridade LIMIT 20`,
        [norm, request.query.tipo ?? null],
      );
    },
  );

  app.get(
    '/api/autoridade/:id',
    {
      schema: {
        tags: ['autoridade'],
        summary: 'An authority heading, its see-from and see-also references and the count of linked titles',
        security: [{ bearer: [] }],
        params: AutoridadeParams,
        response: { 200: AutoridadeResponse, ...errors },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const id = parseId(request.params.id);
      if (id === null) return reply.code(400).send({ message: t('autoridadeInvalida', lang) });
      const [row] = await db.query<Omit<AutoridadeResponse, 'desc_tipo' | 'ver_tambem_codigos'>>(
        `SELECT a.cod_autoridade, a.cabecalho, a.tipo, a.tag, a.remissivas_ver, a.remissivas_ver_tambem, a.registro IS NOT NULL AS possui_marc,
                (SELECT count(DISTINCT ta.cod_acervo)::int FROM titulo_autoridade ta WHERE ta.cod_autoridade = a.cod_autoridade) AS total_titulos
         FROM autoridades a WHERE a.cod_autoridade = $1`,
        [id],
      );
      if (!row) return reply.code(404).send({ message: t('autoridadeNaoEncontrada', lang) });
      // "See also" headings resolved to the authorities of the same text (accents, case and punctuation ignored).
      const norms = row.remissivas_ver_tambem.map(normalise);
      const found = norms.length
        ? await db.query<{ cabecalho_norm: string; cod_autoridade: number }>(
            `SELECT cabecalho_norm, min(cod_autoridade)::int AS cod_autoridade FROM autoridades
             WHERE cabecalho_norm IN (SELECT jsonb_array_elements_text($1::jsonb)) GROUP BY cabecalho_norm`,
            [JSON.stringify(norms)],
          )
        : [];
      const code = new Map(found.map((f) => [f.cabecalho_norm, f.cod_autoridade]));
      return { ...row, desc_tipo: TIPO[row.tipo][lang], ver_tambem_codigos: norms.map((n) => code.get(n) ?? null) };
    },
  );

  app.get(
    '/api/autoridade/:id/marc',
    {
      schema: {
        tags: ['autoridade'],
        summary: 'The authority MARC record: one row per subfield, leader first (paragrafo "000"), in record order',
        security: [{ bearer: [] }],
        params: AutoridadeParams,
        response: { 200: MarcRows, ...errors },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const id = parseId(request.params.id);
      if (id === null) return reply.code(400).send({ message: t('autoridadeInvalida', lang) });
      const [row] = await db.query<{ registro: MarcRecord | null }>('SELECT registro FROM autoridades WHERE cod_autoridade = $1', [id]);
      if (!row) return reply.code(404).send({ message: t('autoridadeNaoEncontrada', lang) });
      if (!row.registro) return reply.code(404).send({ message: t('autoridadeSemMarc', lang) });
      return marcRows(row.registro);
    },
  );
};
