/**
 * The route table of SPEC.md §2 and the typed route builders used for links between
 * remotes. The shell builds its router from `routeTable`; remotes pick their view with
 * `matchRemoteRoute`; nobody writes a path by hand across a remote boundary.
 */
import type { RemoteName } from './contract';

export interface RouteEntry {
  /** react-router path pattern; every pattern is exact unless it ends with `/*`. */
  readonly path: string;
  readonly remote: RemoteName;
  /** Needs a signed-in patron; visitors go to /login?redirect=<path>. */
  readonly protected?: boolean;
}

/** Title sub-views of SPEC.md §2, each exact under /acervo/{codAcervo}. */
export const titleViews = [
  'referencia',
  'marc',
  'exemplares',
  'dublin-core',
  'reserva',
  'solicitacao-emprestimo',
  'colecao-kardex',
  'sumarios',
  'sumarios-livros',
  'dados-estatisticos',
  'acervo-fechado',
] as const;
export type TitleView = (typeof titleViews)[number];

/** External/redirect handling paths (exact), owned by the auth remote. */
export const redirectPaths = ['/pergamum_redireciona', '/oauth-response', '/saml-response', '/grupoa', '/pearson'] as const;

export const routeTable: readonly RouteEntry[] = [
  { path: '/', remote: 'catalogue' },
  { path: '/cesta', remote: 'catalogue' },
  { path: '/autoridade/:codAutoridade', remote: 'catalogue' },
  { path: '/autoridade/:codAutoridade/marc', remote: 'catalogue' },
  { path: '/login', remote: 'auth' },
  { path: '/sair', remote: 'auth' },
  ...redirectPaths.map((path) => ({ path, remote: 'auth' as const })),
  { path: '/meupergamum', remote: 'patron-area', protected: true },
  { path: '/meupergamum/*', remote: 'patron-area', protected: true },
  { path: '/acervo/:codAcervo', remote: 'title-detail' },
  ...titleViews.map((view) => ({ path: `/acervo/:codAcervo/${view}`, remote: 'title-detail' as const })),
  // Search home by guide/tab: a single segment (static paths above rank first).
  { path: '/:guia', remote: 'catalogue' },
];

type Query = Record<string, string | number | undefined | null>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Only same-origin absolute paths may be redirect targets (no open redirect). */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/** Typed builders for every link that crosses a remote boundary. */
export const routes = {
  home: (query?: Query) => withQuery('/', query),
  guide: (guia: string, query?: Query) => withQuery(`/${encodeURIComponent(guia)}`, query),
  basket: () => '/cesta',
  title: (codAcervo: number | string, view?: TitleView) =>
    `/acervo/${encodeURIComponent(String(codAcervo))}${view ? `/${view}` : ''}`,
  authority: (codAutoridade: number | string, marc = false) =>
    `/autoridade/${encodeURIComponent(String(codAutoridade))}${marc ? '/marc' : ''}`,
  login: (redirect?: string) => withQuery('/login', { redirect: isSafeRedirect(redirect) ? redirect : undefined }),
  logout: () => '/sair',
  patronArea: (sub?: string) => (sub ? `/meupergamum/${sub.replace(/^\/+/, '')}` : '/meupergamum'),
} as const;
