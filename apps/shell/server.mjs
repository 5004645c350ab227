// @ts-check
/**
 * The shell's production server: serves the built shell, answers /remotes.json (where the
 * remotes live, decided at run time) and proxies /api, /oauth, /oidc and /saml to the API
 * server, so the site and its API share one origin as real installations do. Security headers
 * (@fastify/helmet) with a Content-Security-Policy built from the same remotes (see shellCsp).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import helmet from '@fastify/helmet';
import { escapeMarkup, hstsWhenHttps, jsonTooDeep, REDACTED, redactUrl } from '@estante/server-kit';
import { authPaths, isSiteRoute } from './site-routes.mjs';
import { createContainerLoader, createVisitorToken, writeHead } from './fragments.mjs';
import { loadRendererModule, pageStream, shellStylesheets, templateParts } from './ssr.mjs';
import { registerCrawlerRoutes } from './crawlers.mjs';
import { apiOrigins, balancedUpstreams } from './upstreams.mjs';

/**
 * On-the-fly compression, for what is not a built file: the page (its preload tags are per route),
 * /remotes.json and the API's answers through the proxy. br (at a quality fast enough to compress
 * on the fly) or gzip, for anything over 1 KB. Built files are served as the build precompressed
 * them (`<file>.br`, `<file>.gz`: PrecompressPlugin in @estante/federation/rspack, brotli 11 and
 * gzip 9) by @fastify/static's preCompressed, never compressed here.
 */
const compression = {
  encodings: /** @type {('br' | 'gzip')[]} */ (['br', 'gzip']),
  threshold: 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
};

/** @type {{ remotes: Record<string, { port: number }> }} the federation's apps and ports (packages/federation) */
const apps = JSON.parse(fs.readFileSync(fileURLToPath(import.meta.resolve('@estante/federation/apps.json')), 'utf8'));
export const remoteNames = Object.keys(apps.remotes);
/** @type {Record<string, number>} */
export const defaultRemotePorts = Object.fromEntries(remoteNames.map((name) => [name, apps.remotes[name]?.port ?? 0]));

/**
 * Cache-Control of a built file. Hashed files (`main.0123abcd.js`, `42.0123abcd.css`, assets named
 * by their content hash) never change: a year, immutable. Everything else — the HTML, a remote's
 * remoteEntry.js and manifest.json, which name the hashed files of the build now deployed — is
 * revalidated on every use (no-cache), so deploying a remote is seen on the next page load.
 * @param {string} file
 */
export function cacheControlFor(file) {
  // A precompressed copy (main.0123abcd.js.br) is cached as the file it encodes.
  const base = path.basename(file).replace(/\.(br|gz)$/, '');
  const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(base) || /^[0-9a-f]{16,}\.[a-z0-9]+$/.test(base);
  return hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Env name of a remote's URL override: REMOTE_TITLE_DETAIL_URL, … */
export const remoteEnvName = (/** @type {string} */ name) => `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL`;

/**
 * Where each remote's remoteEntry.js lives for this request: REMOTES_FILE's content as it is, else
 * per remote its REMOTE_<NAME>_URL or the remote's default port on the host the visitor used.
 * @param {import('fastify').FastifyRequest} req
 * @param {{ remotesFile?: string, env: NodeJS.ProcessEnv }} options
 * @returns {{ file: Buffer } | { remotes: Record<string, string> }}
 */
function remotesOf(req, { remotesFile, env }) {
  if (remotesFile) return { file: fs.readFileSync(remotesFile) };
  const host = req.hostname.replace(/:\d+$/, '');
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const name of remoteNames) {
    remotes[name] = env[remoteEnvName(name)] ?? `${req.protocol}://${host}:${defaultRemotePorts[name]}/remoteEntry.js`;
  }
  return { remotes };
}

/** Exact paths of the auth remote (packages/federation/src/routes.ts: /login, /sair and the redirect paths). */
const AUTH_PATHS = new Set(authPaths);

/**
 * The remote that renders `pathname`, as the shell's router decides it (remoteFor of
 * @estante/federation/router, which server.test.mjs checks this against): case-insensitive, an
 * optional trailing slash.
 * @param {string} pathname
 * @returns {string}
 */
