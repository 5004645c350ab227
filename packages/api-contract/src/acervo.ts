import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/** Path params of `GET /api/acervo/{id}`; the server answers 400 for a non-numeric or non-positive id. */
export const AcervoParams = Type.Object({ id: Type.String({ maxLength: 20 }) });
export type AcervoParams = Static<typeof AcervoParams>;

/** One occurrence of a MARC field: parallel arrays of subfield codes, values and authority codes. */
export const CampoDetalhe = Type.Object({
  _secao: Type.Array(Type.String()),
  descricao: Type.Array(Type.String()),
  cod_autoridade: Type.Array(Nullable(Type.Integer())),
});
export type CampoDetalhe = Static<typeof CampoDetalhe>;

/** A displayed MARC tag (`ordem` is the tag, e.g. "245") with one `detalhes` item per occurrence. */
export const Campo = Type.Object({
  ordem: Type.String(),
  detalhes: Type.Array(CampoDetalhe),
});
export type Campo = Static<typeof Campo>;

export const AcervoResponse = Type.Object({
  cod_acervo: Type.Integer(),
  obra: Type.String(),
  ano_publicacao: Nullable(Type.String()),
  desc_tipo_obra: Type.String(),
  campos: Type.Array(Campo),
});
export type AcervoResponse = Static<typeof AcervoResponse>;
