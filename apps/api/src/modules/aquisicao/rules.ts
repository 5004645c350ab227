/** The personal area's acquisition page: activity 5725 of module 571 (migration 0024 gives it to every category). */
export const ACQUISITION_PAGE = { modulo: 571, atividade: 5725 } as const;

/** SPEC.md §4 statuses (situacoes_sugestao, migration 0003) the library ends a suggestion with without buying it. */
export const SITUACOES_RECUSA: readonly number[] = [3, 4, 6, 8, 9, 10];
/** Attended (2) and partly attended (11): what the attended rate counts. */
export const SITUACOES_ATENDIDA: readonly number[] = [2, 11];

/** Suggestions per group and page of the staff's list. */
export const EQUIPE_POR_PAGINA = 50;

/** `atendidas / total`, rounded to 4 places; null when there is nothing to rate. */
export function attendedRate(atendidas: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((atendidas / total) * 10000) / 10000;
}

/** The page's offset and limit for `pagina` (from 1). */
export function pageOf(pagina: number | undefined, perPage: number): { pagina: number; limit: number; offset: number } {
  const p = pagina && pagina > 0 ? pagina : 1;
  return { pagina: p, limit: perPage, offset: (p - 1) * perPage };
}
