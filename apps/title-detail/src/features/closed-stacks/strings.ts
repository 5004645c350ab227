import { registerStrings } from '@estante/i18n';

/** The closed-stacks page's strings (namespace "title-detail-closed-stacks"), fetched with the page. */
export const NS_CLOSED = registerStrings('title-detail-closed-stacks', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
