import { registerStrings } from '@estante/i18n';

/** The contents views' strings (namespace "title-detail-contents"), fetched with the views. */
export const NS_CONTENTS = registerStrings('title-detail-contents', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
