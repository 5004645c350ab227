import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-permanent-basket"), fetched with the page. */
export const NS_PERMANENT_BASKET = registerStrings('patron-area-permanent-basket', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
