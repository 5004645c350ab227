// @ts-check
/**
 * Server-side composition (DESIGN.md, "Server-side composition"): the shell's server asks the
 * remote that renders a route for what only it knows of the page — today the head of a title page
 * (its title, description, canonical address and schema.org JSON-LD) — by running that remote's
 * server fragment, the `server/fragment.mjs` its manifest.json names, as the remote is deployed now.
 *
 * - The fragment is fetched only from the remote's configured address (the same one its manifest is
 *   read from: REMOTES_FILE, REMOTE_<NAME>_URL or its default port on this machine), never from a
 *   host a request named.
 * - It is revalidated on every use (If-None-Match): a remote deployed alone changes the next page's
 *   HTML, with no restart of the shell. Its code is imported once per distinct content.
 * - One budget (default 300 ms) covers fetching the fragment and its API calls: past it, or on any
 *   failure, the page is sent as it would be without it (same status), and the remote's client code
 *   renders everything as before.
 */
import crypto from 'node:crypto';
import { escapeMarkup } from '@estante/server-kit';

/** The shell↔fragment contract this shell speaks (the fragment's `contract` export). */
export const FRAGMENT_CONTRACT = 1;

/**
 * @typedef {{ queryKey: unknown[], data: unknown }} FragmentAnswer
 * @typedef {{ status?: 404, title?: string, description?: string, canonical?: string, image?: string, jsonLd?: Record<string, unknown>, answers?: FragmentAnswer[], body?: string }} FragmentHead
 * @typedef {{ path: string, search: string, origin: string, api: (path: string) => Promise<unknown> }} FragmentContext
 * @typedef {{ contract?: unknown, head?: (ctx: FragmentContext) => Promise<FragmentHead | null> }} FragmentModule
 */

/**
 * Loads fragments by URL: a conditional GET on every call (If-None-Match with the ETag last seen),
 * the module imported again only when its content changed. Deployments that never end would keep
 * every imported version in memory (Node cannot unload a module): one per content, per deploy.
 * @param {{ fetch?: typeof fetch }} [options]
 */
