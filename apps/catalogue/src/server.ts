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
import { readSearch } from './features/search/searchParams';
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
}

/** Version of the shell↔remote server contract: a shell skips a head of another version. */
export const contract = 2;

/** The head of a results page (its search in the tab's name); null for any other page (the site's default head). */
export async function head(ctx: HeadContext): Promise<ServerHead | null> {
  if (ctx.path !== '/') return null;
  const search = readSearch(new URLSearchParams(ctx.search));
  if (!search.term) return null;
  await i18n.loadNamespaces(NS);
  return { title: searchDocumentTitle(i18n.getFixedT('pt', NS), search, $institution.get()?.sigla) };
}
