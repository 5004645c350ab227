/**
 * The query layer for React (`@estante/api-client/react`, a shared singleton: one cache in the
 * page). It is TanStack Query 5, with the defaults a library catalogue on a phone needs and the
 * names pages already use. The shell makes the one `QueryClient` and provides it; pages call
 * `useQuery` with an option factory of an endpoint entry (`useQuery(titleQuery(id))`) and
 * `useMutation` for writes. No page writes its own fetch effect, abort controller or cache, and no
 * app imports `@tanstack/react-query` itself (ESLint says so): a second copy would be a second cache.
 *
 * What this module adds to TanStack Query:
 * - `QueryClient` retries a query only when retrying can help (no answer, 408, 502, 503, 504),
 *   twice, 0.75 s then 1.5 s later; a 404 or a 422 is shown at once.
 * - `useQuery({ keepPrevious: true })` keeps the previous key's data on screen while the next one
 *   loads (`placeholderData: keepPreviousData`).
 * - `useMutation` sends a write once while it is pending: a double click, or a second `mutate` from
 *   another handler, answers the first call's promise.
 * - The 3.0 names of the former home-made layer (`fetching`, `updatedAt`, `QueryClient#getState`,
 *   `#ensure`, `#refetch`, `#subscribe`, and `clear()` that starts the watched queries over) keep
 *   working for remotes built against 3.0; they are deprecated.
 */
import { useCallback, useRef } from 'react';
import {
  QueryClient as TanStackQueryClient,
  dehydrate as dehydrateClient,
  hydrate as hydrateClient,
  isServer,
  keepPreviousData,
  useMutation as useTanStackMutation,
  useQuery as useTanStackQuery,
  useQueryClient as useTanStackQueryClient,
  type DefaultOptions,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClientConfig,
  type QueryKey,
  type UseQueryOptions as TanStackUseQueryOptions,
  type UseQueryResult as TanStackUseQueryResult,
} from '@tanstack/react-query';
import { ApiError, isSettledFailure } from './errors';

export { QueryClientProvider, hashKey, queryOptions, type DehydratedState, type QueryKey, type QueryStatus } from '@tanstack/react-query';

/** What a query needs: its key and the function that fetches it (`signal` aborts when nobody watches). */
export interface QueryOptions<T> {
  readonly queryKey: QueryKey;
  readonly queryFn: (context: { readonly signal: AbortSignal }) => Promise<T>;
  /** How long an answer stays fresh (ms): no new request for it meanwhile. Default 0. */
  readonly staleTime?: number;
  /** How long an answer nobody watches stays in the cache (ms). Default 5 minutes. */
  readonly gcTime?: number;
}

/** @deprecated 3.0: read `useQuery`'s result or `QueryClient#getQueryState`. */
export interface QueryState<T = unknown> {
  readonly status: 'pending' | 'success' | 'error';
  readonly data: T | undefined;
  readonly error: unknown;
  readonly fetching: boolean;
  readonly updatedAt: number;
}

/** The statuses worth asking again for: no answer at all, or a server or gateway that is briefly away. */
const TRANSIENT_STATUSES = new Set([408, 502, 503, 504]);
const MAX_RETRIES = 2;

/** Whether a failed query is asked again (TanStack's `retry`): only when another try can succeed. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !(error instanceof ApiError)) return false;
  return error.kind === 'network' || (error.status !== undefined && TRANSIENT_STATUSES.has(error.status));
}

/** 0.75 s, then 1.5 s (then at most 6 s for a caller that allows more tries). */
export const retryDelay = (attempt: number): number => Math.min(750 * 2 ** attempt, 6000);

function withDefaults(defaults: DefaultOptions | undefined): DefaultOptions {
  return {
    ...defaults,
    queries: { retry: retryTransient, retryDelay, ...defaults?.queries },
    // A write is never repeated on its own: the patron sees the error and decides.
    mutations: { retry: false, ...defaults?.mutations },
  };
}

const pendingState: QueryState = { status: 'pending', data: undefined, error: null, fetching: false, updatedAt: 0 };

/** The page's cache of server answers: TanStack Query's client with the catalogue's defaults. */
export class QueryClient extends TanStackQueryClient {
  constructor(config: QueryClientConfig = {}) {
    super({ ...config, defaultOptions: withDefaults(config.defaultOptions) });
  }

