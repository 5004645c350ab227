import { useCallback, useEffect, useState } from 'react';
import { api, type UnidadeInformacao } from '@estante/api-client';

export type LibrariesState = { status: 'loading' } | { status: 'ready'; libraries: readonly UnidadeInformacao[] } | { status: 'error' };

/** One request for the page: both dialogs share the list (a failure is asked again on retry). */
let cached: Promise<UnidadeInformacao[]> | null = null;

function load(): Promise<UnidadeInformacao[]> {
  cached ??= api.libraries().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** The libraries for the dialogs' selects (`GET /api/unidade-informacao`), fetched the first time a dialog opens. */
export function useLibraries(active: boolean): LibrariesState & { retry: () => void } {
  const [state, setState] = useState<LibrariesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!active) return;
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load().then(
      (libraries) => live && setState({ status: 'ready', libraries }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [active, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** The campuses of a list of libraries, in the order they first appear. */
export function campusesOf(libraries: readonly UnidadeInformacao[]): { cod_campus: number; nome_campus: string }[] {
  const seen = new Map<number, string>();
  for (const l of libraries) if (!seen.has(l.cod_campus)) seen.set(l.cod_campus, l.nome_campus);
  return [...seen].map(([cod_campus, nome_campus]) => ({ cod_campus, nome_campus }));
}
