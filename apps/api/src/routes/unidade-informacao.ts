import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COMENTARIO_MAX,
  ComentarioGeralRequest,
  ComentarioGeralResponse,
  ErrorResponse,
  LIMITE_COMENTARIOS_EXCEDIDO,
  SUGESTAO_MAX,
  SugestaoAquisicaoRequest,
  SugestaoAquisicaoResponse,
  UnidadeErrorResponse,
  UnidadeInformacaoList,
  UnidadeInformacaoQuery,
} from '@estante/api-contract';
import type { Db } from '../db/db';
import { langOf, type Lang } from '../i18n';
import { parseId } from '../libraries';
import { COMENTARIOS_GERAIS } from '../settings';
import { requirePrivate, type AuthContext } from '../signin';
import { CAMPOS, tu, type UnidadeMessageKey } from '../unidade-messages';

/** Activities of SPEC.md §6: 13 general comments, 12 acquisition suggestion. */
export const ACTIVITY_COMMENTS = 13;
export const ACTIVITY_SUGGESTION = 12;

/** Status of a suggestion a patron sends from the catalogue: a pre-suggestion, until the library reviews it. */
export const SITUACAO_PRE_SUGESTAO = 13;

/** A code as sent: null when not given or blank, 'invalid' when not a positive 32-bit integer. */
export function parseCodigo(value: number | string | null | undefined): number | null | 'invalid' {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= 2147483647 ? value : 'invalid';
  const s = value.trim();
  if (s === '') return null;
  return parseId(s) ?? 'invalid';
}

/** ISBN-10, ISBN-13 or ISSN by shape (spaces and hyphens allowed); the check digit is not computed. */
export function isbnIssnShape(value: string): boolean {
  const s = value.replace(/[\s-]/g, '').toUpperCase();
  return /^[0-9]{9}[0-9X]$/.test(s) || /^97[89][0-9]{10}$/.test(s) || /^[0-9]{7}[0-9X]$/.test(s);
}

/** Trimmed text without NUL characters (PostgreSQL text cannot hold them); blank → null. */
const clean = (value: string | null | undefined): string | null => {
  const s = (value ?? '').replaceAll('\u0000', '').trim();
  return s === '' ? null : s;
};

