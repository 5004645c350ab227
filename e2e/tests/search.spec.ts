import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './helpers';

const count = (page: Page) => page.locator('#catalogue-results-count');
/** The number of titles the results line announces ("4 títulos encontrados para …"). */
async function total(page: Page): Promise<number> {
  await expect(count(page)).toHaveText(/\d+ títulos? encontrados? para|Nenhum título/);
  await expect(page.locator('.catalogue-results-layout[aria-busy="true"]')).toHaveCount(0);
  const text = (await count(page).textContent()) ?? '';
  return /Nenhum/.test(text) ? 0 : Number(/^(\d+)/.exec(text.replace(/\./g, ''))?.[1]);
}
const titles = (page: Page) => page.locator('.catalogue-result__title a').allTextContents();

/** Does `action` and waits for the search it starts to answer (the page then shows its results). */
async function searched(page: Page, action: () => Promise<unknown>) {
  await Promise.all([page.waitForResponse((r) => r.url().includes('/api/consulta?')), action()]);
}

async function search(page: Page, term: string) {
  await page.getByRole('combobox', { name: 'Termo de pesquisa' }).fill(term);
  await searched(page, () => page.getByRole('button', { name: 'Pesquisar' }).click());
}

test.describe('catalogue search', () => {
  test('with and without accents and in the plural, a query finds the same São Paulo (USP) records', async ({ page }) => {
    await page.goto('/');
    await search(page, 'metodologia científica');
    expect(await total(page)).toBe(4);
    const accented = await titles(page);
    expect(accented).toContain('Fundamentos de metodologia científica');
    expect(accented).toContain('Metodologia da pesquisa jurídica: teoria e prática da monografia para os cursos de direito');

    await search(page, 'metodologia cientifica');
    expect(await total(page)).toBe(4);
    expect(new Set(await titles(page))).toEqual(new Set(accented));

    await search(page, 'metodologias científicas');
    expect(await total(page)).toBe(4);
    expect(new Set(await titles(page))).toEqual(new Set(accented));
    await expect(page).toHaveURL(/q=metodologias\+cient%C3%ADficas/);
  });

  test('each facet narrows the results and its count is the new total; chips remove, clear empties', async ({ page }) => {
    await page.goto('/?q=jazz&for=INDICE_1');
    const all = await total(page);
    expect(all).toBeGreaterThan(100);
    const facets = page.locator('.catalogue-facet');
    const names = await facets.locator('h3').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Autor', 'Assunto', 'Tipo de obra', 'Idioma', 'Ano de publicação', 'Biblioteca', 'Campus']));
    for (const name of names) {
      const facet = facets.filter({ has: page.getByRole('heading', { name, exact: true }) });
      const first = facet.locator('.catalogue-facet__item').first();
      const label = (await first.locator('.catalogue-facet__label').textContent()) ?? '';
      const expected = Number(await first.locator('.catalogue-facet__count').textContent());
      await searched(page, () => first.getByRole('checkbox').check());
      await expect(page).toHaveURL(/filtros=/);
      expect(await total(page), `${name}: ${label}`).toBe(expected);
      expect(expected).toBeLessThanOrEqual(all);
      const chip = page.getByRole('link', { name: `Remover filtro ${name}: ${label}` });
      await expect(chip).toBeVisible();
      await searched(page, () => chip.click());
      await expect(page).not.toHaveURL(/filtros=/);
      expect(await total(page)).toBe(all);
    }
    // Two filters, then clear both.
    await facets.filter({ has: page.getByRole('heading', { name: 'Idioma', exact: true }) }).getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/filtros=I/);
    await facets.filter({ has: page.getByRole('heading', { name: 'Tipo de obra', exact: true }) }).getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/filtros=I%3A[a-z]+%2CT%3A\d/);
    await searched(page, () => page.getByRole('link', { name: 'Limpar filtros' }).click());
    await expect(page).not.toHaveURL(/filtros=/);
    expect(await total(page)).toBe(all);
  });

  test('the text filter inside a facet narrows its values from 3 characters', async ({ page }) => {
    await page.goto('/?q=jazz&for=INDICE_1');
    await total(page);
    const subject = page.locator('.catalogue-facet').filter({ has: page.getByRole('heading', { name: 'Assunto', exact: true }) });
    const box = subject.getByRole('searchbox', { name: 'Filtrar valores de Assunto' });
    const before = await subject.locator('.catalogue-facet__item').count();
    await box.fill('pi');
    await expect(subject.getByText('Digite ao menos 3 caracteres para filtrar.')).toBeVisible();
    expect(await subject.locator('.catalogue-facet__item').count()).toBe(before);
    await box.fill('pia');
    await expect(subject.locator('.catalogue-facet__label').first()).toContainText(/pia/i);
    for (const label of await subject.locator('.catalogue-facet__label').allTextContents()) expect(label).toMatch(/pia/i);
    await box.fill('zzzz');
    await expect(subject.getByText('Nenhum valor encontrado.')).toBeVisible();
  });

  test('paging: 20 a page, the page in the address, back and forward', async ({ page }) => {
    await page.goto('/?q=jazz&for=INDICE_1');
    await total(page);
    const first = await titles(page);
    expect(first).toHaveLength(20);
    await searched(page, () => page.getByRole('navigation', { name: 'Páginas de resultados' }).getByRole('link', { name: 'Página 2', exact: true }).click());
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.catalogue-results__list')).toHaveAttribute('start', '21');
    // The new page is read from its start: the view at the top of the results, focus on their heading.
    await expect(count(page)).toBeFocused();
    await expect(count(page)).toBeInViewport();
    await expect(page.locator('.catalogue-result').first()).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Páginas de resultados' })).not.toBeInViewport();
    const second = await titles(page);
    expect(second).toHaveLength(20);
    expect(second.filter((t) => first.includes(t)).length).toBeLessThan(20);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.locator('.catalogue-results__list')).toHaveAttribute('start', '1');
    expect(await titles(page)).toEqual(first);
    await page.goForward();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.catalogue-results__list')).toHaveAttribute('start', '21');
  });

  test('a copied search address reproduces the results in a new page', async ({ page, context }) => {
    await page.goto('/');
    await search(page, 'jazz');
    await total(page);
    await searched(page, () => page.locator('.catalogue-facet').filter({ has: page.getByRole('heading', { name: 'Tipo de obra', exact: true }) }).getByRole('checkbox').first().check());
    await expect(page).toHaveURL(/filtros=/);
    await searched(page, () => page.getByLabel('Ordenar por').selectOption('ano-D'));
    await expect(page).toHaveURL(/orderBy=ano&direction=D/);
    const n = await total(page);
    const shown = await titles(page);
    const address = page.url();

    const other = await context.newPage();
    await other.goto(address);
    expect(await total(other)).toBe(n);
    expect(await titles(other)).toEqual(shown);
    await expect(other.getByLabel('Ordenar por')).toHaveValue('ano-D');
    await expect(other.locator('.catalogue-facet input[type=checkbox]:checked')).toHaveCount(1);
    await expect(other.getByRole('combobox', { name: 'Termo de pesquisa' })).toHaveValue('jazz');
  });

  test('search and facets by keyboard only', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Termo de pesquisa' });
    await box.focus();
    await page.keyboard.type('metodologia');
    await searched(page, () => page.keyboard.press('Enter'));
    const all = await total(page);
    expect(all).toBeGreaterThan(0);
    // Tab to the first facet value and toggle it with the space bar.
    const firstBox = page.locator('.catalogue-facet input[type=checkbox]').first();
    const expected = Number(await page.locator('.catalogue-facet__count').first().textContent());
    for (let i = 0; i < 40 && !(await firstBox.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(firstBox).toBeFocused();
    await searched(page, () => page.keyboard.press('Space'));
    await expect(page).toHaveURL(/filtros=/);
    expect(await total(page)).toBe(expected);
    await expect(page.locator('.catalogue-facet input[type=checkbox]').first()).toBeChecked();
  });

  test('autocomplete: suggestions while typing, arrows and Enter pick one and search', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Termo de pesquisa' });
    await box.fill('metodol');
    const list = page.getByRole('listbox', { name: 'Sugestões de pesquisa' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const first = (await list.getByRole('option').first().textContent()) ?? '';
    expect(first.toLowerCase()).toMatch(/^metodol/);
    await box.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await searched(page, () => box.press('Enter'));
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(first).replace(/%20/g, '\\+')}`));
    expect(await total(page)).toBeGreaterThan(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('"did you mean" for a misspelt term', async ({ page }) => {
    await page.goto('/?q=metodolgia');
    await expect(page.getByText('Nenhum título encontrado')).toBeVisible();
    const help = page.getByRole('region', { name: 'O que tentar' });
    await expect(help).toContainText('Você quis dizer metodologia?');
    await expect(help).not.toContainText('Confira a ortografia');
    await searched(page, () => help.getByRole('button', { name: 'metodologia' }).click());
    await expect(page).toHaveURL(/q=metodologia/);
    expect(await total(page)).toBeGreaterThan(0);
  });

  test('Back from a title puts the list back where it was: same page, same place, even after the title page reloads', async ({ page }) => {
    await page.goto('/?q=jazz&for=INDICE_1');
    await total(page);
    await searched(page, () => page.getByRole('navigation', { name: 'Páginas de resultados' }).getByRole('link', { name: 'Página 2', exact: true }).click());
    await expect(page.locator('.catalogue-results__list')).toHaveAttribute('start', '21');
    await total(page);
    const link = page.locator('.catalogue-result').nth(12).locator('.catalogue-result__title a');
    await link.evaluate((a) => a.scrollIntoView({ block: 'center' }));
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(1000);
    // The scroll handled (two frames) before leaving.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const name = (await link.textContent()) ?? '';
    const heading = page.getByRole('heading', { level: 1 });
    await link.click();
    await expect(page).toHaveURL(/\/acervo\/\d+/);
    await expect(heading).toHaveText(name);
    await page.goBack();
    await expect(page).toHaveURL(/q=jazz.*page=2/);
    await expect(page.locator('.catalogue-results__list')).toHaveAttribute('start', '21');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    await expect(page.getByRole('link', { name, exact: true })).toBeInViewport();

    // Again with the title page reloaded meanwhile (a change of language reloads it) and a slow search:
    // the list arrives well after the browser's own restoring gave up.
    await link.click();
    await expect(heading).toHaveText(name);
    await page.reload();
    await expect(heading).toHaveText(name);
    await page.route(
      (url) => url.pathname.endsWith('/api/consulta'),
      async (route) => {
        await new Promise((done) => setTimeout(done, 1000));
        await route.continue();
      },
    );
    await page.goBack();
    await expect(page.locator('.catalogue-results__list')).toHaveAttribute('start', '21');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    await expect(page.getByRole('link', { name, exact: true })).toBeInViewport();
  });

  test('on a phone the results come first; the facets open from "Filtrar" as a dialog; the tag removes the filter', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/?q=jazz&for=INDICE_1');
    const all = await total(page);
    // The first result on the first screen, no side panel before it, nothing wider than the phone.
    const first = await page.locator('.catalogue-result__title a').first().boundingBox();
    expect(first && first.y + first.height).toBeLessThanOrEqual(667);
    await expect(page.locator('.catalogue-results-layout > .catalogue-facets')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Selecting shows the basket button the phone hides while nothing is selected.
    const addSelected = page.getByRole('button', { name: /Adicionar .*selecionados? à cesta/ });
    await expect(addSelected).toBeHidden();
    await page.locator('.catalogue-result').first().getByRole('checkbox').check();
    await expect(page.getByRole('button', { name: 'Adicionar 1 selecionado à cesta' })).toBeVisible();
    await page.locator('.catalogue-result').first().getByRole('checkbox').uncheck();
    await expect(addSelected).toBeHidden();

    const open = page.getByRole('button', { name: 'Filtrar', exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Refinar resultados' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectAxeClean(page);
    const language = dialog.locator('.catalogue-facet').filter({ has: page.getByRole('heading', { name: 'Idioma', exact: true }) });
    const item = language.locator('.catalogue-facet__item').first();
    const label = (await item.locator('.catalogue-facet__label').textContent()) ?? '';
    const expected = Number(await item.locator('.catalogue-facet__count').textContent());
    await searched(page, () => item.getByRole('checkbox').check());
    await expect(page).toHaveURL(/filtros=I/);
    await expect(item.getByRole('checkbox')).toBeChecked();
    await dialog.getByRole('button', { name: 'Ver resultados' }).click();
    await expect(dialog).toBeHidden();
    const applied = page.getByRole('button', { name: 'Filtrar (1 aplicado)' });
    await expect(applied).toBeFocused();
    expect(await total(page)).toBe(expected);

    // Escape closes it too, focus back on the button.
    await applied.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(applied).toBeFocused();

    await searched(page, () => page.getByRole('link', { name: `Remover filtro Idioma: ${label}` }).click());
    await expect(page).not.toHaveURL(/filtros=/);
    expect(await total(page)).toBe(all);
    await expect(open).toBeVisible();

    // Wide again: the side panel, no "Filtrar".
    await page.setViewportSize({ width: 1366, height: 800 });
    await expect(page.locator('.catalogue-results-layout > .catalogue-facets')).toBeVisible();
    await expect(open).toBeHidden();
  });

  test('no results: full width, with what to try (other indexes, other searches, without the filters)', async ({ page }) => {
    await page.goto('/?q=xyzzyqqq&for=INDICE_1');
    expect(await total(page)).toBe(0);
    const help = page.getByRole('region', { name: 'O que tentar' });
    await expect(help).toBeVisible();
    const width = async (selector: string) => (await page.locator(selector).boundingBox())?.width ?? 0;
    expect(await width('.catalogue-no-results')).toBeGreaterThanOrEqual((await width('.catalogue-search')) - 1);
    await expect(help).toContainText('Confira a ortografia das palavras.');
    await expect(help.getByRole('button', { name: /Pesquisar sem/ })).toHaveCount(0);
    await expect(help.getByRole('link', { name: 'Título', exact: true })).toHaveAttribute('href', '/?q=xyzzyqqq&for=INDICE_4');
    await expect(help.getByRole('link', { name: 'Autor', exact: true })).toHaveAttribute('href', '/?q=xyzzyqqq&for=INDICE_3');
    await expect(help.getByRole('link', { name: 'Outras instituições' })).toHaveAttribute('href', '/rede?q=xyzzyqqq');
    await expect(help.getByRole('link', { name: 'Índices' })).toHaveAttribute('href', '/indices?indice=titulo&inicio=xyzzyqqq');
    await expectAxeClean(page);
    await help.getByRole('link', { name: 'Pesquisa avançada' }).click();
    await expect(page).toHaveURL(/\/avancada\?q=xyzzyqqq/);
    expect(await total(page)).toBe(0);
    await expect(page.getByRole('combobox', { name: 'Termo de pesquisa' })).toHaveValue('xyzzyqqq');

    // Nothing with the filter applied: the same words without it.
    await page.goto('/?q=jazz&for=INDICE_1');
    const all = await total(page);
    await page.goto('/?q=jazz&for=INDICE_1&filtros=I%3Azzz');
    expect(await total(page)).toBe(0);
    await expect(help).toContainText('Há 1 filtro aplicado.');
    // No facets came back, yet the tag names its facet.
    await expect(page.getByRole('link', { name: 'Remover filtro Idioma: zzz' })).toBeVisible();
    await searched(page, () => help.getByRole('button', { name: 'Pesquisar sem o filtro' }).click());
    await expect(page).not.toHaveURL(/filtros=/);
    expect(await total(page)).toBe(all);
  });

  test('advanced search: a second term with NOT and a type of work', async ({ page }) => {
    await page.goto('/avancada');
    await search(page, 'jazz');
    const jazz = await total(page);
    await page.getByLabel('Combinar com').selectOption('NOT');
    await page.getByLabel('Segundo termo', { exact: true }).fill('piano');
    await searched(page, () => page.getByRole('button', { name: 'Pesquisar' }).click());
    await expect(page).toHaveURL(/\/avancada\?.*condition=NOT&q2=piano/);
    const without = await total(page);
    expect(without).toBeLessThan(jazz);
    await page.getByRole('combobox', { name: 'Tipo de obra', exact: true }).selectOption({ label: 'Partitura' });
    await searched(page, () => page.getByRole('button', { name: 'Pesquisar' }).click());
    await expect(page).toHaveURL(/filtros=T%3A3/);
    const scores = await total(page);
    expect(scores).toBeLessThan(without);
    expect(scores).toBeGreaterThan(0);
    for (const meta of await page.locator('.catalogue-result__meta').all()) await expect(meta.locator('.ant-tag').first()).toHaveText('Partitura');
  });

  test('results: ordering, list mode, availability and basket buttons; axe clean', async ({ page }) => {
    await page.goto('/?q=jazz&for=INDICE_1');
    await total(page);
    await expect(page.locator('.catalogue-result__availability').first()).toContainText(/Campus|Sem exemplares/);
    await searched(page, () => page.getByLabel('Ordenar por').selectOption('ano-C'));
    await expect(page).toHaveURL(/orderBy=ano&direction=C/);
    await total(page);
    const years = (await page.locator('.catalogue-result__meta > span:first-of-type').allTextContents()).filter((y) => /^\d{4}$/.test(y)).map(Number);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    await page.getByRole('button', { name: 'Lista' }).click();
    await expect(page).toHaveURL(/modo=L/);
    await expect(page.locator('.catalogue-result__cover')).toHaveCount(0);
    await page.getByRole('button', { name: 'Detalhado' }).click();
    await expect(page.locator('.catalogue-result__cover').first()).toBeVisible();

    const firstResult = page.locator('.catalogue-result').first();
    const firstTitle = (await titles(page))[0] ?? '';
    await firstResult.getByRole('button', { name: /Adicionar à cesta/ }).click();
    await expect(firstResult.getByRole('button', { name: /Remover da cesta/ })).toHaveAccessibleName(new RegExp(`Remover da cesta.*${firstTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // Nothing selected: no count in the label, and nothing to add.
    await expect(page.getByRole('button', { name: 'Adicionar selecionados à cesta' })).toBeDisabled();
    await expect(page.getByText(/Adicionar 0/)).toHaveCount(0);
    await page.locator('.catalogue-result').nth(1).getByRole('checkbox').check();
    await expect(page.getByRole('button', { name: 'Adicionar 1 selecionado à cesta' })).toBeEnabled();
    await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
    await page.getByRole('button', { name: 'Adicionar 20 selecionados à cesta' }).click();
    await expect(page.getByText('20 títulos adicionados à cesta.')).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('estante.basket'))) ?? '[]')).toHaveLength(20);
    await expectAxeClean(page);
  });

  test('"Ordenar por" sits beside its select, at 1366 px and on a phone', async ({ page }) => {
    await page.goto('/?q=jazz&for=INDICE_1');
    await total(page);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const label = await page.locator('label', { hasText: 'Ordenar por' }).boundingBox();
      const select = await page.getByLabel('Ordenar por').boundingBox();
      if (!label || !select) throw new Error('no label or select');
      const gap = select.x - (label.x + label.width);
      expect(gap, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(gap, `${width} px`).toBeLessThanOrEqual(12);
      expect(Math.abs(label.y + label.height / 2 - (select.y + select.height / 2)), `${width} px`).toBeLessThan(6);
    }
  });
});
