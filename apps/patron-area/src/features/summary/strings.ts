import { registerStrings } from '@estante/i18n';

/** The summary page's strings (namespace "patron-area-summary"), fetched with the page. */
export const NS_SUMMARY = registerStrings('patron-area-summary', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
