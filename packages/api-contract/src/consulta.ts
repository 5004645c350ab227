import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Nullable } from './common';

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
  /**
   * Facet filters, `CODE:value` pairs separated by commas, e.g. `A:12,S:9,T:1,I:eng,Y:1989,R:cr`.
   * Codes and values: see FILTER_CODES (SPEC.md section 9). Every pair must hold (AND), also two
   * pairs of the same code. A bad pair is answered with 400.
   */
  filtros: Type.Optional(Type.String({ maxLength: 1000 })),
  /** Advanced search: a second term, combined with the first by `condicao` (AND, OR, NOT). */
  termo_pesquisa_2: Type.Optional(Type.String({ maxLength: 500 })),
  /** Index of the second term (as coluna_um). */
  coluna_dois: Type.Optional(ColunaUm),
  condicao: Type.Optional(Type.Union([Type.Literal('AND'), Type.Literal('OR'), Type.Literal('NOT')])),
  /** P: the words in any order (default); F: the exact phrase. Applies to both terms. */
  keyword_type: Type.Optional(Type.Union([Type.Literal('P'), Type.Literal('F')])),
  /**
   * Specialised search: narrows to the titles of one option of /opcoes-atos-normativos,
   * /jurisprudencia-options, /opcoes-arquivo, /titulos-adicionais or /produtos-target (its `codigo`,
   * `tipo:valor`, e.g. `atos-normativos:legislacao`).
   */
  especializada: Type.Optional(Type.String({ pattern: '^[a-z-]{1,30}:[a-z0-9-]{1,40}$', maxLength: 71 })),
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

/** A facet value: `codigo` is an authority, type, library, campus, course, discipline or professor (cod_pessoa) code (integer) or a language / year / publisher / `cr` (string). */
export const FiltroItem = Type.Object({
  codigo: Type.Union([Type.Integer(), Type.String()]),
  descricao: Type.String(),
  /** Titles of the current (filtered) search with this value. */
  total: Type.Integer(),
  /** Titles of the same term, without filters, with this value. */
  totalSemFiltro: Type.Integer(),
});
export type FiltroItem = Static<typeof FiltroItem>;

export const Filtro = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
  /** The most frequent values in the current search (total > 0), most frequent first. */
  itens: Type.Array(FiltroItem),
});
export type Filtro = Static<typeof Filtro>;

export const ConsultaResponse = Type.Object({
  data: Type.Array(ConsultaItem),
  total: Type.Integer(),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  last_page: Type.Integer(),
  /** "Did you mean": set only when nothing was found and a close spelling exists. */
  sugestao: Nullable(Type.String()),
  /** Facets of the search: one per filter code with values (see FILTER_CODES). */
  filtros: Type.Array(Filtro),
  /** The filters applied, as parsed from `filtros`. */
  filtros_aplicados: Type.Array(Type.Object({ codigo: Type.String(), valor: Type.String() })),
  /**
   * true: the term finds more titles than the server counts exactly (10,000 by default), so `total`
   * (and `last_page`) and every facet's `total` / `totalSemFiltro` are estimates from a sample of the
   * catalogue, to show as such ("about 550,000"). Absent or false: every count is exact.
   */
  estimado: Type.Optional(Type.Boolean()),
});
export type ConsultaResponse = Static<typeof ConsultaResponse>;

/** A labelled option of the search screen. */
export const OpcaoConsulta = Type.Object({ codigo: Type.String(), descricao: Type.String(), padrao: Type.Boolean() });
export type OpcaoConsulta = Static<typeof OpcaoConsulta>;

/** `GET /api/consulta/ordenacao`: orderBy values and directions (C ascending / best match first, D descending). */
export const OrdenacaoResponse = Type.Object({ ordenacao: Type.Array(OpcaoConsulta), direcao: Type.Array(OpcaoConsulta) });
export type OrdenacaoResponse = Static<typeof OrdenacaoResponse>;

export const FiltrosQuery = Type.Object({ search_tab: Type.Optional(Type.String({ maxLength: 100 })) });
export type FiltrosQuery = Static<typeof FiltrosQuery>;

/** `GET /api/consulta/filtros`: the facet codes offered, with labels. */
export const FiltrosResponse = Type.Array(Type.Object({ codigo: Type.String(), descricao: Type.String() }));
export type FiltrosResponse = Static<typeof FiltrosResponse>;

/** `GET /api/consulta/opcoes-indice`: the indexes `coluna_um` accepts. */
export const OpcoesIndiceResponse = Type.Array(OpcaoConsulta);
export type OpcoesIndiceResponse = Static<typeof OpcoesIndiceResponse>;

/** `GET /api/consulta/imagem-padrao`: default cover addresses (served without a token), per cod_tipo_obra. */
export const ImagemPadraoResponse = Type.Object({ padrao: Type.String(), por_tipo: Type.Record(Type.String(), Type.String()) });
export type ImagemPadraoResponse = Static<typeof ImagemPadraoResponse>;

export const ImagemPadraoParams = Type.Object({ arquivo: Type.String({ maxLength: 60 }) });
export type ImagemPadraoParams = Static<typeof ImagemPadraoParams>;

export const IndiceAcervo = Type.Union([Type.Literal('autor'), Type.Literal('assunto'), Type.Literal('titulo'), Type.Literal('chamada')]);
export type IndiceAcervo = Static<typeof IndiceAcervo>;

