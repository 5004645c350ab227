// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DebitosPendentes, Gru, GruRequest } from '@estante/api-contract';
import { QueryClient, QueryClientProvider } from '@estante/api-client/react';

// The debts page: "no debts" when there are none; the open balance per library with its button; a
// double click on it asks for one slip, shown with its line in blocks and its barcode drawn.
let data: DebitosPendentes = { debitos: [], totais: { geral: '0.00', porBiblioteca: [] } };
const asked: GruRequest[] = [];
let release: (g: Gru) => void = () => undefined;
vi.mock('@estante/api-endpoints/patron', () => ({
  debtsQuery: (cod: number) => ({ queryKey: ['patron', cod, 'debts'], queryFn: () => Promise.resolve(data) }),
  paymentSlip: (body: GruRequest) => {
    asked.push(body);
    return new Promise<Gru>((resolve) => {
      release = resolve;
    });
  },
}));
vi.mock('@estante/session', async (original) => ({ ...(await original<Record<string, unknown>>()), useStore: () => ({ cod_pessoa: 7 }) }));
vi.mock('@estante/i18n', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTranslation: () => ({ t: (key: string, v?: Record<string, unknown>) => (v ? `${key}:${Object.values(v).join('|')}` : key), i18n: { language: 'pt' }, ready: true }),
}));

const { default: DebtsPage } = await import('./DebtsPage');

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DebtsPage />
    </QueryClientProvider>,
  );

const debt = { codDebito: 1, tipo: 'atraso', motivo: 'Multa por atraso', titulo: 'Dom Casmurro', codBiblioteca: 4, biblioteca: 'Biblioteca do Litoral', dataDebito: '12/07/2026', valor: '25.00', desconto: '0.00', valorPago: '0.00', dataPagamento: null, saldo: '25.00', pendente: true } as const;
const slip: Gru = {
  codGru: 9,
  referencia: '00004000000000009',
  dataEmissao: '24/11/2026',
  vencimento: '29/11/2026',
  valor: '25.00',
  codigoBarras: '83640000001331201380008128846271108013618155',
  linhaDigitavel: '836400000011331201380002812884627116080136181551',
  codBiblioteca: 4,
  biblioteca: 'Biblioteca do Litoral',
  beneficiario: { nome: 'Universidade Federal da Estante', sigla: 'UFE' },
  pagador: { nome: 'Ana Beatriz Souza', cpf: '***.982.247-**' },
};

afterEach(() => {
  cleanup();
  asked.length = 0;
});

describe('the debts page', () => {
  it('says so when there are no debts', async () => {
    data = { debitos: [], totais: { geral: '0.00', porBiblioteca: [] } };
    show();
    expect(await screen.findByText('none')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a double click asks for one slip of the balance, shown with its line in blocks and its barcode', async () => {
    data = { debitos: [debt], totais: { geral: '25.00', porBiblioteca: [{ codBiblioteca: 4, biblioteca: 'Biblioteca do Litoral', saldo: '25.00' }] } };
    show();
    const button = await screen.findByRole('button', { name: 'slip.generateFor:Biblioteca do Litoral|R$ 25,00' });
    expect(screen.getByText('R$ 25,00', { selector: 'strong' })).toBeTruthy();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(asked).toEqual([{ valor: '25.00', codBiblioteca: 4 }]));
    release(slip);
    const region = await screen.findByRole('region', { name: 'slip.heading' });
    expect(region.querySelector('.gru-line')?.textContent).toBe('83640000001-1 33120138000-2 81288462711-6 08013618155-1');
    expect(region.textContent).toContain('***.982.247-**');
    await waitFor(() => expect(region.querySelectorAll('svg.gru-barcode rect').length).toBeGreaterThan(40));
    expect(asked).toHaveLength(1);
  });

  it('without a CPF on record: no slip button, the reason and what to do instead (SPEC.md §8)', async () => {
    data = {
      debitos: [debt],
      totais: { geral: '25.00', porBiblioteca: [{ codBiblioteca: 4, biblioteca: 'Biblioteca do Litoral', saldo: '25.00' }] },
      cpfCadastrado: false,
    };
    show();
    expect(await screen.findByText('slip.cpfMissing')).toBeTruthy();
    expect(screen.getByText('slip.cpfMissingHow')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /slip\.generate/ })).toBeNull();
    expect(screen.getByText('totals.library:Biblioteca do Litoral|R$ 25,00')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
