import type { FiltroSolicitacao } from '@estante/api-contract';

/** SPEC.md §4's filter values in the order the filter shows them (the contract's list; a type import keeps TypeBox out of the page). */
export const FILTROS = ['todas', 'aguardando', 'finalizada', 'cancelada', 'disponivel', 'em_transito'] as const satisfies readonly FiltroSolicitacao[];

/** The status filter of the address (`?situacao=`): one of the values, anything else "all". */
export function filterOf(value: string | null): FiltroSolicitacao {
  return (FILTROS as readonly string[]).includes(value ?? '') ? (value as FiltroSolicitacao) : 'todas';
}

/** The address's query for a filter ("all" leaves it out; other parameters kept). */
export function withFilter(params: URLSearchParams, filtro: FiltroSolicitacao): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filtro === 'todas') next.delete('situacao');
  else next.set('situacao', filtro);
  return next;
}
