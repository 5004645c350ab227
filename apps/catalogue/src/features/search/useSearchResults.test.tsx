// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@estante/api-client';
import type { ConsultaQuery } from '@estante/api-contract';
import { QueryClient, QueryClientProvider } from '@estante/api-client/react';
import { emptySearch, toQuery, type SearchState } from './searchParams';
import { useSearchResults } from './useSearchResults';

/** Each search's answer, released by the test. */
const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
const calls = vi.hoisted(() => ({ availability: [] as number[][] }));

vi.mock('@estante/api-endpoints/catalogue', () => ({
  searchQuery: (query: ConsultaQuery) => ({
    queryKey: ['search', query],
    queryFn: () => new Promise((resolve, reject) => pending.set(query.page ?? 1, { resolve, reject })),
    staleTime: 60_000,
  }),
  availabilityQuery: (ids: readonly number[]) => ({
    queryKey: ['availability', ids],
    queryFn: async () => {
      calls.availability.push([...ids]);
      return ids.map((id) => ({ cod_acervo: id, campi: [] }));
    },
  }),
}));

afterEach(() => {
  cleanup();
  pending.clear();
  calls.availability.length = 0;
});

const answer = (page: number, ids: number[]) => ({ data: ids.map((cod_acervo) => ({ cod_acervo })), total: 50, current_page: page, per_page: 20, filtros: [] });
const at = (page: number): SearchState => ({ ...emptySearch, term: 'jazz', page });

function setup(seed?: (client: QueryClient) => void) {
  const client = new QueryClient();
  seed?.(client);
  const wrapper = ({ children }: { readonly children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(({ search, submission }: { search: SearchState; submission?: number }) => useSearchResults(search, submission), {
    wrapper,
    initialProps: { search: at(1) } as { search: SearchState; submission?: number },
  });
}

describe('useSearchResults', () => {
  it('loads, then shows the answer and asks the availability of its titles at once', async () => {
    const { result } = setup();
    expect(result.current).toMatchObject({ loading: true, data: undefined, message: null });
    await waitFor(() => expect(pending.has(1)).toBe(true));
    act(() => pending.get(1)?.resolve(answer(1, [7, 8])));
    await waitFor(() => expect(result.current.availability.get(8)).toEqual({ cod_acervo: 8, campi: [] }));
    expect(calls.availability).toEqual([[7, 8]]);
    expect(result.current).toMatchObject({ loading: false, busy: false, message: null });
  });

  it('another page keeps the last answer on screen, busy, until its own arrives', async () => {
    const { result, rerender } = setup();
    await waitFor(() => expect(pending.has(1)).toBe(true));
    act(() => pending.get(1)?.resolve(answer(1, [7])));
    await waitFor(() => expect(result.current.data?.current_page).toBe(1));
    rerender({ search: at(2) });
    expect(result.current).toMatchObject({ loading: false, busy: true });
    expect(result.current.data?.current_page).toBe(1);
    await waitFor(() => expect(pending.has(2)).toBe(true));
    act(() => pending.get(2)?.resolve(answer(2, [9])));
    await waitFor(() => expect(result.current.data?.current_page).toBe(2));
    expect(result.current.busy).toBe(false);
  });

  it('the answer the server put in the page shows at once, not dimmed, while it is asked again in the background', async () => {
    const { result } = setup((client) => client.setQueryData(['search', toQuery(at(1))], answer(1, [7])));
    expect(result.current).toMatchObject({ loading: false, busy: false, message: null });
    expect(result.current.data?.data).toEqual([{ cod_acervo: 7 }]);
    await waitFor(() => expect(pending.has(1)).toBe(true)); // counts stay current: one request
    expect(result.current.busy).toBe(false);
    act(() => pending.get(1)?.resolve(answer(1, [7, 8])));
    await waitFor(() => expect(result.current.data?.data).toHaveLength(2));
    expect(result.current.busy).toBe(false);
  });

  it('a lost connection is asked again twice; the third failure shows its message and no answer; the next search starts from nothing', async () => {
    const { result, rerender } = setup();
    await waitFor(() => expect(pending.has(1)).toBe(true));
    act(() => pending.get(1)?.resolve(answer(1, [7])));
    await waitFor(() => expect(result.current.data).toBeDefined());
    rerender({ search: at(2) });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await waitFor(() => expect(pending.has(2)).toBe(true), { timeout: 2500 });
      const call = pending.get(2)!;
      pending.delete(2);
      if (attempt > 1) expect(result.current).toMatchObject({ message: null, busy: true }); // still trying: the previous page stays, busy
      act(() => call.reject(new ApiError('network')));
    }
    await waitFor(() => expect(result.current.message).toEqual({ key: 'errors.network', level: 'error' }));
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    rerender({ search: at(3) });
    expect(result.current).toMatchObject({ data: undefined, loading: true, message: null });
  });

  it('the same search sent again after a failure asks again, and its answer replaces the message', async () => {
    const { result, rerender } = setup();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await waitFor(() => expect(pending.has(1)).toBe(true), { timeout: 2500 });
      const call = pending.get(1)!;
      pending.delete(1);
      act(() => call.reject(new ApiError('network')));
    }
    await waitFor(() => expect(result.current.message).toEqual({ key: 'errors.network', level: 'error' }));
    // a render that is no new sending asks nothing
    rerender({ search: at(1), submission: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pending.has(1)).toBe(false);
    // the box sent again with the same search (the address unchanged): asked again
    rerender({ search: at(1), submission: 1 });
    await waitFor(() => expect(pending.has(1)).toBe(true));
    act(() => pending.get(1)?.resolve(answer(1, [9])));
    await waitFor(() => expect(result.current.data?.data).toEqual([{ cod_acervo: 9 }]));
    expect(result.current.message).toBeNull();
  });

  it('a cancelled request shows nothing: no message, no loading', async () => {
    const { result } = setup();
    await waitFor(() => expect(pending.has(1)).toBe(true));
    act(() => pending.get(1)?.reject(new ApiError('cancelled')));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ data: undefined, message: null });
  });
});
