/**
 * Comments on titles and their moderation (SPEC.md §3 "comment", §4 "pending approval, then shown",
 * §7 "Comments", §8 "comment limit exceeded", "comment sent"): `/api/comentarios`.
 *
 * Anyone with a token reads a title's approved comments (the author's first name only); a signed-in
 * patron posts one (pending until the library approves it), lists their own with their state and
 * deletes their own; the library's staff, through the confidential OAuth client `estante-moderacao`
 * (client_credentials grant), lists the pending ones and approves or rejects them. Errors are
 * `{ message }` in the `lang` header's language, with `campo` naming the field of a 422 and `codigo`
 * where a client may branch.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, IdParams, Nullable } from './common';
import { COMENTARIO_MAX, LIMITE_COMENTARIOS_EXCEDIDO } from './constants';

/** The OAuth client of the library's staff: its tokens (client_credentials, with its secret) moderate comments. */
export const MODERACAO_CLIENT_ID = 'estante-moderacao';

/** Comments per page of a title's list and of the moderation list. */
export const COMENTARIOS_POR_PAGINA = 20;

/** Where a comment stands: awaiting the library, shown, or refused. */
export const SituacaoComentario = Type.Union([Type.Literal('pendente'), Type.Literal('aprovado'), Type.Literal('rejeitado')]);
export type SituacaoComentario = Static<typeof SituacaoComentario>;

/** `?pagina=` of the paged lists (1 when absent). */
export const ComentariosPaginaQuery = Type.Object({ pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })) });
export type ComentariosPaginaQuery = Static<typeof ComentariosPaginaQuery>;

/** An approved comment as every reader sees it: never more of its author than the first name. */
export const ComentarioPublico = Type.Object({
  cod_comentario: Type.Integer(),
  /** The author's first name. */
  autor: Type.String(),
  /** ISO 8601 timestamp of when it was written. */
  data_comentario: Type.String(),
  /** Plain text (a client renders it as text, never as HTML). */
  texto: Type.String(),
});
export type ComentarioPublico = Static<typeof ComentarioPublico>;

/** `GET /api/comentarios/acervo/:id`: one page of the title's approved comments, newest first. */
export const ComentariosAcervoResponse = Type.Object({
  total: Type.Integer(),
  pagina: Type.Integer(),
  por_pagina: Type.Integer(),
  comentarios: Type.Array(ComentarioPublico),
});
export type ComentariosAcervoResponse = Static<typeof ComentariosAcervoResponse>;

/** Body of `POST /api/comentarios/acervo/:id`. */
export const ComentarioRequest = Type.Object({
  /** Trimmed; must not be blank nor longer than COMENTARIO_MAX characters. */
  texto: Type.String({ maxLength: COMENTARIO_MAX + 200 }),
});
export type ComentarioRequest = Static<typeof ComentarioRequest>;

/** A patron's own comment, with its state. */
export const ComentarioProprio = Type.Object({
  cod_comentario: Type.Integer(),
  cod_acervo: Type.Integer(),
  texto: Type.String(),
  data_comentario: Type.String(),
  situacao: SituacaoComentario,
  /** When the library approved or rejected it. */
  data_moderacao: Nullable(Type.String()),
});
export type ComentarioProprio = Static<typeof ComentarioProprio>;

/** `201` of the post: the pending comment (the same one again for a repeated post) and "comment sent". */
export const ComentarioEnviadoResponse = Type.Object({ comentario: ComentarioProprio, message: Type.String() });
export type ComentarioEnviadoResponse = Static<typeof ComentarioEnviadoResponse>;

/** `GET /api/comentarios/usuario/acervo/:id`: the patron's own comments on the title, newest first. */
export const ComentariosProprios = Type.Array(ComentarioProprio);
export type ComentariosProprios = Static<typeof ComentariosProprios>;

/** One title the patron commented on. */
export const AcervoComentado = Type.Object({
  cod_acervo: Type.Integer(),
  obra: Type.String(),
  total: Type.Integer(),
  pendentes: Type.Integer(),
  aprovados: Type.Integer(),
  rejeitados: Type.Integer(),
  /** The newest comment's timestamp. */
  ultimo_comentario: Type.String(),
});
export type AcervoComentado = Static<typeof AcervoComentado>;
export const AcervosComentados = Type.Array(AcervoComentado);
export type AcervosComentados = Static<typeof AcervosComentados>;

/** `200` of `DELETE /api/comentarios/usuario/:id`. */
export const ComentarioExcluidoResponse = Type.Object({ cod_comentario: Type.Integer(), message: Type.String() });
export type ComentarioExcluidoResponse = Static<typeof ComentarioExcluidoResponse>;

