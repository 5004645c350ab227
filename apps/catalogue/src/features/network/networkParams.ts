import type { RedeConsultaQuery } from '@estante/api-contract';

/** The `/rede` address: term, institutions searched (none = all), page, and a title opened in the network view. */
export interface NetworkState {
  readonly term: string;
  readonly institutions: readonly number[];
  readonly page: number;
  readonly title: number | null;
  readonly institution: number | null;
}

const id = (v: string | null) => (/^[1-9][0-9]{0,8}$/.test(v ?? '') ? Number(v) : null);

export function readNetwork(params: URLSearchParams): NetworkState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const institutions = [...new Set((params.get('instituicoes') ?? '').split(',').map(id).filter((n): n is number => n !== null))].slice(0, 50);
  return {
    term: (params.get('q') ?? '').trim(),
    institutions,
    page: Number.isFinite(page) && page >= 1 && page <= 100000 ? page : 1,
    title: id(params.get('acervo')),
    institution: id(params.get('instituicao')),
  };
}

export function writeNetwork(state: NetworkState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.term) params.set('q', state.term);
  if (state.institutions.length) params.set('instituicoes', [...state.institutions].sort((a, b) => a - b).join(','));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.title !== null) params.set('acervo', String(state.title));
  if (state.institution !== null) params.set('instituicao', String(state.institution));
  return params;
}

/** The institutions to search: the chosen ones, or all when every one (or none) is chosen. */
export function institutionsQuery(chosen: readonly number[], all: readonly number[]): string | undefined {
  const picked = chosen.filter((c) => all.includes(c));
  return picked.length === 0 || picked.length === all.length ? undefined : [...picked].sort((a, b) => a - b).join(',');
}

/** Results per page of a network search. */
export const NETWORK_PAGE_SIZE = 20;

/** The API's query of a network search: the address holds the institutions chosen (none: all of them). */
export function networkQuery(state: NetworkState): RedeConsultaQuery {
  const inst = state.institutions.length ? [...state.institutions].sort((a, b) => a - b).join(',') : undefined;
  return { termo_pesquisa: state.term, page: state.page, perPage: NETWORK_PAGE_SIZE, ...(inst ? { instituicoes: inst } : {}) };
}

/**
 * Where a result leads: this catalogue's title page as the server says, or another institution's
 * title in the network view with the search kept in the address (so "back" and a copied link
 * return to these results).
 */
export function resultLink(rota: string, state: NetworkState): string {
  const [path, query] = rota.split('?');
  if (path !== '/rede' || query === undefined) return rota;
  const opened = readNetwork(new URLSearchParams(query));
  return `${path}?${writeNetwork({ ...state, title: opened.title, institution: opened.institution }).toString()}`;
}
