import { registerStrings } from '@estante/i18n';

/** This remote's strings (namespace "exemplo-patron"), built into its own chunks: pt first, en and es. */
export const NS = registerStrings('exemplo-patron', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
