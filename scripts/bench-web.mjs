// `pnpm bench:web`: how the results page feels on a phone. Prints figures; a measurement, not a test.
// - Lighthouse 12.8 (mobile: emulated Moto G Power, 4x CPU slowdown, slow 4G) on the results page:
//   performance score, LCP, FCP, TBT, CLS, Speed Index (median of RUNS runs).
// - INP (Interaction to Next Paint) in Chromium with a 4x CPU slowdown, from the Event Timing API:
//   typing a term in the search box (one interaction per key) and toggling a facet (each click
//   refetches the results). Per run the INP is the slowest interaction (fewer than 50 of them);
//   p50 and max over the runs.
// Builds first unless `--no-build`. Needs Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { ensurePnpm, pnpm } from './pnpm.mjs';
import { startApi } from './api-process.mjs';
import { serveSite } from './serve.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RESULTS_PATH = '/?q=jazz&for=INDICE_1';

if (!process.argv.includes('--no-build')) {
  ensurePnpm();
  pnpm('run', 'build');
}

const apiPort = 8091;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-bench-web-'));
const api = await startApi({ port: apiPort, dataDir, env: { LOG_LEVEL: 'warn' } });
const site = await serveSite({ apiUrl: `http://127.0.0.1:${apiPort}` });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (n) => `${Math.round(n)} ms`;

async function lighthouseRuns(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], locale: 'pt-BR' });
      const a = result.lhr.audits;
      runs.push({
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        lcp: a['largest-contentful-paint'].numericValue,
        fcp: a['first-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        si: a['speed-index'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  return runs;
}

/** Slowest interaction (Event Timing, grouped by interactionId) while `act` runs in the page. */
async function inp(browser, url, act) {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    window.__interactions = new Map();
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        window.__interactions.set(e.interactionId, Math.max(window.__interactions.get(e.interactionId) ?? 0, e.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await act(page);
  await page.waitForTimeout(500);
  const values = await page.evaluate(() => [...window.__interactions.values()]);
  await context.close();
  return { inp: values.length ? Math.max(...values) : 0, interactions: values.length };
}

async function typing(page) {
  const box = page.getByRole('combobox', { name: 'Termo de pesquisa' });
  await box.click();
  await page.keyboard.type('metodologia científica', { delay: 120 });
}

async function facetToggles(page) {
  for (let i = 0; i < 4; i++) {
    const box = page.locator('.catalogue-facet input[type=checkbox]').first();
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/consulta?')), box.click()]);
    await page.locator('.catalogue-results-layout[aria-busy="false"]').waitFor();
  }
}

try {
  const url = `${site.url}${RESULTS_PATH}`;
  console.log(`Lighthouse ${RUNS}× (mobile) on ${RESULTS_PATH}`);
  const lh = await lighthouseRuns(url);
  for (const [i, r] of lh.entries()) console.log(`  run ${i + 1}: score ${r.score}, LCP ${ms(r.lcp)}, FCP ${ms(r.fcp)}, TBT ${ms(r.tbt)}, CLS ${r.cls.toFixed(3)}, SI ${ms(r.si)}`);
  console.log(
    `  median: score ${median(lh.map((r) => r.score))}, LCP ${ms(median(lh.map((r) => r.lcp)))}, FCP ${ms(median(lh.map((r) => r.fcp)))}, TBT ${ms(median(lh.map((r) => r.tbt)))}, CLS ${median(lh.map((r) => r.cls)).toFixed(3)}`,
  );

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  for (const [name, path_, act] of [
    ['typing in the search box', '/', typing],
    ['toggling a facet', RESULTS_PATH, facetToggles],
  ]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await inp(browser, `${site.url}${path_}`, act));
    console.log(`INP ${name} (4x CPU slowdown, ${RUNS} runs): p50 ${ms(median(runs.map((r) => r.inp)))}, max ${ms(Math.max(...runs.map((r) => r.inp)))} (${runs.map((r) => `${Math.round(r.inp)}/${r.interactions}`).join(', ')} ms/interactions)`);
  }
  await browser.close();
} finally {
  await site.close();
  api.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
