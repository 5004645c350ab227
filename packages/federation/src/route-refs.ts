/**
 * Typed route references (Backstage's RouteRef / ExternalRouteRef): how a link crosses a remote
 * boundary without anyone writing another remote's path by hand, and without this package knowing
 * any remote's pages.
 *
 * - The remote that owns a page declares it with {@link createRouteRef} (an id and its path
 *   pattern, the params read from the pattern) in its own `src/refs.ts`, and links to its own pages
 *   with {@link linkTo}.
 * - A remote that links to a page of another declares what it needs with
 *   {@link createExternalRouteRef} (the same id, the params it will give), since a remote never
 *   imports another remote.
 * - The shell binds every id to the owner's path pattern (its table of public routes) and provides
 *   the bindings through `RouteBindingsProvider`; a remote resolves an external ref with
 *   `useRouteRef` (both in `@estante/federation/router`, the shared routing singleton).
 *
 * This module is pure (no React, no state): each remote may bundle its own copy of it.
 */

/** The params of a path pattern: `'/acervo/:codAcervo/:view'` → `'codAcervo' | 'view'`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The values of a link's params, each encoded into its path segment. */
export type ParamValues<Params extends string> = { readonly [K in Params]: string | number };

/** A link's query string: empty, null and undefined values are left out. */
export type Query = Readonly<Record<string, string | number | undefined | null>>;

/** Builds a link to a route: its params (none: `{}` or nothing), then an optional query. */
export type RouteLink<Params extends string> = [Params] extends [never]
  ? (params?: Readonly<Record<string, never>>, query?: Query) => string
  : (params: ParamValues<Params>, query?: Query) => string;

/** A route a remote owns and declares for itself and for others: an id the shell binds by, and its path. */
export interface RouteRef<Params extends string = string> {
  readonly kind: 'route';
  /** `<remote>.<name>`, e.g. `title-detail.title`: the identity other remotes ask for. */
  readonly id: string;
  /** The site path pattern (react-router syntax: `/acervo/:codAcervo`). */
  readonly path: string;
  readonly params: readonly Params[];
}

/** A route of another remote that this remote links to, asked for by its id and bound by the shell. */
export interface ExternalRouteRef<Params extends string = string, Optional extends boolean = boolean> {
  readonly kind: 'external';
  /** The owner's route id (`<owner remote>.<name>`). */
  readonly id: string;
  readonly params: readonly Params[];
  /** An optional ref may be left unbound (a deployment without that page): it resolves to undefined. */
  readonly optional: Optional;
}

/** Path patterns by route id: what the shell binds external refs to. */
export type RouteBindings = Readonly<Record<string, string>>;

/** A route ref that cannot be resolved: unbound, or bound to a path with other params. */
export class RouteRefError extends Error {
  override readonly name = 'RouteRefError';
}

const ID = /^[a-z][a-z0-9-]*\.[a-zA-Z][a-zA-Z0-9-]*$/;

function checkId(id: string): void {
  if (!ID.test(id)) throw new RouteRefError(`route ref id "${id}" is not "<remote>.<name>" (e.g. "title-detail.title")`);
}

