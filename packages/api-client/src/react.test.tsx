// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { QueryClient, QueryClientProvider, useMutation, useQuery, type UseQueryOptions } from './react';

afterEach(cleanup);

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

  it('an error offers a retry that asks again', async () => {
    let fail = true;
    const fn = vi.fn(async () => { if (fail) throw new Error('503'); return 'ok'; });
    wrap(new QueryClient(), <Title options={{ queryKey: ['x'], queryFn: fn }} />);
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'tentar de novo' }));
    expect(await screen.findByText('ok')).toBeTruthy();
    expect(fn).toHaveBeenCalledTimes(2);
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
    expect(screen.getByText('página 1 (anterior)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'próxima' }));
    expect(signals[1]!.aborted).toBe(true); // page 2 left before it answered
    await act(async () => release[1]!('página 3'));
    expect(await screen.findByText('página 3')).toBeTruthy();
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
    expect(send).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('pending');
    await act(async () => resolve('ok'));
    expect(button.textContent).toBe('success');
  });
});
