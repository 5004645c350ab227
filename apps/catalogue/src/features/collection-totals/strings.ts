import { registerStrings } from '@estante/i18n';

/** The collection totals' strings (namespace "catalogue-totals"), fetched with the page. */
export const NS_TOTALS = registerStrings('catalogue-totals', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
