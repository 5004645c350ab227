import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './helpers';

// Issue 27: the public catalogue works before and without JavaScript. The shell's server renders the
// page with the remotes' own components, built to work as HTML: the search box a GET form, the facets,
// the ordering and the display modes a GET form of the results (its submit buttons shown only without
// script), the pages, a removed filter and a title's views links.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const countOf = async (page: Page) => Number(((await page.locator('#catalogue-results-count').textContent()) ?? '').match(/^[\d.]+/)?.[0]?.replace(/\./g, ''));

  test('a visitor searches with the form, narrows by a facet, changes the ordering and pages through the results', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pesquise no acervo' })).toBeVisible();
    const form = page.getByRole('search', { name: 'Pesquisa no catálogo' });
    await form.getByRole('combobox', { name: 'Termo de pesquisa' }).fill('jazz');
    await form.getByRole('button', { name: 'Pesquisar' }).click();
    // the form's fields in its order: the index, then the term
    await expect(page).toHaveURL(/\/\?for=INDICE_1&q=jazz$/);
    await expect(page.locator('#catalogue-results-count')).toHaveText(/^[\d.]+ títulos encontrados para “jazz”$/);
    const total = await countOf(page);
    expect(total).toBeGreaterThan(20);
    const results = page.getByRole('region', { name: /títulos encontrados para “jazz”/ });
    await expect(results.locator('ol > li .catalogue-result__title a')).toHaveCount(20);

    // A facet value is a box of the results' form: checked and applied, it narrows the results; the applied filter is a link that removes it.
    const facets = page.getByRole('complementary', { name: 'Refinar resultados' });
    const type = facets.getByRole('region', { name: 'Tipo de obra' }).getByRole('checkbox').first();
    const label = ((await type.locator('xpath=..').locator('.catalogue-facet__label').textContent()) ?? '').trim();
    await type.check();
    await facets.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/filtros=T%3A\d+/);
    const narrowed = await countOf(page);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThanOrEqual(total);
    await expect(facets.getByRole('checkbox', { name: new RegExp(`^${label}`) })).toBeChecked();
    await page.getByRole('link', { name: new RegExp(`^Remover filtro .*${label}$`) }).click();
    await expect(page).toHaveURL(/\/\?q=jazz&for=INDICE_1$/);
    expect(await countOf(page)).toBe(total);

    // The ordering: titles Z–A, the first title after the last in A–Z order.
    await page.getByLabel('Ordenar por').selectOption({ label: 'Título (Z–A)' });
    await page.getByRole('button', { name: 'Ordenar', exact: true }).click();
    await expect(page).toHaveURL(/orderBy=obra&direction=D/);
    await expect(page.getByLabel('Ordenar por')).toHaveValue('obra-D');
    const titles = await results.locator('ol > li .catalogue-result__title a').allTextContents();
    const sorted = [...titles].sort((a, b) => b.localeCompare(a, 'pt-BR', { sensitivity: 'base' }));
    expect(titles[0]?.localeCompare(sorted.at(-1) ?? '', 'pt-BR', { sensitivity: 'base' })).toBeGreaterThanOrEqual(0);

    // The display mode: a button of the form, the ordering kept.
    await page.getByRole('group', { name: 'Modo de exibição' }).getByRole('button', { name: 'Lista' }).click();
    await expect(page).toHaveURL(/modo=L/);
    await expect(page).toHaveURL(/orderBy=obra&direction=D/);
    await expect(page.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');

    // The pages: the next one, numbered from 21, and back.
    const pages = page.getByRole('navigation', { name: 'Páginas de resultados' });
    await pages.getByRole('link', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('ol[start="21"]')).toBeVisible();
    await expect(pages).toContainText(`Página 2 de ${Math.ceil(total / 20)}`);
    await expect(pages.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Página anterior' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.locator('ol[start="1"]')).toBeVisible();
  });

  test('a visitor opens a title from the results, and its copies', async ({ page }) => {
    await page.goto('/?q=jazz&for=INDICE_1');
    const first = page.locator('.catalogue-result__title a').first();
    const name = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/acervo\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    // The title's views are links; its copies a table, as on the page with script.
    const tabs = page.getByRole('navigation', { name: 'Visualizações do título' });
    await expect(tabs.getByRole('link', { name: 'Dados', exact: true })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Exemplares', exact: true }).click();
    await expect(page).toHaveURL(/\/acervo\/\d+\/exemplares$/);
    await expect(tabs.getByRole('link', { name: 'Exemplares', exact: true })).toHaveAttribute('aria-current', 'page');
    const copies = page.getByRole('table', { name: 'Exemplares em todas as bibliotecas' });
    await expect(copies.getByRole('columnheader', { name: 'Biblioteca' })).toBeVisible();
    expect(await copies.getByRole('row').count()).toBeGreaterThan(1);
    // Back to the search, and a new one: links and a GET form.
    await page.getByRole('link', { name: /Voltar à pesquisa/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('search').getByRole('combobox', { name: 'Termo de pesquisa' }).fill('machado de assis');
    await page.getByRole('search').getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page).toHaveURL(/\/\?for=INDICE_1&q=machado\+de\+assis$/);
    await expect(page.locator('#catalogue-results-count')).toHaveText(/títulos? encontrados? para “machado de assis”/);
  });

  test('what needs a script is not offered without one; its stand-ins are', async ({ page }) => {
    await page.goto('/?q=jazz&for=INDICE_1');
    await expect(page.getByRole('button', { name: /Adicionar à cesta/ }).first()).toBeHidden();
    await expect(page.getByRole('checkbox', { name: /Selecionar/ }).first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Aplicar filtros' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ordenar', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Acessibilidade' })).toBeHidden();
  });
});

test.describe('before the scripts have run', () => {
  test('the page the server sent is what a visitor reads, axe-clean and within a phone’s width', async ({ page }) => {
    // The scripts never arrive: what a phone shows while they download, and a browser that blocks them.
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/?q=jazz&for=INDICE_1&filtros=T%3A2', '/acervo/1780', '/acervo/1780/exemplares']) {
        // (not waiting for the page to become interactive: it never will)
        await page.goto(path, { waitUntil: 'commit' });
        await page.waitForLoadState('load');
        await expect(page.locator('h1').first()).toBeAttached();
        await expect(page.locator('footer.estante-footer')).toBeVisible();
        await expectAxeClean(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });

  test('with scripts, the page the server sent is hydrated: the same elements, now working', async ({ page }) => {
    await page.goto('/?q=jazz&for=INDICE_1');
    const count = page.locator('#catalogue-results-count');
    const before = await count.elementHandle();
    await page.locator('html[data-estante-hydrated="catalogue"]').waitFor({ state: 'attached' });
    expect(await before?.evaluate((e) => e.isConnected)).toBe(true);
    // working: a facet applies at once (no form submitted, no page load)
    await page.evaluate(() => ((window as unknown as { __loaded: boolean }).__loaded = true));
    await page.getByRole('complementary', { name: 'Refinar resultados' }).getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/filtros=/);
    expect(await page.evaluate(() => (window as unknown as { __loaded?: boolean }).__loaded)).toBe(true);
    await expect(page.getByRole('button', { name: 'Aplicar filtros' })).toBeHidden();
  });
});