export function remoteForPath(pathname) {
  if (/^\/acervo\/[^/]+(\/.*)?$/i.test(pathname)) return 'title-detail';
  if (/^\/meupergamum(\/.*)?$/i.test(pathname)) return 'patron-area';
  if (AUTH_PATHS.has(pathname.toLowerCase().replace(/(.)\/$/, '$1'))) return 'auth';
  return 'catalogue';
}

/** @typedef {import('./ssr.mjs').ServerContainer} ServerContainer */

/**
 * @typedef {{ js: string[], css: string[], server?: string, stylesheets?: string[] }} PreloadFiles the files a remote's
 *   manifest.json lists to preload; when it renders on the server, its server container (`server`) and
 *   its stylesheets (`stylesheets`: the manifest's `css`), which the page links
 */

/**
 * The preload lists of the remotes' manifests, read by the server and kept `ttlMs` (a deployed
 * remote is seen within that time, without rebuilding or restarting the shell). A manifest that
 * cannot be read in `timeoutMs`, or lists nothing usable, gives no preloads (the page works as
 * before). Only URLs from the configuration are fetched (REMOTES_FILE, REMOTE_<NAME>_URL, or the
 * remote's default port on this machine), never a host a request named.
 * @param {{ ttlMs?: number, timeoutMs?: number, fetch?: typeof fetch }} [options]
 */
export function createManifestReader({ ttlMs = 5000, timeoutMs = 500, fetch: fetchImpl = fetch } = {}) {
  /** @type {Map<string, { at: number, files: Promise<PreloadFiles | null> }>} */
  const cache = new Map();
  /** @type {(value: unknown) => value is string[]} */
  const names = (value) => Array.isArray(value) && value.every((f) => typeof f === 'string' && /^[\w./-]+$/.test(f) && !f.includes('..'));
  /** @param {string} url */
  const read = async (url) => {
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) return null;
      const manifest = /** @type {{ preload?: { js?: unknown, css?: unknown }, server?: unknown, css?: unknown }} */ (await res.json());
      const js = manifest?.preload?.js ?? [];
      const css = manifest?.preload?.css ?? [];
      const server = manifest?.server;
      const stylesheets = manifest?.css ?? [];
      if (!names(js) || !names(css)) return null;
      return typeof server === 'string' && names([server]) && names(stylesheets) ? { js, css, server, stylesheets } : { js, css };
    } catch {
      return null;
    }
  };
  /** @param {string} url @returns {Promise<PreloadFiles | null>} */
  return (url) => {
    const now = Date.now();
    const known = cache.get(url);
    if (known && now - known.at < ttlMs) return known.files;
    const files = read(url);
    cache.set(url, { at: now, files });
    return files;
  };
}

/**
 * The `<link>` tags that start fetching, with the page, what the remote of `pathname` needs first:
 * its remoteEntry.js and the chunks (JS and CSS) of its exposed `./App` as its manifest.json lists
 * them. `entry` is the remote's entry URL as /remotes.json gives it to the page.
 * @param {string} entry @param {PreloadFiles | null} files
 */
export function preloadTags(entry, files) {
  const tags = [`<link rel="preload" as="script" href="${escapeMarkup(entry)}">`];
  let base;
  try {
    base = new URL(entry);
  } catch {
    base = null;
  }
  for (const file of files?.css ?? []) tags.push(`<link rel="preload" as="style" href="${escapeMarkup(base ? new URL(file, base).href : file)}">`);
  for (const file of files?.js ?? []) tags.push(`<link rel="preload" as="script" href="${escapeMarkup(base ? new URL(file, base).href : file)}">`);
  return tags.join('');
}

/**
 * The origins of the remotes of this request's remotes.json (the page's own origin left out:
 * 'self' covers it). An unreadable REMOTES_FILE gives none: the remotes could not load anyway.
 * @param {import('fastify').FastifyRequest} req
 * @param {{ remotesFile?: string, env: NodeJS.ProcessEnv }} options
 * @returns {string[]}
 */
