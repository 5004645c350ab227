// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { $session, firstName, signIn, signOut, sessionStorageKey, type Session } from './session';

const session = (remember: boolean): Session => ({
  user: { nome_pessoa: 'Maria  da Silva', login: '2024001', cod_pessoa: 7 },
  credentials: { access_token: 'a', refresh_token: 'r' },
  remember,
});

describe('$session', () => {
  beforeEach(() => {
    signOut();
  });
  it('remember me persists in localStorage, otherwise sessionStorage', () => {
    signIn(session(true));
    expect(localStorage.getItem(sessionStorageKey)).not.toBeNull();
    expect(sessionStorage.getItem(sessionStorageKey)).toBeNull();
    signOut();
    signIn(session(false));
    expect(sessionStorage.getItem(sessionStorageKey)).not.toBeNull();
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });
  it('logout clears memory and both storages', () => {
    signIn(session(true));
    sessionStorage.setItem(sessionStorageKey, 'x');
    signOut();
    expect($session.get()).toBeNull();
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(sessionStorage.getItem(sessionStorageKey)).toBeNull();
  });
  it('greets by first name', () => {
    expect(firstName(session(false).user)).toBe('Maria');
  });
});
