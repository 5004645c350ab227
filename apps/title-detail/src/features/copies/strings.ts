import { registerStrings } from '@estante/i18n';

/** The copies view's strings (namespace "title-detail-copies"), fetched with the view. */
export const NS_COPIES = registerStrings('title-detail-copies', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
