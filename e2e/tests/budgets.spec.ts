import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { DEMO, expect, signInAs, SITE, test } from './helpers';

// Byte budgets (issue 14): each route of the production build loaded as a first visit (a fresh
// context, nothing cached) must not load more JS and CSS than e2e/budgets.json allows: per route
// the total JS and CSS, and the JS of each app (the origin that served it: the worker's shell,
// each remote on its own port, packages/federation/src/apps.json). Bytes are the body gzipped at
// level 9 here, so the figure does not depend on how the server compresses. bench/README.md says
// how to change a budget. BUDGETS_REPORT=1 (`pnpm budgets:report`) prints the figures beside the
// budgets and fails nothing.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const report = process.env.BUDGETS_REPORT === '1';

interface RouteBudget {
  readonly js: number;
  readonly css: number;
  /** JS per app, KB gzip. */
  readonly apps: Record<string, number>;
}
interface BudgetsFile {
  readonly routes: Record<string, RouteBudget>;
}
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'e2e/budgets.json'), 'utf8')) as BudgetsFile;

interface AppsFile {
  readonly shell: { readonly port: number };
  readonly remotes: Record<string, { readonly port: number }>;
}
const appsFile = JSON.parse(fs.readFileSync(path.join(root, 'packages/federation/src/apps.json'), 'utf8')) as AppsFile;
const appByPort = new Map<string, string>([
  // The shell is this worker's (not apps.json's :8080: the suite runs a shell per worker, tests/helpers.ts).
  [new URL(SITE).port, 'shell'],
  ...Object.entries(appsFile.remotes).map(([name, { port }]) => [String(port), name] as [string, string]),
]);

/** The routes measured, each with what shows that its page is really there. */
const routes: readonly { path: string; signedIn?: boolean; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    // The search box and the home panels below it (the events' text is sanitised by a chunk of its own).
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Pesquise no acervo' }).waitFor();
      await page.locator('.catalogue-new__item').first().waitFor();
      await page.locator('.catalogue-events__text').first().waitFor();
    },
  },
  {
    path: '/?q=jazz&for=INDICE_1',
    ready: async (page) => {
      await page.locator('#catalogue-results-count').waitFor();
      await page.locator('.catalogue-results-layout[aria-busy="false"]').waitFor();
    },
  },
  { path: '/acervo/1', ready: (page) => page.locator('#title-heading').waitFor() },
  { path: '/login', ready: (page) => page.getByLabel('Código de usuário').waitFor() },
  { path: '/meupergamum', signedIn: true, ready: (page) => page.getByRole('heading', { name: 'Meu Pergamum', level: 1 }).waitFor() },
];

interface Figures {
  js: number;
  css: number;
  apps: Record<string, number>;
  files: number;
  /** Each file: its address and gzip bytes (printed by the report). */
  list: string[];
}

/** Loads `route` in `page` and sums the gzip-9 bytes of every script and stylesheet it received. */
async function measure(page: Page, route: (typeof routes)[number]): Promise<Figures> {
  const pending: Promise<void>[] = [];
  const figures: Figures = { js: 0, css: 0, apps: {}, files: 0, list: [] };
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res.body().then((body) => {
        const gzip = zlib.gzipSync(body, { level: 9 }).length;
        figures.files += 1;
        figures.list.push(`    ${res.url()}  ${kb(gzip)}`);
        if (type === 'stylesheet') {
          figures.css += gzip;
          return;
        }
        figures.js += gzip;
        const url = new URL(res.url());
        const app = appByPort.get(url.port) ?? url.origin;
        figures.apps[app] = (figures.apps[app] ?? 0) + gzip;
      }),
    );
  });
  await page.goto(route.path);
  await route.ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every figure over its budget (or without one), as "/: catalogue JS 48.2 KB gzip > budget 45.0 KB". */
function overBudget(route: string, figures: Figures, budget: RouteBudget | undefined): string[] {
  if (!budget) return [`${route}: no budget in e2e/budgets.json`];
  const over: string[] = [];
  const check = (what: string, bytes: number, limit: number | undefined) => {
    if (limit === undefined) over.push(`${route}: ${what} ${kb(bytes)} gzip has no budget in e2e/budgets.json`);
    else if (bytes > limit * 1024) over.push(`${route}: ${what} ${kb(bytes)} gzip > budget ${limit.toFixed(1)} KB`);
  };
  check('JS', figures.js, budget.js);
  check('CSS', figures.css, budget.css);
  for (const [app, bytes] of Object.entries(figures.apps)) check(`${app} JS`, bytes, budget.apps[app]);
  return over;
}

function table(route: string, figures: Figures, budget: RouteBudget | undefined): string {
  const row = (what: string, bytes: number, limit: number | undefined) =>
    `  ${what.padEnd(18)} ${kb(bytes).padStart(10)}  budget ${limit === undefined ? '—' : `${limit.toFixed(1)} KB`}`;
  return [
    `${route} (${figures.files} files, gzip-9)`,
    row('JS', figures.js, budget?.js),
    row('CSS', figures.css, budget?.css),
    ...Object.entries(figures.apps)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([app, bytes]) => row(`${app} JS`, bytes, budget?.apps[app])),
  ].join('\n');
}

test.describe('byte budgets of a first visit (e2e/budgets.json)', () => {
  for (const route of routes) {
    test(`${route.path}${route.signedIn ? ' signed in' : ''}`, async ({ page, context }) => {
      if (route.signedIn) {
        // Sign in through the login page (the session is sealed in this tab's storage), then
        // forget every cached file so the measured load is a first visit of a signed-in patron.
        await signInAs(page, DEMO.undergraduate, route.path);
        await route.ready(page);
        await page.waitForLoadState('networkidle');
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      }
      const figures = await measure(page, route);
      const budget = budgets.routes[route.path];
      if (report) {
        console.log(`${table(route.path, figures, budget)}\n${figures.list.sort().join('\n')}`);
        return;
      }
      expect(overBudget(route.path, figures, budget), table(route.path, figures, budget)).toEqual([]);
    });
  }
});
