import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse } from './common';
import { ConsultaItem } from './consulta';

/** SPEC.md §9 new-acquisition types: NA_A by acquisition date, NA_C by cataloguing date. */
export const TipoNovaAquisicao = Type.Union([Type.Literal('NA_A'), Type.Literal('NA_C')]);
export type TipoNovaAquisicao = Static<typeof TipoNovaAquisicao>;

/**
 * `GET /api/consulta/novas-aquisicoes`: titles with a copy acquired (NA_A) or catalogued (NA_C) in a
 * date range, newest first. Default range: today back one month (SPEC.md §9), at most one year.
 */
export const NovasAquisicoesQuery = Type.Object({
  tipo: Type.Optional(TipoNovaAquisicao),
  /** YYYY-MM-DD; default today minus one month. */
  de: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  /** YYYY-MM-DD; default today. */
  ate: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
});
export type NovasAquisicoesQuery = Static<typeof NovasAquisicoesQuery>;

export const NovaAquisicao = Type.Composite([ConsultaItem, Type.Object({ /** DD/MM/YYYY of the newest copy in the range. */ data: Type.String() })]);
export type NovaAquisicao = Static<typeof NovaAquisicao>;

export const NovasAquisicoesResponse = Type.Object({
  data: Type.Array(NovaAquisicao),
  total: Type.Integer(),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  last_page: Type.Integer(),
  tipo: TipoNovaAquisicao,
  /** The range used (YYYY-MM-DD). */
  de: Type.String(),
  ate: Type.String(),
});
export type NovasAquisicoesResponse = Static<typeof NovasAquisicoesResponse>;

export const aquisicoesEndpoints = {
  newAcquisitions: {
    tags: ['consulta'],
    summary: 'Titles with a copy acquired (NA_A) or catalogued (NA_C) in a period, newest first',
    description: 'Default period: today back one month. 422 for an impossible date, a start after the end or a period over one year.',
    querystring: NovasAquisicoesQuery,
    response: { 200: NovasAquisicoesResponse, 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse },
  },
} as const;