  /** @deprecated 3.0: use `getQueryState`. */
  getState<T>(key: QueryKey): QueryState<T> {
    const state = this.getQueryState<T>(key);
    if (!state) return pendingState as QueryState<T>;
    return { status: state.status, data: state.data, error: state.error, fetching: state.fetchStatus === 'fetching', updatedAt: state.dataUpdatedAt };
  }

  /** @deprecated 3.0: use `prefetchQuery`. Starts the request when the answer is missing or stale. */
  ensure<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): void {
    void this.prefetchQuery(options);
  }

  /** @deprecated 3.0: use `fetchQuery({ ...options, staleTime: 0 })`. Asks again now, whatever the freshness. */
  refetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
    return this.fetchQuery({ ...options, staleTime: 0 });
  }

  /** @deprecated 3.0: use `getQueryCache().subscribe`. Calls `listener` on every change of one query. */
  subscribe(key: QueryKey, listener: () => void): () => void {
    const hash = this.getQueryCache().build(this, { queryKey: key }).queryHash;
    return this.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === hash) listener();
    });
  }

  /**
   * Drops every cached answer and pending write (a sign-in or sign-out: nothing of one patron is
   * shown to another); the queries on screen start over, as in 3.0.
   */
  override clear(): void {
    this.getMutationCache().clear();
    this.removeQueries({ predicate: (query) => !query.isActive() });
    void this.resetQueries();
  }
}

export function useQueryClient(): QueryClient {
  return useTanStackQueryClient() as QueryClient;
}

export type UseQueryOptions<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey> = TanStackUseQueryOptions<TQueryFnData, Error, TData, TQueryKey> & {
  /** true: while a new key loads, keep showing the previous key's data (paging, new filters). */
  readonly keepPrevious?: boolean;
};

/** TanStack's result, with `refetch` callable as a click handler and the 3.0 names. */
type WithCompat<R> = R extends { readonly refetch: infer F }
  ? Omit<R, 'refetch'> & {
      /** Asks again (a retry button); any arguments are ignored. */
      readonly refetch: () => F extends (...args: never[]) => infer P ? P : never;
      /** @deprecated 3.0: `isFetching`. */
      readonly fetching: boolean;
      /** @deprecated 3.0: `dataUpdatedAt`. */
      readonly updatedAt: number;
    }
  : never;

export type UseQueryResult<TData> = WithCompat<TanStackUseQueryResult<TData, Error>>;

/**
 * How long an answer the page was served with counts as fresh, whatever its query's staleTime: the
 * server asked for it a moment ago (a page a CDN kept, a minute or two ago at most), so hydrating
 * the page asks nothing again. After that, a hydrated answer is as stale as any other (a focus, a
 * reconnect or the next mount asks again).
 */
export const HYDRATED_FRESH_MS = 30_000;

/** The answers `hydrate` put in a cache, by query, with when they were put there. */
const hydratedAt = new WeakMap<object, number>();

/** Whether the query holds the answer the page was served with, still within HYDRATED_FRESH_MS. */
function servedFresh(client: TanStackQueryClient, queryKey: QueryKey): boolean {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) return false;
  const at = hydratedAt.get(query);
  const { dataUpdatedAt, errorUpdatedAt, status } = query.state;
  return at !== undefined && (status === 'error' ? errorUpdatedAt : dataUpdatedAt) === at && Date.now() - at < HYDRATED_FRESH_MS;
}

/**
 * The answers a server render read, to put in the page (issue 27), in TanStack's dehydrated form:
 * every query that succeeded, and those that failed the same for everyone (isSettledFailure: written
 * as ApiError#toJSON, read back by `hydrate`). With no time in them (TanStack writes when each answer
 * came): the HTML of a public page is the same for every visitor, byte for byte, whenever it was made.
 */
export function dehydrate(client: QueryClient): DehydratedState {
  const state = dehydrateClient(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || (query.state.status === 'error' && isSettledFailure(query.state.error)),
    shouldRedactErrors: () => false,
  });
  return {
    ...state,
    queries: state.queries.map(({ dehydratedAt: _at, ...query }) => ({ ...query, state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 } }) as (typeof state.queries)[number]),
  };
}

/**
 * The server's answers into the page's cache, before the page hydrates (nothing is asked for them).
 * They count as answered now and, for HYDRATED_FRESH_MS, as fresh even where the query's staleTime
 * is 0 (a search, availability): hydrating the page asks nothing again and renders nothing twice.
 */
