import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { FULL, report } from '../../../apps/api/suites/figures';
import { remotePrefixes } from '../../../packages/federation/src/routes';
import { FIXTURE_PORT } from '../../stacks.mjs';
import { root } from '../copies';
import { DEMO, expect, navigate, signInAs, test } from '../helpers';

/**
 * Outages (issue 28): each remote down, answering 500, slow (10 s), serving broken JS or JS that
 * throws, in the browser (page.route on the remote's files) and on the shell's server (the remote's
 * server container, through the stack's fault control in e2e/server.mjs); and the API down or slow.
 * Each case: the remote's fallback (its translated message and retry) in its region, the chrome
 * working, the other routes working, and once the failure ends the retry brings the remote back with
 * no reload of the page (a marker on `window` survives).
 */

const stack = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The remotes as the site deploys them (the shell's remotes.json): name → its remoteEntry.js. */
const remotes = JSON.parse(fs.readFileSync(path.join(root, 'apps/shell/public/remotes.json'), 'utf8')) as Record<string, string>;
const remoteNames = Object.keys(remotes);
/** A seeded title, for the routes with a title's code. */
const SAMPLE_PARAMS: Record<string, string> = { codAcervo: '1780' };

/** Each remote's first route in the shell's prefix table, as an address, and whether it needs a patron. */
function routeOf(name: string): { path: string; patron: boolean } {
  const prefix = remotePrefixes.find((p) => p.remote === name);
  if (!prefix) throw new Error(`no route of ${name} in the shell's prefix table`);
  const address = prefix.path.replace(/\/\*$/, '').replace(/:(\w+)/g, (_, param: string) => SAMPLE_PARAMS[param] ?? '1') || '/';
  return { path: address, patron: prefix.protected === true };
}

/** What each remote shows on its route when it works (one per remote of remotes.json: checked below). */
const shows: Record<string, (page: Page) => Locator> = {
  catalogue: (page) => page.getByRole('heading', { name: 'Pesquise no acervo' }),
  'title-detail': (page) => page.locator('#title-heading'),
  auth: (page) => page.getByRole('heading', { name: 'Entrar', level: 1 }),
  'patron-area': (page) => page.getByRole('heading', { name: 'Meu Pergamum', level: 1 }),
};

/** Whether the remote's build has a server container (the shell's server renders its pages). */
const rendersOnServer = (name: string) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'apps', name, 'dist/manifest.json'), 'utf8')) as { server?: string };
  return typeof manifest.server === 'string';
};

/** What a page's first HTML holds of the remote's part, when the server rendered it. */
const serverMarker: Record<string, RegExp> = {
  catalogue: /Pesquise no acervo/,
  'title-detail': /id="title-heading"/,
};

