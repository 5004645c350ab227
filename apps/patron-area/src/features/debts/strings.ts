import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-debts"), fetched with the page. */
export const NS_DEBTS = registerStrings('patron-area-debts', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
