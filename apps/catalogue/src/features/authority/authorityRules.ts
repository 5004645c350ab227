import type { AutoridadeResponse, ConsultaQuery } from '@estante/api-contract';

/** The search index of an authority's type: names are authors, subjects subjects, uniform titles titles. */
const SEARCH_INDEX = { A: 'INDICE_3', S: 'INDICE_2', T: 'INDICE_4' } as const;

/** Linked titles shown per page of an authority. */
export const TITLES_PAGE = 20;

/** An authority code of the address (`/autoridade/{cod}`): 0 when it is not one. */
export const authorityCode = (raw: string | undefined): number => (/^[1-9][0-9]{0,8}$/.test(raw ?? '') ? Number(raw) : 0);

type Heading = Pick<AutoridadeResponse, 'cod_autoridade' | 'cabecalho' | 'tipo'>;

/** The catalogue search of the titles under a heading, a page of them, by title. */
export function linkedTitlesQuery(a: Heading, page: number): ConsultaQuery {
  return { termo_pesquisa: a.cabecalho, coluna_um: SEARCH_INDEX[a.tipo], indice: String(a.cod_autoridade), page, perPage: TITLES_PAGE, orderBy: 'obra', direction: 'C' };
}

/** The address of the catalogue search of every title under a heading. */
export function linkedTitlesSearch(a: Heading): string {
  return new URLSearchParams({ q: a.cabecalho, for: SEARCH_INDEX[a.tipo], indice: String(a.cod_autoridade) }).toString();
}
