import { registerStrings } from '@estante/i18n';

/** The basket's "keep these" strings (namespace "catalogue-permanent-keep"), fetched with the basket. */
export const NS_KEEP = registerStrings('catalogue-permanent-keep', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
