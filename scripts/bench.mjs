// `pnpm bench`: the figures of issue 14 in one run, printed as one table and written to
// bench/results/<YYYY-MM-DD>.json (bench/README.md). A measurement, not a test: nothing fails on a
// figure, the goals are printed beside them (met / MISSED).
//
//   pnpm bench [--no-build] [--runs N] [--only bytes,html,lighthouse,inp,api] [--api-titles N] [--skip-api]
//
// - bytes: JS and CSS (raw and gzip-9 of each body) of a first visit (fresh context, nothing cached)
//   to `/`, a results page, a title page and the personal area signed in, per app (the origin that
//   served the file: the shell :8080, each remote on its port) and in total;
// - html: the first HTML of each page as a crawler or a script-less visitor gets it (no cookies, no
//   token): time to first byte p50/p95 of 40 requests in a row after 5 to warm up, its bytes (raw and
//   gzip-9), and what it holds of the page (a title of its own, JSON-LD; issue 27);
// - lighthouse: Lighthouse 12.8 mobile (default emulation and simulated throttling), score, LCP,
//   FCP, TBT, CLS, medians of --runs runs (BENCH_RUNS, default 3) on the same four pages;
// both for the federated build (`pnpm build`, scripts/serve.mjs) and the monolith
// (`pnpm build:monolith`, apps/shell/dist-monolith on :8180), with federated ÷ monolith ratios;
// - inp: INP of typing in the search box and of toggling a facet, 4 × CPU slowdown, both builds;
// - api: `pnpm bench:api --titles N` run as a child (default its own default; its output is
//   echoed), its summary lines kept in the JSON. Runs last, once the site is stopped.
// The site's API listens on :8091 with a temporary DATA_DIR. Needs Debian's chromium (CHROMIUM_PATH).
// `pnpm bench:bundle` (scripts/bench-bundle.mjs) is `--only bytes`, `pnpm bench:web`
// (scripts/bench-web.mjs) is `--only lighthouse,inp`; a partial run
// writes bench/results/<date>-<parts>.json so the day's full record is not overwritten.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { ensurePnpm, pnpm, root } from './pnpm.mjs';
import { startApi } from './api-process.mjs';
import { serveSite, webClientSecret } from './serve.mjs';
import { createShellServer } from '../apps/shell/server.mjs';

const PARTS = ['bytes', 'html', 'lighthouse', 'inp', 'api'];
const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    only: { type: 'string' },
    'api-titles': { type: 'string' },
    'skip-api': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  console.log(`pnpm bench [options]
  --no-build          measure the existing builds (apps/*/dist, apps/shell/dist-monolith)
  --runs N            Lighthouse and INP runs per page, medians reported (default BENCH_RUNS or 3)
  --only LIST         comma list of ${PARTS.join(', ')} (default all)
  --api-titles N      titles for pnpm bench:api (default: bench:api's own, 200000)
  --skip-api          everything but the API figures`);
  process.exit(0);
}
const RUNS = Number(opts.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive integer');
const only = opts.only ? opts.only.split(',').map((s) => s.trim()) : PARTS;
for (const part of only) if (!PARTS.includes(part)) throw new Error(`--only: unknown part ${part} (${PARTS.join(', ')})`);
const parts = new Set(only.filter((p) => !(p === 'api' && opts['skip-api'])));
if (opts['api-titles'] !== undefined && !/^[1-9]\d*$/.test(opts['api-titles'])) throw new Error('--api-titles must be a positive integer');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEMO = { login: '20240001', password: 'Leitura#2024' };
const MONOLITH_PORT = 8180;
const API_PORT = 8091;
const GOALS = { homeJsGzip: 250 * 1024, bytesRatio: 1.15, lcpRatio: 1.05, score: 95, inp: 100 };

/** The four pages, each with what shows it is really there (Portuguese: the contexts are pt-BR). */
const PAGES = [
  {
    name: 'home',
    path: '/',
    // The search box and the home panels below it (the events' text is sanitised by a chunk of its own).
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Pesquise no acervo' }).waitFor();
      await page.locator('.catalogue-new__item').first().waitFor();
      await page.locator('.catalogue-events__text').first().waitFor();
    },
  },
  {
    name: 'results',
    path: '/?q=jazz&for=INDICE_1',
    ready: async (page) => {
      await page.locator('#catalogue-results-count').waitFor();
      await page.locator('.catalogue-results-layout[aria-busy="false"]').waitFor();
    },
  },
  { name: 'title', path: '/acervo/1', ready: (page) => page.locator('#title-heading').waitFor() },
  { name: 'personal area', path: '/meupergamum', signedIn: true, ready: (page) => page.locator('#patron-title').waitFor() },
];

