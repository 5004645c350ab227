import { registerStrings } from '@estante/i18n';

/** The loan token page's strings (namespace "patron-area-loan-token"), fetched with the page. */
export const NS_LOAN_TOKEN = registerStrings('patron-area-loan-token', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
