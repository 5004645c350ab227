import { registerStrings } from '@estante/i18n';

/**
 * This app's strings (src/locales, namespace "catalogue"): built into its own chunks and loaded from its
 * own origin, so deploying the app alone deploys its strings. Imported before anything renders.
 */
export const NS = registerStrings('catalogue', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});
