// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Credentials } from '@estante/api-client';
import type { LoginVinculado, PessoaResponse } from '@estante/api-contract';
import * as api from '@estante/api-endpoints/auth';
import { $session, sessionStorageKey, signOut } from '@estante/session';
import { completeSignIn, personsOf, signInWithPassword, type SignInResult } from './sign-in';

// The server, one answer per call, stubbed at the endpoint functions the action uses.
vi.mock('@estante/api-endpoints/auth', async (original) => ({
  ...(await original<typeof api>()),
  duplicates: vi.fn(),
  passwordToken: vi.fn(),
  linkedLogins: vi.fn(),
  switchLogin: vi.fn(),
  person: vi.fn(),
}));
const server = vi.mocked(api);

const pair = (n: number): Credentials => ({ access_token: `access-${n}`, refresh_token: `refresh-${n}` });
const patron = (nome: string, login = '20240001'): PessoaResponse => ({
  user: { nome_pessoa: nome, login, cod_pessoa: 7, authPermissions: [], bloqueio: false },
  authPermissions: [{ cod_modulo: 1, cod_atividade: 8 }] as never,
  bloqueio: false,
});
const login = (codigo: string, base: string, atual: boolean): LoginVinculado => ({ codigo, base, atual, descricao: `Base ${base}` }) as LoginVinculado;
const refused = (status: number) => new ApiError('http', status, 'recusado');

/** The state, narrowed (the test fails when it is another). */
function expectStatus<S extends SignInResult['status']>(result: SignInResult, status: S): Extract<SignInResult, { status: S }> {
  expect(result.status).toBe(status);
  return result as Extract<SignInResult, { status: S }>;
}

let code = 0;
/** A user code never asked about before (the persons are asked once per code). */
const freshUser = () => `2024${String(++code).padStart(4, '0')}`;

