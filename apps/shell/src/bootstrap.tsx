import { createRoot } from 'react-dom/client';
import { currentLanguage, htmlLang, initI18n, langHeader } from '@estante/i18n';
import { setLanguageHeader } from '@estante/api-client';
import { prepareTheme } from '@estante/ui/theme';
import { $preferences } from '@estante/session';
import { applyPreferences } from './chrome/a11y/appearance';
import { NS } from './strings';
import { Root } from './Root';
import { installLinkPrefetch, warmCurrentRoute } from './prefetch';
import { queryClient } from './queryClient';
import { SERVER_LANGUAGE, seedServerAnswers } from './serverAnswers';
import { keepServerRegion } from './serverRegion';
import './styles.css';

async function start() {
  // The route's remote downloads while the shell gets ready (not after: a waterfall).
  warmCurrentRoute();
  // Zoom, colour scheme, bold and dark mode on <html>, now and on every change (index.html did it
  // already before the first paint from the stored copy).
  $preferences.subscribe((prefs) => applyPreferences(document.documentElement, prefs));
  setLanguageHeader(() => langHeader(currentLanguage()));
  // The shell's strings paint with the chrome; each remote loads its own when it first renders.
  await initI18n([NS]);
  await prepareTheme(currentLanguage());
  document.documentElement.lang = htmlLang(currentLanguage());
  // What the server read for this address (a title's record…) is painted without asking again.
  seedServerAnswers(queryClient, document, currentLanguage());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  // The remote's region the server rendered (in Portuguese) stays on screen until the remote renders
  // (serverRegion.ts); a page read in English or Spanish shows the spinner instead.
  if (currentLanguage() === SERVER_LANGUAGE) keepServerRegion(container, window.location);
  container.replaceChildren();
  createRoot(container).render(<Root />);
  installLinkPrefetch();
}

void start();
