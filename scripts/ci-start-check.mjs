// CI's proof that `npm start` works on a clean clone: runs `npm start` with an empty data folder,
// waits for the site on :8080, checks through the shell that `/` loads, that a search returns titles
// and that a title page answers (over HTTP, then in Debian's chromium), then stops it with SIGTERM
// and waits for it to exit. Exits non-zero, with the reason, when any of it fails.
// Imports only Node's own modules up front: nothing is installed when it starts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = 'http://127.0.0.1:8080';
const START_TIMEOUT_MS = Number(process.env.START_TIMEOUT_MS ?? 30 * 60_000);
const STOP_TIMEOUT_MS = 30_000;
const TERM = 'jazz';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-start-'));
const log = (msg) => console.log(`[start-check] ${msg}`);
log(`npm start with DATA_DIR=${dataDir}`);
// Its own process group, so the stop below reaches npm, the start script and the servers it spawned.
const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
let exitCode = null;
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exitCode = code ?? signal))));

function fail(msg) {
  throw new Error(msg);
}

async function waitForSite() {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== null) fail(`npm start exited (${exitCode}) before the site answered`);
    try {
      const res = await fetch(`${SITE}/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  fail(`the site did not answer on ${SITE} within ${START_TIMEOUT_MS / 1000} s`);
}

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) fail(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

async function checkHttp() {
  const home = await fetch(`${SITE}/`);
  const html = await home.text();
  if (!/text\/html/.test(home.headers.get('content-type') ?? '') || !html.includes('<script')) fail('/ is not the shell page');
  log('/ answers the shell page');
  const { access_token } = await json(`${SITE}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'estante-web' }),
  });
  const auth = { authorization: `Bearer ${access_token}` };
  const results = await json(`${SITE}/api/consulta?termo_pesquisa=${TERM}`, { headers: auth });
  if (!(results.total > 0) || !results.data?.[0]) fail(`a search for "${TERM}" found no titles`);
  log(`a search for "${TERM}" finds ${results.total} titles`);
  const first = results.data[0];
  const title = await json(`${SITE}/api/acervo/${first.cod_acervo}`, { headers: auth });
  const page = await fetch(`${SITE}/acervo/${first.cod_acervo}`);
  if (!page.ok || !(await page.text()).includes('<script')) fail(`the title page /acervo/${first.cod_acervo} answered ${page.status}`);
  log(`the title page /acervo/${first.cod_acervo} answers (${JSON.stringify(title.obra ?? first.obra).slice(0, 60)})`);
  return first;
}

/** The same through a real browser: the shell and the remotes render the pages. */
async function checkBrowser(first) {
  const { chromium } = await import(path.join(root, 'node_modules/@playwright/test/index.mjs'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ locale: 'pt-BR' });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${SITE}/`);
    await page.getByRole('heading', { name: 'Pesquise no acervo' }).waitFor({ timeout: 60_000 });
    log('in chromium, / shows the search');
    await page.goto(`${SITE}/?q=${TERM}`);
    await page.locator(`a[href$="/acervo/${first.cod_acervo}"]`).first().waitFor({ timeout: 60_000 });
    log(`in chromium, /?q=${TERM} lists titles`);
    await page.goto(`${SITE}/acervo/${first.cod_acervo}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: first.obra.slice(0, 20) }).first().waitFor({ timeout: 60_000 });
    log(`in chromium, /acervo/${first.cod_acervo} shows its title`);
    if (errors.length) fail(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
  }
}

async function stop() {
  if (exitCode !== null) return;
  log('stopping npm start (SIGTERM)');
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const timer = setTimeout(() => {
    log(`still running after ${STOP_TIMEOUT_MS / 1000} s: SIGKILL`);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

let ok = false;
try {
  await waitForSite();
  const first = await checkHttp();
  await checkBrowser(first);
  ok = true;
} catch (e) {
  console.error(`[start-check] FAILED: ${e instanceof Error ? e.message : String(e)}`);
} finally {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
log(ok ? 'npm start works' : 'npm start check failed');
process.exit(ok ? 0 : 1);
