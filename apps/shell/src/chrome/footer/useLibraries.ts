import type { UnidadeInformacao } from '@estante/api-contract';
import { librariesQuery } from '@estante/api-endpoints/institution';
import { useQuery } from '@estante/api-client/react';

export type LibrariesState = { status: 'loading' } | { status: 'ready'; libraries: readonly UnidadeInformacao[] } | { status: 'error' };

/**
 * The libraries for the dialogs' selects (`GET /api/unidade-informacao`), asked the first time a
 * dialog opens; both dialogs share the one answer of the query layer. `retry` asks again.
 */
export function useLibraries(active: boolean): LibrariesState & { retry: () => void } {
  const query = useQuery({ ...librariesQuery(), enabled: active });
  const retry = query.refetch;
  if (query.status === 'success' && query.data) return { status: 'ready', libraries: query.data, retry };
  if (query.status === 'error' && !query.isFetching) return { status: 'error', retry };
  return { status: 'loading', retry };
}

/** The campuses of a list of libraries, in the order they first appear. */
export function campusesOf(libraries: readonly UnidadeInformacao[]): { cod_campus: number; nome_campus: string }[] {
  const seen = new Map<number, string>();
  for (const l of libraries) if (!seen.has(l.cod_campus)) seen.set(l.cod_campus, l.nome_campus);
  return [...seen].map(([cod_campus, nome_campus]) => ({ cod_campus, nome_campus }));
}