export function remoteOrigins(req, options) {
  const self = `${req.protocol}://${req.host}`;
  /** @type {unknown[]} */
  let urls;
  try {
    const found = remotesOf(req, options);
    urls = 'file' in found ? Object.values(JSON.parse(found.file.toString('utf8'))) : Object.values(found.remotes);
  } catch {
    urls = [];
  }
  const origins = new Set();
  for (const value of urls) {
    if (typeof value !== 'string') continue;
    try {
      const u = new URL(value, self);
      if ((u.protocol === 'http:' || u.protocol === 'https:') && u.origin !== new URL(self).origin) origins.add(u.origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}

/**
 * CSP sources (`'sha256-…'`) of the inline scripts of an HTML page (those without src and of a
 * JavaScript type), hashed exactly as written, as the browser hashes them.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * VLibras (the sign-language widget, apps/shell/src/chrome/a11y/vlibras.ts): its script and the
 * chunks, fonts, dictionary and player it loads come from these origins; its Unity player starts
 * its code from blob: URLs (scripts and workers) and compiles WebAssembly ('wasm-unsafe-eval',
 * which allows no JavaScript eval).
 */
export const VLIBRAS_ORIGINS = ['https://vlibras.gov.br', 'https://www.vlibras.gov.br'];
const VLIBRAS_CONNECT = [...VLIBRAS_ORIGINS, 'https://*.vlibras.gov.br'];

/**
 * The shell page's Content-Security-Policy directives (helmet form). Scripts: this origin, the
 * remotes' origins, VLibras, and the inline scripts of index.html by hash — never 'unsafe-inline'
 * nor 'unsafe-eval'. The remotes' origins also for what their chunks load (CSS, fonts, images,
 * fetches). Styles allow inline ones (antd writes <style> elements at run time). Images from any
 * https origin (covers). `origins(req)` gives the remotes' origins of a request.
 * @param {{ scriptHashes: string[], origins: (req: import('node:http').IncomingMessage) => string[] }} options
 */
export function shellCsp({ scriptHashes, origins }) {
  const remotes = (/** @type {import('node:http').IncomingMessage} */ req) => origins(req).join(' ') || "'self'";
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", remotes, ...VLIBRAS_ORIGINS, 'blob:', "'wasm-unsafe-eval'", ...scriptHashes],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", remotes, "'unsafe-inline'", ...VLIBRAS_ORIGINS],
    imgSrc: ["'self'", remotes, 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", remotes, 'data:', ...VLIBRAS_ORIGINS],
    connectSrc: ["'self'", remotes, ...VLIBRAS_CONNECT],
    workerSrc: ["'self'", 'blob:'],
    mediaSrc: ["'self'", remotes, 'blob:', ...VLIBRAS_ORIGINS],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

export { redactUrl };

/**
 * Fastify logger options with request serializers that show method, redacted URL and status, and
 * never a header (Authorization, Cookie) or a body. false stays false.
 * @param {boolean | Record<string, any>} logger
 */
export function withLogRedaction(logger) {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: (/** @type {import('fastify').FastifyRequest} */ req) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip }),
      res: (/** @type {{ statusCode: number, request?: import('fastify').FastifyRequest }} */ reply) => ({
        statusCode: reply.statusCode,
        ...(reply.request ? { method: reply.request.method, url: redactUrl(reply.request.url) } : {}),
      }),
    },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'], censor: REDACTED },
  };
}

/**
 * Cache-Control of a public page's HTML: shared caches (a CDN) keep it a minute and may serve it five
 * minutes stale while they fetch a fresh copy (RFC 5861), so a CDN absorbs a crawl or a rush; a
 * browser revalidates it every time (max-age=0), as before: a page it kept would name the shell's
 * hashed scripts of a build that a deployment has since removed. (A CDN in front of the site keeps
 * such a page up to s-maxage + stale-while-revalidate: purge the HTML when deploying the shell, or
 * keep the previous build's hashed files, which never change, that long.)
 */
export const publicPageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * The query string of a request's address, with its `?` (`?q=jazz&page=2`), or '' when it has none
 * or is longer than any search the catalogue writes (a fragment then renders the page without it).
 * @param {string} url
 */
export function searchOf(url) {
  const at = url.indexOf('?');
  if (at < 0) return '';
  const search = url.slice(at);
  return search.length > 1 && search.length <= 2048 ? search : '';
}

