import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/** Index searched: INDICE_1 all words, INDICE_2 subject, INDICE_3 author, INDICE_4 title. */
export const ColunaUm = Type.Union([
  Type.Literal('INDICE_1'),
  Type.Literal('INDICE_2'),
  Type.Literal('INDICE_3'),
  Type.Literal('INDICE_4'),
]);
export type ColunaUm = Static<typeof ColunaUm>;

export const OrderBy = Type.Union([Type.Literal('relevancia'), Type.Literal('obra'), Type.Literal('ano'), Type.Literal('autor')]);
export type OrderBy = Static<typeof OrderBy>;

/** C ascending (for relevancia: best match first), D descending. */
export const Direction = Type.Union([Type.Literal('C'), Type.Literal('D')]);
export type Direction = Static<typeof Direction>;

/**
 * Query string of `GET /api/consulta` and of its alias `GET /api/v2/consulta/pesquisa_geral/{tag}`.
 * A missing or blank `termo_pesquisa` is answered with 422.
 */
export const ConsultaQuery = Type.Object({
  termo_pesquisa: Type.Optional(Type.String({ maxLength: 500 })),
  coluna_um: Type.Optional(ColunaUm),
  /** Narrows the search to titles linked to one authority code; empty means no narrowing. */
  indice: Type.Optional(Type.String({ pattern: '^[0-9]*$', maxLength: 12 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  orderBy: Type.Optional(OrderBy),
  direction: Type.Optional(Direction),
});
export type ConsultaQuery = Static<typeof ConsultaQuery>;

export const PesquisaGeralParams = Type.Object({ tag: Type.String({ maxLength: 100 }) });
export type PesquisaGeralParams = Static<typeof PesquisaGeralParams>;

/** An authority-backed heading: `codigo` is the authority record's code. */
export const DadoAdicional = Type.Object({ codigo: Type.Integer(), descricao: Type.String() });
export type DadoAdicional = Static<typeof DadoAdicional>;

/** Keys are the filter codes of SPEC.md section 9: A author, S subject. */
export const DadosAdicionais = Type.Object({
  A: Type.Array(DadoAdicional),
  S: Type.Array(DadoAdicional),
});
export type DadosAdicionais = Static<typeof DadosAdicionais>;

export const ConsultaItem = Type.Object({
  cod_acervo: Type.Integer(),
  obra: Type.String(),
  /** ISBD-like summary: title / responsibility. — edition. — place : publisher, year */
  descricao: Type.String(),
  ano_publicacao: Nullable(Type.String()),
  cod_tipo_obra: Type.Integer(),
  desc_tipo_obra: Type.String(),
  idioma: Nullable(Type.String()),
  idioma_desc: Nullable(Type.String()),
  link_capa: Nullable(Type.String()),
  acesso_remoto: Type.Boolean(),
  possui_acessibilidade: Type.Boolean(),
  rota: Type.String(),
  dados_adicionais: DadosAdicionais,
});
export type ConsultaItem = Static<typeof ConsultaItem>;

export const ConsultaResponse = Type.Object({
  data: Type.Array(ConsultaItem),
  total: Type.Integer(),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  last_page: Type.Integer(),
  /** "Did you mean": set only when nothing was found and a close spelling exists. */
  sugestao: Nullable(Type.String()),
});
export type ConsultaResponse = Static<typeof ConsultaResponse>;