/** Stack's shell: the remote's server container meets `fault` (null: none). */
async function serverFault(remote: string, fault: string | null) {
  const res = await fetch(`http://127.0.0.1:${FIXTURE_PORT}/__e2e/stacks/${stack}/container-fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ remote, fault }),
  });
  expect(res.status, await res.text()).toBe(200);
}

const isEntry = (url: URL) => url.pathname.endsWith('/remoteEntry.js');
const isChunk = (url: URL) => url.pathname.endsWith('.js') && !isEntry(url);
const noStore = { 'cache-control': 'no-store', 'access-control-allow-origin': '*' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface BrowserFault {
  readonly name: string;
  /** Which of the remote's files it hits. */
  readonly hits: (url: URL) => boolean;
  /** `ended`: resolves when the failure ends (a slow answer is then sent at once). */
  readonly handle: (route: Route, ended: Promise<void>) => Promise<void>;
  /** The remote is down for the shell's server too (its server container, when it has one). */
  readonly server?: string;
}

const browserFaults: BrowserFault[] = [
  { name: 'connection refused', hits: () => true, handle: (route) => route.abort('connectionrefused'), server: 'refused' },
  { name: 'chunks aborted', hits: isChunk, handle: (route) => route.abort('connectionreset') },
  { name: 'HTTP 500', hits: (url) => isEntry(url) || isChunk(url), handle: (route) => route.fulfill({ status: 500, headers: noStore, body: 'Internal Server Error' }) },
  {
    name: 'slow 10 s',
    hits: isEntry,
    handle: async (route, ended) => {
      await Promise.race([sleep(10_000), ended]);
      await route.continue().catch(() => undefined);
    },
  },
  {
    name: 'broken JS',
    hits: isEntry,
    handle: async (route) => {
      const code = await (await route.fetch()).text();
      await route.fulfill({ status: 200, headers: { ...noStore, 'content-type': 'text/javascript' }, body: code.slice(0, Math.floor(code.length / 2)) });
    },
  },
  {
    name: 'JS that throws',
    hits: isChunk,
    handle: async (route) => {
      const code = await (await route.fetch()).text();
      await route.fulfill({ status: 200, headers: { ...noStore, 'content-type': 'text/javascript' }, body: `throw new Error('outage: this chunk throws');\n${code}` });
    },
  },
];

/** The chrome is there and works: top bar, footer, the language bar, and a setting of the accessibility bar. */
async function expectChromeWorks(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByLabel('Idioma')).toBeEnabled();
  const bold = page.getByRole('region', { name: 'Acessibilidade' }).getByRole('button', { name: 'Negrito' });
  await bold.click();
  await expect(page.locator('html')).toHaveClass(/estante-bold/);
  await bold.click();
  await expect(page.locator('html')).not.toHaveClass(/estante-bold/);
}

/** The remote's fallback in its region (inside <main>), translated, with its retry button. */
async function expectFallback(page: Page, remote: string): Promise<Locator> {
  const fallback = page.locator(`main [data-remote-fallback="${remote}"]`);
  await expect(fallback).toBeVisible({ timeout: 15_000 });
  await expect(fallback).toContainText('Esta parte do site não pôde ser carregada');
  await expect(fallback).toContainText('O restante do catálogo continua funcionando.');
  const retry = fallback.getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeVisible();
  return retry;
}

/** Another remote's route works, client-side, then back to the broken one (its fallback again). */
async function expectOtherRouteWorks(page: Page, broken: string) {
  const other = remoteNames.find((name) => name !== broken && !routeOf(name).patron)!;
  await navigate(page, routeOf(other).path);
  await expect(shows[other]!(page)).toBeVisible();
  await page.goBack();
  await expectFallback(page, broken);
}

const markNoReload = (page: Page) => page.evaluate(() => ((window as unknown as { __outageNoReload?: boolean }).__outageNoReload = true));
const stillNoReload = (page: Page) => page.evaluate(() => (window as unknown as { __outageNoReload?: boolean }).__outageNoReload === true);

/** Runs a case and reports it, a failure included (the error is thrown again). */
async function measured(name: string, run: () => Promise<Record<string, number>>) {
  try {
    const figures = await run();
    report('reliability', name, { cases: 1, failures: 0, ...figures });
  } catch (error) {
    report('reliability', name, { cases: 1, failures: 1 });
    throw error;
  }
}

test('every remote of remotes.json has a route in the shell’s table and a check here', () => {
  expect(remoteNames.length).toBeGreaterThan(0);
  for (const name of remoteNames) {
    expect(shows[name], `what ${name} shows`).toBeDefined();
    expect(routeOf(name).path).toMatch(/^\//);
  }
});

for (const remote of remoteNames) {
  const { path: address, patron } = routeOf(remote);
  const origin = new URL(remotes[remote]!).origin;
  for (const fault of browserFaults) {
    test(`${remote} ${fault.name}: its fallback with a retry, the chrome and other routes working, back without a reload`, async ({ page }) => {
      test.setTimeout(90_000);
      await measured(`outage: ${remote} ${fault.name}`, async () => {
        let end!: () => void;
        const ended = new Promise<void>((resolve) => (end = resolve));
        await page.route(
          (url) => url.origin === origin && fault.hits(url),
          (route) => fault.handle(route, ended),
        );
        const server = fault.server && rendersOnServer(remote) ? fault.server : null;
        if (server) await serverFault(remote, server);
        try {
          if (server) {
            // Down for the server too: the first HTML is the chrome without the remote's part.
            const res = await page.request.get(address);
            expect(res.status()).toBe(200);
            const html = await res.text();
            expect(html).toContain('<header class="estante-header">');
            expect(html).not.toMatch(serverMarker[remote]!);
          }
          if (patron) await signInAs(page, DEMO.undergraduate, address);
          else await page.goto(address);
          const retry = await expectFallback(page, remote);
          await markNoReload(page);
          await expectChromeWorks(page);
          await expectOtherRouteWorks(page, remote);
          await expect(page).toHaveURL(address);

          // The failure ends; the retry brings the remote back in place.
          end();
          await page.unrouteAll({ behavior: 'wait' });
          if (server) await serverFault(remote, null);
          const from = Date.now();
          await retry.click();
          await expect(shows[remote]!(page)).toBeVisible();
          const recovery = Date.now() - from;
          await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
          expect(await stillNoReload(page), 'the page was not reloaded').toBe(true);
          await expectChromeWorks(page);
          return { recovery_ms: recovery };
        } finally {
          end();
          if (server) await serverFault(remote, null);
        }
      });
    });
  }
}

/** The shell's server meets a fault fetching a remote's server container: the page still answers, the browser renders that part. */
const serverFaults = ['refused', 'http500', 'slow', 'broken-js', 'throws'] as const;
/** FRAGMENT_BUDGET_MS of the e2e server (e2e/server.mjs): past it the server leaves the remote's part to the browser. */
const BUDGET_MS = Number(process.env.FRAGMENT_BUDGET_MS ?? 3000);

async function firstHtml(request: APIRequestContext, address: string) {
  const from = Date.now();
  const res = await request.get(address);
  const html = await res.text();
  return { res, html, ms: Date.now() - from };
}

/**
 * The remotes whose server containers meet each fault: at CI size the last of them (the path through
 * the shell's server is the same for every remote), with --full every one.
 */
const serverRendered = remoteNames.filter(rendersOnServer);
for (const remote of FULL ? serverRendered : serverRendered.slice(-1)) {
  const { path: address } = routeOf(remote);
  for (const fault of serverFaults) {
    test(`${remote}'s server container ${fault}: the first HTML is the chrome within the budget, the browser renders the remote, the next page is whole again`, async ({ page, request }) => {
      test.setTimeout(60_000);
      await measured(`outage: ${remote} server container ${fault}`, async () => {
        // The page once whole first, as a running site has served it: what is measured next is the
        // fault's cost, not a first request's (this worker's first request, the server's first render
        // of the route: 1.4–2.8 s here, with no fault at all).
        const whole = await firstHtml(request, address);
        expect(whole.html).toMatch(serverMarker[remote]!);
        await serverFault(remote, fault);
        let first: Awaited<ReturnType<typeof firstHtml>>;
        try {
          first = await firstHtml(request, address);
          expect(first.res.status()).toBe(200);
          expect(first.res.headers()['cache-control']).toBe('no-cache');
          expect(first.html).toContain('<header class="estante-header">');
          expect(first.html).toContain('<footer class="estante-footer">');
          expect(first.html).not.toMatch(serverMarker[remote]!);
          // A slow container costs the page its budget, not the container's 10 s.
          expect(first.ms).toBeLessThan(BUDGET_MS + 3000);
          // The browser renders the remote itself, and the page works.
          await page.goto(address);
          await markNoReload(page);
          await expect(shows[remote]!(page)).toBeVisible();
          await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
          await expectChromeWorks(page);
        } finally {
          await serverFault(remote, null);
        }
        // Over: the next page's first HTML holds the remote's part again.
        const from = Date.now();
        await expect.poll(async () => (await firstHtml(request, address)).html, { timeout: 15_000 }).toMatch(serverMarker[remote]!);
        return { recovery_ms: Date.now() - from, first_html_ms: first.ms, whole_html_ms: whole.ms };
      });
    });
  }
}