/** FRAGMENT_BUDGET_MS: a whole number of milliseconds (default 300). @param {string | undefined} value */
export function fragmentBudget(value) {
  if (value === undefined || value.trim() === '') return 300;
  if (!/^\d+$/.test(value.trim())) throw new Error(`FRAGMENT_BUDGET_MS must be a whole number of milliseconds (got ${value})`);
  return Number(value.trim());
}

/** The browser's OAuth client: public in the page, confidential through this server. */
export const WEB_CLIENT_ID = 'estante-web';
/** Headers of the API's answer to /oauth/token that the browser needs. */
const TOKEN_RESPONSE_HEADERS = ['content-type', 'cache-control', 'retry-after', 'x-request-id', 'www-authenticate'];

/** X-Forwarded-For as the API should see it: what came in, plus the peer that reached us. */
const forwardedFor = (/** @type {import('fastify').FastifyRequest} */ req) => {
  const prior = req.headers['x-forwarded-for'];
  return [prior, req.socket.remoteAddress].filter(Boolean).join(', ');
};

/**
 * The site's public address (PUBLIC_URL, e.g. `https://biblioteca.example.edu`): its origin, or
 * undefined when not set. Anything but an http(s) URL is a configuration error.
 * @param {string | undefined} value
 * @returns {URL | undefined}
 */
export function parsePublicUrl(value) {
  if (value === undefined || value.trim() === '') return undefined;
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://biblioteca.example.edu (got ${value})`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://biblioteca.example.edu (got ${value})`);
  }
  return url;
}

/**
 * The forwarded headers the API receives, set by this proxy and never taken from the client (a
 * forged X-Forwarded-Host would otherwise name the host of the addresses the API builds, such as
 * the calendar feed's): the host and scheme of the configured public address, else those the
 * client reached this server at; X-Forwarded-For as forwardedFor. `Forwarded` and
 * X-Forwarded-Port/-Prefix from the client are dropped.
 * @param {import('fastify').FastifyRequest} req
 * @param {URL | undefined} publicUrl
 * @returns {Record<string, string>}
 */
export function forwardedHeaders(req, publicUrl) {
  return {
    'x-forwarded-for': forwardedFor(req),
    'x-forwarded-host': publicUrl ? publicUrl.host : req.host,
    'x-forwarded-proto': publicUrl ? publicUrl.protocol.slice(0, -1) : req.protocol,
  };
}
const DROPPED_FORWARDED = ['forwarded', 'x-forwarded-port', 'x-forwarded-prefix'];

/** The answer to a JSON body too deep or not JSON (SPEC.md §8: `{ message }` in the request's language). */
const BAD_BODY = {
  pt: 'Corpo da requisição inválido.',
  en: 'Invalid request body.',
  es: 'Cuerpo de la solicitud no válido.',
};
const UNEXPECTED = {
  pt: 'Erro inesperado. Tente novamente mais tarde.',
  en: 'Unexpected error. Please try again later.',
  es: 'Error inesperado. Inténtelo de nuevo más tarde.',
};
/** The `lang` header's language (1 pt, 3 es, 5 en; anything else pt), as the API reads it. */
const langOf = (/** @type {unknown} */ header) => (header === '5' ? 'en' : header === '3' ? 'es' : 'pt');

/**
 * @param {{ distDir: string, apiUrl: string, remotesFile?: string, logger?: boolean | Record<string, any>, env?: NodeJS.ProcessEnv, extraScriptOrigins?: string[], publicUrl?: string,
 *   manifests?: ReturnType<typeof createManifestReader>, fetchContainer?: typeof fetch, fragmentBudgetMs?: number }} options
 *   apiUrl: the API's address, or several, comma-separated (replicas: the proxy balances between them, upstreams.mjs)
 *   extraScriptOrigins: more origins the page may load scripts from (the e2e suite's fixture remote)
 *   publicUrl: the site's public address (default env.PUBLIC_URL), sent to the API as X-Forwarded-Host/-Proto
 *   fetchContainer: how remote server containers are fetched (default fetch)
 *   fragmentBudgetMs: how long a remote's part of a page may take on the server, fetching its container and
 *   its answers (default env.FRAGMENT_BUDGET_MS, else 300): past it the browser renders that part
 */
