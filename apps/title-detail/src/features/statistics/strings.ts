import { registerStrings } from '@estante/i18n';

/** The statistics view's strings (namespace "title-detail-statistics"), fetched with the view. */
export const NS_STATISTICS = registerStrings('title-detail-statistics', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
