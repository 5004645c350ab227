import type { AcervosIndexadosQuery } from '@estante/api-contract';

/** The indexes a visitor can browse (GET /api/consulta/acervos-indexados). */
export const browseIndexes = ['autor', 'assunto', 'titulo', 'chamada'] as const;
export type BrowseIndex = (typeof browseIndexes)[number];

export interface BrowseState {
  readonly index: BrowseIndex;
  /** Jump: the list starts at the first entry at or after this text. */
  readonly start: string;
  readonly page: number;
}

/** Entries per page of an index. */
export const BROWSE_PAGE_SIZE = 25;

/** `/indices?indice=autor&inicio=ma&page=2`: anything invalid falls back to its default. */
export function readBrowse(params: URLSearchParams): BrowseState {
  const index = params.get('indice');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    index: (browseIndexes as readonly string[]).includes(index ?? '') ? (index as BrowseIndex) : 'autor',
    start: (params.get('inicio') ?? '').trim().slice(0, 200),
    page: Number.isFinite(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

/** The API's query of a browse state (GET /api/consulta/acervos-indexados). */
export function browseQuery(state: BrowseState): AcervosIndexadosQuery {
  return { indice: state.index, page: state.page, perPage: BROWSE_PAGE_SIZE, ...(state.start ? { inicio: state.start } : {}) };
}

export function writeBrowse(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams({ indice: state.index });
  if (state.start) params.set('inicio', state.start);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The search index each browsable index maps to, for the catalogue search of an entry. */
const SEARCH_INDEX: Record<string, string> = { INDICE_1: 'INDICE_1', INDICE_2: 'INDICE_2', INDICE_3: 'INDICE_3', INDICE_4: 'INDICE_4' };

/**
 * The catalogue search address of an index entry, from the API query the server gives with it
 * (`termo_pesquisa=…&coluna_um=INDICE_3&indice=12` → `?q=…&for=INDICE_3&indice=12`); null when the
 * entry cannot be searched (call numbers).
 */
export function entrySearch(consulta: string | null): string | null {
  if (!consulta) return null;
  const api = new URLSearchParams(consulta);
  const term = api.get('termo_pesquisa')?.trim();
  if (!term) return null;
  const out = new URLSearchParams({ q: term, for: SEARCH_INDEX[api.get('coluna_um') ?? ''] ?? 'INDICE_1' });
  const authority = api.get('indice');
  if (authority && /^[0-9]+$/.test(authority)) out.set('indice', authority);
  return out.toString();
}

/** The letters of the jump bar. */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
