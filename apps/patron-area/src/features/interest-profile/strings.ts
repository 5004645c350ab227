import { registerStrings } from '@estante/i18n';

/** The interest profile's and "new for you"'s strings (namespace "patron-area-interest"), fetched with the pages. */
export const NS_INTEREST = registerStrings('patron-area-interest', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
