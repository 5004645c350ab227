import { remoteFor } from '@estante/federation/router';
import type { RemoteName } from '@estante/federation';
import { prefetchRemote, warmRemote } from './remotes';

/**
 * Start fetching the code of the remote the page's address routes to, now (the shell's start
 * awaits its strings, theme and configuration before rendering the route: not the remote's download).
 */
export function warmCurrentRoute(pathname: string = window.location.pathname): void {
  warmRemote(remoteFor(pathname));
}

/**
 * Warm the code of the remote behind a link the visitor points at or focuses, so the
 * click finds it loaded. Only same-origin links; each remote at most once.
 */
export function installLinkPrefetch(doc: Document = document): () => void {
  const seen = new Set<RemoteName>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.origin !== window.location.origin) return;
    const remote = remoteFor(link.pathname);
    if (seen.has(remote)) return;
    seen.add(remote);
    prefetchRemote(remote);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
