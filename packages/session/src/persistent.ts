import { persistentAtom, setPersistentEngine, windowPersistentEvents, type PersistentStore } from '@nanostores/persistent';

/** The page's localStorage, or null where reading it throws (storage disabled) or there is none. */
const localStore = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
};

/**
 * Web Storage as `@nanostores/persistent`'s engine (the object it reads, writes and deletes keys
 * on), made forgiving. The library writes straight to the storage, so a full or refused one would
 * throw before the store changes; and it re-reads the storage when a store is mounted again, so a
 * write the storage dropped would undo the change. Here a storage that is missing, disabled or full
 * never throws, and a change it refused is kept in this page's memory and read from there until a
 * later write succeeds: the value then lives in this page only. Atoms only (`persistentMap` would
 * also list the keys).
 */
export function forgivingStorage(storage: () => Storage | null = localStore): PersistentStore {
  /** Changes the storage refused, by key (undefined: a removal). */
  const refused = new Map<string, string | undefined>();
  const attempt = (use: (s: Storage) => void): boolean => {
    try {
      const s = storage();
      if (!s) return false;
      use(s);
      return true;
    } catch {
      return false;
    }
  };
  const read = (key: string): string | undefined => {
    if (refused.has(key)) return refused.get(key);
    let raw: string | null = null;
    attempt((s) => (raw = s.getItem(key)));
    return raw ?? undefined;
  };
  const write = (key: string, value: string | undefined): boolean => {
    if (attempt((s) => (value === undefined ? s.removeItem(key) : s.setItem(key, value)))) refused.delete(key);
    else refused.set(key, value);
    return true;
  };
  return new Proxy({} as PersistentStore, {
    has: (_, key) => typeof key === 'string' && read(key) !== undefined,
    get: (_, key) => (typeof key === 'string' ? read(key) : undefined),
    set: (_, key, value) => typeof key !== 'string' || write(key, String(value)),
    deleteProperty: (_, key) => typeof key !== 'string' || write(key, undefined),
  });
}

// Every persistent store of the session (the `$basket`, the `$preferences`) keeps its value in
// localStorage through the forgiving engine and follows the other tabs (the `storage` event).
setPersistentEngine(forgivingStorage(), windowPersistentEvents);

/**
 * `@nanostores/persistent`'s atom, with the engine above set: read when created, written on every
 * `set` (a value the encoder turns into undefined forgets the stored copy), following the other
 * tabs while it has listeners. Import it from here, so the engine is set before the first store.
 */
export { persistentAtom };

/** A stored JSON text as a value; undefined when nothing is stored or the text is not JSON. */
export function readJson(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
