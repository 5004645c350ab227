// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { ApiError } from './errors';
import { HYDRATED_FRESH_MS, QueryClient, QueryClientProvider, dehydrate, hydrate, queryOptions, retryTransient, useMutation, useQuery, useQueryClient, type UseQueryOptions } from './react';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
});

function Title({ options }: { readonly options: UseQueryOptions<string> }) {
  const q = useQuery(options);
  if (q.isPending) return <p>carregando</p>;
  if (q.isError) return <button onClick={q.refetch}>tentar de novo</button>;
  return <p>{q.data}{q.isPlaceholderData ? ' (anterior)' : ''}</p>;
}

const wrap = (client: QueryClient, ui: React.ReactNode) => render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);

describe('useQuery', () => {
  it('shows pending, then the answer; two components of one key make one request', async () => {
    const fn = vi.fn(async () => 'Dom Casmurro');
    wrap(new QueryClient(), <><Title options={{ queryKey: ['title', 1], queryFn: fn }} /><Title options={{ queryKey: ['title', 1], queryFn: fn }} /></>);
    expect(screen.getAllByText('carregando')).toHaveLength(2);
    expect(await screen.findAllByText('Dom Casmurro')).toHaveLength(2);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('an error that retrying cannot mend is shown at once, with a retry button that asks again', async () => {
    let fail = true;
    const fn = vi.fn(async () => {
      if (fail) throw new ApiError('http', 404, 'Acervo não encontrado');
      return 'ok';
    });
    wrap(new QueryClient(), <Title options={{ queryKey: ['x'], queryFn: fn }} />);
    const retry = await screen.findByRole('button', { name: 'tentar de novo' });
    expect(fn).toHaveBeenCalledTimes(1);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('ok')).toBeTruthy();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('a lost connection, then a 503, are asked again 0.75 s and 1.5 s later: the page shows the third answer', async () => {
    vi.useFakeTimers();
    const failures = [new ApiError('network'), new ApiError('http', 503)];
    const fn = vi.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return 'Vidas secas';
    });
    wrap(new QueryClient(), <Title options={{ queryKey: ['title', 2], queryFn: fn }} />);
    await act(async () => vi.advanceTimersByTimeAsync(700));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(screen.getByText('carregando')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(fn).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    expect(fn).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Vidas secas')).toBeTruthy();
  });

  it('retries only what can succeed: no answer, 408, 502, 503, 504; never a 4xx, a 500 or a cancelled call', () => {
    for (const error of [new ApiError('network'), new ApiError('http', 408), new ApiError('http', 502), new ApiError('http', 503), new ApiError('http', 504)]) {
      expect(retryTransient(0, error), `${error.kind} ${error.status}`).toBe(true);
      expect(retryTransient(2, error), 'twice at most').toBe(false);
    }
    for (const error of [new ApiError('http', 400), new ApiError('http', 401), new ApiError('http', 404), new ApiError('http', 422), new ApiError('http', 429), new ApiError('http', 500), new ApiError('cancelled'), new Error('bug')]) {
      expect(retryTransient(0, error), `${error instanceof ApiError ? `${error.kind} ${error.status}` : error.message}`).toBe(false);
    }
  });

  it('asks again when the phone comes back online and when the tab regains focus', async () => {
    const fn = vi.fn(async () => 'disponível');
    wrap(new QueryClient(), <Title options={{ queryKey: ['availability', 3], queryFn: fn }} />);
    expect(await screen.findByText('disponível')).toBeTruthy();
    expect(fn).toHaveBeenCalledTimes(1);
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(3));
  });

  it('keepPrevious shows the previous page while the next loads; the left key’s request is aborted', async () => {
    const signals: AbortSignal[] = [];
    const release: ((v: string) => void)[] = [];
    const fn = (page: number) => ({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return page === 1 ? Promise.resolve('página 1') : new Promise<string>((r) => release.push(r));
    };
    function Pages() {
      const [page, setPage] = useState(1);
      return (
        <>
          <button onClick={() => setPage((p) => p + 1)}>próxima</button>
          <Title options={{ queryKey: ['search', page], queryFn: fn(page), keepPrevious: true }} />
        </>
      );
    }
    wrap(new QueryClient(), <Pages />);
    expect(await screen.findByText('página 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'próxima' }));
    expect(await screen.findByText('página 1 (anterior)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'próxima' }));
    await vi.waitFor(() => expect(signals[1]!.aborted).toBe(true)); // page 2 left before it answered
    await act(async () => release[1]!('página 3'));
    expect(await screen.findByText('página 3')).toBeTruthy();
  });

  it('select derives what a component shows from the cached answer', async () => {
    function Count() {
      const q = useQuery({ queryKey: ['copies', 9], queryFn: async () => [{ disponivel: true }, { disponivel: false }, { disponivel: true }], select: (copies) => copies.filter((c) => c.disponivel).length });
      return <p>{q.isSuccess ? `${q.data} disponíveis` : '…'}</p>;
    }
    wrap(new QueryClient(), <Count />);
    expect(await screen.findByText('2 disponíveis')).toBeTruthy();
  });

  it('keeps the 3.0 names for remotes built against them: fetching, updatedAt, getState, refetch, ensure, subscribe', async () => {
    const client = new QueryClient();
    const options = queryOptions({ queryKey: ['events'], queryFn: async () => ['feira'], staleTime: 60_000 });
    const seen: { fetching: boolean; updatedAt: number }[] = [];
    function Events() {
      const q = useQuery(options);
      seen.push({ fetching: q.fetching, updatedAt: q.updatedAt });
      return <p>{q.data?.join()}</p>;
    }
    wrap(client, <Events />);
    expect(await screen.findByText('feira')).toBeTruthy();
    expect(seen[0]).toEqual({ fetching: true, updatedAt: 0 });
    expect(seen.at(-1)!.fetching).toBe(false);
    expect(seen.at(-1)!.updatedAt).toBeGreaterThan(0);
    expect(client.getState(['events'])).toMatchObject({ status: 'success', data: ['feira'], fetching: false });
    expect(client.getState(['nothing'])).toMatchObject({ status: 'pending', data: undefined });
    await expect(client.refetch({ ...options, queryFn: async () => ['sarau'] })).resolves.toEqual(['sarau']);
    // ensure asks only for what is missing or stale; subscribe hears one query's changes, not another's
    const heard: string[] = [];
    const stop = client.subscribe(['news'], () => heard.push('news'));
    const news = vi.fn(async () => 'acervo novo');
    client.ensure({ queryKey: ['news'], queryFn: news, staleTime: 60_000 });
    await vi.waitFor(() => expect(client.getState(['news']).data).toBe('acervo novo'));
    client.ensure({ queryKey: ['news'], queryFn: news, staleTime: 60_000 });
    client.setQueryData(['other'], 1);
    expect(news).toHaveBeenCalledTimes(1);
    expect(heard.length).toBeGreaterThan(0);
    const before = heard.length;
    client.setQueryData(['other'], 2);
    stop();
    client.setQueryData(['news'], 'depois');
    expect(heard).toHaveLength(before);
  });
});

describe('QueryClient', () => {
  it('clear() drops every answer, and the queries on screen start over (a sign-out shows nothing of the patron)', async () => {
    const client = new QueryClient();
    let who = 'Ana';
    function Me() {
      const q = useQuery({ queryKey: ['me'], queryFn: async () => who });
      return <p>{q.isPending ? 'carregando' : q.data}</p>;
    }
    await client.fetchQuery({ queryKey: ['loans'], queryFn: async () => ['Dom Casmurro'] });
    wrap(client, <Me />);
    expect(await screen.findByText('Ana')).toBeTruthy();
    who = 'Bruno';
    act(() => client.clear());
    expect(client.getQueryData(['loans'])).toBeUndefined();
    expect(client.getQueryData(['me'])).toBeUndefined();
    expect(await screen.findByText('Bruno')).toBeTruthy();
  });

  it('invalidating a prefix asks again for the watched queries under it, not the others', async () => {
    const client = new QueryClient();
    const loans = vi.fn(async () => 1);
    const title = vi.fn(async () => 2);
    function Both() {
      const a = useQuery({ queryKey: ['patron', 5, 'loans'], queryFn: loans });
      const b = useQuery({ queryKey: ['title', 5], queryFn: title });
      return <p>{a.isSuccess && b.isSuccess ? 'pronto' : '…'}</p>;
    }
    wrap(client, <Both />);
    expect(await screen.findByText('pronto')).toBeTruthy();
    await act(async () => client.invalidateQueries({ queryKey: ['patron', 5] }));
    expect(loans).toHaveBeenCalledTimes(2);
    expect(title).toHaveBeenCalledTimes(1);
  });
});

describe('useMutation', () => {
  it('a double click sends once; the state goes pending then success', async () => {
    let resolve!: (v: string) => void;
    const send = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    function Hold() {
      const m = useMutation({ mutationFn: send });
      return <button onClick={() => m.mutate(undefined)} aria-busy={m.isPending}>{m.status}</button>;
    }
    wrap(new QueryClient(), <Hold />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(button.textContent).toBe('pending'));
    fireEvent.click(button);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => resolve('ok'));
    await vi.waitFor(() => expect(button.textContent).toBe('success'));
  });

  it('is never repeated on its own: a failed write fails once, and onSuccess is awaited before it counts as done', async () => {
    const order: string[] = [];
    const send = vi.fn(async (n: number) => {
      if (n === 0) throw new ApiError('http', 503);
      return n;
    });
    let mutation!: ReturnType<typeof useMutation<number, number>>;
    function Renew() {
      const client = useQueryClient();
      mutation = useMutation({
        mutationFn: send,
        onSuccess: async () => {
          await client.invalidateQueries({ queryKey: ['loans'] });
          order.push('invalidated');
        },
      });
      return <p>{mutation.status}</p>;
    }
    wrap(new QueryClient(), <Renew />);
    await act(async () => expect(mutation.mutateAsync(0)).rejects.toMatchObject({ status: 503 }));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      await mutation.mutateAsync(1);
      order.push('done');
    });
    expect(order).toEqual(['invalidated', 'done']);
  });
});

describe('a page rendered on the server, then hydrated', () => {
  it('dehydrates the answers and the failures that are the same for everyone, with no time in them; hydrate reads them back as they were', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['title', 1], queryFn: async () => 'Dom Casmurro' });
    await server.prefetchQuery({ queryKey: ['title', 2], queryFn: async () => Promise.reject(new ApiError('http', 404, 'Acervo não encontrado', { serverCode: 'NAO_ENCONTRADO' })) });
    await server.prefetchQuery({ queryKey: ['title', 3], queryFn: async () => Promise.reject(new ApiError('http', 503)) });
    const json = JSON.stringify(dehydrate(server));
    expect(json).not.toMatch(/"(dataUpdatedAt|errorUpdatedAt)":[1-9]|dehydratedAt/);
    expect(json).not.toContain('["title",3]'); // a 503 is the browser's to ask again
    const page = new QueryClient();
    const before = Date.now();
    hydrate(page, JSON.parse(json));
    expect(page.getQueryData(['title', 1])).toBe('Dom Casmurro');
    expect(page.getQueryState(['title', 1])?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    const failure = page.getQueryState(['title', 2])?.error;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 404, serverMessage: 'Acervo não encontrado', serverCode: 'NAO_ENCONTRADO' });
    expect(page.getQueryState(['title', 3])).toBeUndefined();
  });

  it('hydrating the page asks nothing again and renders each component once, even a query whose staleTime is 0; a served answer is as stale as any other once HYDRATED_FRESH_MS have passed', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['fresh'], queryFn: async () => 'do servidor' });
    await server.prefetchQuery({ queryKey: ['stale'], queryFn: async () => 'do servidor' });
    await server.prefetchQuery({ queryKey: ['missing'], queryFn: async () => Promise.reject(new ApiError('http', 404, 'Acervo não encontrado')) });
    const fresh = vi.fn(async () => 'nova');
    const stale = vi.fn(async () => 'nova');
    const missing = vi.fn(async () => Promise.reject(new ApiError('http', 404, 'Acervo não encontrado')));
    const seen: string[] = [];
    function Page() {
      const a = useQuery({ queryKey: ['fresh'], queryFn: fresh, staleTime: 60_000 });
      const b = useQuery({ queryKey: ['stale'], queryFn: stale, staleTime: 0 });
      const c = useQuery({ queryKey: ['missing'], queryFn: missing, retry: false });
      seen.push(`${a.data}/${b.data}/${c.error instanceof ApiError ? c.error.status : '-'}/${a.isFetching || b.isFetching || c.isFetching ? 'buscando' : 'pronto'}`);
      return <p>{b.data}</p>;
    }
    // The server's HTML, then the page hydrating it with the server's answers.
    const html = renderToString(<QueryClientProvider client={server}><Page /></QueryClientProvider>);
    const page = new QueryClient();
    hydrate(page, JSON.parse(JSON.stringify(dehydrate(server))));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seen.length = 0;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <QueryClientProvider client={page}><Page /></QueryClientProvider>, { onRecoverableError: (e) => console.error(e) });
      });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(seen).toEqual(['do servidor/do servidor/404/pronto']);
      expect(stale).not.toHaveBeenCalled();
      expect(fresh).not.toHaveBeenCalled();
      expect(missing).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(container.textContent).toBe('do servidor');

      // Later (the patron comes back to the page): the staleTime-0 answer is asked again on mount.
      const now = Date.now();
      const later = vi.spyOn(Date, 'now').mockReturnValue(now + HYDRATED_FRESH_MS + 1);
      try {
        await act(async () => root?.render(<QueryClientProvider client={page}><p /></QueryClientProvider>));
        await act(async () => root?.render(<QueryClientProvider client={page}><Page /></QueryClientProvider>));
        await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      } finally {
        later.mockRestore();
      }
      expect(stale).toHaveBeenCalledTimes(1);
      expect(fresh).not.toHaveBeenCalled();
      expect(container.textContent).toBe('nova');
    } finally {
      errors.mockRestore();
      root?.unmount();
      container.remove();
    }
  });
});
