/**
 * The one i18next instance of the page (a shared singleton). Portuguese is the default;
 * English and Spanish ship with the product; French and Italian are offered only when
 * their resources are present (`availableLanguages`).
 */
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const defaultLanguage = 'pt';
/** Storage key of the chosen language (read first, then the browser's). */
export const languageStorageKey = 'estante.lng';

/**
 * Each language's strings are a chunk of their own, fetched only for the language in use
 * (and Portuguese, the fallback). A French or Italian file added here joins the bar.
 */
const loaders: Record<string, () => Promise<{ default: ResourceKey }>> = {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
};

/** Languages the language bar offers, in its order: only those whose resources are present. */
export const availableLanguages: readonly string[] = ['pt', 'en', 'es', 'fr', 'it'].filter((l) => l in loaders);

const lazyResources: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = loaders[language];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export type Language = 'pt' | 'en' | 'es' | 'fr' | 'it';

/** The API's `lang` header of a UI language: 1 Portuguese, 3 Spanish, 5 English (the contract's one mapping). */
export { langHeaderOf as langHeader } from '@estante/api-contract/constants';

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | undefined;

/**
 * Initialise once (idempotent): detection order is ?lng= (the language bar reloads with it), the
 * stored choice, the browser. Nothing is cached by detection: only a choice in the language bar is
 * stored (a ?lng= link, such as the kiosk's window, does not change the visitor's language).
 */
export function initI18n(): Promise<unknown> {
  ready ??= i18n
    .use(LanguageDetector)
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      fallbackLng: defaultLanguage,
      supportedLngs: [...availableLanguages],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
      detection: {
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: languageStorageKey,
        caches: [],
      },
    });
  return ready;
}

/** The `lang` attribute of <html> for a language: Portuguese is Brazilian Portuguese. */
export function htmlLang(language: string): string {
  return language === 'pt' ? 'pt-BR' : language;
}

/** The current language reduced to one we ship (pt, en, es…). */
export function currentLanguage(): Language {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? defaultLanguage).slice(0, 2);
  return (availableLanguages.includes(lng) ? lng : defaultLanguage) as Language;
}

export { useTranslation } from 'react-i18next';

/** An error to show: a translation key (with values) or a text as it came from the server. */
export type TranslatableMessage = { readonly key: string; readonly values?: Record<string, string> } | { readonly text: string };

/**
 * The text of a message in the current language. A key that is not one of ours (a 422's
 * server message looked up first, SPEC.md §8) is shown as it is.
 */
export function messageText(t: (key: string, options?: Record<string, unknown>) => string, message: TranslatableMessage): string {
  return 'key' in message ? t(message.key, { ...message.values, defaultValue: message.key }) : message.text;
}