export const AcervosIndexadosQuery = Type.Object({
  indice: IndiceAcervo,
  /** Jump: the list starts at the first entry whose accent-free, lower-case form is >= inicio. */
  inicio: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type AcervosIndexadosQuery = Static<typeof AcervosIndexadosQuery>;

/**
 * An index entry: `codigo` is the authority code (autor, assunto), the normalised title (titulo) or the
 * call number (chamada); `total` its titles; `consulta` the query string of the /api/consulta search
 * that lists them (null for call numbers, which the search does not index).
 */
export const EntradaIndice = Type.Object({
  codigo: Type.Union([Type.Integer(), Type.String()]),
  descricao: Type.String(),
  total: Type.Integer(),
  consulta: Nullable(Type.String()),
});
export type EntradaIndice = Static<typeof EntradaIndice>;

export const AcervosIndexadosResponse = Type.Object({
  data: Type.Array(EntradaIndice),
  total: Type.Integer(),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  last_page: Type.Integer(),
});
export type AcervosIndexadosResponse = Static<typeof AcervosIndexadosResponse>;

export const SugestoesQuery = Type.Object({
  /** What the visitor has typed so far; the last word is completed. */
  termo: Type.String({ maxLength: 200 }),
  limite: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 8 })),
});
export type SugestoesQuery = Static<typeof SugestoesQuery>;

/** `GET /api/consulta/sugestoes`: completions of the typed text, most frequent catalogue words first. */
export const SugestoesResponse = Type.Array(Type.String());
export type SugestoesResponse = Static<typeof SugestoesResponse>;

/** `GET /api/consulta/tipos-obra`: the types of work (the values of filter T), labelled in the request's language. */
export const TiposObraResponse = Type.Array(Type.Object({ codigo: Type.Integer(), descricao: Type.String() }));
export type TiposObraResponse = Static<typeof TiposObraResponse>;

const searchResponses = { 200: ConsultaResponse, 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse };
/** Specialised searches (SPEC.md §7): the options of each kind the installation's catalogue has records for. */
const specialised = { tags: ['consulta'], response: { 200: OpcoesIndiceResponse, 401: ErrorResponse } } as const;

export const consultaEndpoints = {
  search: { tags: ['consulta'], summary: 'General catalogue search', querystring: ConsultaQuery, response: searchResponses },
  searchByTag: {
    tags: ['consulta'],
    summary: 'Alias of GET /api/consulta, as real clients call it',
    params: PesquisaGeralParams,
    querystring: ConsultaQuery,
    response: searchResponses,
  },
  suggestions: {
    tags: ['consulta'],
    summary: 'Autocomplete: the typed text with its last word completed from the catalogue vocabulary',
    querystring: SugestoesQuery,
    response: { 200: SugestoesResponse, 400: ErrorResponse, 401: ErrorResponse },
  },
  orderings: {
    tags: ['consulta'],
    summary: 'Ordering options (orderBy, direction) with labels; the default is marked',
    response: { 200: OrdenacaoResponse, 401: ErrorResponse },
  },
  filterCodes: {
    tags: ['consulta'],
    summary: 'Facet (filter) codes the search offers, with labels; the same for every search_tab',
    querystring: FiltrosQuery,
    response: { 200: FiltrosResponse, 400: ErrorResponse, 401: ErrorResponse },
  },
  indexOptions: { tags: ['consulta'], summary: 'Indexes of coluna_um (INDICE_1..4) with labels', response: { 200: OpcoesIndiceResponse, 401: ErrorResponse } },
  lawOptions: { ...specialised, summary: 'Kinds of normative acts the catalogue holds records of (008 legislation, "Laws, statutes" headings, "Law and legislation" subjects); empty when none' },
  caseLawOptions: { ...specialised, summary: 'Kinds of case law the catalogue holds records of (008 cases / law reports, "Cases" genre); empty when none' },
  archiveOptions: { ...specialised, summary: 'Kinds of archival material the catalogue holds records of (leader/08 archival control, manuscripts, mixed materials); empty when none' },
  additionalTitleOptions: { ...specialised, summary: "Additional kinds of title the catalogue holds records of (008 nature of contents: theses, bibliographies, dictionaries…; 502 dissertation notes); empty when none" },
  targetProductOptions: { ...specialised, summary: 'Standards and patents the catalogue holds records of (008 nature of contents u / j, "Standards" genre); empty when none' },
  periodicalOptions: { ...specialised, summary: 'Periodical search: the fields a serial can be searched by, when the catalogue holds serials' },
  workTypes: { tags: ['consulta'], summary: 'Types of work (values of filter T) with labels', response: { 200: TiposObraResponse, 401: ErrorResponse } },
  defaultImages: { tags: ['consulta'], summary: 'Default cover images, per cod_tipo_obra', response: { 200: ImagemPadraoResponse, 401: ErrorResponse } },
  defaultImage: {
    tags: ['consulta'],
    summary: 'A default cover (SVG); needs no token, so an <img> can show it',
    params: ImagemPadraoParams,
    // The SVG is not JSON: sent as is, outside the typed (JSON) responses.
    response: { 404: ErrorResponse },
  },
  browseIndex: {
    tags: ['consulta'],
    summary: 'Alphabetical index browsing (autor, assunto, titulo, chamada) from a letter or prefix, with counts',
    querystring: AcervosIndexadosQuery,
    response: { 200: AcervosIndexadosResponse, 400: ErrorResponse, 401: ErrorResponse },
  },
} as const;
