/**
 * The head of a title page on the shell's server (issue 27; contract 2, exposed as `./head` by this
 * remote's server container beside `./App`). The page's content is the App itself, rendered inside
 * the shell's tree; this says what only this remote knows of the page's head, so the first HTML
 * names the title, says what it is and carries its schema.org JSON-LD for crawlers, link previews
 * and citation tools that run no script, and answers 404 for a code that names no title.
 *
 * It asks through the page's own query cache and option factories (titleQuery…): the App then renders
 * with those answers and the page hydrates with them, asking none again. Same rules as the page
 * (pageFields, titleJsonLd, documentTitle), in the site's first language.
 */
import type { QueryClient } from '@estante/api-client/react';
import { availabilityByLibraryQuery, titlePageQuery, titleQuery } from '@estante/api-endpoints/title';
import { ApiError } from '@estante/api-client';
import { $institution } from '@estante/session';
import pt from './locales/pt.json';
import { titleJsonLd } from './features/jsonld/jsonLd';
import { pageFields } from './features/record/fields';
import { bcp47 } from './features/record/language';
import { documentTitle, viewOf } from './features/record/views';

/** What the shell's server gives the head for one request. */
export interface HeadContext {
  /** The path asked for (`/acervo/7/marc`). */
  readonly path: string;
  /** The query string, with its `?` (`?biblioteca=3`), or ''. */
  readonly search: string;
  /** The site's public origin (`https://biblioteca.example.edu`). */
  readonly origin: string;
  /** The page's query cache (the App renders from it). */
  readonly queryClient: QueryClient;
}

/** What the shell writes into the page's head; the shell escapes every value. */
export interface ServerHead {
  /** 404: the address names no title (the page still renders the remote's not-found text). */
  readonly status?: 404;
  readonly title?: string;
  readonly description?: string;
  /** Absolute address of the page's one URL (the title's, whatever sub-view was asked). */
  readonly canonical?: string;
  /** Absolute address of the cover. */
  readonly image?: string;
  readonly jsonLd?: Record<string, unknown>;
}

/** Version of the shell↔remote server contract: a shell skips a head of another version. */
export const contract = 2;

const strings = pt.titleDetail;

const TITLE_PATH = /^\/acervo\/(\d{1,9})(?:\/([^/]*))?\/?$/i;

/** At most `max` characters, cut at a word, with an ellipsis. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** A query's answer, or null when the API says there is none (404); other failures throw. */
async function found<T>(ask: Promise<T>): Promise<T | null> {
  try {
    return await ask;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The head of a title page, or null for an address this remote has nothing to say about. */
export async function head(ctx: HeadContext): Promise<ServerHead | null> {
  const match = TITLE_PATH.exec(ctx.path);
  if (!match) return null;
  const id = Number(match[1]);
  const view = viewOf(ctx.path);
  const { queryClient } = ctx;
  const [record, page, libraries] = await Promise.all([
    found(queryClient.fetchQuery(titleQuery(id))),
    found(queryClient.fetchQuery(titlePageQuery(id))).catch(() => null),
    found(queryClient.fetchQuery(availabilityByLibraryQuery(id))).catch(() => null),
  ]);
  if (!record) return { status: 404 };
  const fields = pageFields(record);
  const catalogue = [strings.catalogueName, $institution.get()?.sigla].filter(Boolean).join(' ');
  const canonical = `${ctx.origin.replace(/\/+$/, '')}/acervo/${record.cod_acervo}`;
  const image = page ? new URL(page.capa.url ?? page.capa.padrao, ctx.origin).href : undefined;
  const description = [record.obra, fields.responsibility, [fields.publisher, record.ano_publicacao].filter(Boolean).join(', '), record.desc_tipo_obra]
    .filter(Boolean)
    .join(' — ');
  return {
    title: documentTitle(record.obra, view ? strings.views[view] : null, catalogue),
    description: clip(description, 300),
    canonical,
    image,
    jsonLd: titleJsonLd({
      record,
      fields,
      codTipoObra: page?.cod_tipo_obra ?? null,
      language: bcp47(page?.idioma),
      url: canonical,
      image: image ?? null,
      libraries: libraries ?? undefined,
    }),
  };
}
