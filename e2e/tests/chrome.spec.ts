import type { Page, Route } from '@playwright/test';
import { DEMO, expect, expectAxeClean, publicApi, signInAs, test } from './helpers';

/** The shell's chrome (SPEC.md §2): accessibility bar, language bar and top bar. */

const home = async (page: Page) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Pesquise no acervo' })).toBeVisible();
};
const a11yBar = (page: Page) => page.getByRole('region', { name: 'Acessibilidade' });
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
/** The accessibility classes on <html> (not `js`, which says the scripts run) and its filter. */
const htmlState = (page: Page) =>
  page.evaluate(() => ({ classes: [...document.documentElement.classList].filter((c) => c.startsWith('estante-')).sort(), filter: getComputedStyle(document.documentElement).filter }));

/** The installation's activities, with `add` turned on and `remove` turned off. */
async function activities(page: Page, { add = [], remove = [] }: { add?: number[]; remove?: number[] }) {
  await page.route('**/api/parametros/funcionalidades', async (route) => {
    const response = await route.fetch();
    const list = ((await response.json()) as { cod_atividade: number; descricao: string }[]).filter((a) => !remove.includes(a.cod_atividade));
    await route.fulfill({ response, json: [...list, ...add.map((cod) => ({ cod_atividade: cod, descricao: `atividade ${cod}` }))] });
  });
}

const kiosk = (settings: { showAuto: boolean; codBibAuto?: number; authAuto?: boolean; idiomaAuto?: string }) => (route: Route) =>
  route.fulfill({ json: { codBibAuto: 2, authAuto: true, idiomaAuto: '3', ...settings } });

