import { rulesResolver } from '@estante/ui/form';

/** The shortest title term the search takes (SPEC.md §5, §9: terms of at least 3 characters; the server's FICHA_BUSCA_MIN). */
export const MIN_TERM = 3;

export interface SearchValues {
  busca: string;
}

/** The term's rule, its message under the field (a key of the page). */
export function searchErrors({ busca }: SearchValues): Partial<Record<keyof SearchValues, string>> {
  const term = busca.trim();
  if (term === '') return { busca: 'search.required' };
  return [...term].length < MIN_TERM ? { busca: 'search.short' } : {};
}
export const searchResolver = rulesResolver<SearchValues>(searchErrors);

/** The title chosen in the address (`?acervo=`), or null. */
export function chosenOf(params: URLSearchParams): number | null {
  const raw = params.get('acervo') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The term searched in the address (`?busca=`), '' when none or too short to search. */
export function termOf(params: URLSearchParams): string {
  const term = (params.get('busca') ?? '').trim();
  return [...term].length >= MIN_TERM ? term : '';
}
