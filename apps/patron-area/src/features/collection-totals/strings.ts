import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-collection-totals"), fetched with the page. */
export const NS_COLLECTION_TOTALS = registerStrings('patron-area-collection-totals', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
