import { registerStrings } from '@estante/i18n';

/** The serial holdings view's strings (namespace "title-detail-kardex"), fetched with the view. */
export const NS_KARDEX = registerStrings('title-detail-kardex', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
