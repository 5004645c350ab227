import { describe, expect, it } from 'vitest';
import type { ErrorResponse, MapaDoSite } from '@estante/api-contract';
import { useAuthHarness } from '../../../test/auth-helpers';
import { BACKENDS } from '../../../test/helpers';
import { sitemapRepository } from './sitemap.repository';

type Harness = ReturnType<typeof useAuthHarness>;

const URL = '/api/acervo/mapa-do-site';

function cases(h: Harness) {
  /** As a crawler asks, through the shell: no token at all. */
  const get = (url: string, lang = '1') => h.inject({ method: 'GET', url, headers: { lang } });
  const ids = async () => (await h.query<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos ORDER BY cod_acervo')).map((r) => r.cod_acervo);

  describe('GET /api/acervo/mapa-do-site', () => {
    it('answers without a token: every title of the catalogue once, by code, on one page of 50,000', async () => {
      const all = await ids();
      expect(all.length).toBeGreaterThan(1000);
      const res = await get(URL);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<MapaDoSite>();
      expect({ total: page.total, por_pagina: page.por_pagina, pagina: page.pagina }).toEqual({ total: all.length, por_pagina: 50_000, pagina: 1 });
      expect(page.titulos.map((t) => t.cod_acervo)).toEqual(all);
      // pagina=1 is the same page as no pagina
      expect((await get(`${URL}?pagina=1`)).json<MapaDoSite>()).toEqual(page);
    });

    it("gives each title the UTC day its record last changed (titulos.atualizado_em), not today's date", async () => {
      const [a, b] = await ids();
      await h.query(`UPDATE titulos SET atualizado_em = '2021-03-04T23:30:00-03:00' WHERE cod_acervo = $1`, [a]);
      await h.query(`UPDATE titulos SET atualizado_em = '2019-12-31T12:00:00Z' WHERE cod_acervo = $1`, [b]);
      const titulos = (await get(URL)).json<MapaDoSite>().titulos;
      // 23:30 in Brasília is 02:30 the next day in UTC
      expect(titulos.find((t) => t.cod_acervo === a)?.atualizado_em).toBe('2021-03-05');
      expect(titulos.find((t) => t.cod_acervo === b)?.atualizado_em).toBe('2019-12-31');
    });

    it('a page past the last answers 200 with no titles and the same total', async () => {
      const all = await ids();
      const res = await get(`${URL}?pagina=2`);
      expect(res.statusCode).toBe(200);
      expect(res.json<MapaDoSite>()).toEqual({ total: all.length, por_pagina: 50_000, pagina: 2, titulos: [] });
    });

    it('refuses a pagina that is not an integer of at least 1 with 400 and the message in the request language', async () => {
      const zero = await get(`${URL}?pagina=0`, '5');
      expect(zero.statusCode).toBe(400);
      expect(zero.json<ErrorResponse>()).toEqual({ message: 'pagina must be at least 1.' });
      const word = await get(`${URL}?pagina=abc`, '3');
      expect(word.statusCode).toBe(400);
      expect(word.json<ErrorResponse>()).toEqual({ message: 'Valor no válido para pagina.' });
      for (const bad of ['-1', '1.5', '']) {
        const res = await get(`${URL}?pagina=${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json<ErrorResponse>().message, bad).toMatch(/pagina/);
      }
    });
  });

  it('is in the OpenAPI description, with no security and its pagina parameter', async () => {
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, { get?: { security?: unknown[]; parameters?: { name: string; in: string }[] } }> }>();
    const op = doc.paths[URL]?.get;
    expect(op?.security).toEqual([]);
    expect(op?.parameters?.map((p) => [p.in, p.name])).toEqual([['query', 'pagina']]);
  });

  describe('sitemapRepository with a small page size', () => {
    it('pages through every title exactly once, in a stable order; the page after the last is empty', async () => {
      const all = await ids();
      const size = Math.ceil(all.length / 3) + 1;
      const repo = sitemapRepository(h.db(), size);
      const pages: MapaDoSite[] = [];
      for (let p = 1; p <= 4; p++) pages.push(await repo.page(p));
      expect(pages.map((p) => p.titulos.length)).toEqual([size, size, all.length - 2 * size, 0]);
      for (const [i, p] of pages.entries()) expect({ total: p.total, por_pagina: p.por_pagina, pagina: p.pagina }).toEqual({ total: all.length, por_pagina: size, pagina: i + 1 });
      const listed = pages.flatMap((p) => p.titulos.map((t) => t.cod_acervo));
      expect(listed).toEqual(all);
      expect(new Set(listed).size).toBe(all.length);
      // the same page again is the same titles
      expect(await repo.page(2)).toEqual(pages[1]);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`the sitemap's titles on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}