/** A comment as the library's staff moderates it. */
export const ComentarioModeracao = Type.Object({
  cod_comentario: Type.Integer(),
  cod_acervo: Type.Integer(),
  obra: Type.String(),
  cod_pessoa: Type.Integer(),
  /** The author's first name. */
  autor: Type.String(),
  texto: Type.String(),
  data_comentario: Type.String(),
  situacao: SituacaoComentario,
  data_moderacao: Nullable(Type.String()),
});
export type ComentarioModeracao = Static<typeof ComentarioModeracao>;

/** `GET /api/comentarios/moderacao`: one page of the comments awaiting approval, oldest first. */
export const ModeracaoResponse = Type.Object({
  total: Type.Integer(),
  pagina: Type.Integer(),
  por_pagina: Type.Integer(),
  comentarios: Type.Array(ComentarioModeracao),
});
export type ModeracaoResponse = Static<typeof ModeracaoResponse>;

/** Body of `PUT /api/comentarios/moderacao/:id`: the library's decision. */
export const ModeracaoRequest = Type.Object({ situacao: Type.Union([Type.Literal('aprovado'), Type.Literal('rejeitado')]) });
export type ModeracaoRequest = Static<typeof ModeracaoRequest>;

/** `200` of the decision: the comment as it now stands and a message. */
export const ModeracaoDecisaoResponse = Type.Object({ comentario: ComentarioModeracao, message: Type.String() });
export type ModeracaoDecisaoResponse = Static<typeof ModeracaoDecisaoResponse>;

/** Error of these calls: `campo` names the field of a 422 (`texto`), `codigo` the case (`limite_comentarios_excedido`). */
export const ComentarioErrorResponse = Type.Object({
  message: Type.String(),
  codigo: Type.Optional(Type.String()),
  campo: Type.Optional(Type.String()),
});
export type ComentarioErrorResponse = Static<typeof ComentarioErrorResponse>;

const readErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** SPEC.md §7 "Comments", and the library's moderation of them. */
export const comentariosEndpoints = {
  titleComments: {
    tags: ['comentarios'],
    summary: "A title's approved comments, newest first, 20 a page: the author's first name, the date and the text",
    description: '404 for a title that does not exist; 400 for a malformed code or page.',
    params: IdParams,
    querystring: ComentariosPaginaQuery,
    response: { 200: ComentariosAcervoResponse, ...readErrors },
  },
  sendTitleComment: {
    tags: ['comentarios'],
    summary: "A signed-in patron's comment on a title, stored pending the library's approval (private token)",
    description:
      `422 \`campo\` texto for a blank text or one over ${COMENTARIO_MAX} characters; 422 \`codigo\` ${LIMITE_COMENTARIOS_EXCEDIDO} ` +
      "when the patron already wrote politicas_circulacao.limite_comentarios_dia (their category's) comments in the last 24 hours; " +
      '403 when activity 13 (comments) is off for the patron; 404 for a title that does not exist; 401 for a visitor (public token). The same text posted again by the same patron on ' +
      'the same title while the first is pending answers that same comment (a double click or two tabs make one comment).',
    params: IdParams,
    body: ComentarioRequest,
    response: { 201: ComentarioEnviadoResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ComentarioErrorResponse },
  },
  myCommentedTitles: {
    tags: ['comentarios'],
    summary: 'The titles the signed-in patron commented on, newest comment first, with how many of each state (private token)',
    response: { 200: AcervosComentados, 401: ErrorResponse },
  },
  myTitleComments: {
    tags: ['comentarios'],
    summary: "The signed-in patron's own comments on a title, newest first, with their state (private token)",
    params: IdParams,
    response: { 200: ComentariosProprios, 400: ErrorResponse, 401: ErrorResponse },
  },
  deleteMyComment: {
    tags: ['comentarios'],
    summary: "Deletes one of the signed-in patron's own comments (private token)",
    description: "404 for a comment that does not exist or is another patron's (the same answer: no hint that it exists).",
    params: IdParams,
    response: { 200: ComentarioExcluidoResponse, ...readErrors },
  },
  moderationQueue: {
    tags: ['comentarios'],
    summary: "The comments on titles awaiting the library's approval, oldest first, 20 a page (staff client token)",
    description: `403 for any token but one of the staff client ${MODERACAO_CLIENT_ID} (client_credentials with its secret).`,
    querystring: ComentariosPaginaQuery,
    response: { 200: ModeracaoResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
  },
  moderateComment: {
    tags: ['comentarios'],
    summary: 'Approves (shown to everyone) or rejects a comment on a title (staff client token)',
    description: `403 for any token but one of the staff client ${MODERACAO_CLIENT_ID}; 404 for no such comment on a title.`,
    params: IdParams,
    body: ModeracaoRequest,
    response: { 200: ModeracaoDecisaoResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
  },
} as const;
