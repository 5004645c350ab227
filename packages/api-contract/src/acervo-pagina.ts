/**
 * Schemas of the title page (H6): what `/acervo/{codAcervo}` shows besides the record
 * (`GET /api/acervo/{id}/pagina`: language, cover, the sub-views that apply), similar titles, and the
 * signed-in patron's permanent basket (SPEC.md §7 `POST`/`PUT /api/acervo/cesta-permanente`,
 * `GET /api/acervo/cesta-permanente/colecao`, private token).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Id, IdParams, Nullable } from './common';
import type { EndpointSchemas } from './endpoints';

/** The sub-views of a title (SPEC.md §2), by their path segment. */
export const VisaoTitulo = Type.Union([
  Type.Literal('referencia'),
  Type.Literal('marc'),
  Type.Literal('exemplares'),
  Type.Literal('dublin-core'),
  Type.Literal('reserva'),
  Type.Literal('solicitacao-emprestimo'),
  Type.Literal('colecao-kardex'),
  Type.Literal('sumarios'),
  Type.Literal('sumarios-livros'),
  Type.Literal('dados-estatisticos'),
  Type.Literal('acervo-fechado'),
]);
export type VisaoTitulo = Static<typeof VisaoTitulo>;

/** `GET /api/acervo/{id}/pagina`. */
export const TituloPagina = Type.Object({
  cod_acervo: Type.Integer(),
  cod_tipo_obra: Type.Integer(),
  /** MARC language code (008/35-37), e.g. "por". */
  idioma: Nullable(Type.String()),
  /** The language's name in the request's language (the code itself when the server knows no name). */
  idioma_desc: Nullable(Type.String()),
  capa: Type.Object({
    /** The cover by ISBN from the deployment's cover service (configuracoes.url_capa, `{isbn}` replaced); null without one. */
    url: Nullable(Type.String()),
    /** The type's default image (GET /api/consulta/imagem-padrao/…), shown without a cover or when it fails. */
    padrao: Type.String(),
  }),
  /** The sub-views that apply to this title, in the order of the tabs (kardex for serials, contents where there are any, closed stacks for 'Reserva técnica' copies). */
  visoes: Type.Array(VisaoTitulo),
});
export type TituloPagina = Static<typeof TituloPagina>;

/** One title sharing subjects with the title asked about. */
export const TituloSimilar = Type.Object({
  cod_acervo: Type.Integer(),
  obra: Type.String(),
  ano_publicacao: Nullable(Type.String()),
  desc_tipo_obra: Type.String(),
  /** The first author's heading, if any. */
  autor: Nullable(Type.String()),
  /** How many subjects it shares with the title asked about (the ranking). */
  assuntos_em_comum: Type.Integer({ minimum: 1 }),
});
export type TituloSimilar = Static<typeof TituloSimilar>;
export const TitulosSimilares = Type.Array(TituloSimilar);
export type TitulosSimilares = Static<typeof TitulosSimilares>;

/** The most titles one request adds to the permanent basket (a whole basket). */
export const CESTA_PERMANENTE_MAX_POR_PEDIDO = 500;

/** Body of `POST /api/acervo/cesta-permanente`: several titles (the basket's). */
export const CestaPermanenteIncluirVarios = Type.Object({
  acervos: Type.Array(Id, { minItems: 1, maxItems: CESTA_PERMANENTE_MAX_POR_PEDIDO }),
});
export type CestaPermanenteIncluirVarios = Static<typeof CestaPermanenteIncluirVarios>;

/** Body of `PUT /api/acervo/cesta-permanente`: one title (a title page's button). */
export const CestaPermanenteIncluir = Type.Object({ acervo: Id });
export type CestaPermanenteIncluir = Static<typeof CestaPermanenteIncluir>;

/** Answer of both: adding is idempotent (a title already kept stays once). */
export const CestaPermanenteResultado = Type.Object({
  /** Titles added by this request. */
  incluidos: Type.Array(Type.Integer()),
  /** Titles asked for that were already kept. */
  ja_incluidos: Type.Array(Type.Integer()),
  /** Codes asked for that are no title of the catalogue (nothing is stored for them). */
  nao_encontrados: Type.Array(Type.Integer()),
  /** How many titles the patron's permanent basket holds now. */
  total: Type.Integer(),
  /** What to tell the patron, in the request's language. */
  message: Type.String(),
});
export type CestaPermanenteResultado = Static<typeof CestaPermanenteResultado>;

/** One title of the patron's permanent basket, newest first. */
export const CestaPermanenteItem = Type.Object({
  cod_acervo: Type.Integer(),
  obra: Type.String(),
  ano_publicacao: Nullable(Type.String()),
  desc_tipo_obra: Type.String(),
  /** ISO date-time the title was kept. */
  data_inclusao: Type.String(),
});
export type CestaPermanenteItem = Static<typeof CestaPermanenteItem>;
export const CestaPermanenteColecao = Type.Array(CestaPermanenteItem);
export type CestaPermanenteColecao = Static<typeof CestaPermanenteColecao>;

/** Errors of the permanent basket: `campo` names the body field of a 422. */
export const CestaPermanenteErro = Type.Object({
  message: Type.String(),
  campo: Type.Optional(Type.String()),
  codigo: Type.Optional(Type.String()),
});
export type CestaPermanenteErro = Static<typeof CestaPermanenteErro>;

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const basketErrors = { 400: ErrorResponse, 401: ErrorResponse, 422: CestaPermanenteErro };

export const acervoPaginaEndpoints = {
  titlePage: {
    tags: ['acervo'],
    summary: "What a title page shows besides the record: the language's name, the cover, the sub-views that apply",
    description:
      'Sub-views always offered: referencia, marc, exemplares, dublin-core, reserva, solicitacao-emprestimo, dados-estatisticos. ' +
      'colecao-kardex for a serial (cod_tipo_obra 2) or a title with serial issues; sumarios where the record has a 505 or an ' +
      "issue has linked contents; sumarios-livros where the book has linked chapter contents; acervo-fechado where a copy is in the 'Reserva técnica' collection.",
    params: IdParams,
    response: { 200: TituloPagina, ...errors },
  },
  similarTitles: {
    tags: ['acervo'],
    summary: 'Up to 6 titles sharing subjects with a title, most shared subjects first, then by title',
    params: IdParams,
    response: { 200: TitulosSimilares, ...errors },
  },
  permanentBasketAddMany: {
    tags: ['acervo'],
    summary: "Adds titles to the signed-in patron's permanent basket (idempotent; private token)",
    description: '422 (campo acervos) when none of the codes is a title; 401 for a visitor (public token).',
    body: CestaPermanenteIncluirVarios,
    response: { 200: CestaPermanenteResultado, ...basketErrors },
  },
  permanentBasketAdd: {
    tags: ['acervo'],
    summary: "Adds one title to the signed-in patron's permanent basket (idempotent; private token)",
    description: '422 (campo acervo) when the code is no title; 401 for a visitor (public token).',
    body: CestaPermanenteIncluir,
    response: { 200: CestaPermanenteResultado, ...basketErrors },
  },
  permanentBasket: {
    tags: ['acervo'],
    summary: "The signed-in patron's permanent basket, newest first (private token)",
    response: { 200: CestaPermanenteColecao, 401: ErrorResponse },
  },
} as const satisfies EndpointSchemas;
