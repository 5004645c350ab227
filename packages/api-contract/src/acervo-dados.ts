/**
 * A title's serial holdings (kardex), tables of contents (sumários) and loan and hold statistics
 * (SPEC.md §7 "kardex and sumario GETs; /dados-estatisticos/anos, /dados-estatisticos/dados/{x}").
 * Any token will do (no patron data: statistics are counts). Errors are `{ message }` in the `lang`
 * header's language: 400 for a malformed title code or year, 404 for an unknown title.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { EndpointSchemas } from './endpoints';
import { ErrorResponse, Id, IdParams, Nullable } from './common';

const DATE = Type.String({ pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$' });
const MONTH = Type.Integer({ minimum: 1, maximum: 12 });

/** Where an issue stands: received, late (due, still expected) or missing (given up, claimed). */
export const SituacaoFasciculo = Type.Union([Type.Literal('recebido'), Type.Literal('atrasado'), Type.Literal('faltante')]);
export type SituacaoFasciculo = Static<typeof SituacaoFasciculo>;

/** One issue of a serial in one library. */
export const Fasciculo = Type.Object({
  cod_fasciculo: Type.Integer(),
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  ano: Type.Integer(),
  volume: Nullable(Type.String()),
  numero: Nullable(Type.String()),
  /** The period the issue covers: its first month and, for an issue of several months, its last (the page names them in its language). */
  mes: Nullable(MONTH),
  mes_final: Nullable(MONTH),
  /** dd/mm/yyyy: when it was due. */
  data_prevista: DATE,
  /** dd/mm/yyyy, set when received. */
  data_chegada: Nullable(DATE),
  situacao: SituacaoFasciculo,
  /** The status in the request's language. */
  desc_situacao: Type.String(),
  /** Articles of the issue listed in its linked contents (GET …/sumarios). */
  artigos: Type.Integer(),
});
export type Fasciculo = Static<typeof Fasciculo>;

/** A year of the kardex with its counts by status. */
export const KardexAno = Type.Object({
  ano: Type.Integer(),
  total: Type.Integer(),
  recebidos: Type.Integer(),
  atrasados: Type.Integer(),
  faltantes: Type.Integer(),
  /** By period, then number, then library. */
  fasciculos: Type.Array(Fasciculo),
});
export type KardexAno = Static<typeof KardexAno>;

/** `GET /api/acervo/{id}/kardex`: the issues by year, the latest year first. */
export const KardexResponse = Type.Object({
  /** The title is a serial (work type 2), or has issues recorded all the same. */
  periodico: Type.Boolean(),
  anos: Type.Array(KardexAno),
});
export type KardexResponse = Static<typeof KardexResponse>;

/** One entry of a table of contents. */
export const ItemSumario = Type.Object({
  /** 1, 2, … in reading order. */
  ordem: Type.Integer(),
  titulo: Type.String(),
  /** Authors or other statement of responsibility. */
  autores: Nullable(Type.String()),
  /** Pages ("p. 12-19") when known. */
  paginas: Nullable(Type.String()),
  /** The part it belongs to ("v. 2", "Т. 3 (1989; 669 с.)"): 505 $g before the entry. */
  grupo: Nullable(Type.String()),
});
export type ItemSumario = Static<typeof ItemSumario>;

/** The linked contents of one issue of a serial. */
export const SumarioFasciculo = Type.Object({
  cod_fasciculo: Type.Integer(),
  ano: Type.Integer(),
  volume: Nullable(Type.String()),
  numero: Nullable(Type.String()),
  mes: Nullable(MONTH),
  mes_final: Nullable(MONTH),
  itens: Type.Array(ItemSumario),
});
export type SumarioFasciculo = Static<typeof SumarioFasciculo>;

/** `GET /api/acervo/{id}/sumarios`: the record's contents note (505) as entries, and the contents of its issues (latest first). */
export const SumariosResponse = Type.Object({
  nota: Type.Object({
    /** A 505 says its list is incomplete or partial (first indicator 1 or 2). */
    parcial: Type.Boolean(),
    itens: Type.Array(ItemSumario),
  }),
  fasciculos: Type.Array(SumarioFasciculo),
});
export type SumariosResponse = Static<typeof SumariosResponse>;

/** `GET /api/acervo/{id}/sumarios-livros`: the book's linked chapter contents, in order. */
export const SumariosLivroResponse = Type.Array(ItemSumario);
export type SumariosLivroResponse = Static<typeof SumariosLivroResponse>;

/** `GET /api/acervo/{id}/dados-estatisticos/anos`: the years with a loan or a hold of the title, the latest first. */
export const EstatisticaAno = Type.Object({
  ano: Type.Integer(),
  emprestimos: Type.Integer(),
  reservas: Type.Integer(),
});
export const EstatisticaAnos = Type.Array(EstatisticaAno);
export type EstatisticaAnos = Static<typeof EstatisticaAnos>;

/** Path params of `GET /api/acervo/{id}/dados-estatisticos/dados/{ano}`. */
export const EstatisticaParams = Type.Object({ id: Id, ano: Type.Integer({ minimum: 1000, maximum: 9999 }) });
export type EstatisticaParams = Static<typeof EstatisticaParams>;

/** The title's loans (by loan date) and holds (by the date they were placed) in each month of the year. */
export const EstatisticaDados = Type.Object({
  ano: Type.Integer(),
  /** Always the twelve months, January first. */
  meses: Type.Array(Type.Object({ mes: MONTH, emprestimos: Type.Integer(), reservas: Type.Integer() })),
  emprestimos: Type.Integer(),
  reservas: Type.Integer(),
});
export type EstatisticaDados = Static<typeof EstatisticaDados>;

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export const acervoDadosEndpoints = {
  titleKardex: {
    tags: ['acervo'],
    summary: 'Serial holdings (kardex): the issues by year, with counts by status; a title without issues answers no year',
    params: IdParams,
    response: { 200: KardexResponse, ...errors },
  },
  titleContents: {
    tags: ['acervo'],
    summary: 'Tables of contents: the record’s 505 note as entries and the linked contents of its serial issues',
    params: IdParams,
    response: { 200: SumariosResponse, ...errors },
  },
  titleBookContents: {
    tags: ['acervo'],
    summary: 'The book’s linked chapter contents, in order',
    params: IdParams,
    response: { 200: SumariosLivroResponse, ...errors },
  },
  titleStatisticsYears: {
    tags: ['acervo'],
    summary: 'Years with loans or holds of the title, with their totals (the latest first)',
    params: IdParams,
    response: { 200: EstatisticaAnos, ...errors },
  },
  titleStatistics: {
    tags: ['acervo'],
    summary: 'Loans and holds of the title in each month of a year (counted from the circulation records)',
    params: EstatisticaParams,
    response: { 200: EstatisticaDados, ...errors },
  },
} as const satisfies EndpointSchemas;
