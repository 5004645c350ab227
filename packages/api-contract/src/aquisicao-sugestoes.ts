/**
 * Acquisition suggestions and purchase orders of the personal area (issue 25 item 4; SPEC.md §3
 * "purchase suggestion", §4 its statuses, §6 teachers' separate path, §7 "Acquisition: GET
 * /aquisicao/sugestoes/situacao, /sugestoes, /estatisticas"): the statuses by name in the request's
 * language, the patron's own suggestions and what became of each (the purchase order it joined, its
 * arrival and the title in the catalogue, or the library's refusal and reason), the patron's
 * statistics, and the library staff's list with teachers' suggestions apart.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Nullable } from './common';

/**
 * Stable codes (`codigo`) of the errors of suggestion calls, here and on
 * `POST /api/unidade-informacao/sugestao-aquisicao`: a client may map each to its own text.
 */
export const SUGESTAO_CODIGOS = {
  bibliotecaObrigatoria: 'SUGESTAO_BIBLIOTECA_OBRIGATORIA',
  bibliotecaInvalida: 'SUGESTAO_BIBLIOTECA_INVALIDA',
  campusInvalido: 'SUGESTAO_CAMPUS_INVALIDO',
  tituloObrigatorio: 'SUGESTAO_TITULO_OBRIGATORIO',
  editorObrigatorio: 'SUGESTAO_EDITORA_OBRIGATORIA',
  campoLongo: 'SUGESTAO_CAMPO_LONGO',
  isbnInvalido: 'SUGESTAO_ISBN_INVALIDO',
  somenteProfessor: 'SUGESTAO_SOMENTE_PROFESSOR',
  cursoInvalido: 'SUGESTAO_CURSO_INVALIDO',
  disciplinaInvalida: 'SUGESTAO_DISCIPLINA_INVALIDA',
  repetida: 'SUGESTAO_REPETIDA',
  situacaoInvalida: 'SUGESTAO_SITUACAO_INVALIDA',
  permissaoNegada: 'PERMISSAO_NEGADA',
  somenteEquipe: 'SOMENTE_EQUIPE',
} as const;

/** Seconds within which the same suggestion (same library, title, publisher, author, edition and ISBN/ISSN) by the same patron is refused as sent twice. */
export const SUGESTAO_JANELA_REPETIDA_S = 300;

/** Suggestions per page of `GET /api/aquisicao/sugestoes`. */
export const SUGESTOES_POR_PAGINA = 20;

/** One status of SPEC.md §4, by its stable code, named in the request's language. */
export const SituacaoSugestao = Type.Object({
  codigo: Type.Integer(),
  descricao: Type.String(),
});
export type SituacaoSugestao = Static<typeof SituacaoSugestao>;
export const SituacoesSugestao = Type.Array(SituacaoSugestao);
export type SituacoesSugestao = Static<typeof SituacoesSugestao>;

/** Query of `GET /api/aquisicao/sugestoes`: `situacao` narrows to one status ('' = all); `pagina` from 1. */
export const MinhasSugestoesQuery = Type.Object({
  situacao: Type.Optional(Type.String({ maxLength: 12 })),
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
});
export type MinhasSugestoesQuery = Static<typeof MinhasSugestoesQuery>;

/** The purchase order a suggestion joined. */
export const PedidoCompra = Type.Object({
  numero: Type.String(),
  /** yyyy-mm-dd */
  data: Type.String(),
  fornecedor: Type.String(),
  situacao: Type.Union([Type.Literal('aberto'), Type.Literal('enviado'), Type.Literal('recebido_parcial'), Type.Literal('recebido'), Type.Literal('cancelado')]),
  /** The order's status in the request's language. */
  situacao_descricao: Type.String(),
  /** yyyy-mm-dd, when the supplier is expected to deliver (null: not given). */
  previsao_entrega: Nullable(Type.String()),
});
export type PedidoCompra = Static<typeof PedidoCompra>;

/** What arrived of it: the date and, once catalogued, the title in the catalogue. */
export const ChegadaSugestao = Type.Object({
  /** yyyy-mm-dd */
  data: Type.String(),
  cod_acervo: Nullable(Type.Integer()),
  titulo: Nullable(Type.String()),
  /** The catalogue page of the title (`/acervo/{cod}`), null while not catalogued. */
  rota: Nullable(Type.String()),
});
export type ChegadaSugestao = Static<typeof ChegadaSugestao>;

/** One of the patron's suggestions and what became of it. */
export const SugestaoPatrono = Type.Object({
  cod_sugestao: Type.Integer(),
  titulo: Type.String(),
  autor: Nullable(Type.String()),
  edicao: Nullable(Type.String()),
  editor: Type.String(),
  isbn_issn: Nullable(Type.String()),
  periodico: Type.Boolean(),
  outras_inf: Nullable(Type.String()),
  cod_biblioteca: Type.Integer(),
  biblioteca: Type.String(),
  /** ISO timestamp of the send. */
  data_sugestao: Type.String(),
  cod_situacao: Type.Integer(),
  /** The status by name, in the request's language. */
  situacao: Type.String(),
  /** yyyy-mm-dd of the last change of status (null: none since it was sent). */
  data_situacao: Nullable(Type.String()),
  /** Sent through the teachers' path. */
  professor: Type.Boolean(),
  curso: Nullable(Type.Object({ codigo: Type.Integer(), descricao: Type.String() })),
  disciplina: Nullable(Type.Object({ codigo: Type.Integer(), descricao: Type.String(), sigla: Type.String() })),
  pedido: Nullable(PedidoCompra),
  chegada: Nullable(ChegadaSugestao),
  /** The library refused it (cancelled, duplicated, exhausted, already in the collection, not attended, not found), with its reason when it gave one. */
  recusa: Nullable(Type.Object({ motivo: Nullable(Type.String()) })),
});
export type SugestaoPatrono = Static<typeof SugestaoPatrono>;

