import type { APIRequestContext, Page } from '@playwright/test';
import { authPaths, catalogueGuides, clearanceCheck, patronPages, titleViews } from '../../../apps/shell/site-routes.mjs';
import { axeViolations, DEMO, expect, patronToken, publicApi, signInAs, test, API } from '../helpers';

// WCAG 2.2 A and AA (axe-core) on every page of the site, from the shell's route table
// (apps/shell/site-routes.mjs, itself checked against each remote's own table): a page added to a
// remote is covered here without editing this file. Each page is checked signed out and signed in,
// in each colour scheme of the accessibility bar (normal, inverted, greyscale, high contrast), in
// dark mode, with the bar's text zoom at +100 % (200 %), and at 320 px wide (reflow: WCAG 1.4.10,
// nothing scrolls sideways). The schemes are switched through the accessibility bar, as a visitor
// does, on one load of the page.

/** Pages of the auth remote that stay on the site when opened (the others sign out or leave for another site). */
const AUTH_PAGES = ['/login'];
/** The auth remote's paths left out, and why (each still answered by the remote: auth.spec, sso.spec). */
const AUTH_LEFT = { '/sair': 'signs out and goes back', '/oauth-response': 'a provider answer', '/saml-response': 'a provider answer', '/grupoa': 'leaves for the external base', '/pearson': 'leaves for the external base', '/pergamum_redireciona': 'leaves for the external base' } as const;

interface Samples {
  /** A book with copies in the libraries (the title page and most of its views). */
  book: number;
  /** A serial with issues (its holdings and contents views). */
  serial: number;
  /** An authority heading with titles. */
  authority: number;
  /** A clearance declaration's code (`/nada-consta/{codigo}`). */
  declaration: string;
}

/** The views whose content is a serial's; the others are shown for the book. */
const SERIAL_VIEWS = new Set(['colecao-kardex', 'sumarios']);

/** Every page of the site, with the samples filled in; `patron`: the personal area's pages. */
function pages(s: Samples): { public: string[]; patron: string[] } {
  const publicPages = [
    '/',
    '/?q=jazz',
    ...catalogueGuides.map((g) => `/${g}`),
    `/autoridade/${s.authority}`,
    `/autoridade/${s.authority}/marc`,
    `/acervo/${s.book}`,
    ...titleViews.map((v) => `/acervo/${SERIAL_VIEWS.has(v) ? s.serial : s.book}/${v}`),
    `/${clearanceCheck}`,
    `/${clearanceCheck}/${s.declaration}`,
    ...authPaths.filter((p) => AUTH_PAGES.includes(p)),
  ];
  return { public: publicPages, patron: ['/meupergamum', ...patronPages.map((p) => `/meupergamum/${p}`)] };
}

async function findSamples(request: APIRequestContext): Promise<Samples> {
  const search = async (term: string) =>
    (await publicApi<{ data: { cod_acervo: number; obra: string; dados_adicionais: { A?: { codigo: number }[] } }[] }>(request, `/api/consulta?termo_pesquisa=${encodeURIComponent(term)}&perPage=50`)).data;
  const serial = (await search('Down Beat')).find((t) => t.obra.startsWith('Down Beat'));
  const jazz = await search('jazz');
  const book = jazz.find((t) => (t.dados_adicionais.A ?? []).length > 0);
  expect(serial && book, 'the seed has a serial and a book with an author').toBeTruthy();
  // A declaration a patron with nothing pending asks for (patron-clearance.spec's; the API answers the day's again).
  const token = await patronToken(request, { login: '20200042', password: DEMO.undergraduate.password });
  const issued = await request.post(`${API}/api/nada-consta`, { headers: { authorization: `Bearer ${token}` } });
  const status = await request.get(`${API}/api/nada-consta/verificar`, { headers: { authorization: `Bearer ${token}` } });
  const [declaration] = ((await status.json()) as { declaracoes: { codigo_formatado: string }[] }).declaracoes;
  expect(declaration, `a declaration was issued (${issued.status()})`).toBeTruthy();
  return { book: book!.cod_acervo, serial: serial!.cod_acervo, authority: book!.dados_adicionais.A![0]!.codigo, declaration: declaration!.codigo_formatado };
}

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
