import { atom, type WritableAtom } from 'nanostores';

/** How a persistent store turns its value into stored text and back. */
export interface PersistentOptions<T> {
  /**
   * The stored text (null when nothing is stored or storage cannot be read) as a value. It must
   * never throw: whatever is missing or corrupted falls back, field by field, to a usable default.
   */
  readonly decode: (raw: string | null) => T;
  /** The value as text to store; null forgets the stored copy. */
  readonly encode: (value: T) => string | null;
  /** Where it is kept (default localStorage); null when the browser refuses storage. */
  readonly storage?: () => Storage | null;
}

/** The page's localStorage, or null where reading it throws (storage disabled) or there is none. */
const localStore = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
};

/** A stored JSON text as a value; undefined when nothing is stored or the text is not JSON. */
export function readJson(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A store kept in Web Storage (the `$basket`, the `$preferences`): read once when the module loads,
 * written on every `set`, and following the other tabs (the `storage` event) so every open tab
 * shows the same value. Storage that is disabled or full never breaks the page: the value then
 * lives in this page only.
 */
export function persistentAtom<T>(key: string, { decode, encode, storage = localStore }: PersistentOptions<T>): WritableAtom<T> {
  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(key) ?? null;
    } catch {
      // storage refused: as if nothing were stored
    }
    return decode(raw);
  };
  const store = atom<T>(read());
  const show = store.set;
  store.set = (value: T) => {
    show(value);
    try {
      const text = encode(value);
      if (text === null) storage()?.removeItem(key);
      else storage()?.setItem(key, text);
    } catch {
      // quota or disabled storage: the value still applies to this page
    }
  };
  // Another tab wrote it (or cleared all storage: key null): show what is stored now, without writing it back.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) show(read());
    });
  }
  return store;
}
