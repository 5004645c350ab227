import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-loans"), fetched with the page. */
export const NS_LOANS = registerStrings('patron-area-loans', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
