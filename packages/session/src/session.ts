import { atom, computed } from 'nanostores';
import { registerSingleton } from '@estante/ui/registry';

/** The signed-in patron (SPEC.md §3 session user). */
export interface SessionUser {
  readonly nome_pessoa: string;
  readonly login: string;
  readonly cod_pessoa: number;
}

export interface Credentials {
  readonly access_token: string;
  readonly refresh_token: string;
}

export interface Session {
  readonly user: SessionUser;
  readonly credentials: Credentials;
  readonly remember: boolean;
}

/**
 * Storage key of the persisted session. NOTE: stored as JSON for now; encryption at rest
 * (AES-GCM, non-extractable key) and token refresh come with the sign-in work.
 */
export const sessionStorageKey = 'estante.session';

function readPersisted(): Session | null {
  if (typeof window === 'undefined') return null;
  for (const storage of [window.sessionStorage, window.localStorage]) {
    try {
      const raw = storage.getItem(sessionStorageKey);
      if (!raw) continue;
      const parsed = JSON.parse(raw) as Partial<Session>;
      if (parsed.user?.nome_pessoa && parsed.credentials?.access_token) return parsed as Session;
    } catch {
      storage.removeItem(sessionStorageKey);
    }
  }
  return null;
}

/** The session: null for visitors. */
export const $session = atom<Session | null>(readPersisted());
registerSingleton('@estante/session', $session);

export const $user = computed($session, (s) => s?.user ?? null);
export const $signedIn = computed($session, (s) => s !== null);

/** Store credentials and user: "remember me" persists across browser restarts. */
export function signIn(session: Session): void {
  const target = session.remember ? window.localStorage : window.sessionStorage;
  target.setItem(sessionStorageKey, JSON.stringify(session));
  $session.set(session);
}

/** Clear the session from memory and from both storages. */
export function signOut(): void {
  window.localStorage.removeItem(sessionStorageKey);
  window.sessionStorage.removeItem(sessionStorageKey);
  $session.set(null);
}

/** First name for the top bar's greeting. */
export function firstName(user: SessionUser): string {
  return user.nome_pessoa.trim().split(/\s+/)[0] ?? user.nome_pessoa;
}
