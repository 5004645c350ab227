/**
 * Encryption at rest for what the session keeps in Web Storage (SPEC.md §9 "stored state is
 * encrypted"): AES-GCM through WebCrypto with a key that is generated non-extractable and
 * kept in IndexedDB (a CryptoKey is structured-cloneable, its bytes never reach script). A
 * script reading localStorage sees only `v1.<iv>.<ciphertext>`; the key cannot be exported.
 *
 * Where IndexedDB or WebCrypto is missing (some private modes), `seal` answers null and the
 * caller keeps the session in memory only: never clear text.
 */
const DB_NAME = 'estante-vault';
const STORE = 'keys';
const KEY_ID = 'session';
const PREFIX = 'v1.';

let keyPromise: Promise<CryptoKey | null> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return request(req);
}

async function loadOrCreateKey(): Promise<CryptoKey | null> {
  if (typeof indexedDB === 'undefined' || typeof crypto === 'undefined' || !crypto.subtle) return null;
  const db = await openDb();
  try {
    const existing = await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID));
    if (existing instanceof CryptoKey) return existing;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    // `add` fails when another tab stored its key first: then use theirs.
    try {
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).add(key, KEY_ID));
      return key;
    } catch {
      const winner = await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID));
      return winner instanceof CryptoKey ? winner : null;
    }
  } finally {
    db.close();
  }
}

/** The page's key (created on first use); null when this browser cannot keep one. */
export function vaultKey(): Promise<CryptoKey | null> {
  keyPromise ??= loadOrCreateKey().catch(() => null);
  return keyPromise;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** JSON of `value`, encrypted; null when no key can be kept (do not persist then). */
export async function seal(value: unknown): Promise<string | null> {
  const key = await vaultKey();
  if (!key) return null;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(JSON.stringify(value));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, data));
  return `${PREFIX}${toBase64(iv)}.${toBase64(cipher)}`;
}

/** The value sealed in `text`; null when it is not ours, tampered with, or the key is gone. */
export async function unseal<T>(text: string): Promise<T | null> {
  if (!text.startsWith(PREFIX)) return null;
  const [iv, cipher] = text.slice(PREFIX.length).split('.');
  const key = await vaultKey();
  if (!key || !iv || !cipher) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(cipher));
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return null;
  }
}

/** Tests only: forget the cached key (as a new page would). */
export function resetVaultCache(): void {
  keyPromise = null;
}
