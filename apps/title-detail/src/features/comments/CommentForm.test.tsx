// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@estante/api-client';
import { sendTitleComment } from '@estante/api-endpoints/title';
import { i18n, initI18n } from '@estante/i18n';
import { NS } from '../../strings';
import CommentForm from './CommentForm';
import { NS_COMMENTS } from './strings';

// What the form does with the call (tested against the server in apps/api): the message under the
// field, one send for a double click, the server's 422 under its field or in the alert, the draft
// kept for a visitor who is asked to sign in.
vi.mock('@estante/api-endpoints/title', () => ({ sendTitleComment: vi.fn() }));
vi.mock('@estante/federation/router', () => ({ useLocation: () => ({ pathname: '/acervo/7', search: '', hash: '' }), useRouteRef: () => () => '/login', Link: ({ children }: { children: unknown }) => children }));
const session = vi.hoisted(() => ({ signedIn: true }));
vi.mock('@estante/session', () => ({
  $signedIn: 'signedIn',
  $features: 'features',
  useStore: (store: string) => (store === 'signedIn' ? session.signedIn : []),
  loginPresentation: () => 'page',
  requestLogin: () => undefined,
}));
const send = vi.mocked(sendTitleComment);

window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} })) as never;
// jsdom has no ResizeObserver (antd's text area watches its size).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as never;
vi.setConfig({ testTimeout: 20_000 });

const DRAFT = 'estante:draft:comment:/acervo/7';
const sent = { comentario: { cod_comentario: 5, cod_acervo: 7, texto: 'x', data_comentario: '2026-03-01T10:00:00Z', situacao: 'pendente', data_moderacao: null }, message: 'ok' } as never;
const refused = (status: number, body: { message: string; campo?: string; codigo?: string }) =>
  new ApiError('http', status, body.message, { ...(body.campo ? { serverField: body.campo } : {}), ...(body.codigo ? { serverCode: body.codigo } : {}) });

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('pt');
  // The sign-in prompt's strings are the title page's (a component whose strings are not loaded waits for them).
  await i18n.loadNamespaces([NS_COMMENTS, NS]);
});
beforeEach(() => {
  vi.resetAllMocks();
  sessionStorage.clear();
  session.signedIn = true;
});
afterEach(cleanup);

const onSent = vi.fn();
const show = () => render(<CommentForm codAcervo={7} draft={DRAFT} focus onCancel={() => undefined} onSent={onSent} />);
const field = () => screen.getByLabelText('Seu comentário') as HTMLTextAreaElement;
const submit = () => screen.getByRole('button', { name: 'Enviar comentário' });

describe('CommentForm', () => {
  it('nothing sent for a blank text: the message under the field', async () => {
    show();
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Escreva o comentário.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('nothing sent over 2000 characters: the message names the limit', async () => {
    show();
    fireEvent.change(field(), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(submit());
    expect(await screen.findByText('O comentário deve ter no máximo 2000 caracteres.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('a double click sends the trimmed text once, then clears the text and its draft', async () => {
    let answer: (v: unknown) => void = () => undefined;
    send.mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
    show();
    fireEvent.change(field(), { target: { value: '  Muito bom.  ' } });
    fireEvent.click(submit());
    fireEvent.click(submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(7, 'Muito bom.');
    answer(sent);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(field().value).toBe('');
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("the server's 422 about the text goes under the field; the day's limit into the alert; the text stays", async () => {
    send.mockRejectedValueOnce(refused(422, { message: 'Escreva o comentário.', campo: 'texto' }));
    show();
    fireEvent.change(field(), { target: { value: 'Algo' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Escreva o comentário.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');

    const limit = 'Limite de comentários excedido: você já enviou 5 comentário(s) nas últimas 24 horas. Tente novamente amanhã.';
    send.mockRejectedValueOnce(refused(422, { message: limit, codigo: 'limite_comentarios_excedido' }));
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain(limit);
    expect(field().value).toBe('Algo');
  });

  it('a visitor types, is asked to sign in instead of sending, and the text is kept for after', async () => {
    session.signedIn = false;
    show();
    expect(screen.queryByRole('button', { name: 'Enviar comentário' })).toBeNull();
    expect(screen.getByText('Entre com seu código de usuário e senha para enviar seu comentário. O texto digitado será mantido.')).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'Volto já' } });
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(DRAFT) ?? '{}')).toEqual({ texto: 'Volto já' }));
    cleanup();
    // Back from signing in: the form finds the text again.
    session.signedIn = true;
    show();
    await waitFor(() => expect(field().value).toBe('Volto já'));
    expect(submit()).toBeTruthy();
  });
});
