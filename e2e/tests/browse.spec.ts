import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './helpers';

const rows = (page: Page) => page.locator('.catalogue-browse__table tbody tr');

/** The number of titles the search results line announces. */
async function searchTotal(page: Page): Promise<number> {
  const line = page.locator('#catalogue-results-count');
  await expect(line).toHaveText(/\d+ títulos? encontrados? para/);
  return Number(/^(\d+)/.exec((await line.textContent()) ?? '')?.[1]);
}

test.describe('index browsing', () => {
  test('each index lists entries in alphabetical order with counts', async ({ page }) => {
    await page.goto('/indices');
    await expect(page.getByRole('heading', { name: 'Índices do acervo', level: 1 })).toBeVisible();
    for (const [value, header] of [
      ['autor', 'Autor'],
      ['assunto', 'Assunto'],
      ['titulo', 'Título'],
      ['chamada', 'Número de chamada'],
    ] as const) {
      await page.getByRole('combobox', { name: 'Índice' }).selectOption(value);
      await expect(page).toHaveURL(new RegExp(`indice=${value}`));
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
      await expect(rows(page)).toHaveCount(25);
      for (const count of await rows(page).locator('td').allTextContents()) expect(count).toMatch(/^\d+ títulos?$/);
    }
    await expect(page.getByText('Números de chamada não são pesquisáveis')).toBeVisible();
  });

  test('jump by letter and by the start of a heading; back returns', async ({ page }) => {
    await page.goto('/indices?indice=autor');
    await page.getByRole('link', { name: 'Letra M' }).click();
    await expect(page).toHaveURL(/indice=autor&inicio=m/);
    await expect(page.getByRole('link', { name: 'Letra M' })).toHaveAttribute('aria-current', 'true');
    const first = (await rows(page).first().locator('th a').first().textContent()) ?? '';
    expect(first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() >= 'm').toBe(true);
    for (const h of await rows(page).locator('th a:first-child').allTextContents()) expect(h.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').localeCompare('m')).toBeGreaterThanOrEqual(0);

    await page.getByLabel('Começa com').fill('shakesp');
    await page.getByRole('button', { name: 'Ir', exact: true }).click();
    await expect(page).toHaveURL(/inicio=shakesp/);
    await expect(rows(page).first()).toContainText('Shakespeare, William');
    await page.goBack();
    await expect(page).toHaveURL(/inicio=m$/);
    await expect(page.getByLabel('Começa com')).toHaveValue('m');
  });

  test('an entry leads to its search, whose total is the entry count; and to its authority', async ({ page }) => {
    await page.goto('/indices?indice=assunto&inicio=jazz');
    const row = rows(page).filter({ has: page.locator('td', { hasText: /^\d{2,} títulos$/ }) }).first();
    const heading = (await row.locator('th a').first().textContent()) ?? '';
    const count = Number(/\d+/.exec((await row.locator('td').textContent()) ?? '')?.[0]);
    await row.locator('th a').first().click();
    await expect(page).toHaveURL(/for=INDICE_2&indice=\d+/);
    expect(await searchTotal(page)).toBe(count);
    await page.goBack();
    await rows(page).filter({ hasText: heading }).first().getByRole('link', { name: /^autoridade/ }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(`${count} títulos`, { exact: true })).toBeVisible();
    await expectAxeClean(page);
  });

  test('paging through an index, axe clean', async ({ page }) => {
    await page.goto('/indices?indice=titulo');
    const firstPage = await rows(page).locator('th').allTextContents();
    await page.getByRole('navigation', { name: 'Páginas do índice' }).getByRole('link', { name: 'Página 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows(page).first()).not.toHaveText(firstPage[0] ?? '');
    await expectAxeClean(page);
  });
});

test.describe('authority pages', () => {
  test('heading, see and see-also references linked, linked titles, MARC view', async ({ page }) => {
    await page.goto('/');
    // Graphic novels (LC subject authority of the seed): 6 forms not used, see also Comics (Graphic works).
    const code = await page.evaluate(async () => {
      const token = await (await fetch('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'estante-web' }) })).json();
      const r = await fetch('/api/autoridade/combo?q=Graphic%20novels', { headers: { authorization: `Bearer ${token.access_token}` } });
      return ((await r.json()) as { codigo: number }[])[0]?.codigo;
    });
    await page.goto(`/autoridade/${code}`);
    await expect(page.getByRole('heading', { name: 'Graphic novels', level: 1 })).toBeVisible();
    const see = page.getByRole('region', { name: 'Formas não usadas (ver)' });
    await expect(see.getByRole('listitem')).toHaveText(['Comic book novels', 'Graphic albums', 'Graphic novellas', 'Novellas, Graphic', 'Novels, Comic book', 'Novels, Graphic']);
    await expectAxeClean(page);
    await page.getByRole('region', { name: 'Ver também' }).getByRole('link', { name: 'Comics (Graphic works)' }).click();
    await expect(page.getByRole('heading', { name: 'Comics (Graphic works)', level: 1 })).toBeVisible();
    await page.goBack();

    await page.getByRole('link', { name: 'MARC', exact: true }).click();
    await expect(page).toHaveURL(`/autoridade/${code}/marc`);
    const marc = page.getByRole('table', { name: 'Registro MARC da autoridade' });
    await expect(marc.getByRole('row', { name: /^155 ## \$a Graphic novels/ })).toBeVisible();
    await expect(marc.getByRole('row').filter({ hasText: /^455/ })).toHaveCount(6);
    await expectAxeClean(page);
  });

  test('an author with linked titles lists them and links to the full search', async ({ page }) => {
    await page.goto('/indices?indice=autor&inicio=aebersold');
    const row = rows(page).first();
    const count = Number(/\d+/.exec((await row.locator('td').textContent()) ?? '')?.[0]);
    await row.getByRole('link', { name: /^autoridade/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Aebersold');
    const titles = page.getByRole('region', { name: 'Títulos com este cabeçalho' }).getByRole('listitem');
    await expect(titles.first()).toBeVisible();
    expect(await titles.count()).toBe(Math.min(count, 20));
    await titles.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/acervo\/\d+$/);
    await page.goBack();
    await page.getByRole('link', { name: `Pesquisar os ${count} títulos no catálogo` }).click();
    expect(await searchTotal(page)).toBe(count);
  });

  test('an unknown or malformed code says so', async ({ page }) => {
    for (const path of ['/autoridade/999999', '/autoridade/abc', '/autoridade/999999/marc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Autoridade não encontrada' })).toBeVisible();
    }
  });
});
