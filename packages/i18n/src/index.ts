/**
 * The one i18next instance of the page (a shared singleton). Portuguese is the default;
 * English and Spanish ship with the product; French and Italian are offered only when
 * their resources are present (`availableLanguages`).
 */
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import pt from './locales/pt.json';
import en from './locales/en.json';
import es from './locales/es.json';

export const defaultLanguage = 'pt';
/** Storage key of the chosen language (read first, then the browser's). */
export const languageStorageKey = 'estante.lng';

const resources: Record<string, { translation: typeof pt }> = {
  pt: { translation: pt },
  en: { translation: en },
  es: { translation: es },
};

/** Languages the language bar offers, in its order: only those whose resources are loaded. */
export const availableLanguages: readonly string[] = ['pt', 'en', 'es', 'fr', 'it'].filter((l) => l in resources);

export type Language = 'pt' | 'en' | 'es' | 'fr' | 'it';

/** The API's `lang` header: 1 Portuguese, 3 Spanish, 5 English (PERGAMUM-API.md). */
export function langHeader(language: string | undefined): '1' | '3' | '5' {
  const base = (language ?? defaultLanguage).slice(0, 2);
  if (base === 'es') return '3';
  if (base === 'en') return '5';
  return '1';
}

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | undefined;

/** Initialise once (idempotent): detection order is ?lng=, stored choice, browser. */
export function initI18n(): Promise<unknown> {
  ready ??= i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      fallbackLng: defaultLanguage,
      supportedLngs: [...availableLanguages],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: languageStorageKey,
        caches: ['localStorage'],
      },
    });
  return ready;
}

/** The current language reduced to one we ship (pt, en, es…). */
export function currentLanguage(): Language {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? defaultLanguage).slice(0, 2);
  return (availableLanguages.includes(lng) ? lng : defaultLanguage) as Language;
}

export { resources };
export { useTranslation, Trans } from 'react-i18next';
