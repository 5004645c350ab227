// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CombinacaoSolicitacao, TiposSolicitacao } from '@estante/api-contract';
import { ApiError } from '@estante/api-client';
import { placeRequest, requestContact } from '@estante/api-endpoints/title';
import { QueryClient, QueryClientProvider } from '@estante/api-client/react';
import { i18n, initI18n } from '@estante/i18n';
import { NS } from '../../strings';
import { RequestForm } from './RequestForm';
import { NS_REQUEST } from './strings';

// What the form does with the calls (they are tested against the server in apps/api): the patron's
// contact as first values, the phone helper, every message under its field, one send for a double
// click, the server's 422 under its field, the status of what was sent.
vi.mock('@estante/api-endpoints/title', () => ({
  placeRequest: vi.fn(),
  requestContact: vi.fn(),
  requestsKey: (cod: number) => ['patron', cod, 'requests'],
  requestContactQuery: (cod: number) => ({ queryKey: ['patron', cod, 'requests', 'contact'], queryFn: () => requestContact() }),
}));
vi.mock('@estante/federation/router', () => ({ useLocation: () => ({ pathname: '/acervo/7/solicitacao-emprestimo', search: '', hash: '' }), useRouteRef: () => () => '/login', Link: () => null }));
const place = vi.mocked(placeRequest);
const contact = vi.mocked(requestContact);

window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} })) as never;
// antd's text area measures itself.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as never;
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('pt');
  // The sign-in prompt's strings are the title page's (a component whose strings are not loaded waits for them).
  await i18n.loadNamespaces([NS_REQUEST, NS]);
});
beforeEach(() => {
  vi.resetAllMocks();
  sessionStorage.clear();
  contact.mockResolvedValue({ telefone: '(51) 99876-1003', emails: 'carlos@x.example', endereco: 'Rua Tiradentes, 77', abertas: 1, limite: 10 });
});
afterEach(cleanup);

const o = (valor: string, rotulo = valor) => ({ valor, rotulo });
const COMBOS: CombinacaoSolicitacao[] = [
  { volume: o('v. 1'), tomo: o('-', 'Sem tomo'), parte: o('-', 'Sem parte'), material: o('Livro'), exemplares: 2, origens: [1, 3] },
  { volume: o('v. 2'), tomo: o('-', 'Sem tomo'), parte: o('-', 'Sem parte'), material: o('Livro'), exemplares: 1, origens: [3] },
];
const LIBS = [
  { cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', nome_campus: 'Campus Central' },
  { cod_biblioteca: 3, desc_biblioteca: 'Biblioteca Setorial Norte', nome_campus: 'Campus Norte' },
];
const TYPES: TiposSolicitacao['tipos'] = [
  { valor: 'domicilio', rotulo: 'Empréstimo domiciliar (entrega no endereço)', descricao: 'A biblioteca envia o exemplar ao endereço informado.', exige_endereco: true, exige_origem: false },
  { valor: 'retirada', rotulo: 'Retirada na biblioteca', descricao: 'O exemplar fica separado no local de recebimento escolhido.', exige_endereco: false, exige_origem: false },
  { valor: 'inter_bibliotecas', rotulo: 'Empréstimo entre bibliotecas', descricao: 'Um exemplar de outra biblioteca ou campus é enviado.', exige_endereco: true, exige_origem: true },
];
const show = (codPessoa: number | null = 42) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RequestForm cod={7} codPessoa={codPessoa} combos={COMBOS} libraries={LIBS} types={TYPES} />
    </QueryClientProvider>,
  );
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const submit = () => screen.getByRole('button', { name: /Enviar solicitação$/ });
const sent = {
  solicitacao: { cod_solicitacao: 5, tipo_descricao: 'Retirada na biblioteca', situacao_descricao: 'Aguardando atendimento', desc_biblioteca: 'Biblioteca Central' },
  message: 'Solicitação registrada.',
} as never;