export function createFragmentLoader({ fetch: fetchImpl = fetch } = {}) {
  /** @type {Map<string, { etag: string | null, hash: string, module: Promise<FragmentModule> }>} */
  const byUrl = new Map();
  /** @type {Map<string, Promise<FragmentModule>>} */
  const byHash = new Map();
  /**
   * @param {string} url
   * @param {AbortSignal} signal
   * @returns {Promise<FragmentModule | null>} null when the remote serves none
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
    if (!res.ok) throw new Error(`fragment ${url}: HTTP ${res.status}`);
    const code = await res.text();
    const hash = crypto.createHash('sha256').update(code).digest('hex');
    let module = byHash.get(hash);
    if (!module) {
      // Bundled with everything it imports (packages/federation serverConfig): a data: URL resolves no bare import.
      module = import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
      byHash.set(hash, module);
      module.catch(() => byHash.delete(hash));
    }
    byUrl.set(url, { etag: res.headers.get('etag'), hash, module });
    return module;
  };
}

/**
 * GET of the API as a visitor, for fragments: the public token of the web client (client_credentials,
 * with its secret when the shell has one), kept until shortly before it expires; Portuguese (`lang: 1`);
 * the visitor's forwarded headers, so the API's per-address limits count the visitor, not the shell.
 * Only paths under /api/. Answers the JSON, null for a 404, throws otherwise. The token is asked for
 * apart from any page (`tokenTimeoutMs`): checking the client's secret takes the API a while (argon2id),
 * and a page whose budget runs out meanwhile must not abandon the token the next page will use.
 * `warm()` asks for it ahead of the first page (createShellServer, when it starts listening).
 * @param {{ apiUrl: string, clientId: string, clientSecret?: string, fetch?: typeof fetch, tokenTimeoutMs?: number }} options
 */
export function createVisitorApi({ apiUrl, clientId, clientSecret, fetch: fetchImpl = fetch, tokenTimeoutMs = 10_000 }) {
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
  /**
   * @param {string} path
   * @param {{ signal: AbortSignal, forwarded: Record<string, string> }} request
   */
  const get = async (path, { signal, forwarded }) => {
    if (!/^\/api\/[\w\-/.%]*(\?[\w\-=&.%]*)?$/.test(path) || path.includes('..')) throw new Error(`not an API path: ${path}`);
    const send = async () =>
      fetchImpl(new URL(path, apiUrl), { headers: { authorization: `Bearer ${await raceAbort(publicToken(), signal)}`, lang: '1', accept: 'application/json', ...forwarded }, signal });
    let res = await send();
    if (res.status === 401) {
      token = null; // expired or revoked (a restarted API): one new token, one retry
      res = await send();
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return res.json();
  };
  /** Asks for the token now; a failure is only forgotten (the first page asks again). */
  const warm = () => {
    publicToken().catch(() => {});
  };
  return Object.assign(get, { warm });
}

/**
 * `promise`, or a rejection as soon as `signal` aborts (the promise itself goes on).
 * @template T @param {Promise<T>} promise @param {AbortSignal} signal @returns {Promise<T>}
 */
function raceAbort(promise, signal) {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
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
 * With `region` (the remote's name), the fragment's `body` goes into the page's `<main>` (writeRegion).
 * @param {string} html @param {FragmentHead} head @param {string} origin @param {string} [region]
 */
export function writeHead(html, head, origin, region) {
  let out = html;
  /** @type {string[]} */
  const tags = [];
  if (typeof head.title === 'string' && head.title) {
    out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(head.title)}</title>`);
    tags.push(`<meta property="og:title" content="${escapeMarkup(head.title)}" data-estante-head>`);
  }
  if (typeof head.description === 'string' && head.description) {
    out = out.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeMarkup(head.description)}" data-estante-head>`);
    tags.push(`<meta property="og:description" content="${escapeMarkup(head.description)}" data-estante-head>`);
  }
  const canonical = sameOrigin(head.canonical, origin);
  if (canonical) tags.push(`<link rel="canonical" href="${escapeMarkup(canonical)}" data-estante-head>`, `<meta property="og:url" content="${escapeMarkup(canonical)}" data-estante-head>`);
  const image = httpUrl(head.image);
  if (image) tags.push(`<meta property="og:image" content="${escapeMarkup(image)}" data-estante-head>`);
  if (head.jsonLd && typeof head.jsonLd === 'object') tags.push(`<script type="application/ld+json" data-estante-head>${jsonForScript(head.jsonLd)}</script>`);
  const answers = answersScript(head.answers);
  if (answers) tags.push(answers);
  out = tags.length ? out.replace('</head>', `${tags.join('')}</head>`) : out;
  return region ? writeRegion(out, region, head.body) : out;
}

/** The most HTML a remote's region may be (a page past it is sent without, and its client code paints it). */
export const REGION_MAX_BYTES = 512 * 1024;

/**
 * Markup a region never holds: scripts, styles, frames and plugins, event handler attributes and
 * `javascript:` addresses. React's server render escapes every text, so in its output every `<`
 * opens a tag and these patterns can match only markup, never a title that mentions them.
 */
const UNSAFE_REGION = /<\/?(?:script|style|iframe|frame|object|embed|link|meta|base|template|noscript|svg|math)\b|<[^>]*\son[a-z]+\s*=|<[^>]*=\s*["']?\s*(?:javascript|vbscript|data):/i;

/**
 * A remote's server-rendered region (`body`: what its page shows, rendered by its own code) written
 * into the page's `<main>`: read before any script runs, by a phone on a slow network, a browser
 * without JavaScript and a crawler. The browser app shows it until the remote's client code has
 * rendered the same page (apps/shell/src/serverRegion.ts), then replaces it. Left out (the page as
 * without it) when it is not a string, is too big, or holds markup a region never holds
 * (UNSAFE_REGION): a remote's server code is trusted like its browser code, this is a second lock.
 * @param {string} html @param {string} region the remote's name @param {unknown} body
 */
export function writeRegion(html, region, body) {
  if (typeof body !== 'string' || !body || Buffer.byteLength(body) > REGION_MAX_BYTES || UNSAFE_REGION.test(body)) return html;
  if (!/^[a-z][a-z0-9-]*$/.test(region)) return html;
  const main = /<main class="estante-main"><\/main>/;
  if (!main.test(html)) return html;
  return html
    .replace(main, () => `<main id="conteudo" class="estante-main" tabindex="-1"><div class="estante-ssr" data-estante-region="${region}">${body}</div></main>`)
    .replace(/<noscript>[^<]*<\/noscript>/, '');
}

/** The most JSON of answers a page carries (a record with thousands of fields is asked by the page instead). */
export const ANSWERS_MAX_BYTES = 256 * 1024;

/**
 * The fragment's API answers as the page's query cache takes them (apps/shell/src/serverAnswers.ts):
 * `{ lang, answers }` in a JSON script, or '' when there are none, any is malformed or they are too
 * big. They were asked as a visitor in Portuguese (`lang`); no time is written, so two visitors'
 * pages stay byte-identical (a fragment hands over only answers that may be a few minutes old).
 * @param {unknown} answers
 */
export function answersScript(answers) {
  if (!Array.isArray(answers) || answers.length === 0 || answers.length > 20) return '';
  const valid = answers.every((a) => a && typeof a === 'object' && Array.isArray(a.queryKey) && a.queryKey.length > 0 && a.data !== undefined && a.data !== null);
  if (!valid) return '';
  const json = jsonForScript({ lang: 'pt', answers: answers.map((a) => ({ queryKey: a.queryKey, data: a.data })) });
  if (Buffer.byteLength(json) > ANSWERS_MAX_BYTES) return '';
  return `<script type="application/json" id="estante-answers" data-estante-head>${json}</script>`;
}

/**
 * The head a remote's fragment gives for a request, within `budgetMs`; null when the remote has no
 * fragment, speaks another contract, has nothing to say, fails or is too slow (`onFailure` hears why).
 * @param {{ fragmentUrl: string, path: string, search?: string, origin: string, forwarded: Record<string, string>, budgetMs: number,
 *   load: ReturnType<typeof createFragmentLoader>, api: ReturnType<typeof createVisitorApi>, onFailure?: (error: unknown) => void }} options
 * @returns {Promise<FragmentHead | null>}
 */
export async function fragmentHead({ fragmentUrl, path, search = '', origin, forwarded, budgetMs, load, api, onFailure }) {
  const controller = new AbortController();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const overBudget = new Promise((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`fragment over its budget of ${budgetMs} ms`));
    }, budgetMs);
  });
  const work = (async () => {
    const module = await load(fragmentUrl, controller.signal);
    if (!module || module.contract !== FRAGMENT_CONTRACT || typeof module.head !== 'function') return null;
    const head = await module.head({ path, search, origin, api: (p) => api(p, { signal: controller.signal, forwarded }) });
    return head && typeof head === 'object' ? head : null;
  })();
  try {
    return /** @type {FragmentHead | null} */ (await Promise.race([work, overBudget]));
  } catch (error) {
    onFailure?.(error);
    work.catch(() => {}); // finishes (aborted) after the page is sent
    return null;
  } finally {
    clearTimeout(timer);
  }
}
