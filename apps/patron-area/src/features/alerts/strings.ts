import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-alerts"), fetched with the page. */
export const NS_ALERTS = registerStrings('patron-area-alerts', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
