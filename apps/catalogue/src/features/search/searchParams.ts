import type { ConsultaQuery } from '@estante/api-client';

/** Indexes a visitor can search (PERGAMUM's coluna_um). */
export const searchIndexes = ['INDICE_1', 'INDICE_4', 'INDICE_3', 'INDICE_2'] as const;
export type SearchIndex = (typeof searchIndexes)[number];

export interface SearchState {
  readonly term: string;
  readonly index: SearchIndex;
  readonly page: number;
}

export const PAGE_SIZE = 20;

/**
 * The address holds the search (same names as the real catalogue's web addresses:
 * `?q=…&for=INDICE_1&page=1`), so a copied link reproduces the page.
 */
export function readSearch(params: URLSearchParams): SearchState {
  const index = params.get('for');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    term: (params.get('q') ?? '').trim(),
    index: (searchIndexes as readonly string[]).includes(index ?? '') ? (index as SearchIndex) : 'INDICE_1',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

export function writeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams({ q: state.term, for: state.index });
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function toQuery(state: SearchState): ConsultaQuery {
  return { termo_pesquisa: state.term, coluna_um: state.index, page: state.page, perPage: PAGE_SIZE };
}
