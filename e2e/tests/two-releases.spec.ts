import fs from 'node:fs';
import path from 'node:path';
import { buildCopy, editJson, hashTree, preparePatronAreaChange, root } from './copies';
import { API, DEMO, expect, sendLogin, signInAs, test } from './helpers';
import { buildRelease, previousRelease, releasedApps, type Release } from '../fixtures/previous-release.mjs';
import { e2eSecrets } from '../stacks.mjs';

/**
 * Two releases in one page. The shell and the catalogue, title-detail and auth remotes come from
 * the previous release (releases.json's last entry: its commit checked out in a worktree and built,
 * e2e/fixtures/previous-release.mjs); the patron-area from HEAD, changed in a copy as its team
 * would change it: a new API call, a new string and a design-system export that only the next minor
 * of @estante/ui has (declared `^<next minor>` in its peerDependencies, the version bumped in its
 * copy of ui). The old shell provides the older ui, so the remote runs on its own fallback copy of
 * the ui entries and on the old shell's React, router, session, client core, query cache and i18n.
 * Then a patron-area that declares the next major of a stateful singleton is refused with its message.
 * The old site runs on its own ports (8170–8176) against the e2e API.
 */
/** What the tests need of a Fastify server of apps/shell/server.mjs. */
type FastifyInstance = { listen(options: { host: string; port: number }): Promise<unknown>; close(): Promise<unknown> };
type ServerModule = {
  createShellServer(options: { distDir: string; apiUrl: string; remotesFile: string; env?: NodeJS.ProcessEnv }): Promise<FastifyInstance>;
  createRemoteServer(options: { distDir: string }): Promise<FastifyInstance>;
};

const OLD = 'http://localhost:8170';
const PORTS: Record<string, number> = { catalogue: 8171, 'title-detail': 8172, 'patron-area': 8173, auth: 8174 };
const REFUSED_PORT = 8175;
const work = path.join(root, 'e2e/.two-releases');
const remotesFile = path.join(work, 'remotes.json');

const servers: FastifyInstance[] = [];
let release: Release;
let releaseDir: string;
let uiVersion: string;

function writeRemotes(patronAreaPort: number) {
  const entries = Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, `http://localhost:${name === 'patron-area' ? patronAreaPort : port}/remoteEntry.js`]));
  fs.writeFileSync(remotesFile, JSON.stringify(entries));
}

async function serve(app: FastifyInstance, port: number) {
  await app.listen({ host: '127.0.0.1', port });
  servers.push(app);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  release = previousRelease();
  releaseDir = buildRelease(release);
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });

  // HEAD's patron-area, changed in a copy; and one that declares the next major of the session
  const change = preparePatronAreaChange(path.join(work, 'next'), { newUi: true });
  uiVersion = change.uiVersion!;
  const refused = preparePatronAreaChange(path.join(work, 'refused'));
  editJson<{ peerDependencies: Record<string, string> }>(path.join(refused.remoteCopy, 'package.json'), (pkg) => {
    pkg.peerDependencies['@estante/session'] = `^${Number(release.versions['@estante/session']!.split('.')[0]) + 1}.0.0`;
  });
  await Promise.all([buildCopy(change.remoteCopy), buildCopy(refused.remoteCopy)]);

  // the previous release's servers (its own server code), HEAD's patron-area beside them
  const old = (await import(path.join(releaseDir, 'apps/shell/server.mjs'))) as ServerModule;
  for (const app of releasedApps.filter((a) => a !== 'shell')) {
    await serve(await old.createRemoteServer({ distDir: path.join(releaseDir, 'apps', app, 'dist') }), PORTS[app]!);
  }
  await serve(await old.createRemoteServer({ distDir: path.join(change.remoteCopy, 'dist') }), PORTS['patron-area']!);
  await serve(await old.createRemoteServer({ distDir: path.join(refused.remoteCopy, 'dist') }), REFUSED_PORT);
  writeRemotes(PORTS['patron-area']!);
  // The web client's secret is configuration, as in a real deployment (the old release's own
  // server had a built-in default, which the API no longer accepts).
  const env = { ...process.env, OAUTH_WEB_CLIENT_SECRET: e2eSecrets.OAUTH_WEB_CLIENT_SECRET };
  await serve(await old.createShellServer({ distDir: path.join(releaseDir, 'apps/shell/dist'), apiUrl: API, remotesFile, env }), 8170);
});

test.afterAll(async () => {
  await Promise.allSettled(servers.map((s) => s.close()));
});

test('HEAD’s patron-area, with a newer design-system entry and a new call, loads on the previous release’s shell, works and shares the sign-in', async ({ page, request }) => {
  test.setTimeout(180_000);
  const oldShellFiles = hashTree(path.join(releaseDir, 'apps/shell/dist'));
  // what the remote declares: the next ui minor, which the old shell does not provide
  const manifest = (await (await request.get(`http://localhost:${PORTS['patron-area']}/manifest.json`)).json()) as { version: string; shared: Record<string, string>; fallback: Record<string, string> };
  expect(manifest.fallback['@estante/ui/tag']).toBe(`^${uiVersion}`);
  expect(release.versions['@estante/ui']).not.toBe(uiVersion);
  expect(manifest.shared['@estante/session']).toBeDefined();

  const fallbackFiles: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`http://localhost:${PORTS['patron-area']}/`)) fallbackFiles.push(new URL(r.url()).pathname);
  });
  const call = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/consulta/cursos');
  await signInAs(page, DEMO.undergraduate, '/meupergamum', OLD);
  const response = await call;
  expect(response.status()).toBe(200);
  expect(response.request().headers().authorization).toMatch(/^Bearer /);
  // the new string, inside the tag that only the newer ui has: the remote's own fallback copy ran
  await expect(page.locator('[data-deploy-news] [data-release-tag]')).toContainText('Novo nesta versão:');
  await expect(page.getByRole('heading', { name: 'Meu Pergamum', level: 1 })).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  // one React, one router, one session: the remote's pages read the old shell's signed-in session
  await expect(page.getByText('Olá, Ana')).toBeVisible();
  // to the old catalogue and back: still signed in, the same session in the shell and the remote
  await page.goto(`${OLD}/?q=jazz`);
  await expect(page.locator('main').getByRole('link').first()).toBeVisible();
  await page.goto(`${OLD}/meupergamum`);
  await expect(page).toHaveURL(`${OLD}/meupergamum`);
  await expect(page.getByText('Olá, Ana')).toBeVisible();
  await expect(page.locator('[data-release-tag]')).toBeVisible();
  expect(hashTree(path.join(releaseDir, 'apps/shell/dist'))).toEqual(oldShellFiles);
});

test('a patron-area that declares the next major of a stateful singleton is refused with its message; the rest works', async ({ page }) => {
  test.setTimeout(120_000);
  writeRemotes(REFUSED_PORT);
  const major = Number(release.versions['@estante/session']!.split('.')[0]) + 1;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`http://localhost:${REFUSED_PORT}/`)) asked.push(new URL(r.url()).pathname);
  });
  await sendLogin(page, DEMO.undergraduate, '/meupergamum', OLD);
  const fallback = page.locator('[data-remote-fallback="patron-area"]');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText(`precisa de @estante/session ^${major}.0.0 e o site oferece ${release.versions['@estante/session']}`);
  // its code was never requested, only its manifest; the catalogue still works on the same shell
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((p) => p === '/manifest.json'), asked.join(', ')).toBe(true);
  await page.goto(`${OLD}/?q=jazz`);
  await expect(page.locator('main').getByRole('link').first()).toBeVisible();
  writeRemotes(PORTS['patron-area']!);
});
