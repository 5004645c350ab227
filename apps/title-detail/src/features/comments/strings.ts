import { registerStrings } from '@estante/i18n';

/** The comments section's strings (namespace "title-detail-comments", loaded with the section). */
export const NS_COMMENTS = registerStrings('title-detail-comments', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
