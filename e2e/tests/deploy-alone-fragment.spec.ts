import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import path from 'node:path';
import { FIXTURE_PORT } from '../stacks.mjs';
import { root } from './copies';
import { expect, test } from './helpers';

/**
 * A remote deployed alone changes its server-rendered HTML on the next request, with no restart of
 * the shell (issue 27): title-detail's static server on :8082 restarts serving a build whose server
 * fragment writes another catalogue name; the shell's next page of a title carries it; back to the
 * original build, the next page carries the original. Runs alone (it restarts a shared remote).
 */
const deployDir = path.join(root, 'e2e/.deploy/title-detail-fragment');
const CONTROL = `http://127.0.0.1:${FIXTURE_PORT}/__e2e/remotes/title-detail/restart`;

async function restartTitleDetail(distDir?: string) {
  const res = await fetch(CONTROL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(distDir ? { distDir } : {}) });
  expect(res.status, await res.clone().text()).toBe(200);
}
const titleOf = async (request: APIRequestContext) => /<title>([^<]*)<\/title>/.exec(await (await request.get('/acervo/1780')).text())?.[1] ?? '';

test('title-detail redeployed alone: the next page’s first HTML comes from its new server fragment', async ({ request }) => {
  expect(await titleOf(request)).toMatch(/\| Catálogo online/);
  const built = path.join(root, 'apps/title-detail/dist');
  const next = path.join(deployDir, 'dist');
  try {
    // the new release: the same build, its fragment naming the catalogue otherwise
    fs.rmSync(deployDir, { recursive: true, force: true });
    fs.cpSync(built, next, { recursive: true });
    const fragment = path.join(next, 'server/fragment.mjs');
    const code = fs.readFileSync(fragment, 'utf8');
    expect(code).toContain('Catálogo online');
    fs.writeFileSync(fragment, code.replaceAll('Catálogo online', 'Catálogo da nova versão'));
    await restartTitleDetail(next);
    expect(await titleOf(request)).toMatch(/\| Catálogo da nova versão/);
  } finally {
    await restartTitleDetail();
  }
  expect(await titleOf(request)).toMatch(/\| Catálogo online/);
});
