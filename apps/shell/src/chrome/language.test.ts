// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languageStorageKey } from '@estante/i18n';
import { chooseLanguage, languageUrl, TAB_STORAGE_KEY } from './language';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState({}, '', '/');
});

describe('chooseLanguage', () => {
  it('stores the language, clears the saved tab info and reloads the same page with ?lng=', () => {
    sessionStorage.setItem(TAB_STORAGE_KEY, '{"guia":2}');
    const assign = vi.fn();
    const win = { localStorage, sessionStorage, location: { href: 'http://localhost:8080/acervo/12?x=1&lng=pt', assign } } as unknown as Window;
    chooseLanguage('es', win);
    expect(localStorage.getItem(languageStorageKey)).toBe('es');
    expect(sessionStorage.getItem(TAB_STORAGE_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('http://localhost:8080/acervo/12?x=1&lng=es');
  });

  it('languageUrl keeps the path and other parameters', () => {
    expect(languageUrl('http://h/cesta', 'en')).toBe('http://h/cesta?lng=en');
  });
});

describe('language detection (packages/i18n): ?lng= first, then the stored choice, then the browser', () => {
  const detect = async () => {
    vi.resetModules();
    const { initI18n, currentLanguage } = await import('@estante/i18n');
    await initI18n();
    return currentLanguage();
  };

  it('?lng= wins over the stored choice (the reload after a choice)', async () => {
    localStorage.setItem(languageStorageKey, 'es');
    window.history.replaceState({}, '', '/?lng=en');
    expect(await detect()).toBe('en');
  });

  it('the stored choice wins over the browser', async () => {
    localStorage.setItem(languageStorageKey, 'es');
    expect(navigator.language).toMatch(/^en/);
    expect(await detect()).toBe('es');
  });

  it('the browser’s language when nothing is chosen, and a ?lng= link is not stored', async () => {
    expect(await detect()).toBe('en');
    window.history.replaceState({}, '', '/?lng=es');
    expect(await detect()).toBe('es');
    expect(localStorage.getItem(languageStorageKey)).toBeNull();
  });

  it('Portuguese when the browser speaks none of ours', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    expect(await detect()).toBe('pt');
    vi.restoreAllMocks();
  });
});
