// @vitest-environment jsdom
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgivingStorage, persistentAtom, readJson } from './persistent';

/**
 * A store of a number list, each entry checked on its own (the shape of the basket); `storage`
 * swaps the page's localStorage for another (the library keeps one engine for every store).
 */
const numbers = (key: string, storage?: () => Storage | null) => {
  if (storage) setPersistentEngine(forgivingStorage(storage), windowPersistentEvents);
  return persistentAtom<readonly number[]>(key, [], {
    decode: (raw) => {
      const value = readJson(raw);
      return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
    },
    encode: (list) => (list.length ? JSON.stringify(list) : undefined),
  });
};

/** What the browser fires in this page when another tab writes (or clears: key null) the storage. */
const otherTab = (key: string | null, value?: string) => {
  if (key !== null && value !== undefined) localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: key === null ? null : localStorage.getItem(key), storageArea: localStorage }));
};

describe('persistentAtom', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => setPersistentEngine(forgivingStorage(), windowPersistentEvents));

  it('starts from what is stored and writes every change', () => {
    localStorage.setItem('t.read', '[1,2]');
    const $list = numbers('t.read');
    expect($list.get()).toEqual([1, 2]);
    $list.set([3]);
    expect(localStorage.getItem('t.read')).toBe('[3]');
    $list.set([]);
    expect(localStorage.getItem('t.read')).toBeNull();
  });

  it('corrupted JSON reads as the decoder’s fallback, and valid entries survive beside invalid ones', () => {
    localStorage.setItem('t.bad', '[1, "two", ');
    expect(numbers('t.bad').get()).toEqual([]);
    localStorage.setItem('t.mixed', '[1, "two", 3]');
    expect(numbers('t.mixed').get()).toEqual([1, 3]);
    expect(readJson('{"a":')).toBeUndefined();
    expect(readJson(null)).toBeUndefined();
  });

  it('follows another tab’s change (and a cleared storage), without writing it back', () => {
    const $list = numbers('t.tabs');
    const seen: (readonly number[])[] = [];
    const off = $list.listen((value) => seen.push(value));
    otherTab('t.tabs', '[7,8]');
    expect($list.get()).toEqual([7, 8]);
    otherTab('t.other', '[9]');
    expect($list.get()).toEqual([7, 8]);
    localStorage.clear();
    otherTab(null);
    expect($list.get()).toEqual([]);
    expect(localStorage.getItem('t.tabs')).toBeNull();
    off();
    expect(seen).toEqual([[7, 8], []]);
  });

  it('storage unavailable or refusing: the value lives in the page, nothing throws', () => {
    const $none = numbers('t.none', () => null);
    $none.set([1]);
    expect($none.get()).toEqual([1]);
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const $broken = numbers('t.broken', () => broken);
    expect($broken.get()).toEqual([]);
    expect(() => $broken.set([2])).not.toThrow();
    expect($broken.get()).toEqual([2]);
    expect(() => $broken.set([])).not.toThrow();
  });
});
