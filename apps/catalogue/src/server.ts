/**
 * This remote's server fragment (DESIGN.md, "Server-side composition"). The shell's server imports
 * the build of this file as this remote is deployed now (`server/fragment.mjs`, named by its
 * manifest.json) and asks it for a page of the search: the results of the search in the address,
 * rendered as plain HTML (`body`, server/SearchRegion.tsx), so a phone paints them before any
 * script has run, and a visitor without JavaScript (or a crawler) can search, narrow by a facet,
 * change the ordering and page through the results with links and a GET form. The answer it read
 * travels with the page (`answers`), so the page's own search does not ask for it again.
 * In the site's first language: the HTML is the same for every visitor.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ConsultaResponse } from '@estante/api-contract';
import { readSearch, toQuery, type SearchState } from './features/search/searchParams';
import { SearchRegion } from './server/SearchRegion';
import { serverStrings } from './server/strings';

/** What the shell's server gives the fragment for one request (apps/shell/fragments.mjs). */
export interface FragmentContext {
  /** The path asked for (`/`). */
  readonly path: string;
  /** The query string asked for, with its `?` (`?q=jazz&page=2`), or ''; absent from shells before it. */
  readonly search?: string;
  /** The site's public origin. */
  readonly origin: string;
  /** GET of an API path as a visitor, in Portuguese: the JSON, null for a 404; throws otherwise. */
  readonly api: (path: string) => Promise<unknown>;
}

/** What the shell writes into the page (it escapes every head value, and checks `body`). */
export interface FragmentHead {
  /** The API answers the page asks first, under the page's own query keys. */
  readonly answers?: readonly { readonly queryKey: readonly unknown[]; readonly data: unknown }[];
  /** The page's region (inside `<main>`), as HTML: the search form, the results, facets, ordering and pages. */
  readonly body?: string;
}

/** Version of the shell↔fragment contract: a shell skips a fragment of another major version. */
export const contract = 1;

/**
 * The page's query key of the search answer (packages/api-endpoints/src/catalogue.ts searchQuery; a
 * test holds them equal). Written here, not imported: the endpoint entries bring the browser's API client.
 */
export const searchAnswerKey = (state: SearchState) => ['search', toQuery(state)] as const;

/** The API path of a search: every value percent-encoded (the shell's visitor API takes no other characters). */
export function searchApiPath(state: SearchState): string {
  const query = Object.entries(toQuery(state))
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `/api/consulta?${query}`;
}

/** The search page (`/`, with or without a search in the address), or null for an address this fragment leaves to the browser. */
export async function head(ctx: FragmentContext): Promise<FragmentHead | null> {
  if (ctx.path !== '/') return null;
  const state = readSearch(new URLSearchParams(ctx.search ?? ''));
  const t = await serverStrings();
  if (!state.term) return { body: renderToStaticMarkup(createElement(SearchRegion, { state, t, results: null })) };
  // A search the API refuses (400/422) or fails is left to the page, which shows its message.
  const results = (await ctx.api(searchApiPath(state))) as ConsultaResponse | null;
  if (!results) return null;
  return {
    body: renderToStaticMarkup(createElement(SearchRegion, { state, t, results })),
    answers: [{ queryKey: [...searchAnswerKey(state)], data: results }],
  };
}
