import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-requests"), fetched with the page. */
export const NS_REQUESTS = registerStrings('patron-area-requests', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