/** The activity is on for everyone, or the patron's category is granted it (same rule as the client's useActivity). */
async function activityAllowed(db: Db, codPessoa: number, codAtividade: number): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM funcionalidades WHERE cod_atividade = $2 AND ativo)
         OR EXISTS (SELECT 1 FROM permissoes_categoria pc JOIN pessoas p ON p.cod_categoria = pc.cod_categoria
                    WHERE p.cod_pessoa = $1 AND pc.cod_atividade = $2) AS ok`,
    [codPessoa, codAtividade],
  );
  return row?.ok === true;
}

/** The pending-comment limit of configuracoes.comentarios_gerais; the default when missing or not a number ≥ 0. */
async function pendingLimit(db: Db): Promise<number> {
  const [row] = await db.query<{ valor: { limite_pendentes?: unknown } | null }>(`SELECT valor FROM configuracoes WHERE chave = 'comentarios_gerais'`);
  const n = row?.valor?.limite_pendentes;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : COMENTARIOS_GERAIS.limite_pendentes;
}

const fail = (lang: Lang, key: UnidadeMessageKey, campo?: string, params?: Record<string, string | number>, codigo?: string) => ({
  message: tu(key, lang, params),
  ...(campo ? { campo } : {}),
  ...(codigo ? { codigo } : {}),
});

const bearer = [{ bearer: [] }];
const postErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: UnidadeErrorResponse, 422: UnidadeErrorResponse };

/**
 * SPEC.md §7 "Libraries": `GET /unidade-informacao (campus)`, `POST /unidade-informacao/comentario`
 * and `/sugestao-aquisicao` — the footer's dialogs (SPEC.md §2, §5).
 */
export const unidadeInformacaoRoutes: FastifyPluginAsyncTypebox<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/api/unidade-informacao',
    {
      schema: {
        tags: ['bibliotecas'],
        summary: 'Libraries (information units) for a select: code, name, campus, by code; optionally of one campus',
        security: bearer,
        querystring: UnidadeInformacaoQuery,
        response: { 200: UnidadeInformacaoList, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const raw = request.query.campus?.trim() ?? '';
      const campus = raw === '' ? null : parseId(raw);
      if (raw !== '' && campus === null) return reply.code(400).send({ message: tu('campusInvalido', langOf(request.headers.lang)) });
      return db.query(
        `SELECT b.cod_biblioteca, b.desc_biblioteca, b.sigla, b.cod_campus, c.nome_campus
         FROM bibliotecas b JOIN campus c USING (cod_campus)
         WHERE $1::int IS NULL OR b.cod_campus = $1::int ORDER BY b.cod_biblioteca`,
        [campus],
      );
    },
  );

  app.post(
    '/api/unidade-informacao/comentario',
    {
      schema: {
        tags: ['bibliotecas'],
        summary: "A signed-in patron's general comment to a library, stored pending moderation (private token)",
        description:
          '422 (`campo` b or content) for a library not chosen or unknown, or a blank or too long text; 422 `codigo` ' +
          `${LIMITE_COMENTARIOS_EXCEDIDO} when the patron already has configuracoes.comentarios_gerais.limite_pendentes general ` +
          'comments awaiting moderation; 403 when activity 13 is off for the patron; 401 for a visitor (public token).',
        security: bearer,
        body: ComentarioGeralRequest,
        response: { 201: ComentarioGeralResponse, ...postErrors },
      },
    },
    async (request, reply) => {
      const me = await requirePrivate(ctx, request, reply);
      if (!me) return reply;
      const lang = langOf(request.headers.lang);
      if (!(await activityAllowed(db, me.cod_pessoa, ACTIVITY_COMMENTS))) return reply.code(403).send(fail(lang, 'permissaoNegada'));
      const b = parseCodigo(request.body.b);
      if (b === null) return reply.code(422).send(fail(lang, 'bibliotecaObrigatoria', 'b'));
      if (b === 'invalid') return reply.code(422).send(fail(lang, 'bibliotecaInvalida', 'b'));
      const texto = clean(request.body.content);
      if (texto === null) return reply.code(422).send(fail(lang, 'comentarioVazio', 'content'));
      if (texto.length > COMENTARIO_MAX) return reply.code(422).send(fail(lang, 'comentarioLongo', 'content', { max: COMENTARIO_MAX }));
      const [library] = await db.query('SELECT 1 FROM bibliotecas WHERE cod_biblioteca = $1', [b]);
      if (!library) return reply.code(422).send(fail(lang, 'bibliotecaNaoEncontrada', 'b'));

      const limit = await pendingLimit(db);
      const now = ctx.now().toISOString();
      const stored = await db.transaction(async (tx) => {
        // The patron's row is the lock: two comments sent at once are counted one after the other.
        await tx.query('SELECT 1 FROM pessoas WHERE cod_pessoa = $1 FOR UPDATE', [me.cod_pessoa]);
        const [pending] = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM comentarios WHERE cod_pessoa = $1 AND cod_acervo IS NULL AND situacao = 'pendente'`,
          [me.cod_pessoa],
        );
        if (limit > 0 && (pending?.n ?? 0) >= limit) return null;
        const [row] = await tx.query<{ cod_comentario: number }>(
          `INSERT INTO comentarios (cod_acervo, cod_biblioteca, cod_pessoa, texto, data_comentario, situacao)
           VALUES (NULL, $1, $2, $3, $4::timestamptz, 'pendente') RETURNING cod_comentario`,
          [b, me.cod_pessoa, texto, now],
        );
        return row ?? null;
      });
      if (!stored) return reply.code(422).send(fail(lang, 'limiteComentarios', undefined, { n: limit }, LIMITE_COMENTARIOS_EXCEDIDO));
      return reply.code(201).send({ cod_comentario: stored.cod_comentario, situacao: 'pendente' as const, message: tu('comentarioEnviado', lang) });
    },
  );

  app.post(
    '/api/unidade-informacao/sugestao-aquisicao',
    {
      schema: {
        tags: ['bibliotecas'],
        summary: "A signed-in patron's acquisition suggestion, stored as a pre-suggestion (private token)",
        description:
          '422 with `campo` for: library not chosen, malformed or unknown (biblioteca), campus malformed or unknown, a library ' +
          'outside the campus given, blank title or publisher (titulo, editor), a field over its length, an ISBN/ISSN of the ' +
          'wrong shape (isbn_issn). 403 when activity 12 is off for the patron; 401 for a visitor (public token).',
        security: bearer,
        body: SugestaoAquisicaoRequest,
        response: { 201: SugestaoAquisicaoResponse, ...postErrors },
      },
    },
    async (request, reply) => {
      const me = await requirePrivate(ctx, request, reply);
      if (!me) return reply;
      const lang = langOf(request.headers.lang);
      const body = request.body;
      if (!(await activityAllowed(db, me.cod_pessoa, ACTIVITY_SUGGESTION))) return reply.code(403).send(fail(lang, 'permissaoNegada'));
      const campus = parseCodigo(body.campus);
      if (campus === 'invalid') return reply.code(422).send(fail(lang, 'campusInvalido', 'campus'));
      const biblioteca = parseCodigo(body.biblioteca);
      if (biblioteca === null) return reply.code(422).send(fail(lang, 'bibliotecaObrigatoria', 'biblioteca'));
      if (biblioteca === 'invalid') return reply.code(422).send(fail(lang, 'bibliotecaInvalida', 'biblioteca'));
      const fields = {
        autor: clean(body.autor),
        titulo: clean(body.titulo),
        edicao: clean(body.edicao),
        editor: clean(body.editor),
        isbn_issn: clean(body.isbn_issn),
        outras_inf: clean(body.outras_inf),
      };
      if (fields.titulo === null) return reply.code(422).send(fail(lang, 'tituloObrigatorio', 'titulo'));
      if (fields.editor === null) return reply.code(422).send(fail(lang, 'editorObrigatorio', 'editor'));
      for (const [name, value] of Object.entries(fields) as [keyof typeof SUGESTAO_MAX, string | null][]) {
        const max = SUGESTAO_MAX[name];
        if (value !== null && value.length > max) return reply.code(422).send(fail(lang, 'campoLongo', name, { campo: CAMPOS[name]?.[lang] ?? name, max }));
      }
      if (fields.isbn_issn !== null && !isbnIssnShape(fields.isbn_issn)) return reply.code(422).send(fail(lang, 'isbnInvalido', 'isbn_issn'));
      const [library] = await db.query<{ cod_campus: number }>('SELECT cod_campus FROM bibliotecas WHERE cod_biblioteca = $1', [biblioteca]);
      if (!library) return reply.code(422).send(fail(lang, 'bibliotecaNaoEncontrada', 'biblioteca'));
      if (campus !== null) {
        const [known] = await db.query('SELECT 1 FROM campus WHERE cod_campus = $1', [campus]);
        if (!known) return reply.code(422).send(fail(lang, 'campusNaoEncontrado', 'campus'));
        if (library.cod_campus !== campus) return reply.code(422).send(fail(lang, 'bibliotecaForaDoCampus', 'biblioteca'));
      }
      const [row] = await db.query<{ cod_sugestao: number; cod_situacao: number; situacao: string }>(
        `WITH nova AS (
           INSERT INTO sugestoes_aquisicao
             (cod_pessoa, cod_campus, cod_biblioteca, autor, titulo, edicao, editor, isbn_issn, periodico, outras_inf, professor, data_sugestao, cod_situacao)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, $11::timestamptz, $12)
           RETURNING cod_sugestao, cod_situacao)
         SELECT n.cod_sugestao, n.cod_situacao, ${lang === 'en' ? 's.descricao_en' : lang === 'es' ? 's.descricao_es' : 's.descricao_pt'} AS situacao
         FROM nova n JOIN situacoes_sugestao s USING (cod_situacao)`,
        [
          me.cod_pessoa,
          campus ?? library.cod_campus,
          biblioteca,
          fields.autor,
          fields.titulo,
          fields.edicao,
          fields.editor,
          fields.isbn_issn,
          body.periodico === true,
          fields.outras_inf,
          ctx.now().toISOString(),
          SITUACAO_PRE_SUGESTAO,
        ],
      );
      if (!row) throw new Error('suggestion not stored');
      return reply.code(201).send({ ...row, message: tu('sugestaoEnviada', lang) });
    },
  );
};
