import { registerStrings } from '@estante/i18n';

/** The personal statistics page's strings (namespace "patron-area-statistics"), fetched with the page. */
export const NS_STATISTICS = registerStrings('patron-area-statistics', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
