import { registerStrings } from '@estante/i18n';

/** The reference view's strings (namespace "title-detail-reference"), fetched with the view. */
export const NS_REFERENCE = registerStrings('title-detail-reference', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