export async function createShellServer({
  distDir,
  apiUrl,
  remotesFile,
  logger = false,
  env = process.env,
  extraScriptOrigins = [],
  manifests = createManifestReader(),
  publicUrl = env.PUBLIC_URL,
  fetchContainer = fetch,
  fragmentBudgetMs = fragmentBudget(env.FRAGMENT_BUDGET_MS),
}) {
  const publicAddress = parsePublicUrl(publicUrl);
  // API_URL may name several API replicas (comma-separated): the proxy and the sign-in's token request
  // balance between them (upstreams.mjs); the server's own reads (the pages it renders, the sitemap,
  // its visitor token) ask the first.
  const origins = apiOrigins(apiUrl);
  const balanced = balancedUpstreams(origins);
  const api = balanced ? origins[0] ?? apiUrl : apiUrl;
  const app = Fastify({ logger: withLogRedaction(logger) });
  if (balanced) app.addHook('onClose', () => balanced.close());
  await registerCompression(app);
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'));
  const pageHtml = indexHtml.toString('utf8');
  const monolith = /<meta name="estante-build" content="monolith"/.test(pageHtml);

  // The CSP of this request: the remotes' origins as /remotes.json names them, the inline scripts of
  // the index.html served (hashed once, here).
  const scriptHashes = inlineScriptHashes(indexHtml.toString('utf8'));
  /** @type {WeakMap<import('node:http').IncomingMessage, string[]>} */
  const originsOf = new WeakMap();
  app.addHook('onRequest', async (req) => {
    originsOf.set(req.raw, [...remoteOrigins(req, { remotesFile, env }), ...extraScriptOrigins]);
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: shellCsp({ scriptHashes, origins: (raw) => originsOf.get(raw) ?? [] }) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', hstsWhenHttps);

  app.get('/remotes.json', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const found = remotesOf(req, { remotesFile, env });
    if ('file' in found) return reply.type('application/json').send(found.file);
    // Default: each remote on its own port of the host the visitor used.
    return found.remotes;
  });

  // Backend for frontend: the page sends only the public client id; the secret of the web
  // client (OAUTH_WEB_CLIENT_SECRET, handed over by scripts/serve.mjs) is added here, so it never
  // ships in a bundle. Without one the calls go as the public client.
  const clientSecret = env.OAUTH_WEB_CLIENT_SECRET || undefined;
  // Only this route reads a form; the proxied ones (the SAML response the identity provider posts
  // to /saml/acs) pass it on to the API as it came.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    done(null, req.routeOptions.url === '/oauth/token' ? Object.fromEntries(new URLSearchParams(String(body))) : body);
  });
  // The one route that parses JSON itself (the proxied ones pass bodies on as they came): a body
  // too deep or malformed answers 400 `{ message }`, never a 500 from a stack overflow.
  await app.register(async (scope) => {
    const defaultJson = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      if (jsonTooDeep(String(body))) return done(Object.assign(new Error('JSON body nested too deep'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
      return defaultJson(req, String(body), done);
    });
    scope.setErrorHandler((error, req, reply) => {
      const status = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500;
      if (status === 400 && String(/** @type {{ code?: string }} */ (error).code ?? '').startsWith('FST_ERR_CTP')) {
        return reply.code(400).send({ message: BAD_BODY[langOf(req.headers.lang)] });
      }
      req.log.error({ err: error }, 'token request failed');
      return reply.code(status >= 400 && status < 500 ? status : 500).send({ message: UNEXPECTED[langOf(req.headers.lang)] });
    });
    scope.post('/oauth/token', tokenHandler);
  });
  /** @type {import('fastify').RouteHandlerMethod} */
  async function tokenHandler(req, reply) {
    const body = req.body && typeof req.body === 'object' ? /** @type {Record<string, unknown>} */ ({ ...req.body }) : {};
    if (body.client_id === WEB_CLIENT_ID && body.grant_type !== 'client_credentials' && body.client_secret === undefined && clientSecret) {
      body.client_secret = clientSecret;
    }
    /** @type {Record<string, string>} */
    const headers = { 'content-type': 'application/json', ...forwardedHeaders(req, publicAddress) };
    for (const name of ['lang', 'x-request-id']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (balanced) {
      const answer = await balanced.request({ path: '/oauth/token', method: 'POST', headers, body: JSON.stringify(body) });
      reply.code(answer.statusCode);
      for (const name of TOKEN_RESPONSE_HEADERS) {
        const value = answer.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      return reply.send(Buffer.from(await answer.body.arrayBuffer()));
    }
    const upstream = await fetch(new URL('/oauth/token', apiUrl), { method: 'POST', headers, body: JSON.stringify(body) });
    reply.code(upstream.status);
    for (const name of TOKEN_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  }

  for (const prefix of ['/api', '/oauth', '/oidc', '/saml']) {
    await app.register(proxy, {
      upstream: api,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      ...(balanced ? { undici: balanced.pool } : {}),
      replyOptions: {
        ...(balanced ? { retryDelay: balanced.retryDelay } : {}),
        rewriteRequestHeaders: (req, headers) => {
          const rest = { ...headers };
          for (const name of DROPPED_FORWARDED) delete rest[name];
          return { ...rest, ...forwardedHeaders(/** @type {any} */ (req), publicAddress) };
        },
      },
    });
  }

  await registerCrawlerRoutes(app, { apiUrl: api, publicAddress });
  await registerBuiltFiles(app, {
    root: distDir,
    index: false,
    wildcard: true,
    setHeaders(res, file) {
      // Hashed assets never change; the HTML must always be revalidated.
      res.header('cache-control', cacheControlFor(file));
    },
  });

  // The page renderer of the shell's build (none in the monolith, whose pages render in the browser).
  const rendererModule = monolith ? null : loadRendererModule(distDir);
  const visitor = createVisitorToken({ apiUrl: api, clientId: WEB_CLIENT_ID, clientSecret });
  const renderer = rendererModule ? await rendererModule.createRenderer({ apiUrl: api, publicToken: (renew) => visitor.token(renew) }).catch((error) => {
    app.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'page renderer unavailable: pages render in the browser');
    return null;
  }) : null;
  const containers = rendererModule ? createContainerLoader({ evaluate: rendererModule.loadContainer, fetch: fetchContainer }) : null;
  const template = renderer ? templateParts(pageHtml) : null;
  const stylesheets = renderer ? shellStylesheets(distDir) : [];
  // The renderer's token before the first page asks for it.
  if (renderer) app.addHook('onListen', async () => visitor.warm());

  /**
   * Where the route's remote is, as this request's configuration says: its entry for the page (public
   * URL), and where the server reads its manifest and server container (for a default remote, its
   * port on this machine, never a host the request named).
   * @param {import('fastify').FastifyRequest} req @param {string} name
   * @returns {{ publicEntry: string, readFrom: string } | null}
   */
  const remoteOfRequest = (req, name) => {
    try {
      const found = remotesOf(req, { remotesFile, env });
      const remotes = 'file' in found ? JSON.parse(found.file.toString('utf8')) : found.remotes;
      const entry = remotes?.[name];
      if (typeof entry !== 'string') return null;
      const publicEntry = new URL(entry, `${req.protocol}://${req.host}`).href;
      const configured = 'file' in found || env[remoteEnvName(name)] !== undefined;
      const address = app.server.address();
      const own = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : 'http://127.0.0.1';
      const readFrom = configured ? new URL('manifest.json', new URL(entry, own)).href : `http://127.0.0.1:${defaultRemotePorts[name]}/manifest.json`;
      return { publicEntry, readFrom };
    } catch {
      return null;
    }
  };

  /**
   * The remote's server container for this page, fetched from the remote's own address (where its
   * manifest is), within `deadline`; null when it renders in the browser only, throws when it failed.
   * @param {PreloadFiles | null} files @param {string} readFrom @param {number} deadline
   */
  const containerOf = async (files, readFrom, deadline) => {
    if (!containers || !files?.server) return null;
    const url = new URL(files.server, readFrom);
    if (url.origin !== new URL(readFrom).origin) return null;
    const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
    const loading = containers(url.href, signal);
    return Promise.race([
      loading,
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error(`the server container of ${url.href} did not arrive within the budget`)), { once: true })),
    ]).catch((error) => {
      loading.catch(() => {}); // finishes (or fails) after the page went out
      throw error;
    });
  };

  /**
   * A page of the site: index.html with the remote's preloads and stylesheets in its head and, from
   * the renderer, what the remote's head says of the page (its title, description, canonical address,
   * JSON-LD; 404 when it names nothing) and the page itself in the root, the chrome sent first and the
   * remote's part after it (ssr.mjs, src/server/page.tsx). 404 too for an address outside the site's
   * route table (site-routes.mjs): the same page, whose router shows the not-found page, so people and
   * crawlers get the same answer.
   *
   * A public page's HTML is the same for every visitor (rendered for a visitor: a patron's data
   * arrives after sign-in, from the API), so a CDN may keep it a minute and serve it stale while it
   * revalidates (publicPageCacheControl); the personal area's and the sign-in's frames, a not-found
   * page (a CDN would otherwise keep any address anyone makes up) and a page whose remote could not
   * render on the server are revalidated every time. Without a renderer (the monolith), or when it
   * fails, the page is index.html as it is, and the browser renders everything.
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   */
  const sendPage = async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const name = remoteForPath(pathname);
    const siteRoute = isSiteRoute(pathname);
    const publicRoute = !['patron-area', 'auth'].includes(name);
    const deadline = Date.now() + fragmentBudgetMs;
    const remote = monolith ? null : remoteOfRequest(req, name);
    const files = remote ? await manifests(remote.readFrom) : null;
    const preloads = remote ? preloadTags(remote.publicEntry, files) : '';
    const whole = (/** @type {number} */ code) =>
      reply
        .code(code)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(pageHtml.replace('</head>', `${preloads}</head>`));
    if (!renderer || !template) return whole(siteRoute ? 200 : 404);

    const onError = (/** @type {unknown} */ error) => req.log.warn({ remote: name, reason: error instanceof Error ? error.message : String(error) }, 'server render: part of the page left to the browser');
    /** @type {ServerContainer | null} */
    let container = null;
    let degraded = false;
    try {
      container = remote ? await containerOf(files, remote.readFrom, deadline) : null;
    } catch (error) {
      onError(error);
      degraded = true;
    }
    // A remote deployed without its server container: its part is rendered by the browser (not cached either).
    if (remote && !container) degraded = true;
    const origin = publicAddress?.origin ?? `${req.protocol}://${req.host}`;
    let render;
    try {
      render = await renderer.render({ url: req.url, origin, remote: /** @type {any} */ (name), container, forwarded: forwardedHeaders(req, publicAddress), deadline, onError });
    } catch (error) {
      req.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'server render failed: the page renders in the browser');
      return whole(siteRoute ? 200 : 404);
    }
    const location = render.head?.location;
    if (typeof location === 'string') {
      // A form's spelling of a page (a GET form sent without script): to its own address, on this site only.
      if (siteRoute && /^\/(?![/\\])[^\s]*$/.test(location)) return reply.code(303).header('location', location).header('cache-control', publicPageCacheControl).send();
    }
    const code = siteRoute ? (render.head?.status ?? 200) : 404;
    const links = [...stylesheets.map((file) => `/${file}`), ...(remote && files?.stylesheets ? files.stylesheets.map((file) => new URL(file, remote.publicEntry).href) : [])]
      .map((href) => `<link rel="stylesheet" href="${escapeMarkup(href)}">`)
      .join('');
    // A stylesheet the page links needs no preload of its own.
    const linked = new Set(files?.stylesheets ?? []);
    const rendered = remote ? preloadTags(remote.publicEntry, files && { ...files, css: files.css.filter((file) => !linked.has(file)) }) : '';
    const head = writeHead(template.head, render.head ?? {}, origin).replace('</head>', `${links}${rendered}</head>`);
    const stream = pageStream(req.headers['accept-encoding']);
    reply
      .code(code)
      .type('text/html; charset=utf-8')
      .header('cache-control', code === 200 && publicRoute && !degraded ? publicPageCacheControl : 'no-cache')
      .header('vary', 'Accept-Encoding');
    if (stream.encoding) reply.header('content-encoding', stream.encoding);
    // The head and the chrome now; the remote's part once it has rendered (or its budget ran out).
    stream.input.write(head + template.open + render.prefix);
    render.rest.then(
      (rest) => stream.input.end(rest.html + '</div>' + rest.state + template.close),
      (error) => {
        req.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'server render failed after the chrome');
        stream.input.end('</main></div>' + template.close);
      },
    );
    return reply.send(stream.output);
  };

  // Every other GET is the single-page app: a route of the site (200), else its not-found page (404).
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' || /\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendPage(req, reply);
  });
  app.get('/', sendPage);
  return app;
}

