import type { Page } from '@playwright/test';
import { DEV_SHELL_PORT } from '../stacks.mjs';
import { DEMO, expect, publicApi, signInAs, test } from './helpers';

/**
 * Issue 27: every public route the shell's server renders is hydrated by React as it is, with no
 * mismatch. On the site of the development builds (e2e/fixtures/build.mjs: React's development build
 * reports every mismatch, attributes included, which its production build passes over): no warning
 * of React's, and the elements the server sent are the ones on screen after the page runs (kept, not
 * rendered again).
 */
const DEV = `http://localhost:${DEV_SHELL_PORT}`;

/** What React says when the server's HTML and the page's first render disagree (development build), and the shell's report of it. */
const MISMATCH = /hydrat|did not match|didn't match|server rendered|Warning:/i;

/**
 * Loads `path` with its scripts held until the server's elements (under `scope`) are marked; answers
 * how many of them the page kept, and React's complaints.
 */
async function hydrate(page: Page, path: string, scope = '#root') {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && MISMATCH.test(message.text())) complaints.push(message.text().slice(0, 2000));
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[^/]*js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${DEV}${path}`, { waitUntil: 'commit' });
  await page.locator('footer.estante-footer').waitFor({ state: 'attached' });
  const marked = await page.evaluate((within) => {
    const all = [...document.querySelectorAll(`${within} *`)];
    (window as unknown as { __serverElements: Element[] }).__serverElements = all;
    return all.length;
  }, scope);
  release();
  // Hydrated: the remote's part says so (RemoteRoute), and the page is quiet.
  await page.locator('html[data-estante-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => (window as unknown as { __serverElements: Element[] }).__serverElements.filter((e) => e.isConnected).length);
  return { marked, kept, complaints };
}

test.describe('hydration of the pages the server renders', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every public route hydrates with no mismatch, keeping the server’s elements', async ({ page, request }) => {
    const search = await publicApi<{ data: { cod_acervo: number; dados_adicionais: { A: { codigo: number }[] } }[] }>(request, '/api/consulta?termo_pesquisa=jazz&coluna_um=INDICE_1');
    const title = search.data[0]?.cod_acervo ?? 1;
    const author = search.data.find((d) => d.dados_adicionais.A.length)?.dados_adicionais.A[0]?.codigo ?? 1;
    const routes = [
      '/',
      '/?q=jazz&for=INDICE_1',
      '/?q=jazz&for=INDICE_1&filtros=T%3A2&orderBy=obra&direction=D&page=2&modo=L',
      '/?q=zzzqqqxxx&for=INDICE_1',
      '/avancada',
      '/especializada',
      '/indices',
      '/bibliotecas',
      '/cesta',
      '/totais-acervo',
      `/autoridade/${author}`,
      `/autoridade/${author}/marc`,
      `/acervo/${title}`,
      `/acervo/${title}/exemplares`,
      `/acervo/${title}/marc`,
      `/acervo/${title}/referencia`,
      `/acervo/${title}/dublin-core`,
      '/acervo/999999999',
      '/nada/aqui',
    ];
    const problems: string[] = [];
    for (const route of routes) {
      const tab = await page.context().newPage();
      try {
        const { marked, kept, complaints } = await hydrate(tab, route);
        if (complaints.length) problems.push(`${route}: ${complaints.join(' | ')}`);
        if (kept !== marked) problems.push(`${route}: ${marked - kept} of ${marked} server elements rendered again`);
      } finally {
        await tab.close();
      }
    }
    expect(problems).toEqual([]);
  });

  test('a signed-in patron’s public page hydrates as a visitor’s, then shows the patron (greeting, basket) without moving the page', async ({ page }) => {
    await page.goto(`${DEV}/login`);
    await signInAs(page, DEMO.undergraduate, '/meupergamum', DEV);
    await page.evaluate(() => localStorage.setItem('estante.basket', JSON.stringify([1])));
    const shifts: number[] = [];
    await page.exposeFunction('__shift', (value: number) => shifts.push(value));
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) void (window as unknown as { __shift: (v: number) => void }).__shift(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // the page's content kept (the top bar's visitor link gives way to the greeting, as it should)
    const { marked, kept, complaints } = await hydrate(page, '/?q=jazz&for=INDICE_1', 'main');
    expect(complaints).toEqual([]);
    expect(kept).toBe(marked);
    // personalised once hydrated
    await expect(page.getByText(`Olá, ${DEMO.undergraduate.firstName}`)).toBeVisible();
    expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(0.02);
  });
});
