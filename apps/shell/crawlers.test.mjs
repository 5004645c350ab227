// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- not a call: the test checks the server-side path against the contract's
import { ROUTES } from '@estante/api-contract/routes';
import { MAPA_DO_SITE_POR_PAGINA } from '@estante/api-contract';
import { createShellServer } from './server.mjs';
import { MAX_SITEMAP_URLS, registerCrawlerRoutes, SITEMAP_TITLES_PATH } from './crawlers.mjs';

// The shell's server as it runs (createShellServer) over a small real API stand-in on loopback that
// answers GET /api/acervo/mapa-do-site for a catalogue of `catalogue.total` titles coded 1…total,
// `catalogue.per` a page, as the API pages them.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-crawlers-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>');

/** @type {{ total: number, per: number, status: number, delayMs: number }} */
const catalogue = { total: 3, per: 50_000, status: 200, delayMs: 0 };
/** @type {{ url: string, lang: unknown, authorization: unknown }[]} */
let asked = [];
const api = Fastify();
api.get(SITEMAP_TITLES_PATH, async (req, reply) => {
  const q = /** @type {{ pagina?: string }} */ (req.query);
  asked.push({ url: req.url, lang: req.headers.lang, authorization: req.headers.authorization });
  if (catalogue.delayMs) await new Promise((r) => setTimeout(r, catalogue.delayMs));
  if (catalogue.status !== 200) return reply.code(catalogue.status).send({ message: 'Erro inesperado.' });
  const pagina = Number(q.pagina ?? 1);
  const first = (pagina - 1) * catalogue.per + 1;
  const last = Math.min(pagina * catalogue.per, catalogue.total);
  const titulos = [];
  // every third title has never been dated: no <lastmod> for it
  for (let id = first; id <= last; id++) titulos.push(id % 3 === 0 ? { cod_acervo: id } : { cod_acervo: id, atualizado_em: `2024-05-${String((id % 28) + 1).padStart(2, '0')}` });
  return { total: catalogue.total, por_pagina: catalogue.per, pagina, titulos };
});
let apiUrl = '';

beforeAll(async () => {
  apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await api.close();
  fs.rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  Object.assign(catalogue, { total: 3, per: 50_000, status: 200, delayMs: 0 });
  asked = [];
});

