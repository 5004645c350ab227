import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, hashKey, queryOptions } from './query';

/** A queryFn whose answers the test releases one by one. */
function deferredFn<T>() {
  const calls: { resolve: (v: T) => void; reject: (e: unknown) => void; signal: AbortSignal }[] = [];
  const fn = ({ signal }: { signal: AbortSignal }) => new Promise<T>((resolve, reject) => calls.push({ resolve, reject, signal }));
  return { fn, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('QueryClient', () => {
  it('sends one request for callers of the same key and shares its answer', async () => {
    const client = new QueryClient();
    const { fn, calls } = deferredFn<string>();
    const a = client.fetchQuery(queryOptions({ queryKey: ['title', 7], queryFn: fn }));
    const b = client.fetchQuery(queryOptions({ queryKey: ['title', 7], queryFn: fn }));
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('Dom Casmurro');
    await expect(Promise.all([a, b])).resolves.toEqual(['Dom Casmurro', 'Dom Casmurro']);
    expect(client.getState(['title', 7])).toMatchObject({ status: 'success', data: 'Dom Casmurro', fetching: false });
  });

  it('keys by value, whatever the order of an object’s properties', () => {
    expect(hashKey(['search', { q: 'jazz', page: 2 }])).toBe(hashKey(['search', { page: 2, q: 'jazz' }]));
    expect(hashKey(['search', { q: 'jazz' }])).not.toBe(hashKey(['search', { q: 'rock' }]));
  });

  it('answers from the cache while fresh, asks again once stale', async () => {
    const client = new QueryClient();
    const fn = vi.fn(async () => 'x');
    const options = queryOptions({ queryKey: ['orderings'], queryFn: fn, staleTime: 1000 });
    await client.fetchQuery(options);
    await client.fetchQuery(options);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await client.fetchQuery(options);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('aborts the request when its last watcher leaves, and keeps no half state', async () => {
    const client = new QueryClient();
    const { fn, calls } = deferredFn<string>();
    const stop = client.subscribe(['search', 'a'], () => undefined);
    client.ensure({ queryKey: ['search', 'a'], queryFn: fn });
    expect(client.getState(['search', 'a']).fetching).toBe(true);
    stop();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.reject(new Error('aborted'));
    await Promise.resolve();
    expect(client.getState(['search', 'a'])).toMatchObject({ status: 'pending', fetching: false });
  });

  it('keeps an error until asked again; a refetch replaces it with the answer', async () => {
    const client = new QueryClient();
    let fail = true;
    const options = { queryKey: ['authority', 1], queryFn: async () => { if (fail) throw new Error('503'); return 'ok'; } };
    client.subscribe(options.queryKey, () => undefined);
    client.ensure(options);
    await vi.waitFor(() => expect(client.getState(options.queryKey).status).toBe('error'));
    fail = false;
    client.ensure(options); // watching again does not hammer a failing server
    expect(client.getState(options.queryKey).fetching).toBe(false);
    await client.refetch(options);
    expect(client.getState(options.queryKey)).toMatchObject({ status: 'success', data: 'ok', error: null });
  });

  it('invalidating a prefix asks again for the watched queries under it, not the others', async () => {
    const client = new QueryClient();
    const fn = vi.fn(async () => 1);
    const loans = { queryKey: ['patron', 5, 'loans'], queryFn: fn };
    const title = { queryKey: ['title', 5], queryFn: fn };
    client.subscribe(loans.queryKey, () => undefined);
    client.subscribe(title.queryKey, () => undefined);
    await client.fetchQuery(loans);
    await client.fetchQuery(title);
    await client.invalidateQueries({ queryKey: ['patron', 5] });
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('forgets answers nobody watches after gcTime; clear() forgets everything', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['events'], queryFn: async () => 'e', gcTime: 1000, staleTime: 60_000 });
    vi.advanceTimersByTime(1001);
    expect(client.getState(['events']).status).toBe('pending');
    client.setQueryData(['me'], { nome: 'Ana' });
    client.clear();
    expect(client.getQueryData(['me'])).toBeUndefined();
  });
});