/** The params of a path pattern, in order. */
export function paramsOf(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/**
 * Declares a route this remote owns. The params come from the path, so a link cannot forget one.
 *
 * @example
 * export const titleRoute = createRouteRef({ id: 'title-detail.title', path: '/acervo/:codAcervo' });
 * linkTo(titleRoute, { codAcervo: 42 }); // '/acervo/42'
 */
export function createRouteRef<const Path extends string>(config: { readonly id: string; readonly path: Path }): RouteRef<PathParams<Path>> {
  checkId(config.id);
  if (!config.path.startsWith('/')) throw new RouteRefError(`route "${config.id}": its path "${config.path}" must start with "/"`);
  return { kind: 'route', id: config.id, path: config.path, params: paramsOf(config.path) as PathParams<Path>[] };
}

/**
 * Declares a route of another remote that this remote links to, by the owner's id and the params
 * this remote gives. Resolve it with `useRouteRef` (`@estante/federation/router`).
 *
 * @example
 * export const titleLink = createExternalRouteRef({ id: 'title-detail.title', params: ['codAcervo'] });
 * const title = useRouteRef(titleLink); // title({ codAcervo: 42 })
 */
export function createExternalRouteRef<const Params extends string = never, const Optional extends boolean = false>(config: {
  readonly id: string;
  readonly params?: readonly Params[];
  readonly optional?: Optional;
}): ExternalRouteRef<Params, Optional> {
  checkId(config.id);
  return { kind: 'external', id: config.id, params: config.params ?? [], optional: (config.optional ?? false) as Optional };
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Fills a path pattern's params (each encoded as one segment), then adds the query. */
export function fillPath(id: string, path: string, params: Readonly<Record<string, string | number>> | undefined, query?: Query): string {
  const filled = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      const value = params?.[name];
      if (value === undefined || value === null || value === '') throw new RouteRefError(`link to "${id}" (${path}) is missing the param "${name}"`);
      return encodeURIComponent(String(value));
    })
    .join('/');
  return withQuery(filled, query);
}

/** The link builder of a route this remote owns (no binding needed). */
export function linkTo<Params extends string>(ref: RouteRef<Params>): RouteLink<Params>;
/** A link to a route this remote owns. */
export function linkTo<Params extends string>(ref: RouteRef<Params>, ...args: Parameters<RouteLink<Params>>): string;
export function linkTo(ref: RouteRef, ...args: unknown[]): string | RouteLink<string> {
  const link = (params?: Readonly<Record<string, string | number>>, query?: Query) => fillPath(ref.id, ref.path, params, query);
  return args.length === 0 ? (link as RouteLink<string>) : link(...(args as [Readonly<Record<string, string | number>>, Query?]));
}

/** What `resolveRouteRef` answers: a link builder, or undefined for an unbound optional ref. */
export type ResolvedLink<Ref> =
  Ref extends RouteRef<infer P>
    ? RouteLink<P>
    : Ref extends ExternalRouteRef<infer P, infer O>
      ? true extends O
        ? RouteLink<P> | undefined
        : RouteLink<P>
      : never;

const sameParams = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Resolves a ref against the shell's bindings (pure; `useRouteRef` reads the bindings from the
 * page). A route this remote owns needs no binding. An external ref must be bound to a path whose
 * params are exactly the ones it declares; an unbound optional ref answers undefined, and an
 * unbound required ref throws, naming the id and where to bind it.
 */
export function resolveRouteRef<Ref extends RouteRef | ExternalRouteRef>(ref: Ref, bindings: RouteBindings | undefined): ResolvedLink<Ref> {
  if (ref.kind === 'route') return linkTo(ref) as ResolvedLink<Ref>;
  const path = bindings && Object.hasOwn(bindings, ref.id) ? bindings[ref.id] : undefined;
  if (path === undefined) {
    if (ref.optional) return undefined as ResolvedLink<Ref>;
    throw new RouteRefError(
      `no route is bound to "${ref.id}": a remote links to it (createExternalRouteRef) but the shell's bindings ` +
        `(apps/shell/src/route-bindings.ts, given to RouteBindingsProvider) do not name it`,
    );
  }
  const bound = paramsOf(path);
  if (!sameParams(bound, ref.params)) {
    throw new RouteRefError(
      `"${ref.id}" is bound to ${path} (params: ${bound.join(', ') || 'none'}) but the remote that links to it gives ` +
        `${ref.params.join(', ') || 'no params'}`,
    );
  }
  const link = (params?: Readonly<Record<string, string | number>>, query?: Query) => fillPath(ref.id, path, params, query);
  return link as ResolvedLink<Ref>;
}
