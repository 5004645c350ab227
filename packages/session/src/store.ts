import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * What a store holds as the server renders a page (issue 27): the public pages are rendered on the
 * server for every visitor alike, so a store of this visitor's own (the session, the basket, the
 * accessibility preferences) reads there as it starts, empty. The browser hydrates the server's
 * HTML with the same values (React's server snapshot), then renders again with the visitor's own:
 * the page personalises itself after hydration, with no mismatch.
 */
const serverSnapshots = new WeakMap<ReadableAtom<unknown>, () => unknown>();

/**
 * Declares the value `store` has on the server (and while the browser hydrates the server's HTML).
 * `value` is called for each snapshot and must answer the same reference while its inputs are the
 * same (React compares snapshots by identity).
 */
export function serverSnapshot<T>(store: ReadableAtom<T>, value: () => T): void {
  serverSnapshots.set(store as ReadableAtom<unknown>, value);
}

/**
 * A store's value in a component, re-rendering it on every change. On the server and while the page
 * hydrates, a store with a declared server value (serverSnapshot) reads as that value; any other
 * (the public configuration, which the page carries in its HTML) reads as it is.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  const get = useCallback(() => store.get(), [store]);
  const server = (serverSnapshots.get(store as ReadableAtom<unknown>) as (() => T) | undefined) ?? get;
  return useSyncExternalStore(subscribe, get, server);
}
