/**
 * Parts of a page in chunks of their own (a page's results, a title's sub-view), for pages the
 * shell's server renders (issue 27). What `React.lazy` does, plus what hydration needs: the server
 * notes each part a page rendered (its id, in the page's state), and the browser loads those parts
 * before it hydrates the page, so the hydration never waits on a chunk halfway (React would render
 * that part again in the browser, not hydrate it, at the first update that reached it meanwhile).
 *
 * Part of the shared router entry: one registry and one collector in the page.
 */
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';

type Loaded<P> = { readonly default: ComponentType<P> };

interface Part {
  /** Loads the chunk once; the same promise after. */
  readonly load: () => Promise<void>;
}

/** Every lazy part defined so far (a remote's are defined when its modules run), by id. */
const parts = new Map<string, Part>();

/** On the server: the ids of the parts a page rendered. */
const CollectorContext = createContext<Set<string> | null>(null);

/** The shell's server collects the lazy parts a page renders into `parts` (they go into the page's state). */
export function LazyPartsCollector({ parts: collected, children }: { readonly parts: Set<string>; readonly children?: ReactNode }) {
  return createElement(CollectorContext.Provider, { value: collected }, children);
}

/**
 * A component in a chunk of its own, loaded the first time it renders (its Suspense boundary shows
 * its fallback meanwhile), like `React.lazy`. `id` names it in the page's state: unique in the
 * federation (prefix it with the remote: 'catalogue/search-results').
 */
export function lazyComponent<P extends object>(id: string, load: () => Promise<Loaded<P>>): ComponentType<P> {
  let state: { status: 'pending'; promise: Promise<void> } | { status: 'done'; component: ComponentType<P> } | { status: 'failed'; error: unknown } | null = null;
  const start = (): Promise<void> => {
    if (state?.status === 'pending') return state.promise;
    if (state?.status === 'done') return Promise.resolve();
    const promise = load().then(
      (module) => {
        state = { status: 'done', component: module.default };
      },
      (error: unknown) => {
        state = { status: 'failed', error };
        throw error;
      },
    );
    state = { status: 'pending', promise };
    return promise;
  };
  parts.set(id, { load: start });
  function LazyPart(props: P) {
    useContext(CollectorContext)?.add(id);
    if (!state || state.status === 'pending') throw start().catch(() => undefined);
    if (state.status === 'failed') {
      // The next render (a retry) asks for the chunk again.
      const { error } = state;
      state = null;
      throw error;
    }
    return createElement(state.component, props);
  }
  LazyPart.displayName = `Lazy(${id})`;
  return LazyPart;
}

/**
 * Loads the parts a server-rendered page used (its state's ids), before the page hydrates. A part
 * defined by a chunk that is itself lazy is found once that chunk has run: the ids still unknown are
 * looked for again after each round, a few rounds at most. Answers the ids it could not load.
 */
export async function preloadLazyParts(ids: readonly string[]): Promise<string[]> {
  let waiting = [...new Set(ids)];
  for (let round = 0; round < 4 && waiting.length; round++) {
    const known = waiting.filter((id) => parts.has(id));
    if (!known.length) break;
    await Promise.allSettled(known.map((id) => parts.get(id)!.load()));
    waiting = waiting.filter((id) => !known.includes(id));
  }
  return waiting;
}
