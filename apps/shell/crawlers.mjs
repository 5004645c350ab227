// @ts-check
/**
 * What the shell's server answers crawlers (issue 27 item 6): `/robots.txt` and the sitemap of every
 * title, `/sitemap.xml`, split past 50,000 URLs as the sitemaps.org protocol requires (a
 * `<sitemapindex>` of `/sitemap-1.xml` … `/sitemap-K.xml`, each one page of the API's
 * `GET /api/acervo/mapa-do-site`). Addresses are on the site's public origin (PUBLIC_URL), else on the
 * origin the request came to. Machine files: no translation.
 */
import { escapeMarkup } from '@estante/server-kit';
import { authPaths } from './site-routes.mjs';

/** The API's sitemap page (ROUTES.sitemapTitles of @estante/api-contract; crawlers.test.mjs checks they agree). */
export const SITEMAP_TITLES_PATH = '/api/acervo/mapa-do-site';
/** The most URLs one sitemap file may hold (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;
/** The highest `pagina` the API accepts (MapaDoSiteQuery): a higher `/sitemap-N.xml` is not asked for. */
const MAX_PAGE = 100_000;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** A CDN keeps a sitemap an hour and may serve it a day longer while it fetches the new one. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
export const ROBOTS_CACHE_CONTROL = 'public, max-age=86400';
/** How long a 503 asks a crawler to wait (seconds). */
const RETRY_AFTER = '300';

/**
 * Paths no crawler should fetch: the personal area, the sign-in and redirect handlers (the auth
 * remote's paths), and what the site proxies to the API.
 */
export const DISALLOWED_PATHS = ['/meupergamum', ...authPaths, '/api/', '/oauth/', '/oidc/', '/saml/'];

/**
 * The robots.txt of the site whose origin is `origin`.
 * @param {string} origin
 */
export function robotsTxt(origin) {
  return [
    '# The public catalogue is open to crawlers; the personal area, sign-in and the API are not.',
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** @typedef {{ cod_acervo: number, atualizado_em?: string }} SitemapTitle */
/** @typedef {{ total: number, por_pagina: number, pagina: number, titulos: SitemapTitle[] }} SitemapPage */

/**
 * A `<urlset>` of `urls` (each a location and, when known, its last change, YYYY-MM-DD).
 * @param {{ loc: string, lastmod?: string }[]} urls
 */
function urlset(urls) {
  const body = urls.map(({ loc, lastmod }) => `<url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}</url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${body}</urlset>\n`;
}

/**
 * A `<sitemapindex>` of the sitemap files at `locs`.
 * @param {string[]} locs
 */
function sitemapIndex(locs) {
  const body = locs.map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body}</sitemapindex>\n`;
}

/** The API could not give a page: unreachable, too slow, an error status or an answer of another shape. */
class ApiUnavailable extends Error {}

/**
 * Whether `body` is a page of the API's sitemap, `pagina` the one asked for.
 * @param {any} body @param {number} pagina
 * @returns {body is SitemapPage}
 */
function isPage(body, pagina) {
  const int = (/** @type {unknown} */ v, /** @type {number} */ min) => Number.isSafeInteger(v) && /** @type {number} */ (v) >= min;
  return (
    typeof body === 'object' &&
    body !== null &&
    int(body.total, 0) &&
    int(body.por_pagina, 1) &&
    body.por_pagina <= MAX_SITEMAP_URLS &&
    body.pagina === pagina &&
    Array.isArray(body.titulos) &&
    body.titulos.length <= body.por_pagina &&
    body.titulos.every(
      (/** @type {any} */ t) =>
        typeof t === 'object' && t !== null && int(t.cod_acervo, 1) && (t.atualizado_em === undefined || (typeof t.atualizado_em === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(t.atualizado_em))),
    )
  );
}

/**
 * Registers `GET /robots.txt`, `GET /sitemap.xml` and `GET /sitemap-{n}.xml` on the shell's server.
 * The sitemap asks the API (`apiUrl`, server side, `timeoutMs` at most) for one page of titles per
 * answer; an API that does not answer, or answers an error, gives 503 with Retry-After (never a 500).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ apiUrl: string | URL, publicAddress: URL | undefined, timeoutMs?: number, fetch?: typeof fetch }} options
 *   publicAddress: the site's public address (PUBLIC_URL, parsed); undefined: the origin the request came to
 */
export async function registerCrawlerRoutes(app, { apiUrl, publicAddress, timeoutMs = 10_000, fetch: fetchImpl = fetch }) {
  /** @param {import('fastify').FastifyRequest} req */
  const originOf = (req) => (publicAddress ? publicAddress.origin : `${req.protocol}://${req.host}`);

  /**
   * @param {number} pagina
   * @returns {Promise<SitemapPage>}
   */
  const titlesPage = async (pagina) => {
    let res;
    try {
      res = await fetchImpl(new URL(`${SITEMAP_TITLES_PATH}?pagina=${pagina}`, apiUrl), {
        headers: { lang: '1', accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new ApiUnavailable(`the API did not answer (${/** @type {Error} */ (e).name})`);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new ApiUnavailable(`the API answered ${res.status}`);
    }
    let body;
    try {
      body = await res.json();
    } catch {
      throw new ApiUnavailable('the API answered no JSON');
    }
    if (!isPage(body, pagina)) throw new ApiUnavailable('the API answered no sitemap page');
    return body;
  };

  /**
   * The XML of `build`, or 503 when the API could not give what it needs.
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   * @param {() => Promise<string | null>} build null: no such sitemap file (404)
   */
  const sendXml = async (req, reply, build) => {
    let xml;
    try {
      xml = await build();
    } catch (e) {
      if (!(e instanceof ApiUnavailable)) throw e;
      req.log.warn({ reason: e.message }, 'sitemap unavailable');
      return reply.code(503).header('retry-after', RETRY_AFTER).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('The sitemap is unavailable right now; try again later.\n');
    }
    if (xml === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE_CONTROL).send(xml);
  };

  /**
   * The titles of one page as sitemap URLs.
   * @param {string} origin @param {SitemapPage} page
   */
  const titleUrls = (origin, page) => page.titulos.map((t) => ({ loc: `${origin}/acervo/${t.cod_acervo}`, lastmod: t.atualizado_em }));
  /** The number of sitemap files of a catalogue: one per page of the API. @param {SitemapPage} page */
  const filesOf = (page) => Math.ceil(page.total / page.por_pagina);

  app.get('/robots.txt', async (req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', ROBOTS_CACHE_CONTROL).send(robotsTxt(originOf(req))),
  );

  // One file while the home page and every title fit in it; past that an index of one file per page.
  app.get('/sitemap.xml', (req, reply) =>
    sendXml(req, reply, async () => {
      const origin = originOf(req);
      const first = await titlesPage(1);
      if (first.total + 1 <= MAX_SITEMAP_URLS && first.total <= first.por_pagina) {
        return urlset([{ loc: `${origin}/` }, ...titleUrls(origin, first)]);
      }
      return sitemapIndex(Array.from({ length: filesOf(first) }, (_, i) => `${origin}/sitemap-${i + 1}.xml`));
    }),
  );

  app.get('/sitemap-:n.xml', (req, reply) =>
    sendXml(req, reply, async () => {
      const n = /** @type {{ n: string }} */ (req.params).n;
      if (!/^[1-9][0-9]{0,5}$/.test(n) || Number(n) > MAX_PAGE) return null;
      const page = await titlesPage(Number(n));
      if (Number(n) > filesOf(page)) return null;
      return urlset(titleUrls(originOf(req), page));
    }),
  );
}
