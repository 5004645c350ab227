// @ts-check
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { remoteFor } from '@estante/federation/router';
import {
  cacheControlFor,
  closeGracefully,
  createManifestReader,
  createRemoteServer,
  createShellServer,
  inlineScriptHashes,
  redactUrl,
  remoteEnvName,
  remoteForPath,
} from './server.mjs';
import { cspDirectives as directives } from '@estante/server-kit';
import { webClientSecret } from '../../scripts/serve.mjs';

// A built-looking dist and a real upstream API on loopback.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-shell-'));
// the inline script as the real index.html has one (the accessibility preferences before first paint)
const INLINE = '!function(){document.documentElement.classList.add("estante-bold")}()';
const sha256 = (/** @type {string} */ text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><meta charset="utf-8"><script>${INLINE}</script><script type="application/json" id="data">{"a":1}</script><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>`,
);
fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
/** @type {http.Server} */
let upstream;
/** @type {(() => void)[]} */
const slowRequests = [];
let apiUrl = '';

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    if (req.url === '/api/slow') {
      // answers when the test says so (a request in flight during a stop)
      slowRequests.push(() => res.end('{"slow":true}'));
      res.setHeader('content-type', 'application/json');
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/oauth/token') {
        res.statusCode = 429;
        res.setHeader('retry-after', '42');
      }
      const json = String(req.headers['content-type'] ?? '').includes('json');
      res.end(
        JSON.stringify({
          path: req.url,
          body: body ? (json ? JSON.parse(body) : body) : null,
          forwardedFor: req.headers['x-forwarded-for'] ?? null,
          forwardedHost: req.headers['x-forwarded-host'] ?? null,
          forwardedProto: req.headers['x-forwarded-proto'] ?? null,
          forwarded: req.headers.forwarded ?? null,
        }),
      );
    });
  });
  await new Promise((r) => upstream.listen(0, '127.0.0.1', () => r(undefined)));
  const address = upstream.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  upstream.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('shell server', () => {
  it('answers remotes.json from the host the visitor used, one port per remote', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    const res = await app.inject({ url: '/remotes.json', headers: { host: 'biblioteca.local:8080' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      catalogue: 'http://biblioteca.local:8081/remoteEntry.js',
      'title-detail': 'http://biblioteca.local:8082/remoteEntry.js',
      'patron-area': 'http://biblioteca.local:8083/remoteEntry.js',
      auth: 'http://biblioteca.local:8084/remoteEntry.js',
    });
    await app.close();
  });

  it('points one remote elsewhere by environment, or serves a whole remotes.json file', async () => {
    const one = await createShellServer({ distDir: dist, apiUrl, env: { REMOTE_PATRON_AREA_URL: 'https://cdn.example/pa/remoteEntry.js' } });
    expect((await one.inject({ url: '/remotes.json' })).json()['patron-area']).toBe('https://cdn.example/pa/remoteEntry.js');
    await one.close();
    const file = path.join(dist, 'remotes.custom.json');
    fs.writeFileSync(file, JSON.stringify({ catalogue: 'https://x.example/remoteEntry.js' }));
    const whole = await createShellServer({ distDir: dist, apiUrl, remotesFile: file });
    expect((await whole.inject({ url: '/remotes.json' })).json()).toEqual({ catalogue: 'https://x.example/remoteEntry.js' });
    await whole.close();
  });

  it('serves the app for every route, 404 for a missing file, and proxies /api, /oauth, /oidc and /saml', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    const page = await app.inject({ url: '/acervo/12/marc' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await app.inject({ url: '/missing.0123abcd.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/consulta?termo_pesquisa=x' })).json()).toMatchObject({ path: '/api/consulta?termo_pesquisa=x', forwardedFor: '127.0.0.1' });
    expect((await app.inject({ method: 'POST', url: '/oauth/token', payload: {} })).json()).toMatchObject({ path: '/oauth/token' });
    // single sign-on: the SAML response form reaches the API's ACS untouched
    const acs = await app.inject({ method: 'POST', url: '/saml/acs', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'SAMLResponse=PHg%2B&RelayState=abc' });
    expect(acs.json()).toMatchObject({ path: '/saml/acs', body: 'SAMLResponse=PHg%2B&RelayState=abc' });
    expect((await app.inject({ url: '/oidc/callback?state=s&code=c' })).json()).toMatchObject({ path: '/oidc/callback?state=s&code=c' });
    await app.close();
  });

  it('answers 200 for a page of the route table and 404 with the same page (its not-found) for any other address', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    for (const url of ['/', '/?q=jazz', '/avancada', '/cesta', '/autoridade/3', '/acervo/999999', '/acervo/12/exemplares', '/meupergamum', '/meupergamum/emprestimos', '/login?redirect=%2F', '/sair']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
    for (const url of ['/nao-existe', '/nao-existe?q=1', '/acervo/12/nada', '/meupergamum/xyz', '/autoridade', '/a/b/c']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      // the page still, so the browser shows the site's not-found page in its chrome
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    await app.close();
  });

  it('adds the web client secret to password and refresh grants on their way to the API, never to the page', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: { OAUTH_WEB_CLIENT_SECRET: 's3cret' } });
    const post = (payload) => app.inject({ method: 'POST', url: '/oauth/token', payload });
    const password = await post({ grant_type: 'password', client_id: 'estante-web', username: 'u', password: 'p' });
    expect(password.json().body).toEqual({ grant_type: 'password', client_id: 'estante-web', username: 'u', password: 'p', client_secret: 's3cret' });
    // the API's status and Retry-After reach the browser unchanged
    expect(password.statusCode).toBe(429);
    expect(password.headers['retry-after']).toBe('42');
    const refresh = await post({ grant_type: 'refresh_token', client_id: 'estante-web', refresh_token: 'r' });
    expect(refresh.json().body.client_secret).toBe('s3cret');
    const visitor = await post({ grant_type: 'client_credentials', client_id: 'estante-web' });
    expect(visitor.json().body.client_secret).toBeUndefined();
    const other = await post({ grant_type: 'password', client_id: 'another-app', username: 'u', password: 'p' });
    expect(other.json().body.client_secret).toBeUndefined();
    const form = await app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=password&client_id=estante-web&username=u&password=p' });
    expect(form.json().body.client_secret).toBe('s3cret');
    expect(form.json().forwardedFor).toBe('127.0.0.1');
    await app.close();
  });

  it("the scripts hand the shell the web client's secret: the variable, else the one the API keeps in its data folder, else none", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-secrets-'));
    try {
      expect(webClientSecret({ env: {}, dataDir })).toBeUndefined();
      fs.writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ JWT_SECRET: 'j', OAUTH_WEB_CLIENT_SECRET: 'kept-in-the-folder' }), { mode: 0o600 });
      expect(webClientSecret({ env: {}, dataDir })).toBe('kept-in-the-folder');
      expect(webClientSecret({ env: { OAUTH_WEB_CLIENT_SECRET: 'from-env' }, dataDir })).toBe('from-env');
      expect(webClientSecret({ env: { DATA_DIR: dataDir } })).toBe('kept-in-the-folder');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('without OAUTH_WEB_CLIENT_SECRET it adds no secret (no built-in one): the sign-in goes as the public client', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    const password = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', client_id: 'estante-web', username: 'u', password: 'p' } });
    expect(password.json().body).toEqual({ grant_type: 'password', client_id: 'estante-web', username: 'u', password: 'p' });
    await app.close();
  });

  it("sets the forwarded host and scheme itself: a client's forged X-Forwarded-Host, -Proto or Forwarded never reaches the API", async () => {
    const forged = { host: 'biblioteca.local:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https' };
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    for (const url of ['/api/emprestimo/calendario', '/oidc/authorize', '/saml/login']) {
      expect((await app.inject({ method: 'POST', url, headers: forged })).json()).toMatchObject({ forwardedHost: 'biblioteca.local:8080', forwardedProto: 'http', forwarded: null });
    }
    const token = await app.inject({ method: 'POST', url: '/oauth/token', headers: forged, payload: { grant_type: 'client_credentials' } });
    expect(token.json()).toMatchObject({ forwardedHost: 'biblioteca.local:8080', forwardedProto: 'http' });
    await app.close();

    // PUBLIC_URL: the site's public address, whatever host the request named
    const pub = await createShellServer({ distDir: dist, apiUrl, env: { PUBLIC_URL: 'https://biblioteca.example.edu' } });
    expect((await pub.inject({ method: 'POST', url: '/api/emprestimo/calendario', headers: forged })).json()).toMatchObject({ forwardedHost: 'biblioteca.example.edu', forwardedProto: 'https' });
    expect((await pub.inject({ method: 'POST', url: '/oauth/token', headers: { ...forged, host: 'other.local' }, payload: {} })).json()).toMatchObject({ forwardedHost: 'biblioteca.example.edu', forwardedProto: 'https' });
    await pub.close();
    await expect(createShellServer({ distDir: dist, apiUrl, env: { PUBLIC_URL: 'ftp://x.example' } })).rejects.toThrow(/PUBLIC_URL/);
  });

  it('a JSON body to /oauth/token nested too deep (100,000 arrays) or malformed: 400 with a message in the request\'s language, never 500', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const post = (payload, lang) => app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/json', ...(lang ? { lang } : {}) }, payload });
    for (const body of [deep, `{"grant_type":${deep}}`, '{"grant_type":']) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Corpo da requisição inválido.' });
    }
    expect((await post(deep, '5')).json()).toEqual({ message: 'Invalid request body.' });
    expect((await post(deep, '3')).json()).toEqual({ message: 'Cuerpo de la solicitud no válido.' });
    // a sensible body still goes through
    expect((await post('{"grant_type":"client_credentials","client_id":"estante-web"}')).json().body).toEqual({ grant_type: 'client_credentials', client_id: 'estante-web' });
    await app.close();
  });

  it('serves the build\'s precompressed files: br when accepted, gzip otherwise, the file when neither; cached for good either way', async () => {
    const built = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-precompressed-'));
    try {
      const js = `console.log(${JSON.stringify('y'.repeat(4000))});`;
      fs.writeFileSync(path.join(built, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
      fs.writeFileSync(path.join(built, 'app.0123abcd.js'), js);
      // as the build writes them (PrecompressPlugin): brotli 11, gzip 9
      fs.writeFileSync(path.join(built, 'app.0123abcd.js.br'), zlib.brotliCompressSync(js));
      fs.writeFileSync(path.join(built, 'app.0123abcd.js.gz'), zlib.gzipSync(js, { level: 9 }));
      for (const app of [await createShellServer({ distDir: built, apiUrl, env: {} }), await createRemoteServer({ distDir: built })]) {
        const get = (/** @type {string | undefined} */ accept) => app.inject({ url: '/app.0123abcd.js', headers: accept ? { 'accept-encoding': accept } : {} });
        const br = await get('gzip, deflate, br');
        expect(br.headers['content-encoding']).toBe('br');
        expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
        const gzip = await get('gzip');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(js);
        const identity = await get(undefined);
        expect(identity.headers['content-encoding']).toBeUndefined();
        expect(identity.body).toBe(js);
        for (const res of [br, gzip, identity]) {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toMatch(/javascript/);
          expect(res.headers.vary).toMatch(/accept-encoding/i);
          expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        }
        await app.close();
      }
    } finally {
      fs.rmSync(built, { recursive: true, force: true });
    }
  });

  it('never compresses a built file on the fly (one the build left uncompressed stays as it is)', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    const res = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toContain('immutable');
    await app.close();
  });

  it('compresses the page and the API\'s answers, which are not built files', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    const res = await app.inject({ url: '/api/consulta?termo_pesquisa=' + 'x'.repeat(2000), headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    await app.close();
  });
});

describe('the page preloads the remote its route renders', () => {
  /** A remote's build: its entry, its exposed ./App's chunks and its manifest listing them. */
  const remoteDist = (/** @type {string} */ name) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `estante-${name}-`));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${name} */`);
    const manifest = { name, version: '1.0.0', buildTime: '2024-01-01T00:00:00.000Z', shared: {}, preload: { js: [`${name}-1.0123abcd.js`, `expose-app.0123abcd.js`], css: ['expose-app.89abcdef.css'] } };
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    return dir;
  };
  /** @type {import('fastify').FastifyInstance[]} */
  const remotes = [];
  /** @type {Record<string, string>} */
  const env = {};
  /** @type {string[]} */
  const dirs = [];
  beforeAll(async () => {
    for (const name of ['catalogue', 'title-detail']) {
      const dir = remoteDist(name);
      dirs.push(dir);
      const remote = await createRemoteServer({ distDir: dir });
      await remote.listen({ host: '127.0.0.1', port: 0 });
      remotes.push(remote);
      const address = remote.server.address();
      env[remoteEnvName(name)] = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/remoteEntry.js`;
    }
  });
  afterAll(async () => {
    await Promise.all(remotes.map((r) => r.close()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  const preloads = (/** @type {string} */ html) => [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)">/g)].map(([, as, href]) => `${as} ${href}`);

  it('/acervo/1: title-detail\'s entry and first chunks; /: the catalogue\'s', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env });
    const title = env[remoteEnvName('title-detail')] ?? '';
    const catalogue = env[remoteEnvName('catalogue')] ?? '';
    const base = (/** @type {string} */ entry) => entry.replace(/remoteEntry\.js$/, '');
    expect(preloads((await app.inject({ url: '/acervo/1' })).body)).toEqual([
      `script ${title}`,
      `style ${base(title)}expose-app.89abcdef.css`,
      `script ${base(title)}title-detail-1.0123abcd.js`,
      `script ${base(title)}expose-app.0123abcd.js`,
    ]);
    const home = (await app.inject({ url: '/' })).body;
    expect(preloads(home)[0]).toBe(`script ${catalogue}`);
    expect(preloads(home)).toContain(`script ${base(catalogue)}catalogue-1.0123abcd.js`);
    expect(preloads((await app.inject({ url: '/?q=jazz' })).body)).toEqual(preloads(home));
    // the page is still the page: its inline script runs under the CSP (its hash unchanged)
    const res = await app.inject({ url: '/acervo/1/marc' });
    expect(res.headers['content-security-policy']).toContain(sha256(INLINE));
    await app.close();
  });

  it('a remote deployed anew is preloaded without restarting the shell (manifests read again after a short time)', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env, manifests: createManifestReader({ ttlMs: 0 }) });
    expect(preloads((await app.inject({ url: '/acervo/2' })).body)).toContain(`script ${(env[remoteEnvName('title-detail')] ?? '').replace('remoteEntry.js', 'expose-app.0123abcd.js')}`);
    const dir = dirs[1] ?? '';
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, version: '1.1.0', preload: { js: ['expose-app.fedcba98.js'], css: [] } }));
    const after = preloads((await app.inject({ url: '/acervo/2' })).body);
    expect(after).toContain(`script ${(env[remoteEnvName('title-detail')] ?? '').replace('remoteEntry.js', 'expose-app.fedcba98.js')}`);
    expect(after.join(' ')).not.toContain('0123abcd');
    await app.close();
  });

  it('a remote whose manifest cannot be read: the entry alone, and the page is served', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: { REMOTE_PATRON_AREA_URL: 'http://127.0.0.1:9/remoteEntry.js' } });
    const res = await app.inject({ url: '/meupergamum' });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual(['script http://127.0.0.1:9/remoteEntry.js']);
    await app.close();
  });

  it('REMOTES_FILE decides where the preloads point', async () => {
    const file = path.join(dist, 'remotes.preload.json');
    fs.writeFileSync(file, JSON.stringify({ auth: 'https://cdn.example/auth/remoteEntry.js' }));
    const app = await createShellServer({ distDir: dist, apiUrl, remotesFile: file, manifests: async () => ({ js: ['a.0123abcd.js'], css: [] }) });
    expect(preloads((await app.inject({ url: '/login' })).body)).toEqual(['script https://cdn.example/auth/remoteEntry.js', 'script https://cdn.example/auth/a.0123abcd.js']);
    // a remote the file does not list: nothing to preload
    expect(preloads((await app.inject({ url: '/' })).body)).toEqual([]);
    await app.close();
  });

  it('a monolith build (every remote bundled in) preloads no remote', async () => {
    const mono = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-monolith-'));
    fs.writeFileSync(path.join(mono, 'index.html'), '<!doctype html><html><head><meta name="estante-build" content="monolith" /></head><body></body></html>');
    const app = await createShellServer({ distDir: mono, apiUrl, env });
    expect(preloads((await app.inject({ url: '/acervo/1' })).body)).toEqual([]);
    await app.close();
    fs.rmSync(mono, { recursive: true, force: true });
  });

  it('routes as the shell\'s router does', () => {
    for (const pathname of ['/', '/acervo/1', '/acervo/1/marc', '/ACERVO/9/', '/acervo', '/acervos/1', '/meupergamum', '/meupergamum/', '/meupergamum/emprestimos', '/login', '/login/', '/sair', '/oauth-response', '/saml-response', '/pergamum_redireciona', '/grupoa', '/pearson', '/cesta', '/autoridades/3', '/loginx']) {
      expect(remoteForPath(pathname), pathname).toBe(remoteFor(pathname));
    }
  });
});

describe('remote server', () => {
  it('lets any origin read its files', async () => {
    const app = await createRemoteServer({ distDir: dist });
    const res = await app.inject({ url: '/main.0123abcd.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    await app.close();
  });
});


/** The origins of a remotes.json answer. */
const originsOfJson = (/** @type {Record<string, string>} */ json) => [...new Set(Object.values(json).map((u) => new URL(u).origin))].sort();

describe('shell security headers', () => {
  it("CSP: scripts from the page's origin, the remotes of its remotes.json, VLibras and the inline script's hash; never 'unsafe-inline' or 'unsafe-eval'", async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    for (const url of ['/', '/acervo/12', '/?q=jazz']) {
      const res = await app.inject({ url, headers: { host: 'biblioteca.local:8080' } });
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers['content-security-policy']);
      const remotes = ['http://biblioteca.local:8081', 'http://biblioteca.local:8082', 'http://biblioteca.local:8083', 'http://biblioteca.local:8084'];
      expect(csp['script-src']).toEqual(["'self'", ...remotes, 'https://vlibras.gov.br', 'https://www.vlibras.gov.br', 'blob:', "'wasm-unsafe-eval'", sha256(INLINE)]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'", ...remotes, 'https://vlibras.gov.br', 'https://www.vlibras.gov.br', 'https://*.vlibras.gov.br']);
      // what the remotes' chunks load (their CSS, fonts, images) comes from their origins too
      expect(csp['style-src']).toEqual(["'self'", ...remotes, "'unsafe-inline'", 'https://vlibras.gov.br', 'https://www.vlibras.gov.br']);
      expect(csp['img-src']).toEqual(["'self'", ...remotes, 'data:', 'blob:', 'https:']);
      expect(csp['font-src']).toEqual(["'self'", ...remotes, 'data:', 'https://vlibras.gov.br', 'https://www.vlibras.gov.br']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:']) expect(csp['script-src']).not.toContain(unsafe);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    await app.close();
  });

  it('the remotes in the CSP are those of /remotes.json: the default ports of the host used, the env overrides, or REMOTES_FILE', async () => {
    const file = path.join(dist, 'remotes.csp.json');
    fs.writeFileSync(file, JSON.stringify({ catalogue: 'https://static.example/cat/remoteEntry.js', auth: '/remotes/auth/remoteEntry.js', 'title-detail': 'https://static.example/td/remoteEntry.js' }));
    const configs = [
      { env: {}, host: 'localhost:8080' },
      { env: {}, host: '10.0.0.7:8080' },
      { env: { REMOTE_PATRON_AREA_URL: 'https://cdn.example/pa/remoteEntry.js', REMOTE_AUTH_URL: 'https://auth-cdn.example:8443/remoteEntry.js' }, host: 'catalogo.example.edu' },
      { env: {}, host: 'catalogo.example.edu', remotesFile: file },
    ];
    for (const { env, host, remotesFile } of configs) {
      const app = await createShellServer({ distDir: dist, apiUrl, env, remotesFile });
      const manifest = (await app.inject({ url: '/remotes.json', headers: { host } })).json();
      const page = await app.inject({ url: '/', headers: { host } });
      const self = `http://${host}`;
      const expected = originsOfJson(Object.fromEntries(Object.entries(manifest).map(([k, v]) => [k, new URL(String(v), self).href]))).filter((o) => o !== new URL(self).origin);
      const csp = directives(page.headers['content-security-policy']);
      const listed = (csp['script-src'] ?? []).filter((v) => /^https?:\/\//.test(v) && !v.includes('vlibras.gov.br')).sort();
      expect(listed, JSON.stringify({ env, host, remotesFile })).toEqual(expected);
      for (const directive of ['connect-src', 'style-src', 'img-src', 'font-src']) {
        expect((csp[directive] ?? []).filter((v) => /^https?:\/\//.test(v) && !v.includes('vlibras.gov.br')).sort(), directive).toEqual(expected);
      }
      await app.close();
    }
    // a remote on another host is not allowed unless remotes.json names it
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    const csp = directives((await app.inject({ url: '/', headers: { host: 'localhost:8080' } })).headers['content-security-policy']);
    expect(csp['script-src']).not.toContain('http://localhost:8089');
    await app.close();
    const extra = await createShellServer({ distDir: dist, apiUrl, env: {}, extraScriptOrigins: ['http://localhost:8089'] });
    expect(directives((await extra.inject({ url: '/' })).headers['content-security-policy'])['script-src']).toContain('http://localhost:8089');
    await extra.close();
  });

  it('hashes the inline scripts of the index.html it serves, so a changed inline script would not run', async () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    // the JSON data block and the external script are not hashed: only the one inline script
    expect(inlineScriptHashes(html)).toEqual([sha256(INLINE)]);
    const changed = INLINE.replace('estante-bold', 'estante-bolder');
    expect(sha256(changed)).not.toBe(sha256(INLINE));
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    const csp = directives((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp['script-src']).toContain(sha256(INLINE));
    expect(csp['script-src']).not.toContain(sha256(changed));
    // even a whitespace change is another script
    expect(csp['script-src']).not.toContain(sha256(` ${INLINE}`));
    await app.close();

    // a build whose inline script changed is served with that script's hash, never the old one
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-shell-changed-'));
    fs.writeFileSync(path.join(other, 'index.html'), html.replace(INLINE, changed));
    const rebuilt = await createShellServer({ distDir: other, apiUrl, env: {} });
    const csp2 = directives((await rebuilt.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp2['script-src']).toContain(sha256(changed));
    expect(csp2['script-src']).not.toContain(sha256(INLINE));
    await rebuilt.close();
    fs.rmSync(other, { recursive: true, force: true });
  });

  it('HSTS only over https', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    expect((await app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it("remote servers: scripts readable cross-origin (CORP cross-origin, CORS open), helmet's other headers", async () => {
    const app = await createRemoteServer({ distDir: dist });
    const res = await app.inject({ url: '/main.0123abcd.js', headers: { origin: 'http://localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    await app.close();
  });
});

/** Collects the lines a pino logger writes. */
class LogLines extends Writable {
  /** @type {string[]} */
  lines = [];
  /** @param {Buffer} chunk @param {BufferEncoding} _enc @param {() => void} done */
  _write(chunk, _enc, done) {
    this.lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  }
}

describe('shell server log', () => {
  it('redacts sensitive query parameters; no header or body; method, path and status stay', async () => {
    expect(redactUrl('/oidc/callback?code=c1&state=s1&iss=x')).toBe('/oidc/callback?code=[REDACTED]&state=[REDACTED]&iss=x');
    expect(redactUrl('/?q=jazz&nonce=n1')).toBe('/?q=jazz&nonce=[REDACTED]');
    const log = new LogLines();
    const app = await createShellServer({ distDir: dist, apiUrl, env: { OAUTH_WEB_CLIENT_SECRET: 'web-client-secret-555' }, logger: { level: 'trace', stream: log } });
    await app.inject({ url: '/oidc/callback?code=oidc-code-123456&state=oidc-state-abcdef&iss=http%3A%2F%2Fop' });
    await app.inject({ url: '/oauth-response?nonce=nonce-secret-987' });
    await app.inject({ url: '/saml-response?saml=saml-ref-secret-654' });
    await app.inject({ url: '/api/pessoas', headers: { authorization: 'Bearer access-token-secret-321', cookie: 'sid=cookie-secret' } });
    await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', client_id: 'estante-web', username: 'u', password: 'password-secret-777' } });
    await app.inject({ method: 'POST', url: '/saml/acs', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'SAMLResponse=saml-response-secret&RelayState=relay-state-secret' });
    await app.close();
    const text = log.lines.join('\n');
    for (const secret of ['oidc-code-123456', 'oidc-state-abcdef', 'nonce-secret-987', 'saml-ref-secret-654', 'access-token-secret-321', 'cookie-secret', 'password-secret-777', 'saml-response-secret', 'relay-state-secret', 'web-client-secret-555']) {
      expect(text, secret).not.toContain(secret);
    }
    const completed = log.lines.map((l) => JSON.parse(l)).filter((r) => r.msg === 'request completed').map((r) => `${r.res.method} ${r.res.url} ${r.res.statusCode}`);
    expect(completed).toContain('GET /oidc/callback?code=[REDACTED]&state=[REDACTED]&iss=http%3A%2F%2Fop 200');
    expect(completed).toContain('GET /oauth-response?nonce=[REDACTED] 200');
    expect(completed).toContain('POST /oauth/token 429');
  });
});

describe('graceful close', () => {
  it('lets a request in flight finish, refuses new connections, and resolves true', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const inFlight = fetch(`${base}/api/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    while (slowRequests.length === 0) await new Promise((r) => setTimeout(r, 20));
    const closing = closeGracefully([app], { timeoutMs: 5000 });
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`${base}/`)).rejects.toThrow();
    slowRequests.shift()?.();
    expect(await inFlight).toEqual({ status: 200, body: { slow: true } });
    expect(await closing).toBe(true);
  });

  it('cuts what is still open after the timeout and resolves false', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const inFlight = fetch(`${base}/api/slow`).then(
      (r) => r.text(),
      () => 'cut',
    );
    while (slowRequests.length === 0) await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    expect(await closeGracefully([app], { timeoutMs: 300 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await inFlight).toBe('cut');
    slowRequests.shift()?.();
  });
});

describe('deploying one remote: what its static server lets browsers cache', () => {
  it('hashed files for a year (immutable); remoteEntry.js, manifest.json and the page revalidated', async () => {
    const remote = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-remote-'));
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-fixture-'));
    try {
      for (const file of ['remoteEntry.js', 'main.0123abcd.js', '42.89abcdef.css', 'index.html', '0a1b2c3d4e5f60718293.svg']) fs.writeFileSync(path.join(remote, file), `/* ${file} */`);
      fs.writeFileSync(path.join(remote, 'manifest.json'), JSON.stringify({ name: 'patron-area', version: '1.0.0', buildTime: '2024-01-01T00:00:00.000Z', shared: {} }));
      fs.writeFileSync(path.join(fixture, 'remoteEntry.js'), '/* fixture */');
      const app = await createRemoteServer({ distDir: remote, mounts: { '/fixtures/x/': fixture } });
      const immutable = 'public, max-age=31536000, immutable';
      for (const [url, cache] of [
        ['/main.0123abcd.js', immutable],
        ['/42.89abcdef.css', immutable],
        ['/0a1b2c3d4e5f60718293.svg', immutable],
        ['/remoteEntry.js', 'no-cache'],
        ['/manifest.json', 'no-cache'],
        ['/index.html', 'no-cache'],
        ['/fixtures/x/remoteEntry.js', 'no-cache'],
      ]) {
        const res = await app.inject({ url, headers: { origin: 'http://localhost:8080' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe(cache);
        expect(res.headers['access-control-allow-origin'], url).toBe('*');
      }
      expect((await app.inject({ url: '/manifest.json' })).json()).toMatchObject({ name: 'patron-area' });
      expect((await app.inject({ url: '/fixtures/x/remoteEntry.js' })).body).toBe('/* fixture */');
      await app.close();
    } finally {
      fs.rmSync(remote, { recursive: true, force: true });
      fs.rmSync(fixture, { recursive: true, force: true });
    }
  });

  it('cacheControlFor: only content-hashed names are immutable', () => {
    expect(cacheControlFor('/srv/dist/main.0123abcd.js')).toMatch(/immutable/);
    // the build's precompressed copies, as the file they encode
    expect(cacheControlFor('/srv/dist/main.0123abcd.js.br')).toMatch(/immutable/);
    expect(cacheControlFor('/srv/dist/42.89abcdef.css.gz')).toMatch(/immutable/);
    expect(cacheControlFor('/srv/dist/remoteEntry.js.br')).toBe('no-cache');
    expect(cacheControlFor('/srv/dist/manifest.json.gz')).toBe('no-cache');
    for (const file of ['/srv/dist/remoteEntry.js', '/srv/dist/manifest.json', '/srv/dist/main.js', '/srv/dist/main.0123abcd.js.map', '/srv/dist/favicon.ico']) {
      expect(cacheControlFor(file), file).toBe('no-cache');
    }
  });
});
