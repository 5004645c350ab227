import fs from 'node:fs';
import path from 'node:path';
import { FIXTURE_PORT } from '../stacks.mjs';
import { buildCopy, hashTree, preparePatronAreaChange, root } from './copies';
import { expect, signInAs, SITE, test } from './helpers';

/**
 * Deploy one remote alone, proven: patron-area is rebuilt — from a copy, the source tree is never
 * touched — with a new string in its own locales and a new API call in its own endpoint entry
 * (@estante/api-endpoints/patron, which it bundles); only its static server restarts on :8083 with the
 * new build; after a reload the string and the call work, while the shell and the other remotes
 * are the very same files.
 */
const deployDir = path.join(root, 'e2e/.deploy');
const remoteCopy = path.join(deployDir, 'patron-area');
const CONTROL = `http://127.0.0.1:${FIXTURE_PORT}/__e2e/remotes/patron-area/restart`;
const UNTOUCHED = ['apps/shell/dist', 'apps/catalogue/dist', 'apps/title-detail/dist', 'apps/auth/dist', 'apps/patron-area/dist'];

const hashDists = () => Object.fromEntries(UNTOUCHED.map((d) => [d, hashTree(path.join(root, d))]));

/**
 * The team's change, made in a copy: patron-area with its own node_modules links (its
 * @estante/api-endpoints pointing at a copy of the package with one more call in the patron entry).
 * The endpoint entries are bundled by each app and are no shared singleton: adding a call there
 * is a change of @estante/api-endpoints (and of patron-area) alone, and no shared version moves.
 */
const prepareChange = () => preparePatronAreaChange(deployDir);

async function restartPatronArea(distDir?: string) {
  const res = await fetch(CONTROL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(distDir ? { distDir } : {}) });
  expect(res.status, await res.clone().text()).toBe(200);
}

test('patron-area rebuilt and redeployed alone: its new string and call work, the rest is byte-identical', async ({ page, request }) => {
  test.setTimeout(240_000);
  const before = hashDists();
  const manifestBefore = (await (await request.get('http://localhost:8083/manifest.json')).json()) as { buildTime: string };

  await signInAs(page);
  await expect(page.getByRole('heading', { name: 'Meu Pergamum', level: 1 })).toBeVisible();
  await expect(page.locator('[data-deploy-news]')).toHaveCount(0);
  /** The shell's own scripts in the page (remote entries come and go with the routes visited). */
  const shellScriptsOf = () =>
    page.locator('script[src]').evaluateAll((els, origin) => els.map((e) => (e as HTMLScriptElement).src).filter((src) => src.startsWith(`${origin}/`)), SITE);
  const shellScripts = await shellScriptsOf();
  expect(shellScripts.length).toBeGreaterThan(0);

  try {
    prepareChange();
    // build only that remote (its own rspack config, in the copy); the steps name where time went if it runs out
    await test.step('build patron-area alone from the copy', () => buildCopy(remoteCopy));
    const newDist = path.join(remoteCopy, 'dist');
    await test.step('restart its static server with the new build', () => restartPatronArea(newDist));

    // its server: the entry and the manifest revalidated, the hashed files cached for good
    const entry = await request.get('http://localhost:8083/remoteEntry.js');
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(await entry.body()).toEqual(fs.readFileSync(path.join(newDist, 'remoteEntry.js')));
    const manifest = await request.get('http://localhost:8083/manifest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const manifestAfter = (await manifest.json()) as { name: string; buildTime: string; shared: Record<string, string> };
    expect(manifestAfter.name).toBe('patron-area');
    expect(Date.parse(manifestAfter.buildTime)).toBeGreaterThan(Date.parse(manifestBefore.buildTime));
    const hashed = fs.readdirSync(newDist).find((f) => /\.[0-9a-f]{8}\.js$/.test(f))!;
    expect((await request.get(`http://localhost:8083/${hashed}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // the visitor reloads: the new call goes through the shared client (its token), the new string shows
    const call = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/consulta/cursos');
    await page.reload();
    const response = await call;
    expect(response.status()).toBe(200);
    expect(response.request().headers().authorization).toMatch(/^Bearer /);
    const body = (await response.json()) as unknown;
    const count = Array.isArray(body) ? body.length : ((Object.values(body as Record<string, unknown>).find(Array.isArray) as unknown[] | undefined)?.length ?? 0);
    await expect(page.locator('[data-deploy-news]')).toHaveText(`Novo nesta versão: ${count} cursos para consultar.`);
    // the personal area still works, still signed in, on the same shell
    await expect(page.getByRole('heading', { name: 'Meu Pergamum', level: 1 })).toBeVisible();
    await expect(page.getByText('Olá, Ana')).toBeVisible();
    expect(await shellScriptsOf()).toEqual(shellScripts);
  } finally {
    await restartPatronArea();
    fs.rmSync(deployDir, { recursive: true, force: true });
  }
  // nothing else was rebuilt or touched: the shell's and the other remotes' files are byte-identical
  expect(hashDists()).toEqual(before);
});
