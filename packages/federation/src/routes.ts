/**
 * Which remote owns which path (SPEC.md §2), and the typed builders of every link that crosses a
 * remote boundary. The shell maps these prefixes to remotes; each remote renders its own nested
 * routes from its own table (`src/routes.tsx`), including its own not-found page. Nobody writes a
 * path by hand across a remote boundary.
 */
import type { RemoteName } from './contract';

export interface RemotePrefix {
  /** react-router pattern matched by the shell; a remote owning a subtree ends it with `/*`. */
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

/**
 * The personal area's pages (SPEC.md §1), by the path segment under /meupergamum. Other remotes
 * link to them with `routes.patronArea(view)`; the patron-area remote's route table says which
 * it renders (a view it does not render yet is its own not-found).
 */
export const patronViews = [
  'emprestimos',
  'historico',
  'debitos',
  'reservas',
  'solicitacoes',
  'alertas',
  'dados-pessoais',
  'senha',
  'troca-usuario',
  'token-emprestimo',
  'nada-consta',
  'perfil-interesse',
  'cesta-permanente',
  'sugestoes-aquisicao',
  'plano-ensino',
] as const;
export type PatronView = (typeof patronViews)[number];

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
  patronArea: (view?: PatronView) => (view ? `/meupergamum/${view}` : '/meupergamum'),
} as const;
