import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './helpers';

/**
 * The version matrix. e2e/server.mjs builds the real title-detail remote twice with the factory's
 * test hook ESTANTE_BUILD_AGAINST (packages/federation/src/rspack.mjs) and serves the builds on
 * :8089: one built against an older compatible minor of the singletons the shell provides, one
 * against the next major of @estante/session. A test points /remotes.json at one of them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const versionOf = (pkgJson: string) => (JSON.parse(fs.readFileSync(path.join(root, pkgJson), 'utf8')) as { version: string }).version;
/** What the shell provides: the versions installed for it (what its build embeds). */
const SHELL = {
  react: versionOf('apps/shell/node_modules/react/package.json'),
  session: versionOf('packages/session/package.json'),
};
const TITLE_DETAIL = versionOf('apps/title-detail/package.json');
const FIXTURES = 'http://localhost:8089';

type Manifest = { name: string; version: string; buildTime: string; shared: Record<string, string> };

/** /remotes.json as the deployment serves it, with title-detail pointed at a fixture build. */
async function pointTitleDetailAt(page: Page, fixture: string) {
  await page.route('**/remotes.json', async (route) => {
    const res = await route.fetch();
    const json = (await res.json()) as Record<string, string>;
    json['title-detail'] = `${FIXTURES}/${fixture}/remoteEntry.js`;
    await route.fulfill({ response: res, json });
  });
}

/** URLs the page requested from a fixture's folder. */
function requestsTo(page: Page, fixture: string) {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${FIXTURES}/${fixture}/`)) urls.push(new URL(r.url()).pathname.slice(fixture.length + 2));
  });
  return urls;
}

test('a remote built against an older compatible minor of the shared singletons loads and works', async ({ page, request }) => {
  const manifest = (await (await request.get(`${FIXTURES}/title-detail-older-minor/manifest.json`)).json()) as Manifest;
  // what makes it "older": it asks ^<major>.0.0 where the shell provides <major>.<minor>.<patch>
  const [major, minor, patch] = SHELL.react.split('.').map(Number);
  expect(manifest.shared.react).toBe(`^${major}.0.0`);
  expect(minor! + patch!, `the shell's react ${SHELL.react} must be past ${major}.0.0 for this to be an older minor`).toBeGreaterThan(0);
  expect(manifest.shared['@estante/session']).toBe(`^${SHELL.session.split('.')[0]}.0.0`);
  expect(manifest).toMatchObject({ name: 'title-detail', version: TITLE_DETAIL });

  await pointTitleDetailAt(page, 'title-detail-older-minor');
  const fetched = requestsTo(page, 'title-detail-older-minor');
  await page.goto('/acervo/1');
  await expect(page.locator('#title-heading')).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  // the manifest was read before the entry, and the fixture's code is what runs
  expect(fetched.indexOf('manifest.json')).toBeGreaterThanOrEqual(0);
  expect(fetched.indexOf('manifest.json')).toBeLessThan(fetched.indexOf('remoteEntry.js'));
  // it runs on the shell's singletons (one React in the page: the shell's)
  const reactCopies = await page.evaluate(() => {
    const scope = (window as unknown as { __ESTANTE_SHARE_SCOPE__?: Record<string, Record<string, { loaded?: unknown; from?: string }>> }).__ESTANTE_SHARE_SCOPE__;
    return Object.entries(scope?.react ?? {})
      .filter(([, v]) => v.loaded)
      .map(([version, v]) => `${version} from ${v.from}`);
  });
  expect(reactCopies).toEqual([`${SHELL.react} from ~shell`]);
  await expectAxeClean(page);
});

test('a remote built against an incompatible major is refused with its fallback; the rest of the site works', async ({ page }) => {
  const next = `${Number(SHELL.session.split('.')[0]) + 1}.0.0`;
  await pointTitleDetailAt(page, 'title-detail-next-major');
  const fetched = requestsTo(page, 'title-detail-next-major');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/acervo/1');
  const fallback = page.locator('[data-remote-fallback="title-detail"]');
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('data-remote-error', 'incompatible');
  await expect(fallback.getByRole('heading', { name: 'Esta parte do site não pôde ser carregada' })).toBeVisible();
  await expect(fallback).toContainText(
    `O módulo title-detail ${TITLE_DETAIL} não é compatível com este site: precisa de @estante/session ^${next} e o site oferece ${SHELL.session}.`,
  );
  // refused before its code ran: its manifest was read, its entry never requested
  expect(fetched).toContain('manifest.json');
  expect(fetched).not.toContain('remoteEntry.js');
  // the chrome lives, and so does the rest of the site (no reload)
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAxeClean(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole('link', { name: /Catálogo online/ }).click();
  await expect(page.getByRole('heading', { name: 'Pesquise no acervo' })).toBeVisible();
  await page.getByLabel('Termo de pesquisa').fill('educacao');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText(/títulos? encontrados? para “educacao”/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  // and the refusal is said in the visitor's language
  await page.goto('/acervo/1?lng=en');
  await expect(fallback).toContainText(
    `The module title-detail ${TITLE_DETAIL} is not compatible with this site: it needs @estante/session ^${next} and the site provides ${SHELL.session}.`,
  );
  expect(errors).toEqual([]);
});

test('a remote with no manifest is refused, naming it', async ({ page }) => {
  await page.route('http://localhost:8082/manifest.json', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/acervo/1');
  const fallback = page.locator('[data-remote-fallback="title-detail"]');
  await expect(fallback).toHaveAttribute('data-remote-error', 'manifest');
  await expect(fallback).toContainText('O módulo title-detail não informa as versões de que precisa');
  await expect(page.getByRole('banner')).toBeVisible();
});
