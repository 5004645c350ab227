import { useLayoutEffect, useRef } from 'react';

/** sessionStorage key: the scroll position of each results page seen in this tab, by history entry. */
const STORE = 'estante.catalogue.scroll';
/** History entries remembered (the oldest are forgotten first). */
const KEEP = 50;

type Positions = Readonly<Record<string, number>>;

function read(storage: Storage): Positions {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORE) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Positions) : {};
  } catch {
    return {};
  }
}

/** The position remembered for a history entry (null: none). */
export function savedPosition(storage: Storage, entry: string): number | null {
  const y = read(storage)[entry];
  return typeof y === 'number' && Number.isFinite(y) && y >= 0 ? y : null;
}

/** Remembers the position of a history entry, forgetting the oldest beyond KEEP. */
export function rememberPosition(storage: Storage, entry: string, y: number): void {
  const { [entry]: _old, ...rest } = read(storage);
  const kept = Object.entries(rest).slice(-(KEEP - 1));
  try {
    storage.setItem(STORE, JSON.stringify(Object.fromEntries([...kept, [entry, Math.max(0, Math.round(y))]])));
  } catch {
    // Storage full or refused: Back then lands at the top, as without this.
  }
}

/**
 * Back to a results page puts the view where it was: the position is remembered for each history
 * entry (`entry`: the router's location key) while its results are on screen, and put back once
 * they are (`ready`: the answer of this entry's search is shown). Nothing is remembered until then,
 * so the short page of a loading search never overwrites the place kept.
 * Layout effects: a page hidden by a Suspense fallback stops listening before it collapses.
 */
export function useScrollMemory(entry: string, ready: boolean): void {
  const settled = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!ready || settled.current === entry) return;
    settled.current = entry;
    const y = savedPosition(sessionStorage, entry);
    if (y === null) rememberPosition(sessionStorage, entry, window.scrollY);
    else window.scrollTo(0, y);
  }, [entry, ready]);
  useLayoutEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (settled.current === entry) rememberPosition(sessionStorage, entry, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [entry]);
}
