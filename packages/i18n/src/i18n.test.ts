import { describe, expect, it } from 'vitest';
import { availableLanguages, langHeader, resources } from './index';

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('resources', () => {
  const pt = keys(resources.pt!.translation).sort();
  it.each(['en', 'es'])('%s has exactly the keys of pt', (lng) => {
    expect(keys(resources[lng]!.translation).sort()).toEqual(pt);
  });
  it('no empty translation', () => {
    for (const lng of Object.keys(resources)) {
      const flat = keys(resources[lng]!.translation);
      for (const key of flat) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], resources[lng]!.translation);
        expect(String(value).trim(), `${lng}:${key}`).not.toBe('');
      }
    }
  });
  it('offers only languages whose resources are present', () => {
    expect(availableLanguages).toEqual(['pt', 'en', 'es']);
  });
});

describe('langHeader', () => {
  it('maps languages to the API codes', () => {
    expect(langHeader('pt-BR')).toBe('1');
    expect(langHeader('es')).toBe('3');
    expect(langHeader('en-US')).toBe('5');
    expect(langHeader(undefined)).toBe('1');
  });
});
