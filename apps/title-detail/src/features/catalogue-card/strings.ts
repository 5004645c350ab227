import { registerStrings } from '@estante/i18n';

/** The catalogue card's strings (namespace "title-detail-card"), fetched with the card. */
export const NS_CARD = registerStrings('title-detail-card', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