/**
 * @fastify/compress for the routes registered after it, except the built files'
 * (registerBuiltFiles), which are served precompressed.
 * @param {import('fastify').FastifyInstance} app
 */
async function registerCompression(app) {
  // Runs before @fastify/compress's own onRoute hook (registered next), so it sees the flag.
  app.addHook('onRoute', (route) => {
    if (builtFileRoutes.has(app)) route.compress = false;
  });
  await app.register(compress, compression);
}
/** The apps registering their built files' routes right now. */
const builtFileRoutes = new WeakSet();

/**
 * @fastify/static for built files: `<file>.br` or `<file>.gz` as the request accepts (Vary:
 * Accept-Encoding, Content-Encoding), the file itself otherwise; never compressed on the fly.
 * @param {import('fastify').FastifyInstance} app
 * @param {import('@fastify/static').FastifyStaticOptions} options
 */
async function registerBuiltFiles(app, options) {
  builtFileRoutes.add(app);
  try {
    await app.register(fastifyStatic, { ...options, preCompressed: true });
  } finally {
    builtFileRoutes.delete(app);
  }
}

/**
 * A remote's static server: its files, readable from any origin (the shell's page fetches
 * the manifest and chunks cross-origin). Helmet's headers, but Cross-Origin-Resource-Policy
 * cross-origin (same-origin, helmet's default, would stop the shell's page from running the
 * remote's scripts) and CORS open; its own pages (a remote alone) get a strict CSP. Hashed files
 * are cached for good, remoteEntry.js and manifest.json revalidated (cacheControlFor).
 * `mounts`: more builds served under a path prefix (`{ '/fixtures/x/': dir }`, the e2e fixtures).
 * @param {{ distDir: string, mounts?: Record<string, string>, logger?: boolean | Record<string, any> }} options
 */
