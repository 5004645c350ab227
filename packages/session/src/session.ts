import { atom, computed } from 'nanostores';
import { client, type Credentials } from '@estante/api-client';
import type { UsuarioSessao } from '@estante/api-contract';
import * as api from '@estante/api-endpoints/auth';
import { registerSingleton } from '@estante/ui/registry';
import { seal, unseal } from './vault';
import { serverSnapshot } from './store';

export type { Credentials };

export interface Session {
  /** The signed-in patron (SPEC.md §3 session user): the `user` of `GET /api/pessoas`. */
  readonly user: UsuarioSessao;
  readonly credentials: Credentials;
  readonly remember: boolean;
}

/**
 * Storage key of the persisted session: localStorage with "remember me", else sessionStorage.
 * The value is sealed (AES-GCM, see vault.ts): no token is ever stored in clear text.
 */
export const sessionStorageKey = 'estante.session';
const CHANNEL = 'estante.session';
const REFRESH_LOCK = 'estante.refresh';

/** The session: null for visitors (and until the stored one is read: see sessionReady). */
export const $session = atom<Session | null>(null);
registerSingleton('@estante/session', $session);

export const $user = computed($session, (s) => s?.user ?? null);
export const $signedIn = computed($session, (s) => s !== null);
/** Set when a refresh failed and the session was cleared: the shell says "session expired" and goes to login. */
export const $sessionExpired = atom(false);
/**
 * Whether the stored session has been read (sessionReady): until then a page that needs a signed-in
 * patron cannot tell a visitor from a patron whose session is still being decrypted.
 */
export const $sessionKnown = atom(false);

// The server renders every public page for a visitor whose session it never sees; the browser
// hydrates that HTML as it is, then shows the patron's greeting, holds and basket.
serverSnapshot($session, () => null);
serverSnapshot($user, () => null);
serverSnapshot($signedIn, () => false);
serverSnapshot($sessionExpired, () => false);
serverSnapshot($sessionKnown, () => false);

/**
 * Between the tabs of this browser (BroadcastChannel, same origin only): a sign-in, rotated
 * credentials, a sign-out; and a new tab's question for the session of an open one ('ask',
 * answered by 'share'), so a session kept out of persistent storage ("Manter conectado" unticked)
 * still reaches every tab until the browser closes.
 */
type Message = { type: 'signin' | 'update' | 'share'; session: Session } | { type: 'signout' } | { type: 'ask' };

/**
 * How long a new tab waits for an open one to hand it the session: only when it has none stored and
 * a tab said it holds one (OPEN_SESSION_HINT). Long enough for a busy tab on a loaded machine to
 * answer: 150 ms lost the session of a new tab under load (the tokens suite, issue 28).
 */
export const SHARE_WAIT_MS = 1500;

/**
 * "A tab of this browser holds a session kept out of persistent storage" (localStorage, no token,
 * no name): a visitor's new tab asks nobody and waits for nothing; a signed-in patron's waits for
 * the answer. Cleared by a sign-out, and by a new tab whose question nobody answered (the tabs are gone).
 */
export const OPEN_SESSION_HINT = 'estante.sessao-em-aba';

const browser = typeof window !== 'undefined';
const channel: BroadcastChannel | null = browser && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL) : null;

// Every write to storage gets a generation; a seal that finishes after a newer write (a sign-out
// while the sign-in was still encrypting) is dropped instead of bringing the old session back.
let generation = 0;

function clearStorage(): void {
  if (!browser) return;
  window.localStorage.removeItem(sessionStorageKey);
  window.sessionStorage.removeItem(sessionStorageKey);
  window.localStorage.removeItem(OPEN_SESSION_HINT);
}

async function persist(session: Session): Promise<void> {
  const mine = ++generation;
  const sealed = await seal(session);
  if (mine !== generation || !browser) return;
  clearStorage();
  if (sealed) (session.remember ? window.localStorage : window.sessionStorage).setItem(sessionStorageKey, sealed);
  if (!session.remember) window.localStorage.setItem(OPEN_SESSION_HINT, '1');
}

async function readPersisted(): Promise<Session | null> {
  if (!browser) return null;
  for (const storage of [window.sessionStorage, window.localStorage]) {
    const raw = storage.getItem(sessionStorageKey);
    if (!raw) continue;
    const parsed = await unseal<Session>(raw);
    if (parsed?.user?.nome_pessoa && parsed.credentials?.access_token) return parsed;
    storage.removeItem(sessionStorageKey); // not ours, tampered with, or sealed with a lost key
  }
  return null;
}

let ready: Promise<void> | null = null;

/** Resolves once the stored session (if any) is decrypted into $session; the shell waits for it. */
export function sessionReady(): Promise<void> {
  ready ??= (async () => {
    const startedAt = generation;
    const stored = await readPersisted();
    // A sign-in or sign-out that happened meanwhile wins over what was stored.
    if (startedAt === generation && stored) $session.set(stored);
    else if (startedAt === generation && !stored) await askOtherTabs();
  })().finally(() => $sessionKnown.set(true));
  return ready;
}

function post(message: Message): void {
  channel?.postMessage(message);
}

const isSession = (value: unknown): value is Session => {
  const s = value as Session | null | undefined;
  return typeof s?.user?.nome_pessoa === 'string' && typeof s.credentials?.access_token === 'string';
};

