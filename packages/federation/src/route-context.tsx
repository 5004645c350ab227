import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { resolveRouteRef, type ExternalRouteRef, type ResolvedLink, type RouteBindings, type RouteRef } from './route-refs';

interface BindingsValue {
  readonly bindings: RouteBindings;
  readonly unbound?: (ref: ExternalRouteRef) => string;
}

/**
 * The page's route bindings. This module is part of the shared router entry, so the shell's
 * provider and every remote's `useRouteRef` meet on one context.
 */
const BindingsContext = createContext<BindingsValue | undefined>(undefined);

/**
 * Provides the bindings of external route refs: the shell's table of public routes (route id →
 * the owner's path pattern). `unbound` (standalone remotes, which run without the shell) answers
 * a placeholder for a required ref nobody bound, instead of throwing.
 */
export function RouteBindingsProvider({
  bindings,
  unbound,
  children,
}: {
  readonly bindings: RouteBindings;
  readonly unbound?: (ref: ExternalRouteRef) => string;
  readonly children?: ReactNode;
}) {
  const value = useMemo(() => ({ bindings, unbound }), [bindings, unbound]);
  return <BindingsContext.Provider value={value}>{children}</BindingsContext.Provider>;
}

/**
 * The link builder of a route ref: one this remote owns, or another remote's (an external ref),
 * bound by the shell. An unbound optional ref answers undefined (leave the link out); an unbound
 * required one throws a `RouteRefError` naming it.
 *
 * @example
 * const title = useRouteRef(titleLink);
 * <Link to={title({ codAcervo: 42 })}>…</Link>
 */
export function useRouteRef<Ref extends RouteRef | ExternalRouteRef>(ref: Ref): ResolvedLink<Ref> {
  const value = useContext(BindingsContext);
  return useMemo(() => {
    if (ref.kind === 'external' && value?.unbound && !(ref.id in value.bindings) && !ref.optional) {
      const placeholder = value.unbound(ref);
      return (() => placeholder) as ResolvedLink<Ref>;
    }
    return resolveRouteRef(ref, value?.bindings);
  }, [ref, value]);
}

/**
 * The site's public origin (`https://biblioteca.example.edu`), for the absolute addresses a page
 * writes (a permalink, JSON-LD). In the page it is the browser's; the shell's server, which renders
 * the public pages (issue 27), provides the one it serves the page at, so both write the same.
 */
const OriginContext = createContext<string | undefined>(undefined);

export function SiteOriginProvider({ origin, children }: { readonly origin: string; readonly children?: ReactNode }) {
  return <OriginContext.Provider value={origin}>{children}</OriginContext.Provider>;
}

export function useSiteOrigin(): string {
  return useContext(OriginContext) ?? window.location.origin;
}
