import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-external-bases"), fetched with the page. */
export const NS_EXTERNAL_BASES = registerStrings('patron-area-external-bases', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