describe('signInWithPassword', () => {
  beforeEach(() => {
    signOut();
    vi.clearAllMocks();
    server.duplicates.mockResolvedValue({ result: false, pessoas: [] });
    server.linkedLogins.mockResolvedValue([]);
  });

  it('a user code of one person signs in: token, person, the session stored (remember me: localStorage)', async () => {
    const user = freshUser();
    server.passwordToken.mockResolvedValue(pair(1));
    server.person.mockResolvedValue(patron('Ana Beatriz'));
    const result = expectStatus(await signInWithPassword({ user: ` ${user} `, password: 'Senha#1', remember: true }), 'signedIn');
    expect(server.passwordToken).toHaveBeenCalledWith({ username: user, password: 'Senha#1', recaptchaToken: undefined, codPessoa: undefined });
    expect(server.person).toHaveBeenCalledWith('access-1');
    expect(result.session.user).toMatchObject({ nome_pessoa: 'Ana Beatriz', authPermissions: [{ cod_atividade: 8 }] });
    expect($session.get()).toEqual(result.session);
    await vi.waitFor(() => expect(localStorage.getItem(sessionStorageKey)).not.toBeNull());
    expect(sessionStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('a user code naming two persons asks which one, then signs in as the one chosen', async () => {
    const user = freshUser();
    const pessoas = [
      { codigo: 31, nome: 'Mariana Alves' },
      { codigo: 32, nome: 'Mariana Alves Costa Pereira' },
    ];
    server.duplicates.mockResolvedValue({ result: true, pessoas });
    const ask = expectStatus(await signInWithPassword({ user, password: 'x', remember: false }), 'choosePerson');
    expect(ask.persons).toEqual(pessoas);
    expect(server.passwordToken).not.toHaveBeenCalled();
    expect($session.get()).toBeNull();

    server.passwordToken.mockResolvedValue(pair(2));
    server.person.mockResolvedValue(patron('Mariana Alves Costa Pereira'));
    const done = expectStatus(await signInWithPassword({ user, password: 'x', person: 32, remember: false }), 'signedIn');
    expect(server.passwordToken).toHaveBeenCalledWith(expect.objectContaining({ username: user, codPessoa: 32 }));
    expect(done.session.remember).toBe(false);
    await vi.waitFor(() => expect(sessionStorage.getItem(sessionStorageKey)).not.toBeNull());
  });

  it('asks about a user code once, whether on leaving the field or on signing in', async () => {
    const user = freshUser();
    server.passwordToken.mockRejectedValue(refused(401));
    await personsOf(user);
    await signInWithPassword({ user, password: 'x', remember: false });
    await signInWithPassword({ user, password: 'y', remember: false });
    expect(server.duplicates).toHaveBeenCalledTimes(1);
  });

  it('several linked logins: the patron picks one, the tokens are switched to it, then the session', async () => {
    const logins = [login('111', 'A', true), login('222', 'B', false)];
    server.passwordToken.mockResolvedValue(pair(3));
    server.linkedLogins.mockResolvedValue(logins);
    const choice = expectStatus(await signInWithPassword({ user: freshUser(), password: 'x', remember: false }), 'chooseLogin');
    expect(choice.logins).toEqual(logins);
    expect(choice.current).toBe(logins[0]);
    expect($session.get()).toBeNull();

    server.switchLogin.mockResolvedValue(pair(4) as Awaited<ReturnType<typeof api.switchLogin>>);
    server.person.mockResolvedValue(patron('Rafael', '222'));
    const done = expectStatus(await choice.choose(logins[1]!), 'signedIn');
    expect(server.switchLogin).toHaveBeenCalledWith('access-3', { codigo: '222', base: 'B' });
    expect(server.person).toHaveBeenCalledWith('access-4');
    expect(done.session.credentials).toEqual(pair(4));
  });

  it('keeping the current linked login signs in with the tokens at hand', async () => {
    const logins = [login('111', 'A', true), login('222', 'B', false)];
    server.passwordToken.mockResolvedValue(pair(5));
    server.linkedLogins.mockResolvedValue(logins);
    server.person.mockResolvedValue(patron('Rafael'));
    const choice = expectStatus(await signInWithPassword({ user: freshUser(), password: 'x', remember: false }), 'chooseLogin');
    expectStatus(await choice.choose(logins[0]!), 'signedIn');
    expect(server.switchLogin).not.toHaveBeenCalled();
    expect($session.get()?.credentials).toEqual(pair(5));
  });

  it('linked logins that cannot be read do not stop the sign-in', async () => {
    server.passwordToken.mockResolvedValue(pair(6));
    server.linkedLogins.mockRejectedValue(refused(500));
    server.person.mockResolvedValue(patron('Ana'));
    expectStatus(await signInWithPassword({ user: freshUser(), password: 'x', remember: false }), 'signedIn');
  });

  it('a refused password is a failed state with the server error, and nothing is stored', async () => {
    server.passwordToken.mockRejectedValue(refused(401));
    const result = expectStatus(await signInWithPassword({ user: freshUser(), password: 'errada', captcha: 'payload', remember: true }), 'failed');
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error.status).toBe(401);
    expect(server.passwordToken).toHaveBeenCalledWith(expect.objectContaining({ recaptchaToken: 'payload' }));
    expect($session.get()).toBeNull();
  });

  it('a failing person call leaves no half session (nothing in memory or in either storage)', async () => {
    server.passwordToken.mockResolvedValue(pair(7));
    server.person.mockRejectedValue(refused(500));
    const result = expectStatus(await signInWithPassword({ user: freshUser(), password: 'x', remember: true }), 'failed');
    expect(result.error.status).toBe(500);
    expect($session.get()).toBeNull();
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(sessionStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('a network failure before any answer is a failed state of kind network', async () => {
    server.duplicates.mockRejectedValue(new Error('offline'));
    const result = expectStatus(await signInWithPassword({ user: freshUser(), password: 'x', remember: false }), 'failed');
    expect(result.error.kind).toBe('network');
  });
});

describe('completeSignIn (single sign-on)', () => {
  beforeEach(() => {
    signOut();
    vi.clearAllMocks();
  });

  it('the tokens an identity provider gave go through the same path: person, then the session', async () => {
    server.person.mockResolvedValue(patron('Ana Beatriz'));
    const done = expectStatus(await completeSignIn(pair(8), { remember: false }), 'signedIn');
    expect(server.person).toHaveBeenCalledWith('access-8');
    expect($session.get()).toEqual(done.session);
    expect(done.session).toMatchObject({ credentials: pair(8), remember: false, user: { nome_pessoa: 'Ana Beatriz' } });
    expect(server.passwordToken).not.toHaveBeenCalled();
  });

  it('a refused person leaves no session', async () => {
    server.person.mockRejectedValue(refused(401));
    expectStatus(await completeSignIn(pair(9), { remember: true }), 'failed');
    expect($session.get()).toBeNull();
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });
});
