// @ts-check
// Server-side composition: the shell's server runs the route's remote's server fragment, as that
// remote is deployed now, within a budget, from the remote's configured address only.
import fs from 'node:fs';
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManifestReader, createRemoteServer, createShellServer, publicPageCacheControl } from './server.mjs';
import { ANSWERS_MAX_BYTES, REGION_MAX_BYTES, answersScript, createFragmentLoader, jsonForScript, writeHead, writeRegion } from './fragments.mjs';

const PAGE = '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="description" content="Catálogo online." /><title>Estante</title></head><body><div id="root"><main class="estante-main"></main></div><noscript>Este catálogo precisa de JavaScript.</noscript></body></html>';

/** A fragment module's source, as a remote's build writes it (one self-contained ES module). */
const fragment = (/** @type {string} */ body) => `export const contract = 1;\nexport async function head(ctx) {\n${body}\n}\n`;

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-frag-shell-'));
fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
const remoteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-frag-remote-'));
fs.mkdirSync(path.join(remoteDir, 'server'));
fs.writeFileSync(path.join(remoteDir, 'remoteEntry.js'), '/* entry */');
fs.writeFileSync(path.join(remoteDir, 'manifest.json'), JSON.stringify({ name: 'title-detail', version: '3.0.0', shared: {}, preload: { js: [], css: [] }, server: 'server/fragment.mjs' }));
const deploy = (/** @type {string} */ source) => fs.writeFileSync(path.join(remoteDir, 'server', 'fragment.mjs'), source);

// What the fragments below ask of the API: a title, or 404.
const TITLE_FRAGMENT = fragment(`
  const m = /^\\/acervo\\/(\\d+)/.exec(ctx.path);
  if (!m) return null;
  const record = await ctx.api('/api/acervo/' + m[1]);
  if (!record) return { status: 404 };
  return { title: record.obra + ' | Catálogo', description: record.obra, canonical: ctx.origin + '/acervo/' + m[1],
    jsonLd: { '@context': 'https://schema.org', '@type': 'Book', name: record.obra },
    answers: [{ queryKey: ['title', Number(m[1])], data: record }] };`);

/** @type {import('fastify').FastifyInstance} */ let api;
/** @type {import('fastify').FastifyInstance} */ let remote;
/** @type {string[]} */ const apiAuthorizations = [];
/** @type {string[]} */ const fragmentFetches = [];
let tokens = 0;
let tokenDelayMs = 0;
/** @type {Record<string, string>} */ let env;

