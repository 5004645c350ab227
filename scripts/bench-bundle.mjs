// `pnpm bench:bundle`: bytes of JS and CSS (raw and gzip) that a first visit to `/` loads,
// per file and in total, for the federated build and for a monolith build of the same
// pages (federation off). Prints figures; it is a measurement, not a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensurePnpm, pnpm, root } from './pnpm.mjs';
import { startApi } from './api-process.mjs';
import { serveSite } from './serve.mjs';
import { createShellServer } from '../apps/shell/server.mjs';

const GOAL_TOTAL_GZIP = 250 * 1024;
const GOAL_RATIO = 1.15;

if (!process.argv.includes('--no-build')) {
  ensurePnpm();
  pnpm('run', 'build');
  pnpm('run', 'build:monolith');
}

const apiPort = 8091;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-bench-'));
const api = await startApi({ port: apiPort, dataDir });
const apiUrl = `http://127.0.0.1:${apiPort}`;
const federated = await serveSite({ apiUrl });
const monolith = await createShellServer({ distDir: path.join(root, 'apps/shell/dist-monolith'), apiUrl });
await monolith.listen({ host: '127.0.0.1', port: 8180 });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function measure(url) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  const files = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await res.body().catch(() => null);
    if (!body) return;
    files.push({ url: res.url(), kind: type === 'script' ? 'js' : 'css', raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Pesquise no acervo' }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return files;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
function report(name, files) {
  console.log(`\n== ${name}: first visit to / ==`);
  console.log(`${'file'.padEnd(58)} ${'kind'.padEnd(4)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
    const short = f.url.replace(/^http:\/\/(localhost|127\.0\.0\.1)/, '');
    console.log(`${short.slice(0, 58).padEnd(58)} ${f.kind.padEnd(4)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(10)}`);
  }
  const sum = (kind, key) => files.filter((f) => !kind || f.kind === kind).reduce((n, f) => n + f[key], 0);
  const totals = { jsRaw: sum('js', 'raw'), jsGzip: sum('js', 'gzip'), cssRaw: sum('css', 'raw'), cssGzip: sum('css', 'gzip'), raw: sum(null, 'raw'), gzip: sum(null, 'gzip'), files: files.length };
  console.log(`total: ${totals.files} files; JS ${kb(totals.jsRaw)} raw / ${kb(totals.jsGzip)} gzip; CSS ${kb(totals.cssRaw)} raw / ${kb(totals.cssGzip)} gzip; all ${kb(totals.raw)} raw / ${kb(totals.gzip)} gzip`);
  return totals;
}

try {
  const fed = report('federated', await measure(federated.url));
  const mono = report('monolith (federation off)', await measure('http://localhost:8180'));
  const ratio = fed.gzip / mono.gzip;
  console.log(`\nfederated ÷ monolith (gzip): ${ratio.toFixed(3)}  (goal ≤ ${GOAL_RATIO})`);
  console.log(`federated total on / (gzip): ${kb(fed.gzip)}  (goal ≤ ${kb(GOAL_TOTAL_GZIP)})`);
  console.log(`goals: total ${fed.gzip <= GOAL_TOTAL_GZIP ? 'met' : 'MISSED'}, ratio ${ratio <= GOAL_RATIO ? 'met' : 'MISSED'}`);
} finally {
  await browser.close();
  await Promise.allSettled([federated.close(), monolith.close()]);
  api.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