/** `GET /api/aquisicao/sugestoes`: the patron's own suggestions, newest first, a page of them. */
export const SugestoesResposta = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  pagina: Type.Integer({ minimum: 1 }),
  por_pagina: Type.Integer({ minimum: 1 }),
  sugestoes: Type.Array(SugestaoPatrono),
});
export type SugestoesResposta = Static<typeof SugestoesResposta>;

/** `GET /api/aquisicao/estatisticas`: the patron's suggestions counted. */
export const EstatisticasSugestoes = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  /** Every status of SPEC.md §4 by name, with the patron's count (0 included), in code order. */
  por_situacao: Type.Array(Type.Composite([SituacaoSugestao, Type.Object({ total: Type.Integer({ minimum: 0 }) })])),
  /** Years the patron sent suggestions in, newest first. */
  por_ano: Type.Array(Type.Object({ ano: Type.Integer(), total: Type.Integer({ minimum: 1 }) })),
  /** Attended or partly attended. */
  atendidas: Type.Integer({ minimum: 0 }),
  /** `atendidas / total` (0 to 1), null when the patron has sent none. */
  taxa_atendimento: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
});
export type EstatisticasSugestoes = Static<typeof EstatisticasSugestoes>;

/** Query of the staff's list: `pagina` from 1 (50 per group and page). */
export const SugestoesEquipeQuery = Type.Object({
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
});
export type SugestoesEquipeQuery = Static<typeof SugestoesEquipeQuery>;

/** A suggestion as the library's staff reads it: who sent it (name and category) besides the suggestion. */
export const SugestaoEquipe = Type.Object({
  cod_sugestao: Type.Integer(),
  data_sugestao: Type.String(),
  nome_pessoa: Type.String(),
  categoria: Type.String(),
  titulo: Type.String(),
  autor: Nullable(Type.String()),
  editor: Type.String(),
  biblioteca: Type.String(),
  situacao: Type.String(),
  professor: Type.Boolean(),
  curso: Nullable(Type.String()),
  disciplina: Nullable(Type.String()),
});
export type SugestaoEquipe = Static<typeof SugestaoEquipe>;

/** `GET /api/aquisicao/equipe/sugestoes`: teachers' suggestions apart from the others, newest first. */
export const SugestoesEquipeResposta = Type.Object({
  pagina: Type.Integer({ minimum: 1 }),
  professores: Type.Object({ total: Type.Integer({ minimum: 0 }), sugestoes: Type.Array(SugestaoEquipe) }),
  demais: Type.Object({ total: Type.Integer({ minimum: 0 }), sugestoes: Type.Array(SugestaoEquipe) }),
});
export type SugestoesEquipeResposta = Static<typeof SugestoesEquipeResposta>;

/** Errors: `codigo` from SUGESTAO_CODIGOS, `campo` naming the field of a 422. */
export const AquisicaoErrorResponse = Type.Object({
  message: Type.String(),
  codigo: Type.Optional(Type.String()),
  campo: Type.Optional(Type.String()),
});
export type AquisicaoErrorResponse = Static<typeof AquisicaoErrorResponse>;

const patronErrors = { 401: ErrorResponse, 403: AquisicaoErrorResponse };

/** SPEC.md §7 "Acquisition". */
export const aquisicaoSugestoesEndpoints = {
  suggestionStatuses: {
    tags: ['aquisicao'],
    summary: 'The acquisition suggestion statuses of SPEC.md §4, by stable code, named in the request language',
    response: { 200: SituacoesSugestao, 401: ErrorResponse },
  },
  mySuggestions: {
    tags: ['aquisicao'],
    summary: "The signed-in patron's own suggestions, newest first, with the order each joined, its arrival or refusal (private token)",
    description: '422 (`campo` situacao) for an unknown status; 403 for a category without the page (module 571, activity 5725).',
    querystring: MinhasSugestoesQuery,
    response: { 200: SugestoesResposta, ...patronErrors, 422: AquisicaoErrorResponse },
  },
  mySuggestionStats: {
    tags: ['aquisicao'],
    summary: "The signed-in patron's suggestions counted per status and per year, and the attended rate (private token)",
    description: '403 for a category without the page (module 571, activity 5725).',
    response: { 200: EstatisticasSugestoes, ...patronErrors },
  },
  staffSuggestions: {
    tags: ['aquisicao'],
    summary: "The library staff's list of suggestions, teachers' apart (the staff client's token only)",
    querystring: SugestoesEquipeQuery,
    response: { 200: SugestoesEquipeResposta, 401: ErrorResponse, 403: AquisicaoErrorResponse },
  },
} as const;