beforeAll(async () => {
  api = Fastify();
  api.post('/oauth/token', async (req) => {
    await new Promise((r) => setTimeout(r, tokenDelayMs));
    tokens += 1;
    const body = /** @type {Record<string, string>} */ (req.body);
    expect(body).toMatchObject({ grant_type: 'client_credentials', client_id: 'estante-web', client_secret: 'web-secret' });
    return { access_token: `public-${tokens}`, token_type: 'Bearer', expires_in: 900, scope: 'public' };
  });
  api.get('/api/acervo/:id', async (req, reply) => {
    apiAuthorizations.push(String(req.headers.authorization));
    const { id } = /** @type {{ id: string }} */ (req.params);
    if (id === '404') return reply.code(404).send({ message: 'Título não encontrado.' });
    return { cod_acervo: Number(id), obra: id === '9' ? 'Jazz </title><script>alert(1)</script> & "blues"' : `Título ${id}` };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  remote = await createRemoteServer({ distDir: remoteDir });
  remote.addHook('onResponse', async (req, reply) => {
    if (req.url.startsWith('/server/')) fragmentFetches.push(`${req.url} ${reply.statusCode}`);
  });
  await remote.listen({ port: 0, host: '127.0.0.1' });
  const remoteAddress = /** @type {import('node:net').AddressInfo} */ (remote.server.address());
  env = { REMOTE_TITLE_DETAIL_URL: `http://127.0.0.1:${remoteAddress.port}/remoteEntry.js`, OAUTH_WEB_CLIENT_SECRET: 'web-secret' };
});

afterAll(async () => {
  await api?.close();
  await remote?.close();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(remoteDir, { recursive: true, force: true });
});

const shell = (/** @type {{ fragmentBudgetMs?: number, fragments?: ReturnType<typeof createFragmentLoader>, logger?: Record<string, unknown> }} */ options = {}) => {
  const apiAddress = /** @type {import('node:net').AddressInfo} */ (api.server.address());
  return createShellServer({
    distDir: dist,
    apiUrl: `http://127.0.0.1:${apiAddress.port}`,
    env,
    publicUrl: 'https://biblioteca.example.edu',
    manifests: createManifestReader({ ttlMs: 0 }),
    ...options,
  });
};
/** The JSON-LD blocks of a page. @param {string} html */
const answersOf = (/** @type {string} */ html) => {
  const m = /<script type="application\/json" id="estante-answers" data-estante-head>([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1] ?? '') : null;
};
/** The JSON-LD blocks of a page. @param {string} html */
const jsonLdOf = (html) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

describe('a title page in the first HTML (the title-detail remote’s server fragment)', () => {
  it('names the title, says what it is and carries its JSON-LD and canonical address, as a visitor (the public token)', async () => {
    deploy(TITLE_FRAGMENT);
    const app = await shell();
    const res = await app.inject({ url: '/acervo/7/marc' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Título 7 | Catálogo</title>');
    expect(res.body).toContain('<meta name="description" content="Título 7" data-estante-head>');
    expect(res.body).not.toContain('Catálogo online.');
    expect(res.body).toContain('<link rel="canonical" href="https://biblioteca.example.edu/acervo/7" data-estante-head>');
    expect(jsonLdOf(res.body)).toEqual([{ '@context': 'https://schema.org', '@type': 'Book', name: 'Título 7' }]);
    expect(res.headers['cache-control']).toBe(publicPageCacheControl);
    expect(apiAuthorizations.at(-1)).toMatch(/^Bearer public-\d+$/);
    await app.close();
  });

  it('carries the answers the fragment read, in Portuguese, for the page’s query cache', async () => {
    deploy(TITLE_FRAGMENT);
    const app = await shell();
    const res = await app.inject({ url: '/acervo/7' });
    expect(answersOf(res.body)).toEqual({ lang: 'pt', answers: [{ queryKey: ['title', 7], data: { cod_acervo: 7, obra: 'Título 7' } }] });
    await app.close();
  });

  it('is the same HTML for two visitors, whatever credentials they send, and never passes theirs to the API', async () => {
    deploy(TITLE_FRAGMENT);
    const app = await shell();
    const ana = await app.inject({ url: '/acervo/7', headers: { authorization: 'Bearer ana-private-token', cookie: 'session=ana' } });
    const bruno = await app.inject({ url: '/acervo/7', headers: { authorization: 'Bearer bruno-private-token' } });
    expect(ana.body).toBe(bruno.body);
    expect(ana.body).not.toMatch(/ana-private|bruno-private|session=/);
    expect(apiAuthorizations.slice(-2).every((a) => /^Bearer public-\d+$/.test(a))).toBe(true);
    await app.close();
  });

  it('escapes what the record holds: a title cannot close the title element or the JSON-LD script', async () => {
    deploy(TITLE_FRAGMENT);
    const app = await shell();
    const res = await app.inject({ url: '/acervo/9' });
    expect(res.body).toContain('<title>Jazz &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;blues&quot; | Catálogo</title>');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(jsonLdOf(res.body)[0]).toMatchObject({ name: 'Jazz </title><script>alert(1)</script> & "blues"' });
    expect(answersOf(res.body).answers[0].data).toMatchObject({ obra: 'Jazz </title><script>alert(1)</script> & "blues"' });
    await app.close();
  });

  it('answers 404 for a title that does not exist (the page still renders its not-found text)', async () => {
    deploy(TITLE_FRAGMENT);
    const app = await shell();
    const res = await app.inject({ url: '/acervo/404' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('a remote deployed alone changes the next page’s HTML, with no restart of the shell', async () => {
    deploy(TITLE_FRAGMENT);
    const app = await shell();
    expect((await app.inject({ url: '/acervo/7' })).body).toContain('<title>Título 7 | Catálogo</title>');
    deploy(fragment(`return { title: 'Nova versão ' + ctx.path };`));
    expect((await app.inject({ url: '/acervo/7' })).body).toContain('<title>Nova versão /acervo/7</title>');
    await app.close();
  });

  it('a fragment past its budget, or failing, gives the page without it: status 200, revalidated, in about the budget', async () => {
    const app = await shell({ fragmentBudgetMs: 150 });
    deploy(fragment(`await new Promise((r) => setTimeout(r, 2000)); return { title: 'late' };`));
    const started = Date.now();
    const slow = await app.inject({ url: '/acervo/7' });
    const took = Date.now() - started;
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toContain('<title>Estante</title>');
    expect(slow.headers['cache-control']).toBe('no-cache');
    expect(took).toBeLessThan(1500);
    deploy(fragment(`throw new Error('broken');`));
    const broken = await app.inject({ url: '/acervo/7' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<title>Estante</title>');
    deploy('export const contract = 1; this is not JavaScript');
    expect((await app.inject({ url: '/acervo/7' })).statusCode).toBe(200);
    await app.close();
  });

  it('says in the log which remote’s fragment was skipped and why, with no token in the line', async () => {
    /** @type {string[]} */
    const lines = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = await shell({ fragmentBudgetMs: 100, logger: { level: 'warn', stream } });
    deploy(fragment(`await new Promise((r) => setTimeout(r, 1000)); return { title: 'late' };`));
    await app.inject({ url: '/acervo/7', headers: { authorization: 'Bearer patron-secret-token' } });
    const skipped = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'server fragment skipped');
    expect(skipped).toEqual([expect.objectContaining({ level: 40, remote: 'title-detail', reason: 'fragment over its budget of 100 ms' })]);
    expect(lines.join('')).not.toMatch(/patron-secret-token|Bearer/);
    await app.close();
  });

  it('runs no fragment of another contract, and fetches none outside the remote’s configured address', async () => {
    deploy(`export const contract = 2; export async function head() { return { title: 'v2' }; }`);
    const app = await shell();
    expect((await app.inject({ url: '/acervo/7' })).body).toContain('<title>Estante</title>');
    await app.close();
    const manifest = path.join(remoteDir, 'manifest.json');
    const kept = fs.readFileSync(manifest, 'utf8');
    try {
      fs.writeFileSync(manifest, JSON.stringify({ ...JSON.parse(kept), server: '//evil.example/fragment.mjs' }));
      /** @type {string[]} */
      const fetched = [];
      const spy = /** @type {typeof fetch} */ (async (url, init) => {
        fetched.push(String(url));
        return fetch(url, init);
      });
      const guarded = await shell({ fragments: createFragmentLoader({ fetch: spy }) });
      const res = await guarded.inject({ url: '/acervo/7' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Estante</title>');
      await guarded.close();
      expect(fetched).toEqual([]);
    } finally {
      fs.writeFileSync(manifest, kept);
    }
  });

  it('revalidates the fragment on each page (a 304 reuses the code it has)', async () => {
    deploy(TITLE_FRAGMENT);
    const app = await shell();
    fragmentFetches.length = 0;
    await app.inject({ url: '/acervo/7' });
    await app.inject({ url: '/acervo/8' });
    // the first page fetches it (or revalidates what an earlier test left), the second gets 304
    expect(fragmentFetches).toHaveLength(2);
    expect(fragmentFetches[1]).toBe('/server/fragment.mjs 304');
    await app.close();
  });
});

/** The remote's region in a page's <main>, or null. @param {string} html */
const regionOf = (html) => /<main id="conteudo" class="estante-main" tabindex="-1"><div class="estante-ssr" data-estante-region="([a-z-]+)">([\s\S]*?)<\/div><\/main>/.exec(html);

describe('a remote’s region rendered on the server (the page’s content in the first HTML)', () => {
  it('goes into <main>, rendered by the remote for the address and its query, and the “needs JavaScript” notice goes', async () => {
    deploy(fragment(`return { title: 'Busca', body: '<h1>Resultados</h1><p>' + ctx.path + ' ' + ctx.search.replace(/&/g, '&amp;') + '</p>' };`));
    const app = await shell();
    const res = await app.inject({ url: '/acervo/7?q=jazz&page=2' });
    expect(res.statusCode).toBe(200);
    const region = regionOf(res.body);
    expect(region?.[1]).toBe('title-detail');
    expect(region?.[2]).toBe('<h1>Resultados</h1><p>/acervo/7 ?q=jazz&amp;page=2</p>');
    expect(res.body).not.toContain('<noscript>');
    expect(res.body).toContain('<title>Busca</title>');
    await app.close();
  });

  it('a remote deployed alone renders its new region on the next request, with no restart of the shell', async () => {
    deploy(fragment(`return { body: '<p>versão 1</p>' };`));
    const app = await shell();
    expect(regionOf((await app.inject({ url: '/acervo/7' })).body)?.[2]).toBe('<p>versão 1</p>');
    deploy(fragment(`return { body: '<p>versão 2</p>' };`));
    expect(regionOf((await app.inject({ url: '/acervo/7' })).body)?.[2]).toBe('<p>versão 2</p>');
    await app.close();
  });

  it('a region slower than the budget, or failing, leaves <main> to the browser: status 200, the rest of the page intact', async () => {
    const app = await shell({ fragmentBudgetMs: 150 });
    deploy(fragment(`await new Promise((r) => setTimeout(r, 1000)); return { body: '<p>tarde</p>' };`));
    const slow = await app.inject({ url: '/acervo/7' });
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toContain('<main class="estante-main"></main>');
    expect(slow.body).not.toContain('tarde');
    deploy(fragment(`throw new Error('render failed');`));
    const failed = await app.inject({ url: '/acervo/7' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<main class="estante-main"></main>');
    expect(failed.body).toContain('<noscript>');
    await app.close();
  });
});

describe('the visitor token of the fragments', () => {
  it('a token slower than a page’s budget is not abandoned: that page goes without the head, the next one has it', async () => {
    deploy(TITLE_FRAGMENT);
    tokenDelayMs = 400;
    try {
      const app = await shell({ fragmentBudgetMs: 150 });
      const first = await app.inject({ url: '/acervo/7' });
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('<title>Estante</title>');
      await new Promise((r) => setTimeout(r, 500));
      expect((await app.inject({ url: '/acervo/7' })).body).toContain('<title>Título 7 | Catálogo</title>');
      await app.close();
    } finally {
      tokenDelayMs = 0;
    }
  });

  it('is asked for when the server starts listening, before any page', async () => {
    const app = await shell();
    const before = tokens;
    await app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => tokens).toBe(before + 1);
    await app.close();
  });
});

describe('writeHead', () => {
  const origin = 'https://biblioteca.example.edu';
  it('keeps out a canonical address on another site, an image that is no http(s) address and values of the wrong type', () => {
    const html = writeHead(PAGE, /** @type {any} */ ({ canonical: 'https://other.example/acervo/1', image: 'javascript:alert(1)', title: 42, jsonLd: 'x' }), origin);
    expect(html).toBe(PAGE);
  });
  it('writes no answers that are malformed, empty or too big for a page', () => {
    for (const answers of [undefined, 'x', [], [{ queryKey: 'title', data: 1 }], [{ queryKey: [], data: 1 }], [{ queryKey: ['title', 1] }], [{ queryKey: ['title', 1], data: null }], [{ queryKey: ['title', 1], data: 'x'.repeat(ANSWERS_MAX_BYTES) }]]) {
      expect(answersScript(answers), JSON.stringify(answers)?.slice(0, 60)).toBe('');
    }
    expect(writeHead(PAGE, /** @type {any} */ ({ answers: [{ queryKey: ['title', 1] }] }), origin)).toBe(PAGE);
    expect(answersScript([{ queryKey: ['title', 1], data: { obra: 'x' } }])).toBe('<script type="application/json" id="estante-answers" data-estante-head>{"lang":"pt","answers":[{"queryKey":["title",1],"data":{"obra":"x"}}]}</script>');
  });
  it('writes JSON that no value can end early', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>\u2028' })).toBe('{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u2028"}');
  });

  it('writes a region only into the empty <main>, and never one holding script, handlers, frames or javascript: addresses', () => {
    const page = '<html><head></head><body><div id="root"><main class="estante-main"></main></div><noscript>JS</noscript></body></html>';
    expect(writeRegion(page, 'catalogue', '<p>ok</p>')).toContain('<div class="estante-ssr" data-estante-region="catalogue"><p>ok</p></div>');
    for (const unsafe of [
      '<p>a</p><script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<a href= " JavaScript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><animate onbegin=alert(1)></svg>',
      '<style>body{display:none}</style>',
      '<form action="data:text/html,x"></form>',
    ]) {
      expect(writeRegion(page, 'catalogue', unsafe), unsafe).toBe(page);
    }
    // text that only names them is text (a title about “onload=” or “<script>”, escaped)
    expect(writeRegion(page, 'catalogue', '<p>onload=x &lt;script&gt; javascript:</p>')).toContain('<p>onload=x &lt;script&gt; javascript:</p>');
    expect(writeRegion(page, 'catalogue', `<p>${'x'.repeat(REGION_MAX_BYTES)}</p>`)).toBe(page);
    expect(writeRegion(page, 'Catalogue"><script>', '<p>ok</p>')).toBe(page);
    expect(writeRegion(page, 'catalogue', 42)).toBe(page);
    expect(writeRegion('<main class="estante-main"><p>already</p></main>', 'catalogue', '<p>ok</p>')).toBe('<main class="estante-main"><p>already</p></main>');
  });
});
