import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-personal-data"), fetched with the page. */
export const NS_PERSONAL = registerStrings('patron-area-personal-data', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
