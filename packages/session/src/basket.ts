import { serverSnapshot, useStore } from './store';
import { MAX_ACERVOS_EXPORTACAO } from '@estante/api-contract/constants';
import { persistentAtom, readJson } from './persistent';

/**
 * The basket (SPEC.md §4: add one, add many, remove by acervo, clear, replace): the cod_acervo of
 * the titles a visitor keeps, in the order they were added, each once. Kept in localStorage as
 * plain JSON (title numbers are public catalogue data), so it survives a reload and every tab
 * shows the same basket.
 */
export const basketStorageKey = 'estante.basket';

/** The most titles a basket holds: what one export takes (the server's limit). */
export const BASKET_LIMIT = MAX_ACERVOS_EXPORTACAO;

const isTitleId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 1e9;

/** Valid, distinct ids in order, at most BASKET_LIMIT. */
function clean(ids: readonly unknown[]): readonly number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  for (const id of ids) {
    if (isTitleId(id) && !seen.has(id)) {
      seen.add(id);
      out.push(id);
      if (out.length === BASKET_LIMIT) break;
    }
  }
  return Object.freeze(out);
}

/** A stored basket; anything corrupted reads as an empty basket, invalid entries are dropped. */
export function parseBasket(raw: string | null | undefined): readonly number[] {
  const value = readJson(raw);
  return clean(Array.isArray(value) ? value : []);
}

/** The titles in the basket (cod_acervo), in the order they were added; an empty basket is not stored. */
export const $basket = persistentAtom<readonly number[]>(basketStorageKey, Object.freeze([]), {
  decode: parseBasket,
  encode: (ids) => (ids.length ? JSON.stringify(ids) : undefined),
});
const emptyBasket: readonly number[] = Object.freeze([]);
// A visitor's basket is their own: the server renders (and the page hydrates) an empty one, the
// browser's own when it is empty too (the same reference: nothing to render again after hydration).
// (On the server the stored basket is never read: reading it would start listening to a window.)
serverSnapshot($basket, () => {
  if (typeof window === 'undefined') return emptyBasket;
  const basket = $basket.get();
  return basket.length === 0 ? basket : emptyBasket;
});

export const addToBasket = (cod: number): void => $basket.set(clean([...$basket.get(), cod]));
export const addManyToBasket = (cods: readonly number[]): void => $basket.set(clean([...$basket.get(), ...cods]));
export const removeFromBasket = (cod: number): void => $basket.set($basket.get().filter((id) => id !== cod));
export const removeManyFromBasket = (cods: readonly number[]): void => {
  const drop = new Set(cods);
  $basket.set($basket.get().filter((id) => !drop.has(id)));
};
export const clearBasket = (): void => $basket.set(Object.freeze([]));
export const replaceBasket = (cods: readonly number[]): void => $basket.set(clean(cods));
export const isInBasket = (cod: number): boolean => $basket.get().includes(cod);

/** The basket, re-rendering when it changes (also from another tab). */
export const useBasket = (): readonly number[] => useStore($basket);
