import { registerStrings } from '@estante/i18n';

/** The MARC view's strings (namespace "title-detail-marc"), fetched with the view. */
export const NS_MARC = registerStrings('title-detail-marc', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
