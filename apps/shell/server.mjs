// @ts-check
/**
 * The shell's production server: serves the built shell, answers /remotes.json (where the
 * remotes live, decided at run time) and proxies /api, /oauth, /oidc and /saml to the API
 * server, so the site and its API share one origin as real installations do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';

/** br (at a quality fast enough to compress on the fly) or gzip, for anything over 1 KB. */
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

/** Env name of a remote's URL override: REMOTE_TITLE_DETAIL_URL, … */
export const remoteEnvName = (/** @type {string} */ name) => `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL`;

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
 * @param {{ distDir: string, apiUrl: string, remotesFile?: string, logger?: boolean, env?: NodeJS.ProcessEnv }} options
 */
export async function createShellServer({ distDir, apiUrl, remotesFile, logger = false, env = process.env }) {
  const app = Fastify({ logger });
  await app.register(compress, compression);
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'));

  app.get('/remotes.json', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (remotesFile) return reply.type('application/json').send(fs.readFileSync(remotesFile));
    // Default: each remote on its own port of the host the visitor used.
    const host = req.hostname.replace(/:\d+$/, '');
    /** @type {Record<string, string>} */
    const remotes = {};
    for (const name of remoteNames) {
      remotes[name] = env[remoteEnvName(name)] ?? `${req.protocol}://${host}:${defaultRemotePorts[name]}/remoteEntry.js`;
    }
    return remotes;
  });

  // Backend for frontend: the page sends only the public client id; the secret of the web
  // client (OAUTH_WEB_CLIENT_SECRET) is added here, so it never ships in a bundle.
  const clientSecret = env.OAUTH_WEB_CLIENT_SECRET ?? 'estante-dev-secret';
  // Only this route reads a form; the proxied ones (the SAML response the identity provider posts
  // to /saml/acs) pass it on to the API as it came.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    done(null, req.routeOptions.url === '/oauth/token' ? Object.fromEntries(new URLSearchParams(String(body))) : body);
  });
  app.post('/oauth/token', async (req, reply) => {
    const body = req.body && typeof req.body === 'object' ? /** @type {Record<string, unknown>} */ ({ ...req.body }) : {};
    if (body.client_id === WEB_CLIENT_ID && body.grant_type !== 'client_credentials' && body.client_secret === undefined && clientSecret) {
      body.client_secret = clientSecret;
    }
    /** @type {Record<string, string>} */
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(req) };
    for (const name of ['lang', 'x-request-id']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = await fetch(new URL('/oauth/token', apiUrl), { method: 'POST', headers, body: JSON.stringify(body) });
    reply.code(upstream.status);
    for (const name of TOKEN_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  });

  for (const prefix of ['/api', '/oauth', '/oidc', '/saml']) {
    await app.register(proxy, {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      replyOptions: { rewriteRequestHeaders: (req, headers) => ({ ...headers, 'x-forwarded-for': forwardedFor(/** @type {any} */ (req)) }) },
    });
  }

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    setHeaders(res, file) {
      // Hashed assets never change; the HTML must always be revalidated.
      res.header('cache-control', /\.[0-9a-f]{8}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Every other GET is a route of the single-page app (the shell shows its own not-found page).
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' || /\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
  app.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml));
  return app;
}

/**
 * A remote's static server: its files, readable from any origin (the shell's page fetches
 * the manifest and chunks cross-origin).
 * @param {{ distDir: string, logger?: boolean }} options
 */
export async function createRemoteServer({ distDir, logger = false }) {
  const app = Fastify({ logger });
  await app.register(compress, compression);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  await app.register(fastifyStatic, {
    root: distDir,
    setHeaders(res, file) {
      res.header('access-control-allow-origin', '*');
      res.header('cache-control', /\.[0-9a-f]{8}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return app;
}
