import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { DEMO, expect, publicApi, SITE, test } from '../helpers';

// Lighthouse's accessibility category (12.8, its own axe-based audits and its manual-check list
// left aside) scores 100 on the home page, a results page, a title page and the personal area.
// Lighthouse drives its own Chromium (chrome-launcher); for the personal area Playwright signs in
// in that browser first (over CDP, "Manter conectado": the session in persistent storage) and
// Lighthouse is told to keep the storage (disableStorageReset).

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=pt-BR'];

async function accessibility(path: string): Promise<{ score: number; failing: string[] }> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const result = await lighthouse(`${SITE}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'], locale: 'pt' });
    const lhr = result!.lhr;
    expect(lhr.runtimeError, path).toBeUndefined();
    const failing = Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
      .map((a) => `${a.id}: ${a.title}`);
    return { score: Math.round((lhr.categories.accessibility?.score ?? 0) * 100), failing };
  } finally {
    chrome.kill();
  }
}

test.describe.configure({ timeout: 180_000 });

test('Lighthouse accessibility 100: home, results, a title', async ({ request }) => {
  const [hit] = (await publicApi<{ data: { cod_acervo: number }[] }>(request, '/api/consulta?termo_pesquisa=jazz')).data;
  const scores: string[] = [];
  for (const path of ['/', '/?q=jazz', `/acervo/${hit!.cod_acervo}`]) {
    const { score, failing } = await accessibility(path);
    console.log(`[a11y] lighthouse accessibility ${path}: ${score}${failing.length ? ` (${failing.join('; ')})` : ''}`);
    scores.push(`${path}: ${score}${failing.length ? ` ${failing.join('; ')}` : ''}`);
  }
  expect(scores).toEqual(scores.map((s) => `${s.split(':')[0]}: 100`));
});

test('Lighthouse accessibility 100: the personal area, signed in', async () => {
  test.setTimeout(240_000);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    // Signed in in Lighthouse's own browser, kept in persistent storage ("Manter conectado"), which
    // Lighthouse is told to leave alone.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = browser.contexts()[0]!.pages()[0] ?? (await browser.contexts()[0]!.newPage());
    await page.goto(`${SITE}/login?lng=pt&redirect=${encodeURIComponent('/meupergamum')}`);
    await page.getByLabel('Código de usuário').fill(DEMO.undergraduate.login);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
    await page.getByLabel('Manter conectado neste navegador').check();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(`${SITE}/meupergamum`);
    await expect(page.locator('#patron-title')).toBeVisible();
    const scores: string[] = [];
    for (const path of ['/meupergamum', '/meupergamum/emprestimos']) {
      const result = await lighthouse(`${SITE}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'], locale: 'pt', disableStorageReset: true });
      const lhr = result!.lhr;
      expect(lhr.runtimeError, path).toBeUndefined();
      expect(lhr.finalDisplayedUrl, 'still signed in').toBe(`${SITE}${path}`);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
        .map((a) => `${a.id}: ${a.title}`);
      const score = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
      console.log(`[a11y] lighthouse accessibility ${path} (signed in): ${score}${failing.length ? ` (${failing.join('; ')})` : ''}`);
      scores.push(`${path}: ${score}${failing.length ? ` ${failing.join('; ')}` : ''}`);
    }
    await browser.close().catch(() => undefined);
    expect(scores).toEqual(scores.map((s) => `${s.split(':')[0]}: 100`));
  } finally {
    chrome.kill();
  }
});
