import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-history"), fetched with the page. */
export const NS_HISTORY = registerStrings('patron-area-history', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
