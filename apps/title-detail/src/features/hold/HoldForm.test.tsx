// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CombinacaoReserva } from '@estante/api-contract';
import { ApiError } from '@estante/api-client';
import { holdQueue, placeHold } from '@estante/api-endpoints/title';
import { QueryClient, QueryClientProvider } from '@estante/api-client/react';
import { i18n, initI18n } from '@estante/i18n';
import { HoldForm } from './HoldForm';
import { NS_HOLD } from './strings';

// What the form does with the calls (they are tested against the server in apps/api): its fields,
// the messages under them, one send for a double click, the server's 422 under its field.
vi.mock('@estante/api-endpoints/title', () => ({ placeHold: vi.fn(), holdQueue: vi.fn(), holdsKey: (cod: number) => ['patron', cod, 'holds'], holdQueueQuery: (cod: number, q: object) => ({ queryKey: ['patron', cod, 'holds', 'queue', JSON.stringify(q)], queryFn: () => holdQueue(q as never) }) }));
vi.mock('@estante/federation/router', () => ({ useLocation: () => ({ pathname: '/acervo/7/reserva', search: '', hash: '' }), useRouteRef: () => () => '/login', Link: () => null }));
const place = vi.mocked(placeHold);
const queue = vi.mocked(holdQueue);

window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} })) as never;
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('pt');
  await i18n.loadNamespaces(NS_HOLD);
});
beforeEach(() => {
  vi.resetAllMocks();
  sessionStorage.clear();
  queue.mockResolvedValue({ tamanho: 2, posicao: 3, previsao: '2026-03-20', dias: 18, exemplares: 2 });
});
afterEach(cleanup);

const o = (valor: string, rotulo = valor) => ({ valor, rotulo });
const COMBOS: CombinacaoReserva[] = [
  { volume: o('v. 1'), tomo: o('-', 'Sem tomo'), parte: o('-', 'Sem parte'), material: o('Livro'), exemplares: 1 },
  { volume: o('v. 2'), tomo: o('-', 'Sem tomo'), parte: o('-', 'Sem parte'), material: o('Livro'), exemplares: 1 },
];
const LIBS = [{ cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central' }, { cod_biblioteca: 3, desc_biblioteca: 'Biblioteca Setorial Norte' }];
const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HoldForm cod={7} codPessoa={42} combos={COMBOS} libraries={LIBS} />
    </QueryClientProvider>,
  );
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const submit = () => screen.getByRole('button', { name: /Reservar$/ });
const placed = { reserva: { cod_reserva: 9, posicao_fila: 3 }, message: 'Reserva feita: você é o número 3 da fila.' } as never;

describe('HoldForm', () => {
  it('preselects what has a single value and offers only the values the copies have', async () => {
    show();
    await waitFor(() => expect(select('Tomo').value).toBe('-'));
    expect(select('Parte').value).toBe('-');
    expect(select('Material').value).toBe('Livro');
    expect(select('Volume').value).toBe('');
    expect([...select('Volume').options].map((x) => x.text)).toEqual(['Selecione', 'v. 1', 'v. 2']);
    expect(select('Biblioteca de retirada').value).toBe('');
  });

  it('nothing sent while a choice is missing: each message under its field', async () => {
    show();
    await waitFor(() => expect(select('Material').value).toBe('Livro'));
    fireEvent.click(submit());
    expect(await screen.findByText('Escolha o volume.')).toBeTruthy();
    expect(screen.getByText('Escolha a biblioteca de retirada.')).toBeTruthy();
    expect(select('Volume').getAttribute('aria-invalid')).toBe('true');
    expect(place).not.toHaveBeenCalled();
  });

  it('shows the position and estimate for the choice, and a double click sends once, with the form’s key', async () => {
    let answer: (v: unknown) => void = () => undefined;
    place.mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
    show();
    fireEvent.change(select('Volume'), { target: { value: 'v. 2' } });
    fireEvent.change(select('Biblioteca de retirada'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Você seria o número 3 da fila\. Previsão: por volta de 20 de mar\. de 2026 \(cerca de 18 dias\)\./));
    expect(queue).toHaveBeenLastCalledWith({ acervo: 7, volume: 'v. 2', tomo: '-', parte: '-', material: 'Livro' });
    fireEvent.click(submit());
    fireEvent.click(submit());
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    fireEvent.click(submit());
    answer(placed);
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    expect(place).toHaveBeenCalledTimes(1);
    const [body, key] = place.mock.calls[0]!;
    expect(body).toEqual({ acervo: 7, volume: 'v. 2', tomo: '-', parte: '-', material: 'Livro', biblioteca: '3' });
    expect(key).toMatch(/.{16,}/);
  });

  it('a 422 of the server goes under its field; a refusal into the form’s alert; nothing chosen is lost', async () => {
    place.mockRejectedValueOnce(new ApiError('http', 422, 'Escolha uma das bibliotecas que têm exemplares deste título.', { serverField: 'biblioteca' }));
    show();
    fireEvent.change(select('Volume'), { target: { value: 'v. 1' } });
    fireEvent.change(select('Biblioteca de retirada'), { target: { value: '1' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Escolha uma das bibliotecas que têm exemplares deste título.')).toBeTruthy();
    expect(select('Biblioteca de retirada').getAttribute('aria-invalid')).toBe('true');
    place.mockRejectedValueOnce(new ApiError('http', 409, 'Solicitação duplicada: você já tem uma reserva deste título.', { serverCode: 'RESERVA_DUPLICADA' }));
    fireEvent.change(select('Biblioteca de retirada'), { target: { value: '3' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('Solicitação duplicada: você já tem uma reserva deste título.');
    expect(select('Volume').value).toBe('v. 1');
    expect(select('Biblioteca de retirada').value).toBe('3');
  });
});
