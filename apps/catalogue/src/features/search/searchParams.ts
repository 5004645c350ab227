import type { ConsultaQuery } from '@estante/api-contract';
import { formatFilters, PAGE_SIZE, parseFilters, type FilterPair } from '@estante/api-contract/constants';

export { PAGE_SIZE };

/** Indexes a visitor can search (PERGAMUM's coluna_um). */
export const searchIndexes = ['INDICE_1', 'INDICE_4', 'INDICE_3', 'INDICE_2'] as const;
export type SearchIndex = (typeof searchIndexes)[number];

/** Orderings of the results; `relevancia` with direction C (best match first) is the default (SPEC.md §9: ordering C). */
export const orderings = ['relevancia', 'obra', 'autor', 'ano'] as const;
export type Ordering = (typeof orderings)[number];
export type Direction = 'C' | 'D';

/** Display modes: D detailed (default, SPEC.md §9), L compact list. */
export const displayModes = ['D', 'L'] as const;
export type DisplayMode = (typeof displayModes)[number];

export const conditions = ['AND', 'OR', 'NOT'] as const;
export type Condition = (typeof conditions)[number];
/** P: the words in any order; F: the exact phrase. */
export const keywordTypes = ['P', 'F'] as const;
export type KeywordType = (typeof keywordTypes)[number];

export interface SearchState {
  readonly term: string;
  readonly index: SearchIndex;
  /** Narrowed to the titles of one authority (index browsing, authority pages). */
  readonly authority: number | null;
  /** Read by the contract's one parser of the `filtros` grammar (an invalid pair is dropped). */
  readonly filters: readonly FilterPair[];
  readonly page: number;
  readonly orderBy: Ordering;
  readonly direction: Direction;
  readonly mode: DisplayMode;
  /** Advanced search: a second term combined with the first. */
  readonly term2: string;
  readonly index2: SearchIndex;
  readonly condition: Condition;
  readonly keywordType: KeywordType;
  /** Specialised search: narrowed to one option of the specialised searches (`tipo:valor`, see /especializada). */
  readonly specialised: string | null;
}

export const emptySearch: SearchState = Object.freeze({
  term: '',
  index: 'INDICE_1',
  authority: null,
  filters: [],
  page: 1,
  orderBy: 'relevancia',
  direction: 'C',
  mode: 'D',
  term2: '',
  index2: 'INDICE_1',
  condition: 'AND',
  keywordType: 'P',
  specialised: null,
});

/** An option of a specialised search as the API takes it (ConsultaQuery.especializada). */
const SPECIALISED_OPTION = /^[a-z-]{1,30}:[a-z0-9-]{1,40}$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/**
 * The address holds the whole search (names of the real catalogue's web addresses:
 * `?q=…&for=INDICE_1&page=1&orderBy=obra&direction=C`, advanced `&condition=AND&q2=…&for2=…&keyword_type=P`),
 * so a copied link reproduces the page. Anything invalid falls back to its default.
 *
 * What the page's GET forms send without script is read too (the refine form, REFINE_FORM): each
 * checked facet value as its own `filtros` (`filtros=T:2&filtros=A:7`), the ordering as one choice
 * (`ordem=obra-D`) when `orderBy` is absent, and the display mode its button sent (the last `modo`).
 */
export function readSearch(params: URLSearchParams): SearchState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const authority = /^[1-9][0-9]{0,8}$/.test(params.get('indice') ?? '') ? Number(params.get('indice')) : null;
  const [chosenBy, chosenDirection] = params.has('orderBy') ? [params.get('orderBy'), params.get('direction')] : (params.get('ordem') ?? '').split('-');
  return {
    term: (params.get('q') ?? '').trim(),
    index: oneOf(searchIndexes, params.get('for'), 'INDICE_1'),
    authority,
    filters: parseFilters(params.getAll('filtros').join(',')).filters,
    page: Number.isFinite(page) && page >= 1 && page <= 100000 ? page : 1,
    orderBy: oneOf(orderings, chosenBy ?? null, 'relevancia'),
    direction: oneOf(['C', 'D'] as const, chosenDirection ?? null, 'C'),
    mode: oneOf(displayModes, params.getAll('modo').at(-1) ?? null, 'D'),
    term2: (params.get('q2') ?? '').trim(),
    index2: oneOf(searchIndexes, params.get('for2'), 'INDICE_1'),
    condition: oneOf(conditions, params.get('condition'), 'AND'),
    keywordType: oneOf(keywordTypes, params.get('keyword_type'), 'P'),
    specialised: SPECIALISED_OPTION.test(params.get('especializada') ?? '') ? params.get('especializada') : null,
  };
}

