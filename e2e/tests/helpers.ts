import { createRequire } from 'node:module';
import fs from 'node:fs';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiPort, FIXTURE_PORT, outboxOf, shellPort } from '../stacks.mjs';

export { expect };

// This worker's stack (e2e/stacks.mjs, e2e/server.mjs): Playwright sets the worker's parallel index
// in its environment before any spec file loads.
const stack = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** This worker's shell: the site the tests browse (the baseURL). */
export const SITE = `http://localhost:${shellPort(stack)}`;
/** This worker's API, called directly by tests that read or prepare state. */
export const API = `http://127.0.0.1:${apiPort(stack)}`;
/** This worker's development mail outbox (recovery codes, baskets sent), emptied with its database. */
export const OUTBOX = outboxOf(stack);

/** The spec file whose tests this worker's database is kept for. */
let stateOf: string | undefined;

/**
 * Playwright's `test`, on this worker's stack, which holds the seeded state when each spec file
 * starts: before a file's first test (and the first test of a worker started again after a failure,
 * so a retry starts from it too) the stack's API is put back to a fresh copy of the seeded database.
 * A file's own tests run in order on one database: what one changes, the next ones see.
 */
/**
 * How long a navigation waits for the page to become interactive. The shell's server sends the page
 * itself (issue 27): its elements are there before the scripts have run, and what a test does with
 * them then (a click on a button) would do nothing, as for a visitor who clicks that early. A page
 * says it is interactive with `<html data-estante-hydrated>` (its route's remote rendered); one that
 * never does (a remote that fails to load) is left as it is after this long.
 */
const INTERACTIVE_MS = 15_000;

async function interactive(page: Page): Promise<void> {
  await page
    .locator('html[data-estante-hydrated]')
    .waitFor({ state: 'attached', timeout: INTERACTIVE_MS })
    .catch(() => undefined);
}

export const test = base.extend<{ seededState: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  baseURL: async ({}, use) => use(SITE),
  // A navigation (goto, reload) waits, with scripts on, until the page is interactive.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const res = await goto(url, options);
        if (options?.waitUntil !== 'commit') await interactive(page);
        return res;
      };
      page.reload = async (options) => {
        const res = await reload(options);
        await interactive(page);
        return res;
      };
    }
    await use(page);
  },
  seededState: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use, testInfo) => {
      expect(testInfo.parallelIndex, 'the stack was chosen by TEST_PARALLEL_INDEX').toBe(stack);
      if (stateOf !== testInfo.file) {
        const res = await fetch(`http://127.0.0.1:${FIXTURE_PORT}/__e2e/stacks/${stack}/reset`, { method: 'POST' });
        expect(res.status, await res.text()).toBe(200);
        stateOf = testInfo.file;
      }
      await use();
    },
    { auto: true, timeout: 120_000 },
  ],
});

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 levels A and AA, as axe-core tags its rules (target-size is 2.2 AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The WCAG 2.2 A/AA violations axe-core finds in the page, one line each (rule, help, where). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: an inline <script> (addScriptTag) would be refused by
  // the site's Content-Security-Policy, which allows inline scripts by hash only.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource}\n;void 0`);
  // Colours are measured as they settle, not halfway through a transition (a button just enabled
  // fades from its disabled colours in 0.2 s; axe once measured it mid-way). Infinite ones (spinners) are left.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, WCAG_TAGS);
}

/** Runs axe-core in the page and fails with the list of WCAG 2.2 A/AA violations, if any. */
export async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Demo accounts of the seed (README "Demo accounts"). */
export const DEMO = {
  undergraduate: { login: '20240001', password: 'Leitura#2024', firstName: 'Ana', name: 'Ana Beatriz Souza' },
  graduate: { login: '20240002', password: 'Leitura#2024', firstName: 'Bruno' },
  professor: { login: 'P0001', password: 'Docente#2024' },
  blocked: { login: '20240003', password: 'Leitura#2024' },
  twoPersons: { login: '20240004', password: 'Leitura#2024' },
  linked: { login: '20240005', other: '20190005', password: 'Leitura#2024' },
  noCpf: { login: '20230136', password: 'Leitura#2024', name: 'Jonas Becker' },
} as const;

/** A patron's access token from the password grant (`extra`: more fields of the grant, e.g. the chosen person). */
export async function patronToken(request: APIRequestContext, account: { login: string; password: string }, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await request.post(`${API}/oauth/token`, { data: { client_id: 'estante-web', grant_type: 'password', username: account.login, password: account.password, ...extra } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A GET of the API as a visitor (the public token of client_credentials, Portuguese): the answer's JSON, which must be 2xx. */
export async function publicApi<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await request.post(`${API}/oauth/token`, { data: { grant_type: 'client_credentials', client_id: 'estante-web' } });
  const { access_token } = (await token.json()) as { access_token: string };
  const res = await request.get(`${API}${path}`, { headers: { ...bearer(access_token), lang: '1' } });
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** The Authorization header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Fills and sends the login page of `site` (this worker's own when '') with `from` as the redirect;
 * does not wait for where it lands.
 */
export async function sendLogin(page: Page, account: { login: string; password: string }, from: string, site = '', { remember = false } = {}) {
  await page.goto(`${site}/login?redirect=${encodeURIComponent(from)}`);
  await page.getByLabel('Código de usuário').fill(account.login);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  if (remember) await page.getByLabel('Manter conectado neste navegador').check();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Signs in through the login page of `site` (this worker's own when ''), as a patron does, and waits
 * for the page it lands on; `remember`: with "Manter conectado neste navegador" ticked.
 */
export async function signInAs(page: Page, account: { login: string; password: string } = DEMO.undergraduate, from = '/meupergamum', site = '', options: { remember?: boolean } = {}) {
  await sendLogin(page, account, from, site, options);
  await expect(page).toHaveURL(`${site}${from}`);
}

/**
 * Signs in as an account whose user code may ask which login or person to continue with (the linked
 * demo account): takes the first choice offered, then waits for the page it lands on.
 */
export async function signInChoosing(page: Page, account: { login: string; password: string }, from: string, site = '') {
  await sendLogin(page, account, from, site);
  const choose = page.getByRole('button', { name: 'Continuar' });
  await expect(choose.or(page.locator('#patron-title')).first()).toBeVisible({ timeout: 20_000 });
  if (await choose.isVisible()) await choose.click();
  await expect(page).toHaveURL(`${site}${from}`);
}

/** A page of the personal area at 375 px: its heading shows and the page does not scroll sideways (back to 1280 px after). */
export async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('#patron-title')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Client-side navigation (no reload), as a link inside the app would do. */
export async function navigate(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
