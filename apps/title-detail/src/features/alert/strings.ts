import { registerStrings } from '@estante/i18n';

/** The availability alert button's strings (namespace "title-detail-alert"), fetched with the button. */
export const NS_ALERT = registerStrings('title-detail-alert', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
