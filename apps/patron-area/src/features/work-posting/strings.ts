import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-work-posting"), fetched with the page. */
export const NS_WORK_POSTING = registerStrings('patron-area-work-posting', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
