/**
 * What the shell's server rendered the page with (server/render.tsx writes it into the first HTML as
 * `<script type="application/json" id="estante-state">`): the language of its HTML, the public
 * configuration and the API answers its components read. The browser hydrates the server's HTML
 * with exactly these, so its first render is the server's, and asks the API for none of them again.
 * Anything malformed is ignored: the page then renders itself, as without a server.
 */
import type { RemoteName } from '@estante/federation';
import type { PublicConfig } from '@estante/session';

export const STATE_ID = 'estante-state';

/** The language the server renders in (the site's first): its HTML is for pages read in it. */
export const SERVER_LANGUAGE = 'pt';

export interface ServerState {
  readonly lang: string;
  readonly config: PublicConfig;
  /** TanStack Query's dehydrated state. */
  readonly queries: { readonly queries: readonly unknown[]; readonly mutations?: readonly unknown[] };
  /** The remote the server rendered inside the page (null: the browser renders the route's). */
  readonly remote: RemoteName | null;
  /** The lazy parts the server rendered (lazyComponent ids): loaded before the page hydrates. */
  readonly parts: readonly string[];
}

function parse(text: string): ServerState | null {
  try {
    const value = JSON.parse(text) as Partial<ServerState> | null;
    if (!value || typeof value.lang !== 'string') return null;
    const config = value.config as Partial<PublicConfig> | undefined;
    if (!config || typeof config.institution !== 'object' || config.institution === null || !Array.isArray(config.features)) return null;
    if (!value.queries || !Array.isArray(value.queries.queries)) return null;
    if (!(value.remote === null || typeof value.remote === 'string') || !Array.isArray(value.parts) || !value.parts.every((p) => typeof p === 'string')) return null;
    return value as ServerState;
  } catch {
    return null;
  }
}

/** The server's state of this page (read once: the script is removed), or null. */
export function takeServerState(doc: Document): ServerState | null {
  const script = doc.getElementById(STATE_ID);
  if (!script) return null;
  script.remove();
  return parse(script.textContent ?? '');
}
