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

/** One language file of a namespace, fetched when that language is in use (a chunk of its owner). */
export type StringsLoader = () => Promise<{ default: ResourceKey }>;
/** A namespace's files by language: `{ pt: () => import('./locales/pt.json'), … }`. */
export type StringsLoaders = Readonly<Record<string, StringsLoader>>;

/**
 * The namespace of the common strings and the error catalogue (this package's own files). Every
 * other namespace falls back to it, so an app writes `t('common.retry')` beside its own keys.
 */
export const commonNamespace = 'common';

/**
 * Loaders of each namespace. Every app registers its own (`registerStrings`), so its strings ship
 * in its own build and load from its own origin: a remote deployed alone brings its new strings.
 */
const namespaces = new Map<string, StringsLoaders>([
  [
    commonNamespace,
    {
      pt: () => import('./locales/pt.json'),
      en: () => import('./locales/en.json'),
      es: () => import('./locales/es.json'),
    },
  ],
]);

/** Languages the language bar offers, in its order: only those whose common strings are present. */
export const availableLanguages: readonly string[] = ['pt', 'en', 'es', 'fr', 'it'].filter((l) => l in namespaces.get(commonNamespace)!);

/**
 * Registers an app's namespace (at module load, before it renders): its language files are then
 * fetched on the first `useTranslation(namespace)`, for the language in use and Portuguese, the
 * fallback. Registering again replaces the loaders, and strings already loaded through the former
 * ones are loaded anew through the new ones (a remote reloaded after a retry; on the site's server,
 * a remote redeployed alone, whose new server container registers its new strings): until they
 * arrive, `useTranslation(namespace)` suspends as on a first load. Answers the namespace, for
 * `useTranslation(NS)`.
 */
export function registerStrings<N extends string>(namespace: N, loaders: StringsLoaders): N {
  const before = namespaces.get(namespace);
  namespaces.set(namespace, loaders);
  if (before && before !== loaders) reloadStrings(namespace);
  return namespace;
}

function reloadStrings(namespace: string): void {
  const languages = Object.keys(i18n.store?.data ?? {}).filter((language) => i18n.hasResourceBundle(language, namespace));
  if (!languages.length) return;
  // Without the bundle and with the load pending, the namespace counts as not loaded: a component
  // asking for it waits for the new strings instead of rendering the former ones.
  for (const language of languages) i18n.removeResourceBundle(language, namespace);
  void i18n.reloadResources(languages, [namespace]);
}

/**
 * Loads the strings of every namespace registered so far, in the current language (and the
 * fallback): a page hydrating the server's HTML loads those of the remote it renders first, so no
 * component waits on its strings halfway through the hydration.
 */
export function loadRegisteredStrings(): Promise<unknown> {
  return i18n.loadNamespaces([...namespaces.keys()]);
}

const lazyResources: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loaders = namespaces.get(namespace);
    if (!loaders) return callback(new Error(`strings of namespace "${namespace}" were never registered (registerStrings)`), null);
    const load = loaders[language];
    // A language the app does not translate falls back to Portuguese (fallbackLng), key by key.
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
 * Initialise once (idempotent), with the common strings and the registered namespaces in `preload`
 * (the shell's own, painted with the chrome). Detection order: ?lng= (the language bar reloads with it), the
 * stored choice, the browser. Nothing is cached by detection: only a choice in the language bar is
 * stored (a ?lng= link, such as the kiosk's window, does not change the visitor's language).
 */
export function initI18n(preload: readonly string[] = [], options: { readonly language?: Language } = {}): Promise<unknown> {
  // A fixed language (the site's server renders every page in Portuguese) needs no detection.
  const instance = options.language ? i18n : i18n.use(LanguageDetector);
  ready ??= instance
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      ...(options.language ? { lng: options.language } : {}),
      fallbackLng: defaultLanguage,
      ns: [commonNamespace, ...preload],
      defaultNS: commonNamespace,
      fallbackNS: commonNamespace,
      supportedLngs: [...availableLanguages],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      // A component whose strings are still loading suspends (its Suspense boundary shows the
      // fallback): on the server React waits for them, and a page hydrating the server's HTML keeps
      // that HTML until the remote's strings have arrived, instead of rendering something else.
      react: { useSuspense: true },
      returnNull: false,
      detection: {
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: languageStorageKey,
        caches: [],
        // The language alone ('pt', not the browser's 'pt-BR'): what the server renders with, and
        // what the query keys that carry the language hold on both sides (a page hydrating the
        // server's HTML finds the server's answers under the same keys).
        convertDetectedLanguage: (lng: string) => lng.split('-')[0] ?? lng,
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

