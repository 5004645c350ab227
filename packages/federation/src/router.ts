/**
 * The routing API of every app, shared as one singleton (one router context in the page).
 * react-router itself is not shared: a shared module cannot be tree-shaken, and whole it
 * weighs 60 KB gzip; through this narrow entry the page carries only what we use, once.
 * Add an export here when an app needs more of react-router.
 */
import { matchPath } from 'react-router';
import type { RemoteName } from './contract';
import { routeTable } from './routes';

export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';

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
