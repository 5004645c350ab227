// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { VerificacaoNadaConsta } from '@estante/api-contract';
import { QueryClient, QueryClientProvider } from '@estante/api-client/react';
import { BrowserRouter, RouteBindingsProvider } from '@estante/federation/router';
import { testBindings } from '../../test-bindings';

// The clearance page: a blocked patron sees each blocker in words with the page that settles it (a
// block by the library: none) and no issue button; a clear one issues the PDF (a double click asks
// once, the file is saved); the e-mail form shows each rule's message under its field and sends the
// newest declaration's code.
let data: VerificacaoNadaConsta;
const issued: number[] = [];
const mailed: { emails: string; codigo?: string }[] = [];
let release: () => void = () => undefined;
vi.mock('@estante/api-endpoints/patron', () => ({
  clearanceStatusQuery: (cod: number, lang: string) => ({ queryKey: ['patron', cod, 'clearance', lang], queryFn: () => Promise.resolve(data) }),
  issueClearance: () => {
    issued.push(1);
    return new Promise((resolve) => {
      release = () => resolve({ blob: new Blob(['%PDF-']), name: 'nada-consta-AAAA.pdf', codigo: 'A'.repeat(28) });
    });
  },
  clearanceFile: vi.fn(),
  mailClearance: (fields: { emails: string; codigo?: string }) => {
    mailed.push(fields);
    return new Promise((resolve) => {
      release = () => resolve({ message: 'sent', enviado_para: [fields.emails], codigo: fields.codigo ?? '' });
    });
  },
}));
vi.mock('@estante/session', async (original) => ({ ...(await original<Record<string, unknown>>()), useStore: () => ({ cod_pessoa: 7 }) }));
vi.mock('@estante/i18n', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTranslation: () => ({ t: (key: string, v?: Record<string, unknown>) => {
    const values = Object.entries(v ?? {}).filter(([k, x]) => k !== 'defaultValue' && x !== undefined && typeof x !== 'object').map(([, x]) => String(x));
    return values.length ? `${key}:${values.join('|')}` : key;
  }, i18n: { language: 'pt' }, ready: true }),
}));
const saved: string[] = [];
vi.mock('@estante/ui/document', async (original) => ({ ...(await original<Record<string, unknown>>()), saveFile: (_b: Blob, name: string) => saved.push(name) }));
vi.mock('@estante/ui/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const { default: ClearancePage } = await import('./ClearancePage');

const show = () =>
  render(
    <BrowserRouter>
      <RouteBindingsProvider bindings={testBindings}>
        <QueryClientProvider client={new QueryClient()}>
          <ClearancePage />
        </QueryClientProvider>
      </RouteBindingsProvider>
    </BrowserRouter>,
  );

const declaration = { codigo: 'B'.repeat(28), codigo_formatado: 'BBBB-BBBB-BBBB-BBBB-BBBB-BBBB-BBBB', emitida_em: '2026-11-26T12:00:00.000Z', data: '2026-11-26', url_verificacao: 'http://localhost:8080/nada-consta/BBBB-BBBB-BBBB-BBBB-BBBB-BBBB-BBBB' };

afterEach(() => {
  cleanup();
  issued.length = 0;
  mailed.length = 0;
  saved.length = 0;
});

describe('the clearance page', () => {
  it('a blocked patron: each blocker in words, its items and the page that settles it; a block has no page; no issue button', async () => {
    data = {
      liberado: false,
      message: 'A declaração ainda não pode ser emitida.',
      declaracoes: [],
      pendencias: [
        { tipo: 'emprestimo', codigo: 'EMPRESTIMOS_EM_ABERTO', quantidade: 2, descricao: 'Empréstimos em aberto (2)', itens: ['Dom Casmurro — 01/12/2026', 'Iracema — 02/12/2026'], link: '/meupergamum/emprestimos' },
        { tipo: 'debito', codigo: 'DEBITOS_EM_ABERTO', quantidade: 1, descricao: 'Débitos em aberto (1)', itens: ['Multa — R$ 2,00'], link: '/meupergamum/debitos' },
        { tipo: 'reserva', codigo: 'RESERVAS_A_RETIRAR', quantidade: 1, descricao: 'Reservas à sua espera (1)', itens: ['O Cortiço'], link: '/meupergamum/reservas' },
        { tipo: 'bloqueio', codigo: 'USUARIO_BLOQUEADO', quantidade: 1, descricao: 'Cadastro bloqueado', itens: ['Documentação pendente.'], link: null },
      ],
    };
    show();
    const loans = await screen.findByRole('listitem', { name: 'Empréstimos em aberto (2)' });
    expect(within(loans).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Dom Casmurro — 01/12/2026', 'Iracema — 02/12/2026']);
    expect(within(loans).getByRole('link', { name: 'blocked.link.emprestimo' }).getAttribute('href')).toBe('/meupergamum/emprestimos');
    expect(screen.getByRole('link', { name: 'blocked.link.debito' }).getAttribute('href')).toBe('/meupergamum/debitos');
    expect(screen.getByRole('link', { name: 'blocked.link.reserva' }).getAttribute('href')).toBe('/meupergamum/reservas');
    const block = screen.getByRole('listitem', { name: 'Cadastro bloqueado' });
    expect(within(block).queryByRole('link')).toBeNull();
    expect(within(block).getByText('blocked.noPage')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('A declaração ainda não pode ser emitida.');
    expect(screen.queryByRole('button', { name: 'clear.issue' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'mail.heading' })).toBeNull();
  });

  it('a clear patron issues it: a double click asks once, the button is busy meanwhile, the PDF is saved', async () => {
    data = { liberado: true, message: 'Nada consta.', declaracoes: [], pendencias: [] };
    show();
    const button = await screen.findByRole('button', { name: 'clear.issue' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(issued).toHaveLength(1);
    release();
    await waitFor(() => expect(saved).toEqual(['nada-consta-AAAA.pdf']));
    expect(issued).toHaveLength(1);
  });

  it('the e-mail form: each rule of SPEC.md §5 under the field; a valid list sends the newest declaration', async () => {
    data = { liberado: true, message: 'Nada consta.', declaracoes: [declaration], pendencias: [] };
    show();
    const form = await screen.findByRole('form', { name: 'mail.heading' });
    const field = within(form).getByRole('textbox', { name: 'mail.emails' });
    const send = within(form).getByRole('button', { name: 'mail.send' });
    const messageOf = () => document.getElementById(field.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error')) ?? '')?.textContent;
    fireEvent.click(send);
    await waitFor(() => expect(messageOf()).toBe('mail.errors.required'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'a@ufe.example; nao-e-email' } });
    fireEvent.click(send);
    await waitFor(() => expect(messageOf()).toBe('mail.errors.invalid:nao-e-email'));
    fireEvent.change(field, { target: { value: 'a@x.example;b@x.example;c@x.example;d@x.example;e@x.example;f@x.example' } });
    fireEvent.click(send);
    await waitFor(() => expect(messageOf()).toBe('mail.errors.tooMany:5'));
    expect(mailed).toEqual([]);
    fireEvent.change(field, { target: { value: 'secretaria@ufe.example; coordenacao@ufe.example' } });
    fireEvent.click(send);
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(send);
    release();
    await waitFor(() => expect(field).toHaveProperty('value', ''));
    expect(mailed).toEqual([{ emails: 'secretaria@ufe.example; coordenacao@ufe.example', codigo: declaration.codigo }]);
    // The declarations list: the code and the public check.
    expect(screen.getByText(declaration.codigo_formatado)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^declarations\.verifyFor/ })[0]?.getAttribute('href')).toBe(declaration.url_verificacao);
  });
});
