import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import path from 'node:path';
import { FIXTURE_PORT } from '../stacks.mjs';
import { root } from './copies';
import { expect, test } from './helpers';

/**
 * A remote deployed alone changes its server-rendered HTML on the next request, with no restart of
 * the shell (issue 27): title-detail's static server on :8082 restarts serving a build whose server
 * container names the catalogue and the way back otherwise; the shell's next page of a title carries
 * both, in its head and in the page the remote rendered; back to the original build, the next page
 * carries the original. Runs alone (it restarts a shared remote).
 */
const deployDir = path.join(root, 'e2e/.deploy/title-detail-fragment');
const CONTROL = `http://127.0.0.1:${FIXTURE_PORT}/__e2e/remotes/title-detail/restart`;

async function restartTitleDetail(distDir?: string) {
  const res = await fetch(CONTROL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(distDir ? { distDir } : {}) });
  expect(res.status, await res.clone().text()).toBe(200);
}
const pageOf = async (request: APIRequestContext) => {
  const html = await (await request.get('/acervo/1780')).text();
  return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '', back: /<p class="title-back"><a [^>]*>([^<]*(?:<!-- -->)?[^<]*)<\/a>/.exec(html)?.[1]?.replace('<!-- -->', '') ?? '' };
};

test('title-detail redeployed alone: the next page’s first HTML comes from its new server container', async ({ request }) => {
  expect(await pageOf(request)).toMatchObject({ title: expect.stringMatching(/\| Catálogo online/), back: '← Voltar à pesquisa' });
  const built = path.join(root, 'apps/title-detail/dist');
  const next = path.join(deployDir, 'dist');
  try {
    // the new release: the same build, its server container naming the catalogue and the way back otherwise
    fs.rmSync(deployDir, { recursive: true, force: true });
    fs.cpSync(built, next, { recursive: true });
    const container = path.join(next, 'server/remoteEntry.cjs');
    const code = fs.readFileSync(container, 'utf8');
    expect(code).toContain('Catálogo online');
    fs.writeFileSync(container, code.replaceAll('Catálogo online', 'Catálogo da nova versão').replaceAll('Voltar à pesquisa', 'Voltar à nova pesquisa'));
    await restartTitleDetail(next);
    expect(await pageOf(request)).toMatchObject({ title: expect.stringMatching(/\| Catálogo da nova versão/), back: '← Voltar à nova pesquisa' });
  } finally {
    await restartTitleDetail();
  }
  expect(await pageOf(request)).toMatchObject({ title: expect.stringMatching(/\| Catálogo online/), back: '← Voltar à pesquisa' });
});

test('title-detail deployed without its server container: its pages still answer 200 with the chrome, the browser renders the title', async ({ request, page }) => {
  const built = path.join(root, 'apps/title-detail/dist');
  const next = path.join(deployDir, 'no-server');
  try {
    fs.rmSync(next, { recursive: true, force: true });
    fs.cpSync(built, next, { recursive: true });
    fs.rmSync(path.join(next, 'server'), { recursive: true, force: true });
    await restartTitleDetail(next);
    const res = await request.get('/acervo/1780');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<header class="estante-header">');
    expect(html).toContain('<footer class="estante-footer">');
    expect(html).not.toContain('id="title-heading"');
    await page.goto('/acervo/1780');
    await expect(page.locator('#title-heading')).toBeVisible();
  } finally {
    await restartTitleDetail();
  }
});
