import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { FIXTURE_PORT } from '../stacks.mjs';
import { expect, signInAs, SITE, test } from './helpers';

/**
 * Deploy one remote alone, proven: patron-area is rebuilt — from a copy, the source tree is never
 * touched — with a new string in its own locales and a new API call in its own endpoint entry
 * (@estante/api-client/patron, which it bundles); only its static server restarts on :8083 with the
 * new build; after a reload the string and the call work, while the shell and the other remotes
 * are the very same files.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const deployDir = path.join(root, 'e2e/.deploy');
const remoteCopy = path.join(deployDir, 'patron-area');
const apiClientCopy = path.join(deployDir, 'api-client');
const CONTROL = `http://127.0.0.1:${FIXTURE_PORT}/__e2e/remotes/patron-area/restart`;
const UNTOUCHED = ['apps/shell/dist', 'apps/catalogue/dist', 'apps/title-detail/dist', 'apps/auth/dist', 'apps/patron-area/dist'];

/** Every file of a folder with its sha256. */
function hashTree(dir: string, rel = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) Object.assign(out, hashTree(dir, child));
    else out[child] = crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, child))).digest('hex');
  }
  return out;
}
const hashDists = () => Object.fromEntries(UNTOUCHED.map((d) => [d, hashTree(path.join(root, d))]));

/** A copy of a package folder without node_modules and dist (node_modules made by the caller). */
function copyPackage(from: string, to: string) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true, filter: (src) => !/[/\\](node_modules|dist|dist-monolith|\.turbo)$/.test(src) });
}

/**
 * The team's change, made in a copy: patron-area with its own node_modules links (its
 * @estante/api-client pointing at a copy of the package with one more call in the patron entry).
 */
function prepareChange() {
  copyPackage(path.join(root, 'packages/api-client'), apiClientCopy);
  fs.symlinkSync(path.join(root, 'packages/api-client/node_modules'), path.join(apiClientCopy, 'node_modules'));
  fs.appendFileSync(
    path.join(apiClientCopy, 'src/patron.ts'),
    `
/** New in this deployment: the courses on offer (a call no other build has). */
export const courses = (cfg?: CallConfig) => ask('courses', {}, cfg);
export const coursesQuery = () => queryOptions({ queryKey: ['patron', 'courses'], queryFn: ({ signal }) => courses({ signal }) });
`,
  );

  copyPackage(path.join(root, 'apps/patron-area'), remoteCopy);
  const modules = path.join(root, 'apps/patron-area/node_modules');
  fs.mkdirSync(path.join(remoteCopy, 'node_modules/@estante'), { recursive: true });
  for (const entry of fs.readdirSync(modules)) {
    if (entry !== '@estante') fs.symlinkSync(path.join(modules, entry), path.join(remoteCopy, 'node_modules', entry));
  }
  for (const entry of fs.readdirSync(path.join(modules, '@estante'))) {
    const target = entry === 'api-client' ? apiClientCopy : fs.realpathSync(path.join(modules, '@estante', entry));
    fs.symlinkSync(target, path.join(remoteCopy, 'node_modules/@estante', entry));
  }

  // the new string, in the remote's own three files (pt first)
  const strings = {
    pt: 'Novo nesta versão: {{count}} cursos para consultar.',
    en: 'New in this version: {{count}} courses to browse.',
    es: 'Nuevo en esta versión: {{count}} cursos para consultar.',
  };
  for (const [lng, text] of Object.entries(strings)) {
    const file = path.join(remoteCopy, `src/locales/${lng}.json`);
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { patron: Record<string, unknown> };
    json.patron.deployNews = text;
    fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  }
  // the new component, rendered above the remote's pages
  fs.writeFileSync(
    path.join(remoteCopy, 'src/DeployNews.tsx'),
    `import { useTranslation } from '@estante/i18n';
import { useQuery } from '@estante/api-client/react';
import { coursesQuery } from '@estante/api-client/patron';
import { NS } from './strings';

const countOf = (data: unknown): number =>
  Array.isArray(data) ? data.length : ((Object.values((data ?? {}) as Record<string, unknown>).find(Array.isArray) as unknown[] | undefined)?.length ?? 0);

export function DeployNews() {
  const { t } = useTranslation(NS);
  const { data, isSuccess } = useQuery(coursesQuery());
  return isSuccess ? <p data-deploy-news>{t('patron.deployNews', { count: countOf(data) })}</p> : null;
}
`,
  );
  fs.renameSync(path.join(remoteCopy, 'src/App.tsx'), path.join(remoteCopy, 'src/AppBeforeDeploy.tsx'));
  fs.writeFileSync(
    path.join(remoteCopy, 'src/App.tsx'),
    `import type { RemoteAppProps } from '@estante/federation';
import AppBeforeDeploy from './AppBeforeDeploy';
import { DeployNews } from './DeployNews';

export default function App(props: RemoteAppProps) {
  return (
    <>
      <DeployNews />
      <AppBeforeDeploy {...props} />
    </>
  );
}
`,
  );
}

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
    await test.step('build patron-area alone from the copy', () =>
      promisify(execFile)(process.execPath, [path.join(root, 'apps/patron-area/node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
        cwd: remoteCopy,
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 64 * 1024 * 1024,
        timeout: 180_000,
      }),
    );
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
