import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-removals"), fetched with the page. */
export const NS_REMOVALS = registerStrings('patron-area-removals', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
