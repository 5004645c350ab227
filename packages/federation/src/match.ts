// matchPath is pure: a small copy per bundle is fine (the router context comes from ./router).
import { matchPath } from 'react-router';
import type { RemoteName } from './contract';
import { routeTable } from './routes';

/**
 * The route-table entry of `remote` that matches `pathname` (exactly, as the shell
 * matched it), with its params; remotes use it to pick their view.
 */
export function matchRemoteRoute(remote: RemoteName, pathname: string) {
  for (const entry of routeTable) {
    if (entry.remote !== remote) continue;
    const match = matchPath({ path: entry.path, end: true }, pathname);
    if (match) return { path: entry.path, params: match.params as Record<string, string | undefined> };
  }
  return null;
}
