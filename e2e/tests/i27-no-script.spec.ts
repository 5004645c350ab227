import { expect, expectAxeClean, test } from './helpers';

// Issue 27: the public catalogue works before and without JavaScript. The shell's server writes the
// remote's region, rendered by the remote's own server fragment, into the first HTML: a real GET form,
// the results with their facets, orderings and pages as links, and a title with its copies.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor searches with the form, narrows by a facet, changes the ordering and pages through the results', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pesquise no acervo' })).toBeVisible();
    const form = page.getByRole('search', { name: 'Pesquisa no catálogo' });
    await form.getByRole('searchbox', { name: 'Termo de pesquisa' }).fill('jazz');
    await form.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page).toHaveURL(/\/\?q=jazz&for=INDICE_1$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^\d+ títulos encontrados para “jazz”$/);
    const total = Number((await heading.textContent())?.match(/^\d+/)?.[0]);
    expect(total).toBeGreaterThan(20);
    const results = page.getByRole('region', { name: 'Resultados da pesquisa' }).getByRole('list').last();
    await expect(page.locator('ol > li h3 a')).toHaveCount(20);

    // A facet value is a link: following it narrows the results, and the applied filter can be removed.
    const facets = page.getByRole('complementary', { name: 'Refinar resultados' });
    const type = facets.getByRole('region', { name: 'Tipo de obra' }).getByRole('link').first();
    const label = (await type.textContent()) ?? '';
    await type.click();
    await expect(page).toHaveURL(/filtros=T%3A\d+/);
    const narrowed = Number((await heading.textContent())?.match(/^\d+/)?.[0]);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThanOrEqual(total);
    await expect(facets.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'true');
    await facets.getByRole('link', { name: new RegExp(`^Remover filtro .*${label}$`) }).click();
    await expect(page).toHaveURL(/\/\?q=jazz&for=INDICE_1$/);

    // The ordering: titles Z–A, the first title after the last in A–Z order.
    await page.getByRole('navigation', { name: 'Ordenar por' }).getByRole('link', { name: 'Título (Z–A)' }).click();
    await expect(page).toHaveURL(/orderBy=obra&direction=D/);
    await expect(page.getByRole('navigation', { name: 'Ordenar por' }).getByRole('link', { name: 'Título (Z–A)' })).toHaveAttribute('aria-current', 'true');
    const titles = await page.locator('ol > li h3 a').allTextContents();
    const sorted = [...titles].sort((a, b) => b.localeCompare(a, 'pt-BR', { sensitivity: 'base' }));
    expect(titles[0]?.localeCompare(sorted.at(-1) ?? '', 'pt-BR', { sensitivity: 'base' })).toBeGreaterThanOrEqual(0);

    // The pages: the next one, numbered from 21, and back.
    const pages = page.getByRole('navigation', { name: 'Páginas de resultados' });
    await pages.getByRole('link', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('ol[start="21"]')).toBeVisible();
    await expect(pages).toContainText(`Página 2 de ${Math.ceil(total / 20)}`);
    await pages.getByRole('link', { name: 'Página anterior' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(results).toBeVisible();
  });

  test('a visitor opens a title from the results, and its copies', async ({ page }) => {
    await page.goto('/?q=jazz&for=INDICE_1');
    const first = page.locator('ol > li h3 a').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/acervo\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    // The title's tabs are links; its copies are a table, as on the page with script.
    const tabs = page.getByRole('navigation', { name: 'Visualizações do título' });
    await expect(tabs.getByRole('link', { name: 'Dados', exact: true })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Exemplares', exact: true }).click();
    await expect(page).toHaveURL(/\/acervo\/\d+\/exemplares$/);
    await expect(tabs.getByRole('link', { name: 'Exemplares', exact: true })).toHaveAttribute('aria-current', 'page');
    const copies = page.getByRole('table', { name: 'Exemplares em todas as bibliotecas' });
    await expect(copies.getByRole('columnheader', { name: 'Biblioteca' })).toBeVisible();
    expect(await copies.getByRole('row').count()).toBeGreaterThan(1);
    // Back to the search from the title: a GET form.
    await page.getByRole('search').getByRole('searchbox').fill('machado de assis');
    await page.getByRole('search').getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page).toHaveURL(/\/\?q=machado\+de\+assis/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/títulos? encontrados? para “machado de assis”/);
  });
});

test.describe('before the scripts have run', () => {
  test('the server’s region is what a visitor reads, axe-clean and within a phone’s width', async ({ page }) => {
    // The scripts never arrive: what a phone shows while they download, and a browser that blocks them.
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/?q=jazz&for=INDICE_1&filtros=T%3A2', '/acervo/1780', '/acervo/1780/exemplares']) {
        await page.goto(path);
        await expect(page.locator('.estante-ssr h1')).toBeVisible();
        await expectAxeClean(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });

  test('with scripts, the app takes the page over from the region: one of each, the region gone', async ({ page }) => {
    await page.goto('/?q=jazz&for=INDICE_1');
    await expect(page.locator('.catalogue-result').first()).toBeVisible();
    await expect(page.locator('[data-estante-region]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.goto('/acervo/1780');
    await expect(page.locator('.title-tabs, [role="tablist"]').first()).toBeVisible();
    await expect(page.locator('[data-estante-region]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});