/**
 * A new tab with nothing stored, in a browser where a tab said it holds a session, asks the open
 * tabs for it; the first answer (taken by the channel's listener below, which also keeps it in this
 * tab's sessionStorage) or a sign-out ends the wait, else it ends after SHARE_WAIT_MS signed out.
 */
let asking = false;
function askOtherTabs(): Promise<void> {
  const open = channel;
  if (!open || !browser || window.localStorage.getItem(OPEN_SESSION_HINT) !== '1') return Promise.resolve();
  asking = true;
  return new Promise((resolve) => {
    const done = (answered: boolean) => {
      asking = false;
      clearTimeout(timer);
      open.removeEventListener('message', onMessage);
      // Nobody answered: the tabs that held the session are closed.
      if (!answered) window.localStorage.removeItem(OPEN_SESSION_HINT);
      resolve();
    };
    const onMessage = (event: MessageEvent<Message>) => {
      if (event.data?.type !== 'ask') done(true);
    };
    const timer = setTimeout(() => done(false), SHARE_WAIT_MS);
    open.addEventListener('message', onMessage);
    post({ type: 'ask' });
  });
}

/** Store credentials and user ("remember me" survives a browser restart) and tell the other tabs. */
export async function signIn(session: Session): Promise<void> {
  $session.set(session);
  $sessionExpired.set(false);
  post({ type: 'signin', session });
  await persist(session);
}

/** Clear the session from memory and from both storages, in every tab. */
export function signOut(): void {
  generation++;
  clearStorage();
  $session.set(null);
  post({ type: 'signout' });
}

/** A failed refresh: clear the session once and raise $sessionExpired. */
export function expireSession(): void {
  if ($session.get() === null) return;
  signOut();
  $sessionExpired.set(true);
}

async function updateCredentials(credentials: Credentials): Promise<Session | null> {
  const current = $session.get();
  if (!current) return null;
  const next = { ...current, credentials };
  $session.set(next);
  post({ type: 'update', session: next });
  await persist(next);
  return next;
}

channel?.addEventListener('message', (event: MessageEvent<Message>) => {
  const m = event.data;
  if (m?.type === 'ask') {
    const mine = $session.get();
    if (mine) post({ type: 'share', session: mine });
    return;
  }
  if (m?.type === 'signout') {
    generation++;
    clearStorage();
    $session.set(null);
  } else if (m && isSession(m.session)) {
    // An answer to a newcomer's question is for the tab still waiting for one, not for the others.
    if (m.type === 'share' && (!asking || $session.get())) return;
    $session.set(m.session);
    if (m.type === 'signin' || m.type === 'share') $sessionExpired.set(false);
    void persist(m.session); // this tab's own sessionStorage, so a reload keeps the session
  }
});

/** One holder at a time across the tabs of this origin (Web Locks), else within this tab. */
let localTail: Promise<unknown> = Promise.resolve();
function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  if (browser && navigator.locks) return navigator.locks.request(REFRESH_LOCK, fn);
  const run = localTail.then(fn, fn);
  localTail = run.catch(() => undefined);
  return run;
}

/**
 * New credentials for a request that got 401 with `stale`. Under a lock shared by every tab:
 * when another tab already rotated the refresh token (its broadcast reached us), use its
 * credentials instead of spending the old refresh token a second time (the server would see a
 * reuse and revoke the whole family).
 */
export function refreshCredentials(stale: Credentials, spend: (refreshToken: string) => Promise<Credentials>): Promise<Credentials> {
  return exclusive(async () => {
    // Let a broadcast posted by the previous lock holder arrive before deciding.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const current = $session.get();
    if (!current) throw new Error('signed out');
    if (current.credentials.refresh_token !== stale.refresh_token) return current.credentials;
    const fresh = await spend(current.credentials.refresh_token);
    return (await updateCredentials(fresh))?.credentials ?? fresh;
  });
}

// The API client asks the session for the patron's token, and for a new one after a 401.
client.setCredentialsBridge({
  current: () => $session.get()?.credentials ?? null,
  refresh: (stale) => refreshCredentials(stale, (refreshToken) => api.refreshToken(refreshToken)),
  expired: expireSession,
});

/** Activity 107 present: sign-in asked for by a page opens the login dialog over it; absent: the login page. */
export const MODAL_LOGIN_ACTIVITY = 107;
export const loginPresentation = (features: readonly number[]): 'modal' | 'page' => (features.includes(MODAL_LOGIN_ACTIVITY) ? 'modal' : 'page');

/** The shell's login dialog: open, and the path to stay on after signing in. */
export const $loginPrompt = atom<{ readonly returnTo: string } | null>(null);
serverSnapshot($loginPrompt, () => null);

/** Ask the patron to sign in without leaving `returnTo` (the shell shows the dialog). */
export function requestLogin(returnTo: string): void {
  $loginPrompt.set({ returnTo });
}

export function closeLoginPrompt(): void {
  $loginPrompt.set(null);
}

/** First name for the top bar's greeting. */
export function firstName(user: UsuarioSessao): string {
  return user.nome_pessoa.trim().split(/\s+/)[0] ?? user.nome_pessoa;
}
