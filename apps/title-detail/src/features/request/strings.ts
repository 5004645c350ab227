import { registerStrings } from '@estante/i18n';

/** The loan request page's strings (namespace "title-detail-request"), fetched with the page; the closed-stacks page uses them too (phone, e-mails). */
export const NS_REQUEST = registerStrings('title-detail-request', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
