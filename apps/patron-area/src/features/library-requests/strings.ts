import { registerStrings } from '@estante/i18n';

/** The survey and exchange pages' strings (namespace "patron-area-library-requests"), fetched with the page. */
export const NS_LIBRARY_REQUESTS = registerStrings('patron-area-library-requests', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
