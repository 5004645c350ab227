import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, IdParams, Nullable } from './common';
import { ConsultaItem } from './consulta';
import { MarcRows } from './marc';

/** Path params of `GET /api/acervo/{id}` and its sub-resources; the server answers 400 for a non-numeric or non-positive id. */
export const AcervoParams = IdParams;
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

/** Status of a copy. */
export const SituacaoExemplar = Type.Union([
  Type.Literal('disponivel'),
  Type.Literal('emprestado'),
  Type.Literal('reservado'),
  Type.Literal('consulta_local'),
  Type.Literal('em_transito'),
]);
export type SituacaoExemplar = Static<typeof SituacaoExemplar>;

/** `GET /api/acervo/{id}/exemplares`: one copy of the title. */
export const Exemplar = Type.Object({
  cod_exemplar: Type.Integer(),
  cod_acervo: Type.Integer(),
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
  numero_chamada: Nullable(Type.String()),
  volume: Nullable(Type.String()),
  tomo: Nullable(Type.String()),
  parte: Nullable(Type.String()),
  material: Type.String(),
  tipo_emprestimo: Type.String(),
  localizacao: Type.String(),
  colecao: Type.String(),
  situacao: SituacaoExemplar,
  /** The status in the request's language. */
  desc_situacao: Type.String(),
  /** dd/mm/yyyy, set for a copy on loan. */
  data_devolucao_prevista: Nullable(Type.String({ pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$' })),
});
export type Exemplar = Static<typeof Exemplar>;
export const ExemplarList = Type.Array(Exemplar);
export type ExemplarList = Static<typeof ExemplarList>;

/** `GET /api/acervo/{id}/bibliotecas`: libraries holding the title, with their copy counts. */
export const AcervoBiblioteca = Type.Object({
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
  total: Type.Integer(),
  disponiveis: Type.Integer(),
});
export type AcervoBiblioteca = Static<typeof AcervoBiblioteca>;
export const AcervoBibliotecaList = Type.Array(AcervoBiblioteca);
export type AcervoBibliotecaList = Static<typeof AcervoBibliotecaList>;

/** `GET /api/acervo/{id}/totais`: copy counts of the title. */
export const AcervoTotais = Type.Object({
  total: Type.Integer(),
  disponiveis: Type.Integer(),
  emprestados: Type.Integer(),
  reservados: Type.Integer(),
  bibliotecas: Type.Integer(),
});
export type AcervoTotais = Static<typeof AcervoTotais>;

/** A line of the collection totals: what is counted (a library, a type of work, an area) and its titles and copies. */
export const TotalAcervoLinha = Type.Object({
  /** The library's or the type of work's code (as text); the area's code (`cdd:5`, `lcc:Q`, `outra`, `sem`). */
  codigo: Type.String(),
  descricao: Type.String(),
  /** Titles with at least one copy here (by library), or of this type or area. */
  titulos: Type.Integer(),
  exemplares: Type.Integer(),
});
export type TotalAcervoLinha = Static<typeof TotalAcervoLinha>;

/**
 * `GET /api/acervo/totais`: the library's collection counted from the catalogue's records and
 * copies, in total, by library, by type of work and by knowledge area (the main class of the
 * title's classification: Dewey/UDC by its first digit, Library of Congress by its letter).
 * Public: counts only, no patron data.
 */
export const AcervoTotaisGerais = Type.Object({
  titulos: Type.Integer(),
  exemplares: Type.Integer(),
  porBiblioteca: Type.Array(TotalAcervoLinha),
  porTipoObra: Type.Array(TotalAcervoLinha),
  porArea: Type.Array(TotalAcervoLinha),
});
export type AcervoTotaisGerais = Static<typeof AcervoTotaisGerais>;

/** `GET /api/acervo/{id}/dublin-core`: Dublin Core elements mapped from MARC (LC crosswalk), in element order. */
export const DublinCoreElemento = Type.Object({
  /** "dc.title", "dc.creator", … */
  elemento: Type.String(),
  valor: Type.String(),
});
export type DublinCoreElemento = Static<typeof DublinCoreElemento>;
export const DublinCore = Type.Array(DublinCoreElemento);
export type DublinCore = Static<typeof DublinCore>;

/** `GET /api/acervo/{id}/links`: electronic locations (856 $u), labelled by $y, else $3, else $z, else the address. */
export const AcervoLink = Type.Object({
  url: Type.String(),
  descricao: Type.String(),
  /** 856 $3 (materials specified) */
  material: Nullable(Type.String()),
  /** 856 $z (public note) */
  nota: Nullable(Type.String()),
});
export type AcervoLink = Static<typeof AcervoLink>;
export const AcervoLinks = Type.Array(AcervoLink);
export type AcervoLinks = Static<typeof AcervoLinks>;

/** The styles and formats of `GET /api/acervo/{id}/referencia?formato=`. */
export const FormatoReferencia = Type.Union([Type.Literal('abnt'), Type.Literal('apa'), Type.Literal('ris'), Type.Literal('bibtex')]);
export type FormatoReferencia = Static<typeof FormatoReferencia>;

export const ReferenciaQuery = Type.Object({
  /** abnt (the default), apa (in the request's language), ris or bibtex. */
  formato: Type.Optional(FormatoReferencia),
});
export type ReferenciaQuery = Static<typeof ReferenciaQuery>;

/**
 * `GET /api/acervo/{id}/referencia`: the bibliographic reference, ABNT NBR 6023 unless `formato`
 * asks for APA, RIS or BibTeX (the same formatter as the basket's export).
 */
export const AcervoReferencia = Type.Object({
  formato: Type.Union([Type.Literal('ABNT'), Type.Literal('APA'), Type.Literal('RIS'), Type.Literal('BibTeX')]),
  /** Plain text (ABNT, APA) or the file's text (RIS, BibTeX). */
  referencia: Type.String(),
  /** ABNT and APA as HTML (the title emphasised, the text escaped: citation-js with the CSL style); RIS and BibTeX their text escaped. */
  html: Type.String(),
  /** The media type of a file of `referencia` (text/plain; charset=utf-8, application/x-research-info-systems, application/x-bibtex). */
  tipo_conteudo: Type.String(),
  /** The file extension for it, without the dot: txt, ris, bib. */
  extensao: Type.String(),
});
export type AcervoReferencia = Static<typeof AcervoReferencia>;

export const DisponibilidadeQuery = Type.Object({
  /** Titles, comma separated (at most 100): the titles of a result page. */
  acervos: Type.String({ pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,99}$' }),
});
export type DisponibilidadeQuery = Static<typeof DisponibilidadeQuery>;

/** Copies of one title on one campus. */
export const DisponibilidadeCampus = Type.Object({
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
  total: Type.Integer(),
  disponiveis: Type.Integer(),
});
/** `GET /api/acervo/disponibilidade`: availability by campus of each title asked for (titles without copies have `campi: []`; unknown titles are left out). */
export const DisponibilidadeResponse = Type.Array(
  Type.Object({ cod_acervo: Type.Integer(), campi: Type.Array(DisponibilidadeCampus) }),
);
export type DisponibilidadeResponse = Static<typeof DisponibilidadeResponse>;

export const ResumoQuery = Type.Object({
  /** Titles, comma separated (at most 500: a whole basket). */
  acervos: Type.String({ pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,499}$' }),
});
export type ResumoQuery = Static<typeof ResumoQuery>;

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export const acervoEndpoints = {
  title: {
    tags: ['acervo'],
    summary: 'A title as MARC-like display fields',
    params: AcervoParams,
    response: { 200: AcervoResponse, ...errors },
  },
  titleCopies: {
    tags: ['acervo'],
    summary: 'Copies of a title (by library, then copy code)',
    params: AcervoParams,
    response: { 200: ExemplarList, ...errors },
  },
  titleSummaries: {
    tags: ['acervo'],
    summary: 'Several titles as search rows, in the order asked (the basket); unknown codes are left out',
    querystring: ResumoQuery,
    response: { 200: Type.Array(ConsultaItem), 400: ErrorResponse, 401: ErrorResponse },
  },
  availability: {
    tags: ['acervo'],
    summary: 'Availability by campus of several titles (a result page) in one request',
    querystring: DisponibilidadeQuery,
    response: { 200: DisponibilidadeResponse, 400: ErrorResponse, 401: ErrorResponse },
  },
  titleLibraries: {
    tags: ['acervo'],
    summary: 'Libraries holding a title, with copy counts',
    params: AcervoParams,
    response: { 200: AcervoBibliotecaList, ...errors },
  },
  titleTotals: {
    tags: ['acervo'],
    summary: 'Copy totals of a title',
    params: AcervoParams,
    response: { 200: AcervoTotais, ...errors },
  },
  collectionTotals: {
    tags: ['acervo'],
    summary: "The collection's titles and copies in total, by library, by type of work and by knowledge area (public, counts only)",
    response: { 200: AcervoTotaisGerais, 401: ErrorResponse },
  },
  titleMarc: {
    tags: ['acervo'],
    summary: 'The full MARC record: one row per subfield, leader first (paragrafo "000"), in record order',
    params: AcervoParams,
    response: { 200: MarcRows, ...errors },
  },
  titleDublinCore: {
    tags: ['acervo'],
    summary: 'Dublin Core elements mapped from MARC (LC crosswalk)',
    params: AcervoParams,
    response: { 200: DublinCore, ...errors },
  },
  titleLinks: {
    tags: ['acervo'],
    summary: 'Electronic locations of a title (856)',
    params: AcervoParams,
    response: { 200: AcervoLinks, ...errors },
  },
  titleReference: {
    tags: ['acervo'],
    summary: 'Bibliographic reference of a title: ABNT (default), APA, RIS or BibTeX',
    params: AcervoParams,
    querystring: ReferenciaQuery,
    response: { 200: AcervoReferencia, ...errors },
  },
} as const;