const appsFile = JSON.parse(fs.readFileSync(path.join(root, 'packages/federation/src/apps.json'), 'utf8'));
const appByPort = new Map([[String(appsFile.shell.port), 'shell'], [String(MONOLITH_PORT), 'monolith'], ...Object.entries(appsFile.remotes).map(([n, { port }]) => [String(port), n])]);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** Signs the demo patron in through the login page ("remember me": the session in localStorage, for every tab). */
async function signIn(page, origin) {
  await page.goto(`${origin}/login?redirect=${encodeURIComponent('/meupergamum')}`);
  const form = page.locator('form').filter({ has: page.locator('input[type=password]') });
  await form.locator('input[id$="-user"]').fill(DEMO.login);
  await form.locator('input[type=password]').fill(DEMO.password);
  await form.locator('input[name=remember]').check();
  await form.locator('button[type=submit]').click();
  await page.waitForURL(`${origin}/meupergamum`);
  await page.locator('#patron-title').waitFor();
  await page.waitForFunction(() => window.localStorage.getItem('estante.session') !== null);
}

// ---------------------------------------------------------------------------------------------
// The first HTML

const percentile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

/**
 * The first HTML of a page, fetched as a crawler does: TTFB p50/p95 (the head and the chrome, streamed
 * before the remote's part), the time to its last byte p50/p95 (the remote's part, after its answers),
 * bytes, what it holds.
 */
async function measureHtml(origin, pageDef) {
  const url = `${origin}${pageDef.path}`;
  const ttfb = [];
  const whole = [];
  let body = '';
  for (let i = 0; i < 45; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const t1 = performance.now();
    body = await res.text();
    const t2 = performance.now();
    if (i >= 5) {
      ttfb.push(t1 - t0);
      whole.push(t2 - t0);
    }
  }
  const generic = /<title>Estante<\/title>|<title>Catálogo online<\/title>/.test(body) || !/<title>[^<]+<\/title>/.test(body);
  return {
    ttfbP50: percentile(ttfb, 0.5),
    ttfbP95: percentile(ttfb, 0.95),
    lastByteP50: percentile(whole, 0.5),
    lastByteP95: percentile(whole, 0.95),
    raw: Buffer.byteLength(body),
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? null,
    ownTitle: !generic,
    jsonLd: body.includes('application/ld+json'),
  };
}

// ---------------------------------------------------------------------------------------------
// Bytes

