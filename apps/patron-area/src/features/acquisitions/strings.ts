import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-acquisitions"), fetched with the page. */
export const NS_ACQUISITIONS = registerStrings('patron-area-acquisitions', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
