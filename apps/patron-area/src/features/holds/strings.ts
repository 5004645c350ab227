import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-holds"), fetched with the page. */
export const NS_HOLDS = registerStrings('patron-area-holds', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
