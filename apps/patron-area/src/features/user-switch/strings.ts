import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-user-switch"), fetched with the page. */
export const NS_SWITCH = registerStrings('patron-area-user-switch', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
