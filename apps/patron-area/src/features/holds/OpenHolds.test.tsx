// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Reserva } from '@estante/api-contract';
import { QueryClient, QueryClientProvider } from '@estante/api-client/react';
import { RouteBindingsProvider, BrowserRouter } from '@estante/federation/router';
import { testBindings } from '../../test-bindings';

// Cancelling the picked holds: nothing sent (and "select a hold") when none is picked, nothing sent
// when the confirm is declined, and one call per hold however many times the button is clicked.
const calls: number[] = [];
let release: () => void = () => undefined;
vi.mock('@estante/api-endpoints/patron', () => ({
  holdsKey: (cod: number) => ['patron', cod, 'holds'],
  cancelHold: (id: number) => {
    calls.push(id);
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  },
}));
let answer = true;
const asked: string[] = [];
vi.mock('@estante/ui/confirm', () => ({
  useConfirm: () => [
    (o: { content: string }) => {
      asked.push(o.content);
      return Promise.resolve(answer);
    },
    null,
  ],
}));
vi.mock('@estante/i18n', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'pt' }, ready: true }),
  messageText: (_t: unknown, m: { text?: string; key?: string }) => m.text ?? m.key,
}));
vi.mock('@estante/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const { OpenHolds } = await import('./OpenHolds');

const hold = (cod_reserva: number, titulo: string): Reserva =>
  ({ cod_reserva, cod_acervo: cod_reserva, titulo, situacao: 'fila', situacao_descricao: 'Na fila', posicao_fila: 1, data_reserva: '2026-01-01T10:00:00Z', previsao: null, dias: null, desc_biblioteca: 'Central', data_liberacao: null, data_limite_retirada: null }) as Reserva;

function show(holds: Reserva[]) {
  render(
    <BrowserRouter>
      <RouteBindingsProvider bindings={testBindings}>
        <QueryClientProvider client={new QueryClient()}>
          <OpenHolds holds={holds} codPessoa={7} today="2026-01-02" loading={false} error={null} onRetry={() => undefined} />
        </QueryClientProvider>
      </RouteBindingsProvider>
    </BrowserRouter>,
  );
}

afterEach(() => {
  cleanup();
  calls.length = 0;
  asked.length = 0;
  answer = true;
});

describe('cancelling the picked holds', () => {
  it('asks to pick one when none is picked, and sends nothing', async () => {
    show([hold(1, 'Dom Casmurro')]);
    fireEvent.click(screen.getByRole('button', { name: 'cancel.button' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'cancel.pickOne');
    expect(asked).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('sends nothing when the confirm is declined', async () => {
    answer = false;
    show([hold(1, 'Dom Casmurro')]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'select.row' }));
    fireEvent.click(screen.getByRole('button', { name: 'cancel.button' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(calls).toEqual([]);
  });

  it('cancels each picked hold once, whatever a double click does', async () => {
    show([hold(1, 'Dom Casmurro'), hold(2, 'Iracema')]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'select.all' }));
    const button = screen.getByRole('button', { name: 'cancel.button' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls).toEqual([1]));
    release();
    await waitFor(() => expect(calls).toEqual([1, 2]));
    release();
    await waitFor(() => expect(screen.getAllByRole('button').map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([['cancel.button', false]]));
    expect(calls).toEqual([1, 2]);
  });
});
