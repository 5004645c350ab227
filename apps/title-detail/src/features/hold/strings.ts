import { registerStrings } from '@estante/i18n';

/** The hold page's strings (namespace "title-detail-hold"), fetched with the page. */
export const NS_HOLD = registerStrings('title-detail-hold', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});

/** The title page's hold block (namespace "title-detail-hold-summary"): a few lines, so the title page does not fetch the page's strings. */
export const NS_HOLD_SUMMARY = registerStrings('title-detail-hold-summary', {
  pt: () => import('./locales/summary.pt.json'),
  en: () => import('./locales/summary.en.json'),
  es: () => import('./locales/summary.es.json'),
});
