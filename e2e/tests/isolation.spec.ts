import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './helpers';

/** The fallback of `remote`, inside the shell's chrome, with its retry button. */
async function expectFallback(page: Page, remote: string) {
  const fallback = page.locator(`[data-remote-fallback="${remote}"]`);
  await expect(fallback).toBeVisible();
  await expect(fallback.getByText('Esta parte do site não pôde ser carregada')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAxeClean(page);
  return fallback.getByRole('button', { name: 'Tentar novamente' });
}

/** Other routes keep working while one remote is down (client-side, no reload). */
async function expectOtherRoutesWork(page: Page) {
  await page.getByRole('link', { name: /Catálogo online/ }).click();
  await expect(page.getByRole('heading', { name: 'Pesquise no acervo' })).toBeVisible();
  await page.goBack();
}

const TITLE_REMOTE = /^http:\/\/localhost:8082\//;

const breakages: { name: string; apply: (page: Page) => Promise<unknown> }[] = [
  {
    name: 'remote entry 404',
    apply: (page) => page.route('http://localhost:8082/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'gone' })),
  },
  {
    name: 'connection refused',
    apply: (page) => page.route(TITLE_REMOTE, (route) => route.abort('connectionrefused')),
  },
  {
    name: 'chunk 500',
    apply: (page) =>
      page.route(/^http:\/\/localhost:8082\/.*\.js$/, (route) =>
        route.request().url().endsWith('/remoteEntry.js') ? route.continue() : route.fulfill({ status: 500, body: 'boom' }),
      ),
  },
];

for (const breakage of breakages) {
  test(`title-detail down (${breakage.name}): shell and other routes live, retry recovers without reload`, async ({ page }) => {
    await breakage.apply(page);
    await page.goto('/acervo/1');
    const retry = await expectFallback(page, 'title-detail');
    // marker survives only if the page is never reloaded
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await expectOtherRoutesWork(page);
    await expect(page).toHaveURL('/acervo/1');
    await page.unrouteAll({ behavior: 'wait' });
    await retry.click();
    await expect(page.locator('#title-heading')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });
}

test('a remote whose component throws gets the fallback; retry recovers once it is back', async ({ page }) => {
  // remotes.json points the catalogue at a build that throws while rendering
  await page.route('**/remotes.json', async (route) => {
    const res = await route.fetch();
    const json = (await res.json()) as Record<string, string>;
    json.catalogue = 'http://localhost:8089/remoteEntry.js';
    await route.fulfill({ response: res, json });
  });
  await page.goto('/');
  const retry = await expectFallback(page, 'catalogue');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  // another remote still works
  await page.evaluate(() => {
    window.history.pushState({}, '', '/login');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
  await page.goBack();
  await expectFallback(page, 'catalogue');
  // the deployment is fixed: remotes.json names the good build again
  await page.unrouteAll({ behavior: 'wait' });
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Pesquise no acervo' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
