import { escapeMarkup } from '../../packages/server-kit/src/index.mjs';
import { bearer, DEMO, expect, navigate, patronToken, publicApi, SITE, test } from './helpers';

// A title page's first HTML (issue 27): the title-detail remote's head, run by the shell's server from
// the remote's server container, names the title, describes it and carries its JSON-LD before any
// script runs — what a crawler, a link preview or a citation tool that runs no script reads; the page
// itself is the remote's own, rendered on the server.
const BOOK = 1780;

const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

test.describe('a title page in the first HTML', () => {
  test('the raw HTML names the title and holds its JSON-LD, canonical address and a CDN-cacheable Cache-Control', async ({ request }) => {
    const record = await publicApi<{ obra: string }>(request, `/api/acervo/${BOOK}`);
    const res = await request.get(`/acervo/${BOOK}/exemplares`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const html = await res.text();
    const [ld, ...more] = jsonLdOf(html);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', name: record.obra, '@id': `${SITE}/acervo/${BOOK}` });
    expect(html).toContain(`<link rel="canonical" href="${SITE}/acervo/${BOOK}" data-estante-head>`);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title.startsWith(`${escapeMarkup(record.obra)} — Exemplares | Catálogo online`), title).toBe(true);
  });

  test('is the same HTML for a visitor and for a signed-in patron’s request, and holds nothing of the patron', async ({ request }) => {
    const token = await patronToken(request, DEMO.undergraduate);
    for (const path of [`/acervo/${BOOK}`, '/?q=jazz&for=INDICE_1', '/']) {
      const visitor = await (await request.get(path)).text();
      const patron = await (await request.get(path, { headers: { ...bearer(token), cookie: 'estante.session=1' } })).text();
      expect(patron, path).toBe(visitor);
      expect(visitor).not.toContain(DEMO.undergraduate.name);
      expect(visitor).not.toContain(DEMO.undergraduate.login);
      expect(visitor).not.toContain(token);
    }
    const visitor = await (await request.get(`/acervo/${BOOK}`)).text();
    expect(visitor).not.toContain(DEMO.undergraduate.name);
    expect(visitor).not.toContain(DEMO.undergraduate.login);
    expect(visitor).not.toContain(token);
  });

  test('a code that names no title answers 404, and the page says so', async ({ page, request }) => {
    expect((await request.get('/acervo/99999999')).status()).toBe(404);
    const res = await page.goto('/acervo/99999999');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Título não encontrado.')).toBeVisible();
  });

  test('once the page runs, one JSON-LD describes the title; after moving to another title none of the first one’s head is left', async ({ page }) => {
    await page.goto(`/acervo/${BOOK}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const blocks = () => page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}') as { '@id'?: string }));
    await expect.poll(async () => (await blocks()).map((b) => b['@id'])).toEqual([`${SITE}/acervo/${BOOK}`]);
    await navigate(page, '/acervo/1581');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await blocks()).map((b) => b['@id'])).toEqual([`${SITE}/acervo/1581`]);
    await expect(page.locator('[data-estante-head]')).toHaveCount(0);
  });

  test('the page hydrates with what the server read, asking the API for none of it again; a page read in English asks', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/acervo/')) asked.push(pathname);
    });
    await page.goto(`/acervo/${BOOK}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('html[data-estante-hydrated="title-detail"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    for (const path of [`/api/acervo/${BOOK}`, `/api/acervo/${BOOK}/pagina`, `/api/acervo/${BOOK}/bibliotecas`]) expect(asked).not.toContain(path);
    asked.length = 0;
    await page.goto(`/acervo/${BOOK}?lng=en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => asked).toContain(`/api/acervo/${BOOK}/pagina`);
  });
});
