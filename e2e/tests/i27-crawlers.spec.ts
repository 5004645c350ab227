import { API, expect, publicApi, SITE, test } from './helpers';

// Issue 27 item 6: what crawlers read, fetched raw from the running site (the shell's server over
// the worker's seeded API): robots.txt names the sitemap, and the sitemap lists the seeded titles on
// the site's own origin, with the day each record last changed.

test('robots.txt keeps crawlers out of the personal area and the API and names the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await res.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Disallow: /meupergamum');
  expect(lines).toContain('Disallow: /api/');
  expect(lines).toContain(`Sitemap: ${new URL(SITE).origin}/sitemap.xml`);
});

test('the sitemap lists a title a search finds, on the site’s origin, and its page answers', async ({ request }) => {
  // a title of the seed, as the catalogue's search finds it
  const found = await publicApi<{ total: number; data: { cod_acervo: number }[] }>(request, '/api/consulta?termo_pesquisa=jazz');
  expect(found.total).toBeGreaterThan(0);
  const cod = found.data[0]!.cod_acervo;

  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers()['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
  const xml = await res.text();
  // the seed is far below 50,000 titles: one file, the home page first
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  const origin = new URL(SITE).origin;
  expect(locs[0]).toBe(`${origin}/`);
  for (const loc of locs) expect(new URL(loc).origin).toBe(origin);
  const title = `${origin}/acervo/${cod}`;
  expect(locs.filter((l) => l === title)).toHaveLength(1);
  expect(xml).toMatch(new RegExp(`<url><loc>${title}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`));
  // every title of the catalogue, once
  const api = await request.get(`${API}/api/acervo/mapa-do-site`);
  const { total } = (await api.json()) as { total: number };
  expect(locs).toHaveLength(total + 1);
  expect(new Set(locs).size).toBe(locs.length);
  // the listed address is a page of the site
  expect((await request.get(new URL(title).pathname)).status()).toBe(200);
});