test.describe('accessibility bar', () => {
  test('each zoom step changes the root font size, and antd’s components follow', async ({ page }) => {
    await home(page);
    const zoom = a11yBar(page).getByLabel('Zoom');
    const search = page.getByRole('button', { name: 'Pesquisar' });
    expect(await rootFontSize(page)).toBe('16px');
    const buttonFont = async () => parseFloat(await search.evaluate((el) => getComputedStyle(el).fontSize));
    let previous = await buttonFont();
    for (const step of [20, 40, 60, 80, 100]) {
      await zoom.selectOption(String(step));
      await expect.poll(() => rootFontSize(page)).toBe(`${16 * (1 + step / 100)}px`);
      await expect.poll(buttonFont).toBeGreaterThan(previous);
      previous = await buttonFont();
    }
    await page.reload();
    expect(await rootFontSize(page)).toBe('32px');
    await expect(page.getByRole('region', { name: 'Acessibilidade' }).getByLabel('Zoom')).toHaveValue('100');
    await a11yBar(page).getByLabel('Zoom').selectOption('0');
    await expect.poll(() => rootFontSize(page)).toBe('16px');
  });

  for (const [scheme, label, classes, filter] of [
    ['normal', 'Cores normais', [], 'none'],
    ['inverted', 'Cores invertidas', ['estante-scheme-inverted'], 'invert(1) hue-rotate(180deg)'],
    ['grayscale', 'Tons de cinza', ['estante-scheme-grayscale'], 'grayscale(1)'],
    ['contrast', 'Alto contraste', ['estante-scheme-contrast'], 'none'],
  ] as const) {
    test(`colour scheme ${scheme}: applies to the page, survives a reload, and axe finds nothing`, async ({ page }) => {
      await home(page);
      await a11yBar(page).getByLabel('Cores').selectOption({ label });
      await expect.poll(() => htmlState(page)).toEqual({ classes, filter });
      if (scheme === 'contrast') {
        // black page, white text, yellow links: a palette of its own, antd included
        const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(body).toBe('rgb(0, 0, 0)');
        await expect(page.getByRole('button', { name: 'Pesquisar' })).toHaveCSS('background-color', 'rgb(255, 230, 0)');
      }
      await expectAxeClean(page);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Pesquise no acervo' })).toBeVisible();
      expect(await htmlState(page)).toEqual({ classes, filter });
      await expect(a11yBar(page).getByLabel('Cores')).toHaveValue(scheme);
    });
  }

  test('dark mode: antd’s components and the page turn dark, axe finds nothing, and it survives a reload', async ({ page }) => {
    await home(page);
    const input = page.getByLabel('Termo de pesquisa');
    const light = await input.evaluate((el) => getComputedStyle(el).backgroundColor);
    const dark = a11yBar(page).getByRole('button', { name: 'Modo escuro' });
    await expect(dark).toHaveAttribute('aria-pressed', 'false');
    await dark.click();
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(/estante-dark/);
    await expect.poll(() => input.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(light);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(16, 20, 24)');
    await expectAxeClean(page);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/estante-dark/);
    await expect(a11yBar(page).getByRole('button', { name: 'Modo escuro' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('bold text applies to the page and to antd’s components', async ({ page }) => {
    await home(page);
    const weight = () => page.getByRole('button', { name: 'Pesquisar' }).evaluate((el) => getComputedStyle(el).fontWeight);
    expect(await weight()).toBe('400');
    await a11yBar(page).getByRole('button', { name: 'Negrito' }).click();
    await expect(page.locator('html')).toHaveClass(/estante-bold/);
    await expect.poll(weight).toBe('700'); // antd's buttons animate the change
    expect(await page.evaluate(() => getComputedStyle(document.body).fontWeight)).toBe('700');
    await expectAxeClean(page);
  });

  test('VLibras that cannot load says so, and the page still works', async ({ page }) => {
    await page.route('https://vlibras.gov.br/**', (route) => route.abort('internetdisconnected'));
    await home(page);
    await a11yBar(page).getByRole('button', { name: 'Tradução em Libras' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar o VLibras' })).toBeVisible();
    await expectAxeClean(page);
    // the rest goes on: a search, and the other settings
    await page.getByLabel('Termo de pesquisa').fill('educacao');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page).toHaveURL(/q=educacao/);
    await a11yBar(page).getByRole('button', { name: 'Negrito' }).click();
    await expect(page.locator('html')).toHaveClass(/estante-bold/);
    // turning it off takes the message away
    await a11yBar(page).getByRole('button', { name: 'Tradução em Libras' }).click();
    await expect(page.getByText('Não foi possível carregar o VLibras')).toHaveCount(0);
  });

  test('VLibras that loads is started with its official address (the service answered by a stand-in)', async ({ page }) => {
    await page.route('https://vlibras.gov.br/app/vlibras-plugin.js', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: 'window.VLibras = { Widget: function (url) { window.__vlibras = url; } };',
      }),
    );
    await home(page);
    await a11yBar(page).getByRole('button', { name: 'Tradução em Libras' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __vlibras?: string }).__vlibras)).toBe('https://vlibras.gov.br/app');
    await expect(page.locator('[vw]')).toBeAttached();
    await expect(page.getByRole('alert').filter({ hasText: 'VLibras' })).toHaveCount(0);
  });

  test('the kiosk button shows only when the installation has one (showAuto), and opens its own window', async ({ page }) => {
    // The browser asks for the settings on a page it renders itself (read in English); the server's pages carry the server's answer.
    await page.route('**/api/parametros/autoatendimento', kiosk({ showAuto: false }));
    await page.goto('/?lng=en');
    await expect(page.getByRole('heading', { name: 'Search the collection' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Accessibility' }).getByLabel('Colours')).toBeVisible();
    await expect(page.getByRole('button', { name: /Self-service/ })).toHaveCount(0);

    await page.unroute('**/api/parametros/autoatendimento');
    await page.route('**/api/parametros/autoatendimento', kiosk({ showAuto: true, codBibAuto: 2, authAuto: true, idiomaAuto: '3' }));
    await page.reload();
    const button = page.getByRole('region', { name: 'Accessibility' }).getByRole('button', { name: 'Self-service (opens in a new window)' });
    await expect(button).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/');
    expect(Object.fromEntries(new URL(popup.url()).searchParams)).toEqual({ autoatendimento: '2', autenticacao: '1', lng: 'es' });
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    // the kiosk's language is its own: the visitor's stays as it was (a ?lng= link stores none)
    expect(await page.evaluate(() => localStorage.getItem('estante.lng'))).toBeNull();
    await popup.close();
  });

  test('the seeded installation has no kiosk (showAuto off): no button in the page the server sends, nor once it runs', async ({ page, request }) => {
    expect((await publicApi<{ showAuto: boolean }>(request, '/api/parametros/autoatendimento')).showAuto).toBe(false);
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('Autoatendimento');
    await home(page);
    await page.locator('html[data-estante-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: /Autoatendimento/ })).toHaveCount(0);
  });

  test('every control is labelled and reachable with the keyboard', async ({ page }) => {
    await home(page);
    const bar = a11yBar(page);
    await bar.getByLabel('Zoom').focus();
    const names: string[] = [];
    for (let i = 0; i < 6; i++) {
      names.push(await page.evaluate(() => {
        const el = document.activeElement as HTMLSelectElement | HTMLButtonElement;
        return el.labels?.[0]?.textContent ?? el.textContent ?? '';
      }));
      await page.keyboard.press('Tab');
    }
    expect(names).toEqual(['Zoom', 'Cores', 'Negrito', 'Modo escuro', 'Tradução em Libras', 'Idioma']);
    // Space on a focused toggle turns it on
    await bar.getByRole('button', { name: 'Negrito' }).focus();
    await page.keyboard.press('Space');
    await expect(bar.getByRole('button', { name: 'Negrito' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('language bar', () => {
  test('choosing a language reloads with ?lng=, sets the page’s lang and changes the strings', async ({ page }) => {
    await home(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    for (const [lng, lang, heading, bar] of [
      ['en', 'en', 'Search the collection', 'Accessibility'],
      ['es', 'es', 'Busque en el acervo', 'Accesibilidad'],
      ['pt', 'pt-BR', 'Pesquise no acervo', 'Acessibilidade'],
    ] as const) {
      await page.getByRole('combobox', { name: /^(Idioma|Language)$/ }).selectOption(lng);
      await expect(page).toHaveURL(new RegExp(`[?&]lng=${lng}`));
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('region', { name: bar })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('estante.lng'))).toBe(lng);
    }
  });

  test('the stored language is used on the next visit without ?lng=, and clears the saved tab info', async ({ page }) => {
    await home(page);
    await page.evaluate(() => sessionStorage.setItem('estante.tab', '{"guia":1}'));
    await page.getByLabel('Idioma', { exact: true }).selectOption('es');
    await expect(page).toHaveURL(/lng=es/);
    expect(await page.evaluate(() => sessionStorage.getItem('estante.tab'))).toBeNull();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Busque en el acervo' })).toBeVisible();
  });
});

test.describe('top bar', () => {
  test('the personal-area button comes and goes with activity 8', async ({ page }) => {
    await signInAs(page, DEMO.undergraduate, '/');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Olá, Ana')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Meu Pergamum' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sair' })).toBeVisible();
    await banner.getByRole('link', { name: 'Sair' }).click();
    await expect(banner.getByRole('link', { name: 'Entrar' })).toBeVisible();

    // Activity 8 off for the installation and not among the patron's permissions either.
    await activities(page, { remove: [8] });
    await page.route('**/api/pessoas', async (route) => {
      const response = await route.fetch();
      type Person = { user: { authPermissions?: { cod_atividade: number }[] }; authPermissions: { cod_atividade: number }[] };
      const person = (await response.json()) as Person;
      const without8 = (list: { cod_atividade: number }[] = []) => list.filter((p) => p.cod_atividade !== 8);
      await route.fulfill({ response, json: { ...person, authPermissions: without8(person.authPermissions), user: { ...person.user, authPermissions: without8(person.user.authPermissions) } } });
    });
    await signInAs(page, DEMO.undergraduate, '/');
    await expect(banner.getByText('Olá, Ana')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Meu Pergamum' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Sair' })).toBeVisible();
  });

  test('the heading names the personal area on its pages and leads to its home, else the catalogue’s and leads there, with the institution’s abbreviation', async ({ page }) => {
    await signInAs(page, DEMO.undergraduate, '/meupergamum/emprestimos');
    const banner = page.getByRole('banner');
    const brand = banner.getByRole('link', { name: /UFE/ });
    await expect(brand).toContainText('Meu Pergamum');
    await brand.click();
    await expect(page).toHaveURL('/meupergamum');
    // The catalogue is a link of its own there.
    await banner.getByRole('link', { name: 'Catálogo', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(brand).toContainText('Catálogo online');
    await expect(banner.getByRole('link', { name: 'Catálogo', exact: true })).toHaveCount(0);
    await brand.click();
    await expect(page).toHaveURL('/');
  });

  test('a visitor sees the login button, not the greeting', async ({ page }) => {
    await home(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(banner.getByText(/Olá/)).toHaveCount(0);
  });
});

test.describe('small screens (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the navigation; Escape closes it and gives focus back', async ({ page }) => {
    await home(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Navegação principal', includeHidden: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    expect(await menu.getAttribute('aria-controls')).toBe(await nav.evaluate((el) => el.id));
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await expectAxeClean(page);
  });

  test('the accessibility controls fold behind their own button; following a link closes the menu', async ({ page }) => {
    await home(page);
    const toggle = page.getByRole('button', { name: 'Acessibilidade' });
    await expect(a11yBar(page).getByLabel('Zoom')).toBeHidden();
    await expect(page.getByLabel('Idioma', { exact: true })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await a11yBar(page).getByLabel('Zoom').selectOption('40');
    await expect.poll(() => rootFontSize(page)).toBe('22.4px');
    await a11yBar(page).getByLabel('Zoom').press('Escape');
    await expect(toggle).toBeFocused();
    await expect(a11yBar(page).getByLabel('Zoom')).toBeHidden();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('axe finds nothing in dark mode with bold text and zoom, on a small screen with both menus open too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('estante.preferences', JSON.stringify({ escuro: true, negrito: true, zoom: 40 })));
  await home(page);
  await expectAxeClean(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Acessibilidade' }).click();
  await expectAxeClean(page);
});
