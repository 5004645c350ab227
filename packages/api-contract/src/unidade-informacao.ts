import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Nullable } from './common';
import { COMENTARIO_MAX, LIMITE_COMENTARIOS_EXCEDIDO, SUGESTAO_MAX } from './constants';

/**
 * Information units (libraries) as the footer's dialogs use them (SPEC.md §3, §5, §7):
 * `GET /api/unidade-informacao?campus=` lists them; `POST /api/unidade-informacao/comentario` and
 * `POST /api/unidade-informacao/sugestao-aquisicao` take a signed-in patron's general comment and
 * acquisition suggestion (private token). Errors are `{ message }` in the `lang` header's language,
 * with `codigo` where a client may branch and `campo` naming the field a 422 is about.
 */

/** Query of `GET /api/unidade-informacao`: `campus` narrows to one campus (empty: all). */
export const UnidadeInformacaoQuery = Type.Object({
  campus: Type.Optional(Type.String({ maxLength: 12 })),
});
export type UnidadeInformacaoQuery = Static<typeof UnidadeInformacaoQuery>;

/** One library for a select: code, name and its campus. */
export const UnidadeInformacao = Type.Object({
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  sigla: Type.String(),
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
});
export type UnidadeInformacao = Static<typeof UnidadeInformacao>;
export const UnidadeInformacaoList = Type.Array(UnidadeInformacao);
export type UnidadeInformacaoList = Static<typeof UnidadeInformacaoList>;

/**
 * A code as a client may send it: a number, or the string value of a `<select>` (digits; '' means
 * not chosen). The server answers 422 with the field's message for a missing, malformed or unknown one.
 */
// Null first: the server coerces types, and an integer branch tried first would turn null into 0.
const Codigo = Type.Union([Type.Null(), Type.Integer(), Type.String({ maxLength: 12 })]);

/** Body of `POST /api/unidade-informacao/comentario` (SPEC.md §3 "general comment payload"). */
export const ComentarioGeralRequest = Type.Object({
  /** The comment; trimmed, must not be blank. */
  content: Type.String({ maxLength: COMENTARIO_MAX + 200 }),
  /** The library (cod_biblioteca) the comment is addressed to. */
  b: Type.Optional(Codigo),
});
export type ComentarioGeralRequest = Static<typeof ComentarioGeralRequest>;

/** `201` of `POST /api/unidade-informacao/comentario`: stored as pending (comments need moderation). */
export const ComentarioGeralResponse = Type.Object({
  cod_comentario: Type.Integer(),
  situacao: Type.Literal('pendente'),
  message: Type.String(),
});
export type ComentarioGeralResponse = Static<typeof ComentarioGeralResponse>;

const texto = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max + 100 })));

/** Body of `POST /api/unidade-informacao/sugestao-aquisicao` (SPEC.md §3 "acquisition suggestion"). */
export const SugestaoAquisicaoRequest = Type.Object({
  /** Optional; when given, `biblioteca` must be one of its libraries. */
  campus: Type.Optional(Codigo),
  /** Required. */
  biblioteca: Type.Optional(Codigo),
  autor: texto(SUGESTAO_MAX.autor),
  /** Required, non-blank after trimming. */
  titulo: texto(SUGESTAO_MAX.titulo),
  edicao: texto(SUGESTAO_MAX.edicao),
  /** The publisher; required, non-blank after trimming. */
  editor: texto(SUGESTAO_MAX.editor),
  /** ISBN-10, ISBN-13 or ISSN, spaces and hyphens allowed (shape only: the check digit is not computed). */
  isbn_issn: texto(SUGESTAO_MAX.isbn_issn),
  /** A periodical rather than a book. */
  periodico: Type.Optional(Nullable(Type.Boolean())),
  outras_inf: texto(SUGESTAO_MAX.outras_inf),
  /**
   * A teacher's suggestion (SPEC.md §6 teachers' separate path): only a category holding module 523
   * activity 1212 may mark one (403 otherwise); it is stored marked as such.
   */
  professor: Type.Optional(Nullable(Type.Boolean())),
  /** Optional, a teacher's suggestion only: the course (cod_curso) it is for. */
  curso: Type.Optional(Codigo),
  /** Optional, a teacher's suggestion only: the discipline (cod_disciplina) it is for. */
  disciplina: Type.Optional(Codigo),
});
export type SugestaoAquisicaoRequest = Static<typeof SugestaoAquisicaoRequest>;

