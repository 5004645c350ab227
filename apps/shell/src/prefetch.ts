import { matchPath } from '@estante/federation/router';
import { routeTable, type RemoteName } from '@estante/federation';
import { prefetchRemote } from './remotes';

/** The remote that renders `pathname`, by the same route table the router uses. */
export function remoteFor(pathname: string): RemoteName | null {
  // Static paths first, as the router ranks them; '/:guia' last.
  const ordered = [...routeTable].sort((a, b) => Number(a.path.includes(':guia')) - Number(b.path.includes(':guia')));
  for (const entry of ordered) if (matchPath({ path: entry.path, end: true }, pathname)) return entry.remote;
  return null;
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
    if (!remote || seen.has(remote)) return;
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