const PUBLIC = 'https://biblioteca.example.edu';
const shell = (env = { PUBLIC_URL: PUBLIC }) => createShellServer({ distDir: dist, apiUrl, env });
/** The `<loc>`s of a sitemap, in order. @param {string} xml */
const locs = (xml) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  it('allows the catalogue, keeps crawlers out of the personal area, sign-in and the API, and names the sitemap at PUBLIC_URL', async () => {
    const app = await shell();
    const res = await app.inject({ url: '/robots.txt', headers: { host: 'internal:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    expect(disallowed).toEqual(expect.arrayContaining(['/meupergamum', '/login', '/sair', '/oauth-response', '/saml-response', '/api/', '/oauth/', '/oidc/', '/saml/']));
    // As a crawler reads it (longest matching prefix): the public pages are open, the rest is not.
    const blocked = (/** @type {string} */ p) => disallowed.some((d) => p.startsWith(d));
    for (const p of ['/', '/acervo/42', '/acervo/42/marc', '/autoridade/7', '/avancada', '/sitemap.xml']) expect(blocked(p), p).toBe(false);
    for (const p of ['/meupergamum', '/meupergamum/emprestimos', '/login?redirect=/meupergamum', '/api/acervo/1', '/oauth/token', '/saml/acs']) expect(blocked(p), p).toBe(true);
    await app.close();
  });

  it('without PUBLIC_URL names the sitemap on the address the request came to', async () => {
    const app = await shell({});
    const res = await app.inject({ url: '/robots.txt', headers: { host: 'catalogo.example.org:8080' } });
    expect(res.body.split('\n')).toContain('Sitemap: http://catalogo.example.org:8080/sitemap.xml');
    await app.close();
  });
});

describe('sitemap.xml', () => {
  it('the API path is the contract’s, and its page is the most a sitemap file may hold', () => {
    expect(SITEMAP_TITLES_PATH).toBe(ROUTES.sitemapTitles.url);
    expect(ROUTES.sitemapTitles.auth).toBe('public');
    expect(MAPA_DO_SITE_POR_PAGINA).toBe(MAX_SITEMAP_URLS);
  });

  it('a catalogue of 3 titles: one urlset of the home page and the 3 title pages on the public origin, with their last change', async () => {
    const app = await shell();
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: 'internal:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(res.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(res.body).not.toContain('<sitemapindex');
    expect(locs(res.body)).toEqual([`${PUBLIC}/`, `${PUBLIC}/acervo/1`, `${PUBLIC}/acervo/2`, `${PUBLIC}/acervo/3`]);
    expect(res.body).toContain(`<url><loc>${PUBLIC}/acervo/1</loc><lastmod>2024-05-02</lastmod></url>`);
    // a title the API gives no date for has no <lastmod>: none is made up
    expect(res.body).toContain(`<url><loc>${PUBLIC}/acervo/3</loc></url>`);
    // asked server side, in Portuguese, with no token
    expect(asked).toEqual([{ url: `${SITEMAP_TITLES_PATH}?pagina=1`, lang: '1', authorization: undefined }]);
    await app.close();
  });

  it('is compressed for a crawler that accepts it', async () => {
    catalogue.total = 2000;
    const app = await shell();
    const res = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const xml = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(locs(xml)).toHaveLength(2001);
    await app.close();
  });

  it('past 50,000 titles: an index of one file per 50,000, the last holding the last titles; a file beyond is 404', async () => {
    catalogue.total = 120_001;
    const app = await shell();
    const index = await app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.body).not.toContain('<urlset');
    expect(locs(index.body)).toEqual([1, 2, 3].map((n) => `${PUBLIC}/sitemap-${n}.xml`));

    const last = await app.inject({ url: '/sitemap-3.xml' });
    expect(last.statusCode).toBe(200);
    expect(last.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(last.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(last.body).toContain('<urlset');
    const titles = locs(last.body);
    expect(titles).toHaveLength(20_001);
    expect([titles[0], titles.at(-1)]).toEqual([`${PUBLIC}/acervo/100001`, `${PUBLIC}/acervo/120001`]);
    expect(asked.at(-1)?.url).toBe(`${SITEMAP_TITLES_PATH}?pagina=3`);

    const first = await app.inject({ url: '/sitemap-1.xml' });
    const firstTitles = locs(first.body);
    expect(firstTitles).toHaveLength(50_000);
    expect(firstTitles.at(-1)).toBe(`${PUBLIC}/acervo/50000`);

    for (const url of ['/sitemap-4.xml', '/sitemap-0.xml', '/sitemap-abc.xml', '/sitemap-01.xml', '/sitemap-1.5.xml', '/sitemap-.xml']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    await app.close();
  });

  it('exactly 50,000 titles need an index (with the home page they would be 50,001 URLs)', async () => {
    catalogue.total = 50_000;
    const app = await shell();
    expect(locs((await app.inject({ url: '/sitemap.xml' })).body)).toEqual([`${PUBLIC}/sitemap-1.xml`]);
    expect(locs((await app.inject({ url: '/sitemap-1.xml' })).body)).toHaveLength(50_000);
    await app.close();
  });

  it('escapes the origin it writes (a request’s own host, without PUBLIC_URL)', async () => {
    const app = await shell({});
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: "o'reilly.example" } });
    expect(res.statusCode).toBe(200);
    expect(locs(res.body)[1]).toBe('http://o&apos;reilly.example/acervo/1');
    await app.close();
  });

  it('the API answering 5xx or not at all: 503 with Retry-After and a short text, never a 500 or a stack', async () => {
    catalogue.status = 500;
    const app = await shell();
    for (const url of ['/sitemap.xml', '/sitemap-1.xml']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe('The sitemap is unavailable right now; try again later.\n');
    }
    await app.close();

    const closed = Fastify();
    const down = await closed.listen({ host: '127.0.0.1', port: 0 });
    await closed.close();
    const orphan = await createShellServer({ distDir: dist, apiUrl: down, env: {} });
    const res = await orphan.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    // robots.txt needs no API
    expect((await orphan.inject({ url: '/robots.txt' })).statusCode).toBe(200);
    await orphan.close();
  });

  it('an API slower than the timeout: 503', async () => {
    catalogue.delayMs = 1000;
    const app = Fastify();
    await registerCrawlerRoutes(app, { apiUrl, publicAddress: new URL(PUBLIC), timeoutMs: 100 });
    const started = Date.now();
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(900);
    await app.close();
  });

  it('an answer that is not a sitemap page (another server at the API address): 503', async () => {
    const app = Fastify();
    await registerCrawlerRoutes(app, {
      apiUrl,
      publicAddress: undefined,
      fetch: async () => new Response(JSON.stringify({ total: 3, por_pagina: 50_000, pagina: 1, titulos: [{ cod_acervo: '1"><x' }] }), { headers: { 'content-type': 'application/json' } }),
    });
    expect((await app.inject({ url: '/sitemap.xml' })).statusCode).toBe(503);
    await app.close();
  });
});
