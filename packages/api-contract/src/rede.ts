import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, IdParams } from './common';
import { ConsultaItem } from './consulta';

/** An institution of the network (SPEC.md §3 record result `instituicao`). */
export const InstituicaoRede = Type.Object({ cod_empresa: Type.Integer(), desc_empresa: Type.String() });
export type InstituicaoRede = Static<typeof InstituicaoRede>;

/** `GET /api/oai/instituicoes`: the institutions and repositories of the network, the local one first. */
export const InstituicaoOai = Type.Object({
  cod_empresa: Type.Integer(),
  desc_empresa: Type.String(),
  sigla: Type.String(),
  /** Its OAI-PMH base address. */
  url_oai: Type.String(),
  /** This catalogue's own institution. */
  local: Type.Boolean(),
  total_titulos: Type.Integer(),
});
export const InstituicoesOai = Type.Array(InstituicaoOai);
export type InstituicoesOai = Static<typeof InstituicoesOai>;

export const RedeConsultaQuery = Type.Object({
  termo_pesquisa: Type.Optional(Type.String({ maxLength: 500 })),
  /** Institutions to search, comma separated; all when absent. */
  instituicoes: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,49}$' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type RedeConsultaQuery = Static<typeof RedeConsultaQuery>;

/** A title held by one institution: `rota` leads to the local title page, or to the network view for another institution's. */
export const RedeItem = Type.Composite([ConsultaItem, Type.Object({ instituicao: InstituicaoRede })]);
export type RedeItem = Static<typeof RedeItem>;

export const RedeConsultaResponse = Type.Object({
  data: Type.Array(RedeItem),
  total: Type.Integer(),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  last_page: Type.Integer(),
  /** Hits per institution searched (all the chosen ones, also those with none). */
  instituicoes: Type.Array(Type.Composite([InstituicaoRede, Type.Object({ total: Type.Integer() })])),
});
export type RedeConsultaResponse = Static<typeof RedeConsultaResponse>;

/** Path params of `GET /api/rede-pergamum/acervo/{id}`; 400 for a non-numeric or non-positive id. */
export const RedeAcervoParams = IdParams;
export type RedeAcervoParams = Static<typeof RedeAcervoParams>;

/** `GET /api/rede-pergamum/acervo/{id}`: a title of the network and the institutions that hold it. */
export const RedeAcervoResponse = Type.Composite([ConsultaItem, Type.Object({ instituicoes: Type.Array(InstituicaoRede) })]);
export type RedeAcervoResponse = Static<typeof RedeAcervoResponse>;

export const redeEndpoints = {
  networkInstitutions: {
    tags: ['rede'],
    summary: 'Institutions and repositories of the network, the local one first, with their titles',
    response: { 200: InstituicoesOai, 401: ErrorResponse },
  },
  networkSearch: {
    tags: ['rede'],
    summary: 'Search across the institutions of the network: one row per title and institution holding it',
    description: '422 without a term; 400 for an unknown institution.',
    querystring: RedeConsultaQuery,
    response: { 200: RedeConsultaResponse, 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse },
  },
  networkTitle: {
    tags: ['rede'],
    summary: 'A title of the network with the institutions that hold it',
    params: RedeAcervoParams,
    response: { 200: RedeAcervoResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
  },
} as const;
