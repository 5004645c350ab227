import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-catalogue-card"), fetched with the page. */
export const NS_CATALOGUE_CARD = registerStrings('patron-area-catalogue-card', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