export async function createRemoteServer({ distDir, mounts = {}, logger = false }) {
  const app = Fastify({ logger: withLogRedaction(logger) });
  await registerCompression(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', hstsWhenHttps);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  /** @type {(res: import('fastify').FastifyReply, file: string) => void} */
  const setHeaders = (res, file) => {
    res.header('access-control-allow-origin', '*');
    res.header('cache-control', cacheControlFor(file));
  };
  await registerBuiltFiles(app, { root: distDir, setHeaders });
  for (const [prefix, root] of Object.entries(mounts)) {
    await registerBuiltFiles(app, { root, prefix, decorateReply: false, setHeaders });
  }
  return app;
}

/**
 * Stops servers gracefully: no new connections, the requests in flight finish (their connections
 * close behind them), then resolves true. After `timeoutMs` the remaining connections are cut and
 * it resolves false. (scripts/serve.mjs: SIGTERM, SIGINT; scripts/start.mjs: its close().)
 * @param {import('fastify').FastifyInstance[]} apps
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<boolean>}
 */
export async function closeGracefully(apps, { timeoutMs = 10_000 } = {}) {
  // A keep-alive connection whose request ends during the stop would otherwise wait for its idle timeout.
  const reaper = setInterval(() => {
    for (const app of apps) app.server.closeIdleConnections();
  }, 100);
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const closing = Promise.all(apps.map((app) => app.close()));
    const outcome = await Promise.race([closing.then(() => 'closed'), timedOut]);
    if (outcome === 'closed') return true;
    for (const app of apps) app.server.closeAllConnections();
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 1000))]);
    return false;
  } finally {
    clearInterval(reaper);
    clearTimeout(timer);
  }
}
