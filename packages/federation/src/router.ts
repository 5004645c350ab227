/**
 * The routing API of every app, shared as one singleton (one router context in the page).
 * react-router itself is not shared: a shared module cannot be tree-shaken, and whole it
 * weighs 60 KB gzip; through this narrow entry the page carries only what we use, once.
 * Add an export here when an app needs more of react-router.
 */
import { matchPath } from 'react-router';
import type { RemoteName } from './contract';
import { remotePrefixes } from './routes';

export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  // The shell's server renders a page at one address (issue 27).
  StaticRouter,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router';
export { usePageParam } from './paging';
// Chunks of a page that a server-rendered page loads before it hydrates (issue 27).
export { lazyComponent, LazyPartsCollector, preloadLazyParts } from './lazy-parts';
// Route refs resolve through the shell's bindings: one context in the page, so it lives in this shared entry.
export { RouteBindingsProvider, SiteOriginProvider, useRouteRef, useSiteOrigin } from './route-context';

/**
 * The remote that renders `pathname`, by the shell's prefix table: the most specific prefix wins,
 * as the router ranks them (the catalogue's `/*` last).
 */
export function remoteFor(pathname: string): RemoteName {
  for (const prefix of remotePrefixes) {
    if (prefix.path !== '/*' && matchPath({ path: prefix.path, end: true }, pathname)) return prefix.remote;
  }
  return 'catalogue';
}
