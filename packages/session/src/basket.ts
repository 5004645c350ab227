import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { MAX_ACERVOS_EXPORTACAO } from '@estante/api-contract/constants';

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
  if (!raw) return Object.freeze([]);
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? clean(value) : Object.freeze([]);
  } catch {
    return Object.freeze([]);
  }
}

const storage = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
};

function read(): readonly number[] {
  try {
    return parseBasket(storage()?.getItem(basketStorageKey));
  } catch {
    return Object.freeze([]);
  }
}

/** The titles in the basket (cod_acervo), in the order they were added. */
export const $basket = atom<readonly number[]>(read());

function save(next: readonly number[]): void {
  $basket.set(next);
  try {
    if (next.length) storage()?.setItem(basketStorageKey, JSON.stringify(next));
    else storage()?.removeItem(basketStorageKey);
  } catch {
    // quota or disabled storage: the basket still works in this page
  }
}

export const addToBasket = (cod: number): void => save(clean([...$basket.get(), cod]));
export const addManyToBasket = (cods: readonly number[]): void => save(clean([...$basket.get(), ...cods]));
export const removeFromBasket = (cod: number): void => save($basket.get().filter((id) => id !== cod));
export const removeManyFromBasket = (cods: readonly number[]): void => {
  const drop = new Set(cods);
  save($basket.get().filter((id) => !drop.has(id)));
};
export const clearBasket = (): void => save(Object.freeze([]));
export const replaceBasket = (cods: readonly number[]): void => save(clean(cods));
export const isInBasket = (cod: number): boolean => $basket.get().includes(cod);

/** The basket, re-rendering when it changes (also from another tab). */
export const useBasket = (): readonly number[] => useStore($basket);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === basketStorageKey || event.key === null) $basket.set(read());
  });
}