/** `201` of `POST /api/unidade-informacao/sugestao-aquisicao`: the stored suggestion's code and status. */
export const SugestaoAquisicaoResponse = Type.Object({
  cod_sugestao: Type.Integer(),
  /** 13: pre-suggestion (the library has not reviewed it yet). */
  cod_situacao: Type.Integer(),
  situacao: Type.String(),
  /** Stored as a teacher's suggestion. */
  professor: Type.Boolean(),
  message: Type.String(),
});
export type SugestaoAquisicaoResponse = Static<typeof SugestaoAquisicaoResponse>;

/** Error of these calls: `campo` names the field of a 422 (`b`, `biblioteca`, `titulo`…). */
export const UnidadeErrorResponse = Type.Object({
  message: Type.String(),
  codigo: Type.Optional(Type.String()),
  campo: Type.Optional(Type.String()),
});
export type UnidadeErrorResponse = Static<typeof UnidadeErrorResponse>;

const postErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: UnidadeErrorResponse, 422: UnidadeErrorResponse };
const suggestionErrors = { ...postErrors, 409: UnidadeErrorResponse };

/** SPEC.md §7 "Libraries": the footer's calls (SPEC.md §2, §5). */
export const unidadeInformacaoEndpoints = {
  libraries: {
    tags: ['bibliotecas'],
    summary: 'Libraries (information units) for a select: code, name, campus, by code; optionally of one campus',
    querystring: UnidadeInformacaoQuery,
    response: { 200: UnidadeInformacaoList, 400: ErrorResponse, 401: ErrorResponse },
  },
  sendGeneralComment: {
    tags: ['bibliotecas'],
    summary: "A signed-in patron's general comment to a library, stored pending moderation (private token)",
    description:
      '422 (`campo` b or content) for a library not chosen or unknown, or a blank or too long text; 422 `codigo` ' +
      `${LIMITE_COMENTARIOS_EXCEDIDO} when the patron already has configuracoes.comentarios_gerais.limite_pendentes general ` +
      'comments awaiting moderation; 403 when activity 13 is off for the patron; 401 for a visitor (public token).',
    body: ComentarioGeralRequest,
    response: { 201: ComentarioGeralResponse, ...postErrors },
  },
  sendAcquisitionSuggestion: {
    tags: ['bibliotecas'],
    summary: "A signed-in patron's acquisition suggestion, stored as a pre-suggestion (private token)",
    description:
      '422 with `campo` for: library not chosen, malformed or unknown (biblioteca), campus malformed or unknown, a library ' +
      'outside the campus given, blank title or publisher (titulo, editor), a field over its length, an ISBN/ISSN of the ' +
      'wrong shape (isbn_issn), a course or discipline not found or named outside a teacher\'s suggestion (curso, disciplina). ' +
      '403 when activity 12 is off for the patron, or `professor` is set by a category without the teachers\' path ' +
      '(module 523, activity 1212); 409 `codigo` SUGESTAO_REPETIDA for the same suggestion by the same patron within ' +
      'SUGESTAO_JANELA_REPETIDA_S seconds (a double click); 401 for a visitor (public token). Errors carry `codigo` (SUGESTAO_CODIGOS).',
    body: SugestaoAquisicaoRequest,
    response: { 201: SugestaoAquisicaoResponse, ...suggestionErrors },
  },
} as const;
