/**
 * This remote's server fragment (DESIGN.md, "Server-side composition"). The shell's server imports
 * the build of this file as this remote is deployed now (`server/fragment.mjs`, named by its
 * manifest.json) and asks it for the head of a title page, so the first HTML names the title, says
 * what it is and carries its schema.org JSON-LD: for crawlers, link previews and citation tools that
 * run no script, and the page's content (`body`), so a visitor without script reads the title and
 * its copies and a phone paints before the page's script has run. It reads the same API answers and
 * uses the same rules as the page (pageFields, titleJsonLd, documentTitle, tabsOf), in the site's
 * first language (the HTML is the same for every visitor).
 */
import type { EndpointResponse } from '@estante/api-contract';
import pt from './locales/pt.json';
import { titleJsonLd } from './features/jsonld/jsonLd';
import { pageFields } from './features/record/fields';
import { bcp47 } from './features/record/language';
import { documentTitle, viewOf } from './features/record/views';
import { titleRegionHtml } from './features/record/TitleRegion';

/** What the shell's server gives the fragment for one request. */
export interface FragmentContext {
  /** The path asked for (`/acervo/7/marc`). */
  readonly path: string;
  /**
   * The query string of the request, with its `?` (`?biblioteca=3`), or ''. Every shell that writes
   * `body` gives it; an older one gives none, hence optional here: read it as `ctx.search ?? ''`.
   */
  readonly search?: string;
  /** The site's public origin (`https://biblioteca.example.edu`). */
  readonly origin: string;
  /**
   * GET of an API path (`/api/…`) as a visitor, in Portuguese: the answer's JSON, null for a 404;
   * throws on any other failure (the shell then sends the page without this head).
   */
  readonly api: (path: string) => Promise<unknown>;
}

/** What the shell writes into the page's head; the shell escapes every value. */
export interface FragmentHead {
  /** 404: the address names no title (the page still renders the remote's not-found text). */
  readonly status?: 404;
  readonly title?: string;
  readonly description?: string;
  /** Absolute address of the page's one URL (the title's, whatever sub-view was asked). */
  readonly canonical?: string;
  /** Absolute address of the cover. */
  readonly image?: string;
  readonly jsonLd?: Record<string, unknown>;
  /**
   * The API answers the page asks first, under the page's own query keys (`titleQuery(id)`…), as a
   * visitor gets them in Portuguese: the shell puts them in the page, and the page's query cache
   * starts with them instead of asking the API again. The record and the page's frame only: they
   * change with the catalogue, not by the minute, so a page a CDN kept a few minutes may carry them;
   * availability changes with every loan and is asked by the page.
   */
  readonly answers?: readonly { readonly queryKey: readonly unknown[]; readonly data: unknown }[];
  /**
   * HTML of this remote's region (what goes inside the page's `<main>`), for the first paint and for
   * browsers without script: the title, its details, the links to its sub-views, its availability
   * (its copies on the copies view) and a search form (features/record/TitleRegion.tsx). Rendered by
   * React, every text escaped; no script, style or event handler. The shell writes it into
   * `<main><div class="estante-ssr" data-estante-region="title-detail">…</div></main>`, and the
   * browser app replaces it once this remote's client code has rendered the page.
   */
  readonly body?: string;
}

/**
 * The page's query keys of the answers this fragment hands over (packages/api-endpoints/src/title*.ts:
 * titleQuery, titlePageQuery; a test holds them equal). Written here,
 * not imported: the endpoint entries bring the browser's API client, which the server never runs.
 */
export const answerKeys = {
  record: (id: number) => ['title', id],
  page: (id: number) => ['title', id, 'page'],
} as const;

/** Version of the shell↔fragment contract: a shell skips a fragment of another major version. */
export const contract = 1;

type Strings = typeof pt.titleDetail;
const strings: Strings = pt.titleDetail;

const TITLE_PATH = /^\/acervo\/(\d{1,9})(?:\/([^/]*))?\/?$/i;

/** At most `max` characters, cut at a word, with an ellipsis. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** The head of a title page, or null for an address this fragment has nothing to say about. */
export async function head(ctx: FragmentContext): Promise<FragmentHead | null> {
  const match = TITLE_PATH.exec(ctx.path);
  if (!match) return null;
  const id = Number(match[1]);
  const view = viewOf(ctx.path);
  // The body only where the page is the title or one of its sub-views (another segment is the remote's not-found).
  const region = !match[2] || view !== null;
  // The copies only on their view, asked beside the rest; a failure leaves them out of the region, nothing else.
  const copies = view === 'exemplares' ? (async () => (await ctx.api(`/api/acervo/${id}/exemplares`)) as EndpointResponse<'titleCopies'> | null)().catch(() => null) : null;
  const [record, page, libraries, institution] = (await Promise.all([
    ctx.api(`/api/acervo/${id}`),
    ctx.api(`/api/acervo/${id}/pagina`),
    ctx.api(`/api/acervo/${id}/bibliotecas`),
    ctx.api('/api/parametros/instituicao'),
  ])) as [EndpointResponse<'title'> | null, EndpointResponse<'titlePage'> | null, EndpointResponse<'titleLibraries'> | null, EndpointResponse<'institution'> | null];
  if (!record) return { status: 404 };
  const fields = pageFields(record);
  const catalogue = [strings.catalogueName, institution?.sigla].filter(Boolean).join(' ');
  const canonical = `${ctx.origin.replace(/\/+$/, '')}/acervo/${record.cod_acervo}`;
  const image = page ? new URL(page.capa.url ?? page.capa.padrao, ctx.origin).href : undefined;
  const description = [
    record.obra,
    fields.responsibility,
    [fields.publisher, record.ano_publicacao].filter(Boolean).join(', '),
    record.desc_tipo_obra,
  ]
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
    answers: [
      { queryKey: answerKeys.record(id), data: record },
      ...(page ? [{ queryKey: answerKeys.page(id), data: page }] : []),
    ],
    ...(region ? { body: titleRegionHtml({ record, page, libraries, view, copies: await copies, search: ctx.search ?? '' }) } : {}),
  };
}
