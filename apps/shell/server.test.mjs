// @ts-check
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteServer, createShellServer } from './server.mjs';

// A built-looking dist and a real upstream API on loopback.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-shell-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><meta charset="utf-8"><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
/** @type {http.Server} */
let upstream;
let apiUrl = '';

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/oauth/token') {
        res.statusCode = 429;
        res.setHeader('retry-after', '42');
      }
      const json = String(req.headers['content-type'] ?? '').includes('json');
      res.end(JSON.stringify({ path: req.url, body: body ? (json ? JSON.parse(body) : body) : null, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
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

  it('compresses and caches hashed assets for good', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl, env: {} });
    const res = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(4000);
    await app.close();
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
