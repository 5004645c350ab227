import { registerStrings } from '@estante/i18n';

/** The Dublin Core view's strings (namespace "title-detail-dublin-core"), fetched with the view. */
export const NS_DUBLIN_CORE = registerStrings('title-detail-dublin-core', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
