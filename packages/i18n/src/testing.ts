/**
 * Checks every app runs on its own language files (`src/locales/{pt,en,es}.json`): the same keys
 * in every language, no empty text. Used by each app's `locales.test.ts`.
 */
import { expect, it } from 'vitest';

type Strings = Readonly<Record<string, unknown>>;

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function valueAt(obj: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
}

/** Declares the tests of one namespace's files: the languages keyed by code, Portuguese first. */
export function describeLocales(files: Readonly<Record<string, Strings>>): void {
  const [first, ...others] = Object.keys(files);
  if (first !== 'pt') throw new Error('Portuguese comes first');
  const pt = keys(files.pt).sort();
  it.each(others)('%s has exactly the keys of pt', (lng) => {
    expect(keys(files[lng]).sort()).toEqual(pt);
  });
  it('no empty text in any language', () => {
    for (const [lng, strings] of Object.entries(files)) {
      for (const key of keys(strings)) expect(String(valueAt(strings, key)).trim(), `${lng}:${key}`).not.toBe('');
    }
  });
}
