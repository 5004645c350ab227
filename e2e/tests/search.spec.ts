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
      const chip = page.getByRole('button', { name: `Remover filtro ${name}: ${label}` });
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
    await searched(page, () => page.getByRole('button', { name: 'Limpar filtros' }).click());
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
    await searched(page, () => page.getByRole('navigation', { name: 'Páginas de resultados' }).getByTitle('2', { exact: true }).click());
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.catalogue-results__list')).toHaveAttribute('start', '21');
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
    await searched(page, () => page.getByRole('button', { name: 'metodologia' }).click());
    await expect(page).toHaveURL(/q=metodologia/);
    expect(await total(page)).toBeGreaterThan(0);
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
    await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
    await page.getByRole('button', { name: 'Adicionar 20 selecionados à cesta' }).click();
    await expect(page.getByText('20 títulos adicionados à cesta.')).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('estante.basket'))) ?? '[]')).toHaveLength(20);
    await expectAxeClean(page);
  });
});
