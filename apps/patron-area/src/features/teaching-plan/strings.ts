import { registerStrings } from '@estante/i18n';

/** This page's strings (namespace "patron-area-teaching-plan"), fetched with the page. */
export const NS_TEACHING_PLAN = registerStrings('patron-area-teaching-plan', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
