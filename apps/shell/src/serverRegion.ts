/**
 * The remote's region the server rendered into the first HTML (apps/shell/fragments.mjs writeRegion:
 * `<div class="estante-ssr" data-estante-region>` in `<main>`). It is what a visitor reads before the
 * scripts have run; the app keeps it on screen, for the address it was rendered for, while the
 * public configuration and the remote's code load (instead of a spinner), and lets it go for good
 * once the remote has rendered the page itself. Its links are links and its form a GET form, so
 * using it before then is a full page load, which the server renders again.
 */
import { createElement, Fragment, useCallback, type ReactNode } from 'react';
import { useLocation } from '@estante/federation/router';

interface Kept {
  readonly element: HTMLElement;
  /** pathname + search of the first address (the one rendered). */
  readonly address: string;
}

let kept: Kept | null = null;

/** Takes the server's region out of `container` before the app renders into it; returns it (or null). */
export function keepServerRegion(container: Element, location: Pick<Location, 'pathname' | 'search'>): HTMLElement | null {
  const element = container.querySelector<HTMLElement>('[data-estante-region]');
  kept = element ? { element, address: location.pathname + location.search } : null;
  element?.remove();
  return element;
}

/** The remote rendered its page: the server's copy is not shown again (an address revisited is the app's). */
export function releaseServerRegion(): void {
  kept = null;
}

/** The region for this address, if the server rendered one and the remote has not rendered yet. */
export function serverRegionFor(pathname: string, search: string): HTMLElement | null {
  return kept && kept.address === pathname + search ? kept.element : null;
}

/**
 * The server's region while it is still the page's, else `children` (the spinner it replaces). The
 * region is inert and hidden from assistive technology (src/index.ts): `label` is announced instead,
 * as the spinner's would be.
 */
export function ServerRegionOr({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const { pathname, search } = useLocation();
  const region = serverRegionFor(pathname, search);
  const host = useCallback(
    (node: HTMLDivElement | null) => {
      if (node && region) node.replaceChildren(region);
    },
    [region],
  );
  if (!region) return children;
  return createElement(
    Fragment,
    null,
    createElement('p', { role: 'status', className: 'estante-visually-hidden' }, label),
    createElement('div', { ref: host, className: 'estante-ssr-host', 'data-estante-region-host': '' }),
  );
}
