// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, $sessionExpired, expireSession, firstName, OPEN_SESSION_HINT, refreshCredentials, sessionReady, signIn, signOut, sessionStorageKey, type Session } from './session';
import { unseal } from './vault';

const session = (remember: boolean, access = 'access-secret-1', refresh = 'refresh-secret-1'): Session => ({
  user: { nome_pessoa: 'Maria  da Silva', login: '20240001', cod_pessoa: 7, authPermissions: [], bloqueio: false },
  credentials: { access_token: access, refresh_token: refresh },
  remember,
});

/** Everything any storage of the page holds, as one string. */
const storedText = () =>
  [localStorage, sessionStorage].flatMap((s) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`)).join('\n');

describe('$session', () => {
  beforeEach(() => {
    signOut();
    $sessionExpired.set(false);
  });

  it('remember me persists in localStorage, otherwise sessionStorage', async () => {
    await signIn(session(true));
    expect(localStorage.getItem(sessionStorageKey)).not.toBeNull();
    expect(sessionStorage.getItem(sessionStorageKey)).toBeNull();
    signOut();
    await signIn(session(false));
    expect(sessionStorage.getItem(sessionStorageKey)).not.toBeNull();
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('stores no token, name or login in clear text, and the sealed value decrypts back', async () => {
    await signIn(session(true));
    const text = storedText();
    expect(text).not.toContain('access-secret-1');
    expect(text).not.toContain('refresh-secret-1');
    expect(text).not.toContain('Maria');
    expect(await unseal(localStorage.getItem(sessionStorageKey) ?? '')).toEqual(session(true));
  });

  it('a tampered value is discarded instead of trusted', async () => {
    await signIn(session(true));
    const sealed = localStorage.getItem(sessionStorageKey) ?? '';
    const flipped = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await unseal(flipped)).toBeNull();
  });

  it('a sign-out while the sign-in is still encrypting leaves nothing stored', async () => {
    const pending = signIn(session(true));
    signOut();
    await pending;
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect($session.get()).toBeNull();
  });

  it('logout clears memory and both storages', async () => {
    await signIn(session(true));
    sessionStorage.setItem(sessionStorageKey, 'x');
    signOut();
    expect($session.get()).toBeNull();
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(sessionStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('expiry clears the session once and raises $sessionExpired', async () => {
    await signIn(session(false));
    const listener = vi.fn();
    const off = $session.listen(listener);
    expireSession();
    expireSession();
    off();
    expect(listener).toHaveBeenCalledTimes(1);
    expect($sessionExpired.get()).toBe(true);
    expect(sessionStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('refreshes once for callers holding the same stale credentials, and stores the rotated pair sealed', async () => {
    await signIn(session(true));
    const stale = session(true).credentials;
    const spend = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 10));
      return { access_token: 'access-secret-2', refresh_token: 'refresh-secret-2' };
    });
    const results = await Promise.all([refreshCredentials(stale, spend), refreshCredentials(stale, spend), refreshCredentials(stale, spend)]);
    expect(spend).toHaveBeenCalledTimes(1);
    expect(results.map((c) => c.access_token)).toEqual(['access-secret-2', 'access-secret-2', 'access-secret-2']);
    await vi.waitFor(async () => expect((await unseal<Session>(localStorage.getItem(sessionStorageKey) ?? ''))?.credentials.refresh_token).toBe('refresh-secret-2'));
  });

  it('greets by first name', async () => {
    await sessionReady();
    expect(firstName(session(false).user)).toBe('Maria');
  });
});

describe('the session across the tabs of one browser', () => {
  /** Another tab of the same site: a fresh copy of this module (its own memory, its own channel end). */
  const openTab = async () => {
    vi.resetModules();
    return import('./session');
  };

  beforeEach(() => {
    signOut();
  });

  it('a new tab gets the session of an open one, without "remember me" and without localStorage', async () => {
    await signIn(session(false));
    // The new tab's sessionStorage starts empty (per tab in a browser): only the open tab can hand it over.
    sessionStorage.clear();
    const tab = await openTab();
    await tab.sessionReady();
    expect(tab.$session.get()?.user.login).toBe('20240001');
    expect(tab.$session.get()?.credentials.access_token).toBe('access-secret-1');
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    // Kept in its own sessionStorage (sealed), so reloading that tab keeps it too.
    await vi.waitFor(async () => expect((await unseal<Session>(sessionStorage.getItem(sessionStorageKey) ?? ''))?.user.login).toBe('20240001'));
  });

  it('with no tab signed in, a new tab is a visitor at once (it asks nobody)', async () => {
    sessionStorage.clear();
    expect(localStorage.getItem(OPEN_SESSION_HINT)).toBeNull();
    const tab = await openTab();
    const started = Date.now();
    await tab.sessionReady();
    expect(tab.$session.get()).toBeNull();
    expect(Date.now() - started).toBeLessThan(tab.SHARE_WAIT_MS);
  });

  it('a tab that said it holds a session but is gone: the new tab waits at most SHARE_WAIT_MS, then forgets the hint', async () => {
    sessionStorage.clear();
    localStorage.setItem(OPEN_SESSION_HINT, '1');
    const tab = await openTab();
    const started = Date.now();
    await tab.sessionReady();
    expect(tab.$session.get()).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(tab.SHARE_WAIT_MS - 50);
    expect(localStorage.getItem(OPEN_SESSION_HINT)).toBeNull();
  });

  it('signing out in one tab signs out the others', async () => {
    await signIn(session(false));
    sessionStorage.clear();
    const tab = await openTab();
    await tab.sessionReady();
    expect(tab.$session.get()).not.toBeNull();
    tab.signOut();
    await vi.waitFor(() => expect($session.get()).toBeNull());
    await vi.waitFor(() => expect(sessionStorage.getItem(sessionStorageKey)).toBeNull());
  });
});
