/**
 * Which remote owns which path prefix (SPEC.md §2): the shell's routing. The shell maps these
 * prefixes to remotes; each remote renders its own nested routes from its own table
 * (`src/routes.tsx`), including its own not-found page, and declares its pages in its own
 * `src/refs.ts` (route refs, ./route-refs.ts). Nothing here names a remote's pages or tabs.
 */
import type { RemoteName } from './contract';

export interface RemotePrefix {
  /** react-router pattern matched by the shell; a remote owning a subtree ends it with `/*`. */
  readonly path: string;
  readonly remote: RemoteName;
  /** Needs a signed-in patron; visitors go to /login?redirect=<path>. */
  readonly protected?: boolean;
}

/** External/redirect handling paths (exact), owned by the auth remote. */
export const redirectPaths = ['/pergamum_redireciona', '/oauth-response', '/saml-response', '/grupoa', '/pearson'] as const;

/**
 * The shell's prefix table. The catalogue owns everything no other remote claims (`/`, `/{guia}`,
 * `/cesta`, `/autoridade/*`) and answers the site's not-found for paths it does not know either.
 */
export const remotePrefixes: readonly RemotePrefix[] = [
  { path: '/acervo/:codAcervo/*', remote: 'title-detail' },
  { path: '/meupergamum/*', remote: 'patron-area', protected: true },
  { path: '/login', remote: 'auth' },
  { path: '/sair', remote: 'auth' },
  ...redirectPaths.map((path) => ({ path, remote: 'auth' as const })),
  { path: '/*', remote: 'catalogue' },
];

/** Only same-origin absolute paths may be redirect targets (no open redirect). */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

