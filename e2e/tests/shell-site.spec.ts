import type { Page } from '@playwright/test';
import { DEMO, expect, expectAxeClean, signInAs, test } from './helpers';

/** The shell's site-wide answers: one not-found page with 404, the icon, pages that fit a phone at every zoom. */

test.describe('not found', () => {
  test('an address outside the route table answers 404 with the site’s not-found page; a known route 200', async ({ page }) => {
    for (const path of ['/nao-existe', '/acervo/1/nada']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
      await expect(page.locator('.estante-status')).toContainText(path);
    }
    await expectAxeClean(page);
    // The personal area's unknown page: 404 too (a visitor is then sent to sign in, as for any of its pages).
    expect((await page.goto('/meupergamum/xyz'))?.status()).toBe(404);
    for (const path of ['/', '/avancada', '/acervo/1', '/acervo/1/marc', '/autoridade/1', '/login']) {
      expect((await page.goto(path))?.status(), path).toBe(200);
    }
  });

  test('an unknown title and an unknown authority show the same not-found page, in their own words', async ({ page }) => {
    await page.goto('/acervo/999999999');
    const title = page.locator('.estante-status');
    await expect(title.getByRole('heading', { level: 1, name: 'Título não encontrado.' })).toBeVisible();
    await expect(title.getByRole('link', { name: 'Voltar à pesquisa' })).toBeVisible();
    await page.goto('/autoridade/999999999');
    const authority = page.locator('.estante-status');
    await expect(authority.getByRole('heading', { level: 1, name: 'Autoridade não encontrada' })).toBeVisible();
    await expectAxeClean(page);
  });
});

test('the site has an icon: /favicon.ico is an icon and the page links one', async ({ page, request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/icon/);
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect((await request.get(href!)).status()).toBe(200);
});

/** Whether the page scrolls sideways, as the figures for the report. */
const widths = (page: Page) => page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));

test.describe('a 375 px phone at +60 % and +100 %', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  for (const zoom of [60, 100]) {
    test(`no page scrolls sideways at +${zoom} %, and the accessibility panel fits`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      const bar = page.getByRole('region', { name: 'Acessibilidade' });
      await bar.getByRole('button', { name: 'Acessibilidade' }).click();
      await bar.getByLabel('Zoom').selectOption(String(zoom));
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${16 * (1 + zoom / 100)}px`);
      // The open panel: every control inside the screen.
      const controls = await bar.locator('button, select, input, a').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
      for (const c of controls) {
        expect(c.left).toBeGreaterThanOrEqual(0);
        expect(c.right).toBeLessThanOrEqual(375);
      }
      expect(await widths(page)).toEqual({ scroll: 375, inner: 375 });
      await bar.getByRole('button', { name: 'Acessibilidade' }).click();

      const pages: [string, () => Promise<void>][] = [
        ['/', () => expect(page.getByRole('heading', { name: 'Pesquise no acervo' })).toBeVisible()],
        ['/?q=educacao&for=INDICE_1', () => expect(page.locator('a[href^="/acervo/"]').first()).toBeVisible()],
        ['/acervo/1', () => expect(page.locator('#title-heading')).toBeVisible()],
        ['/login', () => expect(page.getByLabel('Código de usuário')).toBeVisible()],
      ];
      for (const [path, ready] of pages) {
        await page.goto(path);
        await ready();
        expect(await widths(page), path).toEqual({ scroll: 375, inner: 375 });
      }
      await signInAs(page, DEMO.undergraduate, '/meupergamum');
      await expect(page.locator('#patron-title')).toBeVisible();
      expect(await widths(page), '/meupergamum').toEqual({ scroll: 375, inner: 375 });
    });
  }
});