describe('RequestForm', () => {
  it("takes the patron's contact as first values, and the phone helper keeps only digits, hyphens, parentheses and spaces", async () => {
    show();
    await waitFor(() => expect(field('Telefone').value).toBe('(51) 99876-1003'));
    expect(field('E-mails').value).toBe('carlos@x.example');
    expect(screen.getByText('Você tem 1 de 10 solicitações em aberto.')).toBeTruthy();
    fireEvent.change(field('Telefone'), { target: { value: '+55 (51) 3308.1234 ramal 2' } });
    await waitFor(() => expect(field('Telefone').value).toBe('55 (51) 33081234'));
  });

  it('nothing is sent while a rule is broken: each message under its field', async () => {
    show();
    await waitFor(() => expect(field('Telefone').value).not.toBe(''));
    fireEvent.change(field('Telefone'), { target: { value: '(51) 33' } });
    fireEvent.change(field('E-mails'), { target: { value: 'carlos@x.example; carlos arroba' } });
    fireEvent.change(field('Forma de recebimento'), { target: { value: 'domicilio' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Escolha o volume.')).toBeTruthy();
    expect(screen.getByText('Escolha o local de recebimento.')).toBeTruthy();
    expect(screen.getByText('Telefone inválido: informe ao menos 8 dígitos, usando só números, hífens, parênteses e espaços (no máximo 16 caracteres).')).toBeTruthy();
    expect(screen.getByText('E-mail inválido: carlos arroba. Separe vários e-mails com ";".')).toBeTruthy();
    expect(field('Volume').getAttribute('aria-invalid')).toBe('true');
    // The address came from the record: cleared, its message shows.
    fireEvent.change(field('Endereço de entrega'), { target: { value: ' ' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Informe o endereço de entrega.')).toBeTruthy();
    expect(place).not.toHaveBeenCalled();
  });

  it('an interlibrary request offers as origins the libraries holding the choice, other than the receiving one', async () => {
    show();
    fireEvent.change(field('Forma de recebimento'), { target: { value: 'inter_bibliotecas' } });
    fireEvent.change(field('Volume'), { target: { value: 'v. 1' } });
    fireEvent.change(field('Local de recebimento'), { target: { value: '1' } });
    await waitFor(() => expect([...field('Biblioteca de origem do exemplar').options].map((x) => x.value)).toEqual(['', '3']));
    fireEvent.click(submit());
    expect(await screen.findByText('Escolha a biblioteca de origem do exemplar.')).toBeTruthy();
  });

  it('a double click sends once with the form’s key; the status of what was sent shows; a 422 of the server goes under its field', async () => {
    let answer: (v: unknown) => void = () => undefined;
    place.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)) as never);
    show();
    await waitFor(() => expect(field('Telefone').value).not.toBe(''));
    fireEvent.change(field('Forma de recebimento'), { target: { value: 'retirada' } });
    fireEvent.change(field('Volume'), { target: { value: 'v. 2' } });
    fireEvent.change(field('Local de recebimento'), { target: { value: '1' } });
    fireEvent.click(submit());
    fireEvent.click(submit());
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    answer(sent);
    expect((await screen.findByRole('status')).textContent).toContain('Aguardando atendimento');
    const [body, key] = place.mock.calls[0]!;
    expect(body).toEqual({ acervo: 7, tipo: 'retirada', volume: 'v. 2', tomo: '-', parte: '-', material: 'Livro', local_recebimento: '1', telefone: '(51) 99876-1003', emails: 'carlos@x.example' });
    expect(key).toMatch(/.{16,}/);
    // Sent: nothing typed is kept for a later visit.
    await waitFor(() => expect(sessionStorage.getItem('estante:draft:request:/acervo/7/solicitacao-emprestimo')).toBeNull());

    place.mockRejectedValueOnce(new ApiError('http', 422, 'Telefone inválido (do servidor).', { serverField: 'telefone' }));
    fireEvent.change(field('Forma de recebimento'), { target: { value: 'retirada' } });
    fireEvent.change(field('Volume'), { target: { value: 'v. 1' } });
    fireEvent.change(field('Local de recebimento'), { target: { value: '3' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Telefone inválido (do servidor).')).toBeTruthy();
    expect(field('Telefone').getAttribute('aria-invalid')).toBe('true');
    // A new form after a request: another key.
    expect(place.mock.calls[1]?.[1]).not.toBe(key);
  });

  it('a visitor fills the form but is asked to sign in instead of a send button', () => {
    show(null);
    expect(screen.queryByRole('button', { name: /Enviar solicitação$/ })).toBeNull();
    expect(screen.getByText('Entre para enviar a solicitação. O que você preencheu fica guardado.')).toBeTruthy();
    expect(contact).not.toHaveBeenCalled();
  });
});
