import type { Page } from '@playwright/test';
import { axeViolations, DEMO, expect, signInAs, test } from '../helpers';
import { authPaths } from '../../../apps/shell/site-routes.mjs';
import { AUTH_LEFT, AUTH_PAGES, findSamples, pages, type Samples } from './site-pages';

// WCAG 2.2 A and AA (axe-core) on every page of the site, from the shell's route table
// (apps/shell/site-routes.mjs, itself checked against each remote's own table): a page added to a
// remote is covered here without editing this file. Each page is checked signed out and signed in,
// in each colour scheme of the accessibility bar (normal, inverted, greyscale, high contrast), in
// dark mode, with the bar's text zoom at +100 % (200 %), and at 320 px wide (reflow: WCAG 1.4.10,
// nothing scrolls sideways). The schemes are switched through the accessibility bar, as a visitor
// does, on one load of the page.

const a11yBar = (page: Page) => page.getByRole('region', { name: 'Acessibilidade' });

/** Waits for the page to settle after a change of appearance (its transitions end, its chunks load). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** Whether anything scrolls sideways at this width (WCAG 1.4.10 reflow). */
const overflowOf = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));

/**
 * The violations of the page at `path` in every appearance, each line prefixed with the appearance;
 * the page is left as it was (normal colours, no zoom, 1280 px).
 */
async function violationsEverywhere(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  const record = (appearance: string, lines: string[]) => found.push(...lines.map((l) => `${path} [${appearance}] ${l}`));
  await page.goto(path);
  await settle(page);
  record('normal', await axeViolations(page));

  const colours = a11yBar(page).getByLabel('Cores');
  for (const scheme of ['inverted', 'grayscale', 'contrast'] as const) {
    await colours.selectOption(scheme);
    await expect(page.locator('html')).toHaveClass(new RegExp(`estante-scheme-${scheme}`));
    record(scheme, await axeViolations(page));
  }
  await colours.selectOption('normal');

  const dark = a11yBar(page).getByRole('button', { name: 'Modo escuro' });
  await dark.click();
  await expect(page.locator('html')).toHaveClass(/estante-dark/);
  record('dark', await axeViolations(page));
  await dark.click();
  await expect(page.locator('html')).not.toHaveClass(/estante-dark/);

  const zoom = a11yBar(page).getByLabel('Zoom');
  await zoom.selectOption('100');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
  record('200%', await axeViolations(page));
  await zoom.selectOption('0');

  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 320, height: 640 });
  await settle(page);
  const reflow = await overflowOf(page);
  record('320px', [...(reflow.scroll > reflow.width ? [`reflow: the page is ${reflow.scroll} px wide at ${reflow.width} px`] : []), ...(await axeViolations(page))]);
  await page.setViewportSize(desktop);
  return found;
}

let samples: Samples;
test.beforeAll(async ({ request }) => {
  samples = await findSamples(request);
});

// Each page is a test of its own (a failure names it); they change nothing, so they run side by side.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

// The tests are named before the samples are known (by route pattern); each finds its address by position.
const PLACEHOLDER: Samples = { book: 0, serial: 0, authority: 0, declaration: 'CODIGO' };
const signedOut = (s: Samples) => [...pages(s).public, '/meupergamum'];
const signedIn = (s: Samples) => [...pages(s).public.filter((p) => !AUTH_PAGES.includes(p)), ...pages(s).patron];
const pattern = (path: string) => path.replace(/\/0(?=\/|$)/, '/{id}').replace('/CODIGO', '/{codigo}');

for (const [who, list] of [['signed out', signedOut], ['signed in', signedIn]] as const) {
  test.describe(who, () => {
    for (const [i, path] of list(PLACEHOLDER).entries()) {
      test(`${pattern(path)}: WCAG 2.2 AA in every scheme, at 200 % and at 320 px`, async ({ page }) => {
        const real = list(samples)[i]!;
        if (who === 'signed in') await signInAs(page, DEMO.undergraduate, real);
        expect(await violationsEverywhere(page, real)).toEqual([]);
      });
    }
  });
}

test('the pages left out are the auth remote’s that do not stay on the site', () => {
  expect(authPaths.filter((p) => !AUTH_PAGES.includes(p)).sort()).toEqual(Object.keys(AUTH_LEFT).sort());
});