/** The address of a search; defaults are left out so addresses stay short and equal searches equal. */
export function writeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams({ q: state.term, for: state.index });
  if (state.authority !== null) params.set('indice', String(state.authority));
  if (state.term2) {
    params.set('condition', state.condition);
    params.set('q2', state.term2);
    params.set('for2', state.index2);
  }
  if (state.keywordType !== 'P') params.set('keyword_type', state.keywordType);
  if (state.filters.length) params.set('filtros', formatFilters(state.filters));
  if (state.specialised) params.set('especializada', state.specialised);
  if (state.orderBy !== 'relevancia' || state.direction !== 'C') {
    params.set('orderBy', state.orderBy);
    params.set('direction', state.direction);
  }
  if (state.mode !== 'D') params.set('modo', state.mode);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The parts of a search the refine form carries as hidden fields (the term, its index, the advanced
 * terms, the authority, the specialised option, the display mode): everything but what its controls
 * send (the facets, the ordering, the mode buttons) and the page, which starts again at 1.
 */
export function refineFields(state: SearchState): readonly (readonly [string, string])[] {
  const params = writeSearch({ ...state, filters: [], orderBy: 'relevancia', direction: 'C', page: 1 });
  return [...params.entries()];
}

/** The API query of a search (GET /api/consulta). */
export function toQuery(state: SearchState): ConsultaQuery {
  return {
    termo_pesquisa: state.term,
    coluna_um: state.index,
    ...(state.authority !== null ? { indice: String(state.authority) } : {}),
    ...(state.filters.length ? { filtros: formatFilters(state.filters) } : {}),
    ...(state.term2 ? { termo_pesquisa_2: state.term2, coluna_dois: state.index2, condicao: state.condition } : {}),
    ...(state.keywordType !== 'P' ? { keyword_type: state.keywordType } : {}),
    ...(state.specialised ? { especializada: state.specialised } : {}),
    orderBy: state.orderBy,
    direction: state.direction,
    page: state.page,
    perPage: PAGE_SIZE,
  };
}

export const hasFilter = (state: SearchState, code: string, value: string): boolean =>
  state.filters.some((f) => f.code === code && f.value === value);

/** Adds or removes one filter (a pair the grammar refuses, or one beyond MAX_FILTERS, is not added); the results start again at page 1. */
export function toggleFilter(state: SearchState, code: string, value: string): SearchState {
  const filters = hasFilter(state, code, value)
    ? state.filters.filter((f) => !(f.code === code && f.value === value))
    : parseFilters(formatFilters([...state.filters, ...parseFilters(`${code}:${value}`).filters])).filters;
  return { ...state, filters, page: 1 };
}

export const clearFilters = (state: SearchState): SearchState => ({ ...state, filters: [], page: 1 });

/** SPEC.md §5/§9: text typed to narrow a facet's values counts from 3 characters. */
export const FACET_MATCH_MIN = 3;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The facet values matching the typed text (accents and case ignored); the text applies only from
 * FACET_MATCH_MIN characters (trimmed), below that every value is shown.
 */
export function matchFacetItems<T extends { readonly descricao: string }>(items: readonly T[], text: string): readonly T[] {
  const needle = fold(text.trim());
  if (needle.length < FACET_MATCH_MIN) return items;
  return items.filter((item) => fold(item.descricao).includes(needle));
}
