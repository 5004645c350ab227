// @ts-check
/**
 * Server-side rendering through the federation (issue 27; README "The first HTML"): what the shell's
 * server needs to render a page with the route's remote as the remote is deployed now.
 *
 * - A remote's server container (`server/remoteEntry.cjs`, named by its manifest.json) is fetched only
 *   from the remote's configured address (REMOTES_FILE, REMOTE_<NAME>_URL or its default port on this
 *   machine), never from a host a request named.
 * - It is revalidated on every page (If-None-Match): a remote deployed alone changes the next page's
 *   HTML, with no restart of the shell. Its code is run once per deployed content.
 * - The page's API calls go as a visitor (createVisitorApi's token), never with a visitor's own credentials.
 * - What a remote's head says of a page (writeHead) is escaped here.
 */
import crypto from 'node:crypto';
import { escapeMarkup } from '@estante/server-kit';

/**
 * @typedef {{ status?: 404, title?: string, description?: string, canonical?: string, image?: string, jsonLd?: Record<string, unknown>, location?: string }} ServerHead
 *   what a remote's `./head` says of a page (apps/shell/src/server/page.tsx)
 */

/**
 * Loads remote server containers by URL: a conditional GET on every call (If-None-Match with the
 * ETag last seen), the code run again (`evaluate`, the page renderer's loadContainer) only when its
 * content changed. Only the URL's current container is kept: a content served again (a remote rolled
 * back to its former build) is run again too, since running a container is what registers its
 * strings and parts in the shared singletons (the former run's registrations were replaced by the
 * build in between); and a deployment that never ends keeps one container per remote in memory.
 * @template T
 * @param {{ evaluate: (code: string, url: string) => Promise<T>, fetch?: typeof fetch }} options
 */
export function createContainerLoader({ evaluate, fetch: fetchImpl = fetch }) {
  /** @type {Map<string, { etag: string | null, hash: string, module: Promise<T> }>} */
  const byUrl = new Map();
  /**
   * @param {string} url
   * @param {AbortSignal} signal
   * @returns {Promise<T | null>} null when the remote serves none
   */
  return async (url, signal) => {
    const known = byUrl.get(url);
    /** @type {Record<string, string>} */
    // max-age=0, not fetch's own `no-cache` (which it adds to a conditional request, and which makes
    // a server answer 200 whatever the ETag): revalidate, and let an unchanged file be a 304.
    const headers = known?.etag ? { 'if-none-match': known.etag, 'cache-control': 'max-age=0' } : {};
    const res = await fetchImpl(url, { headers, signal });
    if (res.status === 304 && known) return known.module;
    if (res.status === 404) {
      byUrl.delete(url);
      return null;
    }
    if (!res.ok) throw new Error(`server container ${url}: HTTP ${res.status}`);
    const code = await res.text();
    const hash = crypto.createHash('sha256').update(code).digest('hex');
    const current = byUrl.get(url); // another page may have run it meanwhile
    if (current?.hash === hash) {
      current.etag = res.headers.get('etag');
      return current.module;
    }
    const module = evaluate(code, url);
    const entry = { etag: res.headers.get('etag'), hash, module };
    byUrl.set(url, entry);
    module.catch(() => {
      if (byUrl.get(url) === entry) byUrl.delete(url); // a failed run is tried again on the next page
    });
    return module;
  };
}

/**
 * The visitor's public token of the web client (client_credentials, with its secret when the shell
 * has one), for the pages the shell's server renders: kept until shortly before it expires, asked
 * for apart from any page (`tokenTimeoutMs`: checking the client's secret takes the API a while,
 * argon2id, and a page whose budget runs out meanwhile must not abandon the token the next page will
 * use). `token(true)` forgets the one kept (the API refused it: expired, or a restarted API);
 * `warm()` asks for it ahead of the first page (createShellServer, when it starts listening).
 * @param {{ apiUrl: string, clientId: string, clientSecret?: string, fetch?: typeof fetch, tokenTimeoutMs?: number }} options
 */
export function createVisitorToken({ apiUrl, clientId, clientSecret, fetch: fetchImpl = fetch, tokenTimeoutMs = 10_000 }) {
  /** @type {{ value: Promise<string>, renewAt: number } | null} */
  let token = null;
  const publicToken = () => {
    if (token && Date.now() < token.renewAt) return token.value;
    const value = (async () => {
      const res = await fetchImpl(new URL('/oauth/token', apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: '1' },
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, scope: '', ...(clientSecret ? { client_secret: clientSecret } : {}) }),
        signal: AbortSignal.timeout(tokenTimeoutMs),
      });
      if (!res.ok) throw new Error(`public token: HTTP ${res.status}`);
      const body = /** @type {{ access_token: string, expires_in: number }} */ (await res.json());
      if (token?.value === value) token.renewAt = Date.now() + body.expires_in * 900;
      return body.access_token;
    })();
    token = { value, renewAt: Date.now() + 60_000 };
    value.catch(() => {
      if (token?.value === value) token = null;
    });
    return value;
  };
  return {
    /** @param {boolean} [renew] */
    token(renew = false) {
      if (renew) token = null;
      return publicToken();
    },
    /** Asks for the token now; a failure is only forgotten (the first page asks again). */
    warm() {
      publicToken().catch(() => {});
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` escaped (a value holding "</script>" cannot
 * end the element), and the two line separators JavaScript once rejected.
 * @param {unknown} value
 */
export const jsonForScript = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** An absolute http(s) address on `origin`, else null (a fragment names no other site's page as canonical). @param {unknown} value @param {string} origin */
function sameOrigin(value, origin) {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.origin === new URL(origin).origin ? url.href : null;
  } catch {
    return null;
  }
}
/** @param {unknown} value */
function httpUrl(value) {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The page with a fragment's head written in: its title and description instead of the page's
 * defaults, then the canonical link, Open Graph tags and JSON-LD. Each added element carries
 * `data-estante-head`, so the page can drop them once it moves to another address. Every value is
 * escaped here; a value of the wrong type is left out.
 * @param {string} html @param {ServerHead} head @param {string} origin
 */
export function writeHead(html, head, origin) {
  let out = html;
  /** @type {string[]} */
  const tags = [];
  if (typeof head.title === 'string' && head.title) {
    // Replaced by a function: a replacement string would read "$'", "$`" or "$&" in a value as the
    // page around it (a title with "$'" repeated the rest of the head, its scripts and a second <title>).
    const title = `<title>${escapeMarkup(head.title)}</title>`;
    out = out.replace(/<title>[^<]*<\/title>/, () => title);
    tags.push(`<meta property="og:title" content="${escapeMarkup(head.title)}" data-estante-head>`);
  }
  if (typeof head.description === 'string' && head.description) {
    const description = `<meta name="description" content="${escapeMarkup(head.description)}" data-estante-head>`;
    out = out.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => description);
    tags.push(`<meta property="og:description" content="${escapeMarkup(head.description)}" data-estante-head>`);
  }
  const canonical = sameOrigin(head.canonical, origin);
  if (canonical) tags.push(`<link rel="canonical" href="${escapeMarkup(canonical)}" data-estante-head>`, `<meta property="og:url" content="${escapeMarkup(canonical)}" data-estante-head>`);
  const image = httpUrl(head.image);
  if (image) tags.push(`<meta property="og:image" content="${escapeMarkup(image)}" data-estante-head>`);
  if (head.jsonLd && typeof head.jsonLd === 'object') tags.push(`<script type="application/ld+json" data-estante-head>${jsonForScript(head.jsonLd)}</script>`);
  return tags.length ? out.replace('</head>', () => `${tags.join('')}</head>`) : out;
}
