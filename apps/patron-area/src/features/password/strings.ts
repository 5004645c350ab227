import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-password"), fetched with the page. */
export const NS_PASSWORD = registerStrings('patron-area-password', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
