import { describe, expect, it } from 'vitest';
import { availableLanguages, i18n, initI18n, langHeader } from './index';
import pt from './locales/pt.json';
import en from './locales/en.json';
import es from './locales/es.json';

const resources: Record<string, { translation: unknown }> = { pt: { translation: pt }, en: { translation: en }, es: { translation: es } };

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

describe('initI18n', () => {
  it('loads the resources of the language in use', async () => {
    await initI18n();
    await i18n.changeLanguage('es');
    expect(i18n.t('catalogue.searchButton')).toBe('Buscar');
    await i18n.changeLanguage('pt');
    expect(i18n.t('catalogue.searchButton')).toBe('Pesquisar');
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
