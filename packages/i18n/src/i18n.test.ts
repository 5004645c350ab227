import { describe, expect, it } from 'vitest';
import { availableLanguages, i18n, initI18n, langHeader, registerStrings } from './index';
import { dataLabel as label } from './labels';

const dataLabel = (text: string | null, key: string, ns?: string) => label(i18n, text, key, ns);
import { describeLocales } from './testing';
import pt from './locales/pt.json';
import en from './locales/en.json';
import es from './locales/es.json';

describe('common strings', () => {
  describeLocales({ pt, en, es });
  it('offers only languages whose resources are present', () => {
    expect(availableLanguages).toEqual(['pt', 'en', 'es']);
  });
});

describe('initI18n and the namespaces of apps', () => {
  it('loads the common strings of the language in use', async () => {
    await initI18n();
    await i18n.changeLanguage('es');
    expect(i18n.t('common.retry')).toBe(es.common.retry);
    await i18n.changeLanguage('pt');
    expect(i18n.t('common.retry')).toBe(pt.common.retry);
  });

  it("loads an app's registered namespace from its own loaders; its keys fall back to the common ones", async () => {
    const loaded: string[] = [];
    registerStrings('sample', {
      pt: async () => (loaded.push('pt'), { default: { sample: { hello: 'Olá' } } }),
      en: async () => (loaded.push('en'), { default: { sample: { hello: 'Hello' } } }),
    });
    await initI18n();
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('sample');
    expect(i18n.t('sample.hello', { ns: 'sample' })).toBe('Hello');
    expect(i18n.t('common.retry', { ns: 'sample' })).toBe(en.common.retry);
    expect(loaded).toContain('en');
    await i18n.changeLanguage('es');
    // No Spanish file: the Portuguese text, never the raw key.
    expect(i18n.t('sample.hello', { ns: 'sample' })).toBe('Olá');
    await i18n.changeLanguage('pt');
  });

  it('registered again with other loaders (a redeployed remote), loads its strings anew; nothing reads the former ones meanwhile', async () => {
    registerStrings('sample3', { pt: async () => ({ default: { s: { back: 'Voltar à pesquisa' } } }) });
    await initI18n();
    await i18n.loadNamespaces('sample3');
    expect(i18n.t('s.back', { ns: 'sample3' })).toBe('Voltar à pesquisa');
    expect(i18n.hasLoadedNamespace('sample3')).toBe(true);

    registerStrings('sample3', { pt: async () => ({ default: { s: { back: 'Voltar à nova pesquisa' } } }) });
    // what useTranslation checks before rendering: not loaded, so a component suspends until the new strings are in
    expect(i18n.hasLoadedNamespace('sample3')).toBe(false);
    await i18n.loadNamespaces('sample3');
    expect(i18n.hasLoadedNamespace('sample3')).toBe(true);
    expect(i18n.t('s.back', { ns: 'sample3' })).toBe('Voltar à nova pesquisa');
  });
});

describe('dataLabel: labels from the installation\'s data in the page language', () => {
  it('translates a material the product knows ("Livro", "Partitura") and keeps an unknown one as written', async () => {
    await initI18n();
    await i18n.changeLanguage('en');
    expect(dataLabel('Livro', 'materials')).toBe('Book');
    expect(dataLabel(' Partitura ', 'materials')).toBe('Score');
    expect(dataLabel('Material misto', 'materials')).toBe('Mixed material');
    expect(dataLabel('Fita cassete', 'materials')).toBe('Fita cassete');
    expect(dataLabel(null, 'materials')).toBe('');
    await i18n.changeLanguage('es');
    expect(dataLabel('Livro', 'materials')).toBe('Libro');
    expect(dataLabel('Material misto', 'materials')).toBe('Material mixto');
    await i18n.changeLanguage('pt');
    expect(dataLabel('Livro', 'materials')).toBe('Livro');
  });

  it('translates a single key when the data says exactly its Portuguese text', async () => {
    registerStrings('sample2', {
      pt: async () => ({ default: { s: { userCode: 'Código de usuário' } } }),
      en: async () => ({ default: { s: { userCode: 'User code' } } }),
    });
    await initI18n();
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('sample2');
    expect(dataLabel('Código de usuário', 's.userCode', 'sample2')).toBe('User code');
    expect(dataLabel('Matrícula', 's.userCode', 'sample2')).toBe('Matrícula');
    await i18n.changeLanguage('pt');
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