async function measureBytes(browser, origin, pageDef) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  if (pageDef.signedIn) {
    await signIn(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  const pending = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res.body().then(
        (body) => ({ url: res.url(), app: appByPort.get(new URL(res.url()).port) ?? new URL(res.url()).origin, kind: type === 'script' ? 'js' : 'css', raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(`${origin}${pageDef.path}`);
  await pageDef.ready(page);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const sum = (list) => ({
    jsRaw: list.filter((f) => f.kind === 'js').reduce((n, f) => n + f.raw, 0),
    jsGzip: list.filter((f) => f.kind === 'js').reduce((n, f) => n + f.gzip, 0),
    cssRaw: list.filter((f) => f.kind === 'css').reduce((n, f) => n + f.raw, 0),
    cssGzip: list.filter((f) => f.kind === 'css').reduce((n, f) => n + f.gzip, 0),
    files: list.length,
  });
  const apps = Object.fromEntries([...new Set(files.map((f) => f.app))].sort().map((app) => [app, sum(files.filter((f) => f.app === app))]));
  const total = sum(files);
  const list = files.map(({ url, kind, raw, gzip }) => ({ url, kind, raw, gzip })).sort((a, b) => b.gzip - a.gzip);
  return { ...total, raw: total.jsRaw + total.cssRaw, gzip: total.jsGzip + total.cssGzip, apps, list };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

async function lighthouseRun(origin, pageDef) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    if (pageDef.signedIn) {
      // The session has to be in the launched Chrome before Lighthouse loads the page, and
      // Lighthouse must not wipe it (disableStorageReset): sign in over CDP, then empty the cache.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await signIn(page, origin);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.goto('about:blank');
      await page.close();
      await browser.close(); // disconnects; the launched Chrome stays
    }
    const result = await lighthouse(`${origin}${pageDef.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      locale: 'pt-BR',
      disableStorageReset: Boolean(pageDef.signedIn),
    });
    const a = result.lhr.audits;
    const errors = result.lhr.runtimeError ? [result.lhr.runtimeError.message] : [];
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      // Lighthouse's measure of this machine's speed at the time (higher is faster): figures of runs
      // whose index differs much are not comparable.
      benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? null,
      finalUrl: result.lhr.finalDisplayedUrl,
      ...(errors.length ? { errors } : {}),
    };
  } finally {
    await chrome.kill();
  }
}

async function lighthouseRuns(origin, pageDef) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // A run that fails is kept as its error; the medians are of the runs that answered.
    runs.push(await lighthouseRun(origin, pageDef).catch((error) => ({ failed: String(error?.message ?? error) })));
  }
  const ok = runs.filter((r) => !r.failed && !r.errors);
  if (!ok.length) throw new Error(`Lighthouse failed on ${origin}${pageDef.path}: ${JSON.stringify(runs)}`);
  const med = (key) => median(ok.map((r) => r[key]));
  return { runs, median: { score: med('score'), lcp: med('lcp'), fcp: med('fcp'), tbt: med('tbt'), cls: med('cls'), benchmarkIndex: med('benchmarkIndex') } };
}

// ---------------------------------------------------------------------------------------------
// INP (Event Timing API, slowest interaction of a run), as scripts/bench-web.mjs measured it

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

const INTERACTIONS = [
  { name: 'typing in the search box', path: '/', act: typing },
  { name: 'toggling a facet', path: '/?q=jazz&for=INDICE_1', act: facetToggles },
];

// ---------------------------------------------------------------------------------------------
// API: pnpm bench:api as a child

function benchApi(dataDir) {
  const args = ['bench:api'];
  if (opts['api-titles']) args.push('--titles', opts['api-titles']);
  // A folder of its own (PGlite), so another bench:api running on this machine is not rebuilt under it.
  if (!process.env.DATABASE_URL) args.push('--data-dir', path.join(dataDir, 'api-pglite'));
  console.log(`\n[bench] pnpm ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`pnpm bench:api exited with ${code}`));
      const lines = out.split('\n');
      const start = lines.findIndex((l) => l.startsWith('summary —'));
      if (start < 0) return reject(new Error('pnpm bench:api printed no summary'));
      const summary = [lines[start], ...lines.slice(start + 1).filter((l) => l.startsWith('  ')).map((l) => l.trim())];
      const triple = (label) => {
        const m = summary.find((l) => l.startsWith(label))?.match(/([\d.]+) \/ ([\d.]+) \/ ([\d.]+) ms/);
        return m ? { p50: Number(m[1]), p95: Number(m[2]), p99: Number(m[3]) } : null;
      };
      const ratio = summary.find((l) => l.startsWith('HTTP p95 / direct p95'))?.match(/p95 ([\d.]+) \(/);
      const rps = summary.find((l) => l.startsWith('autocannon'))?.match(/([\d.]+) req\/s/);
      const titles = lines[start].match(/, (\d+) titles/);
      resolve({
        titles: titles ? Number(titles[1]) : null,
        http: triple('HTTP   p50'),
        direct: triple('direct p50'),
        httpOverDirectP95: ratio ? Number(ratio[1]) : null,
        autocannonReqPerSec: rps ? Number(rps[1]) : null,
        summary,
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------

const needSite = parts.has('bytes') || parts.has('html') || parts.has('lighthouse') || parts.has('inp');
if (needSite && !opts['no-build']) {
  ensurePnpm();
  pnpm('run', 'build');
  pnpm('run', 'build:monolith');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-bench-'));
const started = new Date();
const record = {
  date: started.toISOString(),
  commit: git('rev-parse', 'HEAD'),
  workingTreeClean: git('status', '--porcelain') === '',
  machine: { cpus: os.cpus().length, loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))), node: process.version },
  runs: RUNS,
  parts: [...parts],
  goals: { homeJsGzipKB: 250, bytesRatio: GOALS.bytesRatio, lcpRatio: GOALS.lcpRatio, lighthouseScore: GOALS.score, inpMs: GOALS.inp },
  pages: /** @type {Record<string, any>} */ ({}),
  inp: /** @type {Record<string, any>} */ ({}),
  api: /** @type {any} */ (null),
};

if (needSite) {
  const apiData = path.join(dataDir, 'site-api');
  const api = await startApi({ port: API_PORT, dataDir: apiData, env: { LOG_LEVEL: 'warn' } });
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  let site;
  let monolith;
  let browser;
  try {
    site = await serveSite({ apiUrl, clientSecret: webClientSecret({ dataDir: apiData }) });
    // The monolith has no remotes: an empty remotes file, so its server's CSP does not allow the
    // federated remotes' origins (they listen too, for the federated build). Its page preloads no
    // remote either (the server reads the build kind from index.html).
    const noRemotes = path.join(dataDir, 'no-remotes.json');
    fs.writeFileSync(noRemotes, '{}\n');
    monolith = await createShellServer({ distDir: path.join(root, 'apps/shell/dist-monolith'), apiUrl, remotesFile: noRemotes });
    await monolith.listen({ host: '127.0.0.1', port: MONOLITH_PORT });
    const builds = { federated: site.url, monolith: `http://localhost:${MONOLITH_PORT}` };
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    record.machine.chromium = browser.version();
    for (const pageDef of PAGES) {
      const entry = (record.pages[pageDef.path] = { name: pageDef.name, signedIn: Boolean(pageDef.signedIn) });
      for (const [build, origin] of Object.entries(builds)) {
        entry[build] = {};
        if (parts.has('bytes')) {
          console.log(`[bench] bytes ${build} ${pageDef.path}`);
          entry[build].bytes = await measureBytes(browser, origin, pageDef);
        }
        if (parts.has('html')) {
          console.log(`[bench] first HTML ${build} ${pageDef.path}`);
          entry[build].html = await measureHtml(origin, pageDef);
        }
        if (parts.has('lighthouse')) {
          console.log(`[bench] Lighthouse ${RUNS}× ${build} ${pageDef.path}`);
          entry[build].lighthouse = await lighthouseRuns(origin, pageDef);
        }
      }
      entry.ratios = {
        ...(parts.has('bytes') ? { gzip: entry.federated.bytes.gzip / entry.monolith.bytes.gzip, jsGzip: entry.federated.bytes.jsGzip / entry.monolith.bytes.jsGzip } : {}),
        ...(parts.has('lighthouse') ? { lcp: entry.federated.lighthouse.median.lcp / entry.monolith.lighthouse.median.lcp } : {}),
      };
    }
    if (parts.has('inp')) {
      for (const { name, path: p, act } of INTERACTIONS) {
        record.inp[name] = { path: p };
        for (const [build, origin] of Object.entries(builds)) {
          console.log(`[bench] INP ${RUNS}× ${build} ${name}`);
          const runs = [];
          for (let i = 0; i < RUNS; i++) runs.push(await inp(browser, `${origin}${p}`, act));
          record.inp[name][build] = { runs, p50: median(runs.map((r) => r.inp)), max: Math.max(...runs.map((r) => r.inp)) };
        }
      }
    }
  } finally {
    await browser?.close();
    await Promise.allSettled([site?.close(), monolith?.close()]);
    api.kill();
  }
}

try {
  if (parts.has('api')) record.api = await benchApi(dataDir);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// The table

const rows = [];
const verdict = (ok) => (ok ? 'met' : 'MISSED');
const row = (page, figure, fed = '', mono = '', ratio = '', goal = '', status = '') => rows.push([page, figure, fed, mono, ratio, goal, status]);

const gz = (b, key) => `${kb(b[`${key}Gzip`])} (${kb(b[`${key}Raw`])})`;
const goalsMet = [];
const judge = (what, ok) => {
  goalsMet.push({ what, met: ok });
  return verdict(ok);
};

for (const [p, entry] of Object.entries(record.pages)) {
  const label = `${p}${entry.signedIn ? ' (signed in)' : ''}`;
  const fed = entry.federated;
  const mono = entry.monolith;
  if (fed.bytes) {
    const homeOk = fed.bytes.jsGzip <= GOALS.homeJsGzip;
    row(label, 'JS gzip (raw)', gz(fed.bytes, 'js'), gz(mono.bytes, 'js'), entry.ratios.jsGzip.toFixed(2), p === '/' ? '≤ 250 KB' : '', p === '/' ? judge('/ JS gzip ≤ 250 KB', homeOk) : '');
    row('', 'CSS gzip (raw)', gz(fed.bytes, 'css'), gz(mono.bytes, 'css'));
    for (const [app, b] of Object.entries(fed.bytes.apps)) {
      row('', `  ${app}`, `JS ${kb(b.jsGzip)}${b.cssGzip ? ` + CSS ${kb(b.cssGzip)}` : ''}`, '', '', '', '');
    }
    row('', 'total gzip (raw)', `${kb(fed.bytes.gzip)} (${kb(fed.bytes.raw)})`, `${kb(mono.bytes.gzip)} (${kb(mono.bytes.raw)})`, entry.ratios.gzip.toFixed(2), `÷ ≤ ${GOALS.bytesRatio}`, judge(`${p} bytes ratio ≤ ${GOALS.bytesRatio}`, entry.ratios.gzip <= GOALS.bytesRatio));
    row('', 'files', String(fed.bytes.files), String(mono.bytes.files));
  }
  if (fed.html) {
    const h = (x) => `${ms(x.ttfbP50)} / ${ms(x.ttfbP95)}`;
    row(fed.bytes ? '' : label, 'first HTML TTFB p50/p95', h(fed.html), h(mono.html));
    const w = (x) => `${ms(x.lastByteP50)} / ${ms(x.lastByteP95)}`;
    row('', 'first HTML last byte p50/p95', w(fed.html), w(mono.html));
    row('', 'first HTML gzip (raw)', `${kb(fed.html.gzip)} (${kb(fed.html.raw)})`, `${kb(mono.html.gzip)} (${kb(mono.html.raw)})`);
    row('', 'its own <title> / JSON-LD', `${fed.html.ownTitle ? 'yes' : 'no'} / ${fed.html.jsonLd ? 'yes' : 'no'}`, `${mono.html.ownTitle ? 'yes' : 'no'} / ${mono.html.jsonLd ? 'yes' : 'no'}`);
  }
  if (fed.lighthouse) {
    const f = fed.lighthouse.median;
    const m = mono.lighthouse.median;
    row('', `Lighthouse score (${RUNS})`, String(f.score), String(m.score), '', `≥ ${GOALS.score}`, judge(`${p} Lighthouse ≥ ${GOALS.score}`, f.score >= GOALS.score));
    row('', 'LCP', ms(f.lcp), ms(m.lcp), entry.ratios.lcp.toFixed(2), `÷ ≤ ${GOALS.lcpRatio}`, judge(`${p} LCP ratio ≤ ${GOALS.lcpRatio}`, entry.ratios.lcp <= GOALS.lcpRatio));
    row('', 'FCP', ms(f.fcp), ms(m.fcp));
    row('', 'TBT', ms(f.tbt), ms(m.tbt));
    row('', 'CLS', f.cls.toFixed(3), m.cls.toFixed(3));
    row('', 'Lighthouse benchmark index', String(Math.round(f.benchmarkIndex ?? 0)), String(Math.round(m.benchmarkIndex ?? 0)));
  }
}
for (const [name, r] of Object.entries(record.inp)) {
  row(`INP ${name}`, `p50 / max (${RUNS})`, `${ms(r.federated.p50)} / ${ms(r.federated.max)}`, `${ms(r.monolith.p50)} / ${ms(r.monolith.max)}`, '', `≤ ${GOALS.inp} ms`, judge(`INP ${name} ≤ ${GOALS.inp} ms`, r.federated.p50 <= GOALS.inp));
}
if (record.api) {
  const a = record.api;
  const t = (x) => (x ? `${x.p50} / ${x.p95} / ${x.p99} ms` : '?');
  row(`API ${a.titles ?? '?'} titles`, 'HTTP p50/p95/p99', t(a.http));
  row('', 'direct p50/p95/p99', t(a.direct));
  row('', 'HTTP p95 ÷ direct p95', String(a.httpOverDirectP95 ?? '?'), '', '', '≤ 1.3', a.httpOverDirectP95 === null ? '' : judge('API HTTP p95 ≤ 1.3 × direct', a.httpOverDirectP95 <= 1.3));
  row('', '20 connections', `${a.autocannonReqPerSec ?? '?'} req/s`);
}
record.goalsMet = goalsMet;

const header = ['page', 'figure', 'federated', 'monolith', 'fed÷mono', 'goal', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) => r.map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
console.log(`\nEstante bench — ${record.date}, ${record.commit.slice(0, 10)}${record.workingTreeClean ? '' : ' (+ uncommitted changes)'}, ${record.machine.cpus} CPUs`);
console.log('bytes: first visit, gzip-9 of each body (raw); Lighthouse 12.8 mobile, simulated throttling, medians; INP at 4 × CPU slowdown');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log(`goals: ${goalsMet.filter((g) => g.met).length} met, ${goalsMet.filter((g) => !g.met).length} MISSED`);

const day = started.toISOString().slice(0, 10);
const partial = PARTS.filter((p) => !parts.has(p));
const file = path.join(root, 'bench/results', `${day}${partial.length ? `-${[...parts].join('+')}` : ''}.json`);
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
console.log(`written: ${path.relative(root, file)}`);
