import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadLazyParts } from '@estante/federation/router';
import { currentLanguage, htmlLang, initI18n, langHeader, loadRegisteredStrings } from '@estante/i18n';
import { setLanguageHeader } from '@estante/api-client';
import { hydrate } from '@estante/api-client/react';
import { prepareTheme } from '@estante/ui/theme';
import { $preferences, seedPublicConfig, sessionReady } from '@estante/session';
import { applyPreferences } from './chrome/a11y/appearance';
import { NS } from './strings';
import { Root } from './Root';
import { installLinkPrefetch, warmCurrentRoute } from './prefetch';
import { queryClient } from './queryClient';
import { loadRemoteApp } from './remotes';
import { takeServerState, type ServerState } from './serverState';
import './styles.css';

/**
 * A hydration React could not complete as the server rendered it (it rendered that part again): a bug
 * to see. A part the server left to the browser on purpose (its remote renders only here, or its
 * budget ran out: the server's digests `estante:…`, src/server/page.tsx) is not one.
 */
function reportHydrationError(error: unknown, info: { readonly componentStack?: string }): void {
  const digest = (error as { digest?: unknown }).digest;
  if (typeof digest === 'string' && digest.startsWith('estante:')) return;
  console.error('[estante] hydration', error, digest ?? '', info.componentStack ?? '');
}

/**
 * Everything the server's page needs to render in the browser, before it hydrates: the remote it
 * rendered, the lazy parts it rendered and every string of theirs. Hydration then never stops
 * halfway on a chunk (React renders a part that could not hydrate in time again, from scratch).
 * False when the remote did not load: the page then renders itself, with the remote's fallback.
 */
async function codeOfServerPage(state: ServerState): Promise<boolean> {
  if (state.remote) {
    try {
      await loadRemoteApp(state.remote);
    } catch {
      return false;
    }
  }
  await preloadLazyParts(state.parts);
  await loadRegisteredStrings();
  return true;
}

/** Resolves in a later task (scheduler.yield where the browser has it). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  // The route's remote downloads while the shell gets ready (not after: a waterfall).
  warmCurrentRoute();
  // Zoom, colour scheme, bold and dark mode on <html>, now and on every change (index.html did it
  // already before the first paint from the stored copy).
  $preferences.subscribe((prefs) => applyPreferences(document.documentElement, prefs));
  setLanguageHeader(() => langHeader(currentLanguage()));
  // The stored session is read beside the rest; a page for patrons waits for it ($sessionKnown).
  void sessionReady();
  // The shell's strings paint with the chrome; each remote loads its own when it first renders.
  await initI18n([NS]);
  await prepareTheme(currentLanguage());
  document.documentElement.lang = htmlLang(currentLanguage());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  // The page the shell's server rendered (in Portuguese), with what it rendered it with: hydrated,
  // in a transition so that React works through it in short tasks a phone can interleave with input.
  const state = takeServerState(document);
  if (state && state.lang === currentLanguage() && (await codeOfServerPage(state))) {
    seedPublicConfig(state.config);
    hydrate(queryClient, state.queries);
    // A task of its own for the hydration (the code's evaluation ends the one before): a phone
    // handles a tap between them.
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, <Root queryClient={queryClient} />, { onRecoverableError: reportHydrationError });
    });
  } else {
    // Read in another language (or no server render): the page renders itself.
    container.replaceChildren();
    createRoot(container).render(<Root queryClient={queryClient} />);
  }
  installLinkPrefetch();
}

void start();