test.describe('the API', () => {
  test('down during a search: a translated message in the page, the chrome working, and the search again once it is back', async ({ page }) => {
    await measured('outage: api down (search)', async () => {
      await page.goto('/');
      await markNoReload(page);
      let down = true;
      await page.route('**/api/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
      await page.getByLabel('Termo de pesquisa').fill('educacao');
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await expect(page.getByRole('main').getByText('Não foi possível conectar ao servidor.')).toBeVisible();
      await expect(page.getByLabel('Termo de pesquisa')).toHaveValue('educacao');
      await expectChromeWorks(page);
      down = false;
      const from = Date.now();
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await expect(page.locator('#catalogue-results-count')).toHaveText(/títulos? encontrados? para “educacao”/);
      const recovery = Date.now() - from;
      await expect(page.getByText('Não foi possível conectar ao servidor.')).toHaveCount(0);
      expect(await stillNoReload(page)).toBe(true);
      return { recovery_ms: recovery };
    });
  });

  test('down on the first visit of a page the browser renders (English): the settings message with a retry, never a blank page, then the page', async ({ page }) => {
    await measured('outage: api down (first visit)', async () => {
      let down = true;
      await page.route(/\/(api|oauth)\//, (route) => (down ? route.abort('connectionrefused') : route.continue()));
      await page.goto('/?lng=en');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText("The library's settings could not be loaded.");
      await expect(alert).toContainText('Could not reach the server.');
      await markNoReload(page);
      down = false;
      const from = Date.now();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'Search the collection' })).toBeVisible();
      const recovery = Date.now() - from;
      await expect(page.getByRole('banner')).toBeVisible();
      expect(await stillNoReload(page)).toBe(true);
      return { recovery_ms: recovery };
    });
  });

  test('slow (10 s) during a search: the page keeps its chrome and says it is loading, then shows the results', async ({ page }) => {
    test.setTimeout(60_000);
    await measured('outage: api slow 10 s (search)', async () => {
      await page.goto('/');
      await markNoReload(page);
      await page.route('**/api/consulta?**', async (route) => {
        await sleep(10_000);
        await route.continue().catch(() => undefined);
      });
      const from = Date.now();
      await page.getByLabel('Termo de pesquisa').fill('jazz');
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await expect(page.getByRole('main').getByRole('status')).toBeVisible();
      await expect(page.getByLabel('Termo de pesquisa')).toHaveValue('jazz');
      await expectChromeWorks(page);
      await expect(page.locator('#catalogue-results-count')).toHaveText(/títulos? encontrados? para “jazz”/, { timeout: 20_000 });
      const answered = Date.now() - from;
      expect(answered).toBeGreaterThanOrEqual(10_000);
      expect(await stillNoReload(page)).toBe(true);
      return { recovery_ms: answered };
    });
  });

  test('down while signing in: the login form says so, and signing in works once it is back', async ({ page }) => {
    await measured('outage: api down (sign-in)', async () => {
      await page.goto('/login?redirect=%2Fmeupergamum');
      await markNoReload(page);
      let down = true;
      await page.route('**/oauth/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
      await page.getByLabel('Código de usuário').fill(DEMO.undergraduate.login);
      await page.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page.getByRole('main').getByText('Não foi possível conectar ao servidor.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
      down = false;
      // The form asks for the password again (it is not kept after a failed attempt).
      await page.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
      const from = Date.now();
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page).toHaveURL('/meupergamum');
      await expect(shows['patron-area']!(page)).toBeVisible();
      const recovery = Date.now() - from;
      expect(await stillNoReload(page)).toBe(true);
      return { recovery_ms: recovery };
    });
  });
});
