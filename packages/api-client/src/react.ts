/**
 * The query layer for React (`@estante/api-client/react`, a shared singleton: one cache in the
 * page). The shell makes the one `QueryClient` and provides it; pages call `useQuery` with an
 * option factory of an endpoint entry (`useQuery(titleQuery(id))`) and `useMutation` for writes.
 * No page writes its own fetch effect, abort controller or cache.
 */
import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { hashKey, type QueryClient, type QueryOptions, type QueryState } from './query';

export { QueryClient, queryOptions, hashKey, type QueryKey, type QueryOptions, type QueryState, type QueryStatus } from './query';

const QueryClientContext = createContext<QueryClient | null>(null);

/** Provides the page's one QueryClient (the shell's, or a standalone remote's). */
export function QueryClientProvider({ client, children }: { readonly client: QueryClient; readonly children: ReactNode }) {
  return createElement(QueryClientContext.Provider, { value: client }, children);
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('useQueryClient: no QueryClientProvider above (the shell provides one)');
  return client;
}

export interface UseQueryOptions<T> extends QueryOptions<T> {
  /** false: do not ask yet (a dependent query); the state stays pending. */
  readonly enabled?: boolean;
  /** true: while a new key loads, keep showing the previous key's data (paging, new filters). */
  readonly keepPrevious?: boolean;
}

export interface UseQueryResult<T> extends QueryState<T> {
  readonly isPending: boolean;
  readonly isSuccess: boolean;
  readonly isError: boolean;
  /** The data shown belongs to the previous key (`keepPrevious`) while the new one loads. */
  readonly isPlaceholderData: boolean;
  /** Asks again (a retry button). */
  readonly refetch: () => void;
}

/** A server answer by key: cached, shared by every component asking the same, aborted when nobody watches. */
export function useQuery<T>(options: UseQueryOptions<T>): UseQueryResult<T> {
  const client = useQueryClient();
  const { queryKey, enabled = true, keepPrevious = false } = options;
  const hash = hashKey(queryKey);
  const latest = useRef(options);
  latest.current = options;

  // The key by value (its hash), not by the array's identity: a new array each render is the same query.
  const subscribe = useCallback((listener: () => void) => client.subscribe(latest.current.queryKey, listener), [client, hash]);
  const state = useSyncExternalStore(subscribe, () => client.getState<T>(queryKey), () => client.getState<T>(queryKey));

  // On mount and on a new key: ask when missing or stale (invalidation and retries ask on their own).
  useEffect(() => {
    if (enabled) client.ensure(latest.current);
  }, [client, hash, enabled]);

  const previous = useRef<T | undefined>(undefined);
  if (state.status === 'success') previous.current = state.data;
  const placeholder = keepPrevious && state.status === 'pending' && previous.current !== undefined;
  const shown: QueryState<T> = placeholder ? { ...state, data: previous.current } : state;

  const refetch = useCallback(() => {
    client.refetch(latest.current).catch(() => undefined);
  }, [client]);

  return {
    ...shown,
    isPending: shown.status === 'pending' && !placeholder,
    isSuccess: shown.status === 'success',
    isError: shown.status === 'error',
    isPlaceholderData: placeholder,
    refetch,
  };
}

export interface UseMutationOptions<V, R> {
  readonly mutationFn: (variables: V) => Promise<R>;
  readonly onSuccess?: (result: R, variables: V) => void | Promise<unknown>;
  readonly onError?: (error: unknown, variables: V) => void;
}

export interface UseMutationResult<V, R> {
  readonly status: 'idle' | 'pending' | 'success' | 'error';
  readonly isPending: boolean;
  readonly data: R | undefined;
  readonly error: unknown;
  /** Runs the write; while one is pending, another call answers the same promise (a double click writes once). */
  readonly mutateAsync: (variables: V) => Promise<R>;
  /** As mutateAsync, errors kept in the state only. */
  readonly mutate: (variables: V) => void;
  readonly reset: () => void;
}

/** A write (a form's send, a renewal, a hold): its state for the page, one in flight per component. */
export function useMutation<V, R>(options: UseMutationOptions<V, R>): UseMutationResult<V, R> {
  const [state, setState] = useState<{ status: UseMutationResult<V, R>['status']; data: R | undefined; error: unknown }>({ status: 'idle', data: undefined, error: null });
  const latest = useRef(options);
  latest.current = options;
  const pending = useRef<Promise<R> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutateAsync = useCallback((variables: V): Promise<R> => {
    if (pending.current) return pending.current;
    setState({ status: 'pending', data: undefined, error: null });
    const run = (async () => {
      try {
        const result = await latest.current.mutationFn(variables);
        await latest.current.onSuccess?.(result, variables);
        if (mounted.current) setState({ status: 'success', data: result, error: null });
        return result;
      } catch (error) {
        latest.current.onError?.(error, variables);
        if (mounted.current) setState({ status: 'error', data: undefined, error });
        throw error;
      } finally {
        pending.current = null;
      }
    })();
    pending.current = run;
    return run;
  }, []);

  const mutate = useCallback((variables: V) => {
    mutateAsync(variables).catch(() => undefined);
  }, [mutateAsync]);
  const reset = useCallback(() => setState({ status: 'idle', data: undefined, error: null }), []);

  return { ...state, isPending: state.status === 'pending', mutateAsync, mutate, reset };
}
