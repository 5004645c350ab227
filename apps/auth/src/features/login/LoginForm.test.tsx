// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@estante/api-client';
import type { LoginVinculado } from '@estante/api-contract';
import { i18n, initI18n } from '@estante/i18n';
import { personsOf, signInWithPassword, type SignInResult } from '@estante/session/sign-in';
import { $features } from '@estante/session';
import { NS } from '../../strings';
import { LoginForm } from './LoginForm';
import { linkedLoginLabel } from './LinkedLoginForm';

// The sign-in sequence is the session's (tested there); here, what the form shows of each state.
vi.mock('@estante/session/sign-in', () => ({ personsOf: vi.fn(), signInWithPassword: vi.fn(), completeSignIn: vi.fn() }));
const action = vi.mocked(signInWithPassword);

// jsdom lacks matchMedia, which antd reaches for.
window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} })) as never;
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('pt');
  await i18n.loadNamespaces(NS);
});
beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(personsOf).mockResolvedValue([]);
});
afterEach(cleanup);

const signedIn = vi.fn();
const show = () => render(<LoginForm variant="embedded" onSignedIn={signedIn} onForgotPassword={() => undefined} returnTo="/" />);
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
/** "Entrar" (jsdom never ends antd's leaving spinner animation, which keeps its label in the name). */
const enter = async () => fireEvent.click(await screen.findByRole('button', { name: /Entrar$/ }));

describe('LoginForm', () => {
  it('sends the user code (trimmed), the password and remember me, and goes on once signed in', async () => {
    action.mockResolvedValue({ status: 'signedIn', session: {} as never });
    show();
    fill('Código de usuário', ' 20240001 ');
    fill('Senha', 'Senha#1');
    fireEvent.click(screen.getByLabelText('Manter conectado neste navegador'));
    await enter();
    // No personal area (activity 8 off): the destination is the catalogue, never a page the patron cannot open.
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith('catalogo'));
    expect(action).toHaveBeenCalledWith({ user: '20240001', password: 'Senha#1', captcha: undefined, person: undefined, remember: true });
  });

  it('a refused password: the alert says so, the password is emptied, the user code stays', async () => {
    action.mockResolvedValue({ status: 'failed', error: new ApiError('http', 401, 'invalid_grant') });
    show();
    fill('Código de usuário', '20240002');
    fill('Senha', 'Errada#123');
    await enter();
    expect((await screen.findByRole('alert')).textContent).toBe('Código de usuário ou senha incorretos.');
    expect((screen.getByLabelText('Senha', { exact: true }) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Código de usuário') as HTMLInputElement).value).toBe('20240002');
  });

  it('a user code naming two persons: "Pessoa" appears with its message, then the chosen one is sent', async () => {
    action.mockResolvedValueOnce({ status: 'choosePerson', persons: [{ codigo: 31, nome: 'Mariana Alves' }, { codigo: 32, nome: 'Mariana Pereira' }] });
    show();
    fill('Código de usuário', '20240009');
    fill('Senha', 'x');
    await enter();
    expect(await screen.findByText('Escolha a pessoa.')).toBeTruthy();
    const person = screen.getByLabelText('Pessoa');
    expect(person.getAttribute('name')).toBe('EscolhaLogin');
    expect(person.getAttribute('aria-invalid')).toBe('true');
    action.mockResolvedValueOnce({ status: 'signedIn', session: {} as never });
    fireEvent.change(person, { target: { value: '32' } });

    await enter();
    await waitFor(() => expect(action).toHaveBeenLastCalledWith(expect.objectContaining({ user: '20240009', person: 32 })));
    expect(signedIn).toHaveBeenCalled();
  });

  it('several linked logins: the patron picks one and continues', async () => {
    const logins = [{ codigo: '111', base: 'A', atual: true, descricao: 'Graduação' }, { codigo: '222', base: 'B', atual: false, descricao: 'Pós' }] as LoginVinculado[];
    const choose = vi.fn(async (): Promise<SignInResult> => ({ status: 'signedIn', session: {} as never }));
    action.mockResolvedValue({ status: 'chooseLogin', logins, current: logins[0], choose });
    show();
    fill('Código de usuário', '20240005');
    fill('Senha', 'x');
    await enter();
    await screen.findByRole('button', { name: 'Continuar' });
    const select = screen.getByLabelText('Código de usuário');
    fireEvent.change(select, { target: { value: 'B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(choose).toHaveBeenCalledWith(logins[1]));
    expect(signedIn).toHaveBeenCalled();
  });

  it('"Direcionar para" shows chosen where the patron goes: the page the sign-in started from when there is one', async () => {
    $features.set([8]);
    const page = (canReturn: boolean) => render(<LoginForm variant="page" onSignedIn={signedIn} onForgotPassword={() => undefined} returnTo="/acervo/7" canReturn={canReturn} />);
    page(true);
    const back = await screen.findByRole<HTMLInputElement>('radio', { name: 'A página onde você estava' });
    expect(back.checked).toBe(true);
    action.mockResolvedValue({ status: 'signedIn', session: {} as never });
    fill('Código de usuário', '20240001');
    fill('Senha', 'x');
    fireEvent.click(screen.getByRole('radio', { name: 'Meu Pergamum (área pessoal)' }));
    await enter();
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith('meupergamum'));
    cleanup();
    page(false);
    expect(screen.queryByRole('radio', { name: 'A página onde você estava' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Meu Pergamum (área pessoal)' }).checked).toBe(true);
    $features.set([]);
  });

  it('a linked login is named by its code once, with what the server says of it', () => {
    expect(linkedLoginLabel({ codigo: '20240005', descricao: '20240005 — Login principal' })).toBe('20240005 — Login principal');
    expect(linkedLoginLabel({ codigo: '20190005', descricao: 'Login vinculado' })).toBe('20190005 — Login vinculado');
    expect(linkedLoginLabel({ codigo: '20190005', descricao: '' })).toBe('20190005');
  });

  it('an empty form is refused under its fields, without asking the server', async () => {
    show();
    await enter();
    expect(await screen.findByText('Informe o código de usuário.')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });
});
