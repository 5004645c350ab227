import { registerStrings } from '@estante/i18n';

/** The clearance check's strings (namespace "catalogue-clearance"), fetched with the page. */
export const NS_CLEARANCE_CHECK = registerStrings('catalogue-clearance', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
