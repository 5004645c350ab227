import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, IdParams } from './common';
import { MarcRows } from './marc';

/** Path params of `GET /api/autoridade/{id}` and `/marc`; 400 for a non-numeric or non-positive id. */
export const AutoridadeParams = IdParams;
export type AutoridadeParams = Static<typeof AutoridadeParams>;

/** A: name (person, corporate body, meeting); S: subject; T: uniform title. */
export const TipoAutoridade = Type.Union([Type.Literal('A'), Type.Literal('S'), Type.Literal('T')]);
export type TipoAutoridade = Static<typeof TipoAutoridade>;

/** `GET /api/autoridade/{id}`: an authority heading with its references and the count of linked titles. */
export const AutoridadeResponse = Type.Object({
  cod_autoridade: Type.Integer(),
  cabecalho: Type.String(),
  tipo: TipoAutoridade,
  /** The type in the request's language. */
  desc_tipo: Type.String(),
  /** MARC tag of the heading (100, 110, 150, …). */
  tag: Type.String(),
  /** 4xx: forms not used ("see from"). */
  remissivas_ver: Type.Array(Type.String()),
  /** 5xx: related headings ("see also"). */
  remissivas_ver_tambem: Type.Array(Type.String()),
  /** The authority each "see also" heading is (same order as remissivas_ver_tambem); null when the catalogue has none. */
  ver_tambem_codigos: Type.Array(Type.Union([Type.Integer(), Type.Null()])),
  /** Titles with this heading as author or subject. */
  total_titulos: Type.Integer(),
  /** False for a heading known only from bibliographic records (no authority record, so no /marc). */
  possui_marc: Type.Boolean(),
});
export type AutoridadeResponse = Static<typeof AutoridadeResponse>;

/** Query of `GET /api/autoridade/combo`: `q` needs at least 3 letters or digits (else 422). */
export const AutoridadeComboQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  tipo: Type.Optional(TipoAutoridade),
});
export type AutoridadeComboQuery = Static<typeof AutoridadeComboQuery>;

/** One option of a select: at most 20, headings starting with `q` first, then those containing it. */
export const ComboItem = Type.Object({ codigo: Type.Integer(), descricao: Type.String() });
export type ComboItem = Static<typeof ComboItem>;
export const AutoridadeCombo = Type.Array(ComboItem);
export type AutoridadeCombo = Static<typeof AutoridadeCombo>;

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export const autoridadeEndpoints = {
  authorityCombo: {
    tags: ['autoridade'],
    summary: 'Headings matching q (≥ 3 characters), for a select',
    querystring: AutoridadeComboQuery,
    response: { 200: AutoridadeCombo, 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse },
  },
  authority: {
    tags: ['autoridade'],
    summary: 'An authority heading, its see-from and see-also references and the count of linked titles',
    params: AutoridadeParams,
    response: { 200: AutoridadeResponse, ...errors },
  },
  authorityMarc: {
    tags: ['autoridade'],
    summary: 'The authority MARC record: one row per subfield, leader first (paragrafo "000"), in record order',
    params: AutoridadeParams,
    response: { 200: MarcRows, ...errors },
  },
} as const;
