/**
 * The head of a catalogue page on the shell's server (issue 27; contract 2, exposed as `./head` by
 * this remote's server container beside `./App`). The page's content is the App itself, rendered
 * inside the shell's tree; this names a results page after its search, from the address alone, so
 * the head is sent before the search has answered.
 */
import type { QueryClient } from '@estante/api-client/react';
import { i18n } from '@estante/i18n';
import { $institution } from '@estante/session';
import { NS } from './strings';
import { readSearch, writeSearch } from './features/search/searchParams';
import { searchDocumentTitle } from './features/search/documentTitle';

/** What the shell's server gives the head for one request. */
export interface HeadContext {
  readonly path: string;
  /** The query string, with its `?` (`?q=jazz&page=2`), or ''. */
  readonly search: string;
  readonly origin: string;
  readonly queryClient: QueryClient;
}

/** What the shell writes into the page's head; the shell escapes every value. */
export interface ServerHead {
  readonly title?: string;
  /** The search's own address, for what the results' form sends without script (the shell answers 303). */
  readonly location?: string;
}

/** Version of the shell↔remote server contract: a shell skips a head of another version. */
export const contract = 2;

/** The head of a results page (its search in the tab's name); null for any other page (the site's default head). */
export async function head(ctx: HeadContext): Promise<ServerHead | null> {
  if (ctx.path !== '/' && ctx.path !== '/avancada') return null;
  const params = new URLSearchParams(ctx.search);
  const search = readSearch(params);
  if (!search.term) return null;
  // The refine form's spelling (without script: the ordering as one choice, a box per facet, the mode
  // its button sent beside the current one): the same search at the address the page writes.
  if (params.has('ordem') || params.getAll('filtros').length > 1 || params.getAll('modo').length > 1) return { location: `${ctx.path}?${writeSearch(search).toString()}` };
  if (ctx.path !== '/') return null;
  await i18n.loadNamespaces(NS);
  return { title: searchDocumentTitle(i18n.getFixedT('pt', NS), search, $institution.get()?.sigla) };
}
