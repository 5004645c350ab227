import type { CestaPermanenteResultado } from '@estante/api-contract';

/** The personal area's module and the permanent basket's activity in it (SPEC.md §9; the API's migration 0023). */
export const PERSONAL_AREA_MODULE = 571;
export const PERMANENT_BASKET_ACTIVITY = 5723;

/** What "keep these" did, as the sentences to say (string key and count), the ones of zero left out. */
export function keepSummary(r: Pick<CestaPermanenteResultado, 'incluidos' | 'ja_incluidos' | 'nao_encontrados'>): { key: 'added' | 'already' | 'missing'; count: number }[] {
  const parts = [
    { key: 'added' as const, count: r.incluidos.length },
    { key: 'already' as const, count: r.ja_incluidos.length },
    { key: 'missing' as const, count: r.nao_encontrados.length },
  ];
  return parts.filter((p) => p.count > 0);
}
