import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

// The Content-Security-Policy of the production site (apps/shell/server.mjs, the API's for
// /api/docs): pages work with no violation reported, the accessibility preferences' inline script
// runs (allowed by its hash), and a changed inline script does not.

/** Violations reported by the page (securitypolicyviolation) and CSP messages of the console. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) console.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])), ...console];
}

const PREFERENCES = JSON.stringify({ zoom: 20, negrito: true, escuro: true });

test('home, a search and a title page run under the CSP with no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const res = await page.goto('/');
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' [^;]*'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.getByRole('heading', { name: 'Pesquise no acervo' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/?q=jazz');
  await expect(page.locator('.catalogue-result').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  const href = await page.locator('.catalogue-result__title a').first().getAttribute('href');
  expect(href).toMatch(/^\/acervo\/\d+/);
  await page.goto(href ?? '/');
  await expect(page.locator('#title-heading')).toBeVisible();
  await page.locator('html[data-estante-hydrated="title-detail"]').waitFor({ state: 'attached' });
  // antd's run-time <style> elements (its theme's variables, once the page runs) are allowed: the page is styled
  expect(await page.locator('style').count()).toBeGreaterThan(1);
  expect(await violations()).toEqual([]);
});

test("the accessibility preferences' inline script runs before the app (allowed by its hash)", async ({ page }) => {
  const violations = await watchCsp(page);
  await page.addInitScript((prefs) => localStorage.setItem('estante.preferences', prefs), PREFERENCES);
  // without the app's bundle, only the inline script can have applied the preferences
  await page.route(/\/main\.[0-9a-f]{8}\.js$/, (route) => route.abort());
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/estante-bold/);
  await expect(html).toHaveClass(/estante-dark/);
  expect(await html.evaluate((el) => el.style.fontSize)).toBe('120%');
  expect(await violations()).toEqual([]);
});

test('a changed inline script is refused by the browser (its hash is not in the policy)', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.addInitScript((prefs) => localStorage.setItem('estante.preferences', prefs), PREFERENCES);
  await page.route(/\/main\.[0-9a-f]{8}\.js$/, (route) => route.abort());
  // the served page with its inline script altered by one statement, the server's headers kept
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace(/<script>([\s\S]*?)<\/script>/, (_, code: string) => `<script>window.__tampered=true;${code}</script>`);
      expect(body).toContain('window.__tampered=true');
      await route.fulfill({ response: res, body });
    },
  );
  await page.goto('/');
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src(-elem)? inline/)]));
  expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
  await expect(page.locator('html')).not.toHaveClass(/estante-bold/);
});

test('the API documentation (swagger-ui) runs under its own CSP', async ({ page }) => {
  const violations = await watchCsp(page);
  const res = await page.goto('/api/docs');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Estante API/ })).toBeVisible();
  expect(await violations()).toEqual([]);
});