export function hydrate(client: QueryClient, state: unknown): void {
  const now = Date.now();
  const dehydrated = state as DehydratedState;
  const queries = (dehydrated.queries ?? []).map((query) => ({
    ...query,
    state: {
      ...query.state,
      ...(query.state.status === 'success' ? { dataUpdatedAt: now } : {}),
      ...(query.state.status === 'error' ? { errorUpdatedAt: now, error: ApiError.fromJSON(query.state.error) ?? new ApiError('network') } : {}),
    },
  }));
  hydrateClient(client, { ...dehydrated, queries } as DehydratedState);
  for (const { queryKey } of queries) {
    const query = client.getQueryCache().find({ queryKey, exact: true });
    if (query) hydratedAt.set(query, now);
  }
}

/**
 * On the server a query the page needs is fetched before its component renders (React waits for the
 * thrown promise, then renders it again with the answer). A failure that is the same for everyone
 * (isSettledFailure: a title that does not exist) renders as the page shows it; any other throws, so
 * React leaves its part of the page (the nearest Suspense boundary) to the browser, which asks again.
 * A disabled query is left alone.
 */
function fetchOnServer(client: TanStackQueryClient, options: { readonly queryKey: QueryKey; readonly enabled?: unknown }): void {
  if (options.enabled === false || typeof options.enabled === 'function') return;
  const query = client.getQueryCache().build(client, options as never);
  if (query.state.status === 'success') return;
  if (query.state.status === 'error' && query.state.fetchStatus === 'idle') {
    if (isSettledFailure(query.state.error)) return;
    throw query.state.error;
  }
  throw client.fetchQuery({ ...(options as object), retry: false } as never).catch(() => undefined);
}

/** A server answer by key: cached, shared by every component asking the same, aborted when nobody watches. */
export function useQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TData, TQueryKey>,
): UseQueryResult<TData> {
  const { keepPrevious, ...rest } = options;
  const client = useTanStackQueryClient();
  if (isServer) fetchOnServer(client, rest);
  // On the server the answer is rendered as it is (a settled failure too: nothing mounts there to ask
  // again). In the page, the answer it was served with is shown as the server rendered it, and not
  // asked again as the page hydrates (nor re-rendered: the options say so from the first render).
  const asItIs = isServer || servedFresh(client, rest.queryKey);
  const result = useTanStackQuery<TQueryFnData, Error, TData, TQueryKey>({
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...rest,
    ...(asItIs ? { refetchOnMount: false, retryOnMount: false } : {}),
  });
  const { refetch: ask } = result;
  const refetch = useCallback(() => ask(), [ask]);
  // A view of TanStack's result, not a copy: it re-renders a component only for the fields it reads.
  return new Proxy(result, {
    get(target, key, receiver) {
      if (key === 'refetch') return refetch;
      if (key === 'fetching') return target.isFetching;
      if (key === 'updatedAt') return target.dataUpdatedAt;
      return Reflect.get(target, key, receiver);
    },
  }) as unknown as UseQueryResult<TData>;
}

export interface UseMutationOptions<V, R> {
  readonly mutationFn: (variables: V) => Promise<R>;
  /** Awaited before the write counts as done (an invalidation the page must show). */
  readonly onSuccess?: (result: R, variables: V) => unknown;
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
  // TanStack reads the options of the latest render and awaits onSuccess before the write counts as done.
  const { mutationFn, onSuccess, onError } = options;
  const mutation = useTanStackMutation<R, unknown, V>({ mutationFn, onSuccess, onError });
  const pending = useRef<Promise<R> | null>(null);
  const { mutateAsync: send } = mutation;
  const mutateAsync = useCallback(
    (variables: V): Promise<R> => {
      if (pending.current) return pending.current;
      const run = send(variables).finally(() => {
        if (pending.current === run) pending.current = null;
      });
      pending.current = run;
      return run;
    },
    [send],
  );
  const mutate = useCallback((variables: V) => {
    mutateAsync(variables).catch(() => undefined);
  }, [mutateAsync]);
  return {
    status: mutation.status,
    isPending: mutation.isPending,
    data: mutation.data,
    error: mutation.error,
    mutateAsync,
    mutate,
    reset: mutation.reset,
  };
}

