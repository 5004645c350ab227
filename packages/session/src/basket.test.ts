// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $basket,
  addManyToBasket,
  addToBasket,
  BASKET_LIMIT,
  basketStorageKey,
  clearBasket,
  isInBasket,
  parseBasket,
  removeFromBasket,
  removeManyFromBasket,
  replaceBasket,
} from './basket';

const stored = () => JSON.parse(localStorage.getItem(basketStorageKey) ?? 'null') as unknown;

describe('$basket', () => {
  beforeEach(() => clearBasket());

  it('adds one title once, keeping the order of adding, and stores it', () => {
    addToBasket(12);
    addToBasket(7);
    addToBasket(12);
    expect($basket.get()).toEqual([12, 7]);
    expect(stored()).toEqual([12, 7]);
    expect(isInBasket(7)).toBe(true);
    expect(isInBasket(8)).toBe(false);
  });

  it('adds many, skipping those already there, repeats and invalid ids', () => {
    addToBasket(3);
    addManyToBasket([5, 3, 5, 9, -1, 0, 2.5, Number.NaN]);
    expect($basket.get()).toEqual([3, 5, 9]);
  });

  it('removes by acervo (one or several) and leaves the rest in order', () => {
    replaceBasket([1, 2, 3, 4]);
    removeFromBasket(2);
    expect($basket.get()).toEqual([1, 3, 4]);
    removeManyFromBasket([1, 4, 99]);
    expect($basket.get()).toEqual([3]);
  });

  it('clears (and forgets the stored copy) and replaces the whole basket', () => {
    replaceBasket([8, 8, 9]);
    expect($basket.get()).toEqual([8, 9]);
    clearBasket();
    expect($basket.get()).toEqual([]);
    expect(localStorage.getItem(basketStorageKey)).toBeNull();
  });

  it(`holds at most ${BASKET_LIMIT} titles`, () => {
    addManyToBasket(Array.from({ length: BASKET_LIMIT + 20 }, (_, i) => i + 1));
    expect($basket.get()).toHaveLength(BASKET_LIMIT);
    addToBasket(BASKET_LIMIT + 100);
    expect($basket.get()).toHaveLength(BASKET_LIMIT);
  });

  it('reads a corrupted stored basket as empty and drops invalid entries', () => {
    expect(parseBasket('not json')).toEqual([]);
    expect(parseBasket('{"a":1}')).toEqual([]);
    expect(parseBasket('null')).toEqual([]);
    expect(parseBasket('[1,"2",3,3,{"x":1},4]')).toEqual([1, 3, 4]);
  });

  it('follows another tab', () => {
    replaceBasket([1]);
    localStorage.setItem(basketStorageKey, '[5,6]');
    window.dispatchEvent(new StorageEvent('storage', { key: basketStorageKey, newValue: localStorage.getItem(basketStorageKey), storageArea: localStorage }));
    expect($basket.get()).toEqual([5, 6]);
  });
});
