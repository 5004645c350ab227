import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-clearance"), fetched with the page. */
export const NS_CLEARANCE = registerStrings('patron-area-clearance', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
