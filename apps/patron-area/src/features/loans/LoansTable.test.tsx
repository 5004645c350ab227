// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ItemRenovacao, RenovacaoResponse, TituloPendente } from '@estante/api-contract';
import { QueryClient, QueryClientProvider } from '@estante/api-client/react';
import { RouteBindingsProvider, BrowserRouter } from '@estante/federation/router';
import { testBindings } from '../../test-bindings';

// Renewing: nothing sent (and "pick an item to renew") when none is picked; the picked ones or all,
// one request however many times the button is clicked while it is in flight; a line per item.
const calls: ItemRenovacao[][] = [];
let release: (r: RenovacaoResponse) => void = () => undefined;
vi.mock('@estante/api-endpoints/patron', () => ({
  loansKey: (cod: number) => ['patron', cod, 'loans'],
  renewLoans: (items: ItemRenovacao[]) => {
    calls.push(items);
    return new Promise<RenovacaoResponse>((resolve) => {
      release = resolve;
    });
  },
}));
vi.mock('@estante/i18n', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTranslation: () => ({ t: (key: string, v?: Record<string, unknown>) => (v && 'date' in v ? `${key}:${String(v.date)}` : v && 'reason' in v ? `${key}:${String(v.reason)}` : key), i18n: { language: 'pt' }, ready: true }),
  messageText: (_t: unknown, m: { text?: string; key?: string }) => m.text ?? m.key,
}));

const { LoansTable } = await import('./LoansTable');

const loan = (codExemplar: number, descricao: string): TituloPendente => ({
  descricao,
  dataDevolucaoPrevista: '30/11/2026',
  qtdeRenovacoes: '0',
  reservado: false,
  codExemplar,
  codBibliotecaExemplar: 1,
  codAcervo: codExemplar,
  limiteRenovacoes: 2,
  renovavel: true,
  motivo: null,
  mensagemMotivo: null,
});

function show(rows: TituloPendente[]) {
  render(
    <BrowserRouter>
      <RouteBindingsProvider bindings={testBindings}>
        <QueryClientProvider client={new QueryClient()}>
          <LoansTable rows={rows} codPessoa={7} loading={false} error={null} onRetry={() => undefined} />
        </QueryClientProvider>
      </RouteBindingsProvider>
    </BrowserRouter>,
  );
}

afterEach(() => {
  cleanup();
  calls.length = 0;
});

describe('renewing loans', () => {
  it('asks to pick one when none is picked, and sends nothing', async () => {
    show([loan(1, 'Dom Casmurro')]);
    fireEvent.click(screen.getByRole('button', { name: 'renew.selected' }));
    expect((await screen.findByRole('alert')).textContent).toBe('renew.pickOne');
    expect(calls).toEqual([]);
  });

  it('renews the picked one once however often clicked; the result per item in the live panel', async () => {
    show([loan(1, 'Dom Casmurro'), loan(2, 'Iracema')]);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'select.row' })[1]!);
    const button = screen.getByRole('button', { name: 'renew.selected' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls).toEqual([[{ codExemplar: 2, codBibliotecaExemplar: 1 }]]));
    release({ message: '1 de 1 renovados.', resultados: [{ codExemplar: 2, codBibliotecaExemplar: 1, renovado: true, descricao: 'Iracema', dataDevolucaoPrevista: '08/12/2026', qtdeRenovacoes: '1' }] });
    const panel = screen.getByRole('status');
    await waitFor(() => expect(panel.textContent).toContain('1 de 1 renovados.'));
    expect(panel.textContent).toContain('Iracema');
    expect(panel.textContent).toMatch(/renew\.renewed:8 de dez\. de 2026/);
    expect(calls).toHaveLength(1);
  });

  it('the button keeps the focus while its renewal runs (loading, not disabled), and the other one sends nothing more', async () => {
    show([loan(1, 'Dom Casmurro'), loan(2, 'Iracema')]);
    const all = screen.getByRole('button', { name: 'renew.all' });
    const selected = screen.getByRole('button', { name: 'renew.selected' });
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'select.row' })[0]!);
    all.focus();
    fireEvent.click(all);
    await waitFor(() => expect(all.classList.contains('ant-btn-loading')).toBe(true));
    expect([(all as HTMLButtonElement).disabled, (selected as HTMLButtonElement).disabled]).toEqual([false, false]);
    expect(selected.classList.contains('ant-btn-loading')).toBe(false);
    expect(document.activeElement).toBe(all);
    fireEvent.click(selected);
    fireEvent.click(all);
    release({ message: '2 de 2 renovados.', resultados: [] });
    await waitFor(() => expect(all.classList.contains('ant-btn-loading')).toBe(false));
    expect(calls).toHaveLength(1);
    expect(document.activeElement).toBe(all);
  });

  it('renew all sends every loan in the table order; a refusal shows its reason', async () => {
    show([loan(1, 'Dom Casmurro'), loan(2, 'Iracema')]);
    fireEvent.click(screen.getByRole('button', { name: 'renew.all' }));
    await waitFor(() => expect(calls).toEqual([[{ codExemplar: 1, codBibliotecaExemplar: 1 }, { codExemplar: 2, codBibliotecaExemplar: 1 }]]));
    release({
      message: '1 de 2 renovados.',
      resultados: [
        { codExemplar: 1, codBibliotecaExemplar: 1, renovado: false, descricao: 'Dom Casmurro', codigo: 'RESERVADO', mensagem: 'Título reservado por outro usuário.' },
        { codExemplar: 2, codBibliotecaExemplar: 1, renovado: true, descricao: 'Iracema', dataDevolucaoPrevista: '08/12/2026', qtdeRenovacoes: '1' },
      ],
    });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('Dom Casmurro: renew.refused:Título reservado por outro usuário.');
  });
});
