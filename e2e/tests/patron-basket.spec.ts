import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAxeClean, fitsPhone, SITE, signInAs, test } from './helpers';

// The permanent basket (issue 25 item 3): a signed-in patron keeps the titles of the basket (/cesta) in
// the permanent basket ("keep these": the chosen ones, then all, told how many were added and how many
// were there already), follows the link to its page, which lists them (each linking to its title page)
// the same in another browser (another device), exports them with the basket's exports (a RIS file of
// all; BibTeX of the one selected), removes one and then all after a confirm. axe-clean; no sideways
// scroll at 375 px. SHOTS=<folder> saves screenshots at 1366 and 375 px.

const SHOTS = process.env.SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [[1366, 900], [375, 800]] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.locator('#patron-title, h1').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Adds the first `n` results of a search to the basket with their own buttons; answers their titles. */
async function addFromResults(page: Page, term: string, n: number): Promise<string[]> {
  await page.goto(`/?q=${encodeURIComponent(term)}&for=INDICE_1`);
  const results = page.locator('.catalogue-result');
  await expect(results.first()).toBeVisible();
  const titles: string[] = [];
  for (let i = 0; i < n; i++) {
    const item = results.nth(i);
    titles.push(((await item.locator('.catalogue-result__title a').textContent()) ?? '').trim());
    await item.getByRole('button', { name: /Adicionar à cesta/ }).click();
    await expect(item.getByRole('button', { name: /Remover da cesta/ })).toBeVisible();
  }
  return titles;
}

async function download(page: Page, format: string): Promise<{ name: string; text: string }> {
  await page.getByLabel('Formato').selectOption({ label: format });
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar arquivo' }).click()]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

const rows = (page: Page) => page.locator('.pbasket-table tbody tr');

test.describe('the permanent basket', () => {
  test('keep these from /cesta → the page lists them on any device → export → remove one → remove all', async ({ page, browser }) => {
    // The whole journey, a second device and axe on each state: more than the default 30 s on a loaded machine.
    test.slow();
    await signInAs(page, DEMO.undergraduate, '/meupergamum');
    const titles = await addFromResults(page, 'metodologia científica', 3);
    await page.goto('/cesta');
    await expect(page.getByText('3 títulos na cesta')).toBeVisible();

    // The chosen ones first: the third left out.
    await page.locator('.catalogue-basket__item').nth(2).getByRole('checkbox').uncheck();
    const keep = page.getByRole('button', { name: /^Guardar na cesta permanente/ });
    await expect(keep).toHaveText('Guardar na cesta permanente (2 títulos)');
    await keep.click();
    const result = page.locator('.catalogue-basket__keep-result');
    await expect(result).toContainText('2 títulos guardados na sua cesta permanente.');
    await expect(result).not.toContainText('já estava');
    // Then all: one added, two there already.
    await page.locator('.catalogue-basket__item').nth(2).getByRole('checkbox').check();
    await expect(keep).toHaveText('Guardar na cesta permanente (3 títulos)');
    await keep.click();
    await expect(result).toContainText('1 título guardado na sua cesta permanente. 2 já estavam lá.');
    await expectAxeClean(page);
    await shot(page, 'cesta-keep');

    await result.getByRole('link', { name: 'Ver a cesta permanente' }).click();
    await expect(page).toHaveURL('/meupergamum/cesta-permanente');
    await expect(page.getByRole('heading', { level: 1, name: 'Cesta permanente' })).toBeVisible();
    await expect(page).toHaveTitle(/^Cesta permanente \| /);
    await expect(page.getByText('3 títulos na sua cesta permanente.')).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    const listed = (await page.locator('.pbasket-table tbody th a').allTextContents()).map((s) => s.trim());
    expect([...listed].sort()).toEqual([...titles].sort());
    for (const link of await page.locator('.pbasket-table tbody th a').all()) await expect(link).toHaveAttribute('href', /^\/acervo\/\d+$/);
    await expectAxeClean(page);
    await fitsPhone(page);
    await shot(page, 'permanent-basket');

    // Another device: a fresh browser signed in as the same patron sees the same titles.
    const other = await browser.newContext({ baseURL: SITE });
    const phone = await other.newPage();
    await signInAs(phone, DEMO.undergraduate, '/meupergamum/cesta-permanente');
    await expect(phone.locator('.pbasket-table tbody tr')).toHaveCount(3);
    expect((await phone.locator('.pbasket-table tbody th a').allTextContents()).map((s) => s.trim()).sort()).toEqual([...titles].sort());
    await other.close();

    // Export: all of them as RIS, then only the selected one as BibTeX.
    await expect(page.getByText('Todos os 3 títulos da cesta')).toBeVisible();
    const ris = await download(page, 'RIS');
    expect(ris.name).toMatch(/\.ris$/);
    expect(ris.text.match(/^TY {2}- /gm)).toHaveLength(3);
    await page.getByRole('checkbox', { name: `Selecionar: ${listed[0]}` }).check();
    await expect(page.getByText('1 título selecionado.')).toBeVisible();
    const bib = await download(page, 'BibTeX');
    expect(bib.text.match(/^@\w+\{/gm)).toHaveLength(1);

    // Remove one, after a confirm (cancel first keeps it).
    const removeFirst = page.getByRole('button', { name: `Retirar da cesta permanente: ${listed[0]}` });
    await removeFirst.click();
    let dialog = page.getByRole('dialog', { name: 'Retirar título' });
    await expect(dialog).toContainText(listed[0]!);
    await dialog.getByRole('button', { name: 'Manter' }).click();
    await expect(rows(page)).toHaveCount(3);
    await removeFirst.click();
    dialog = page.getByRole('dialog', { name: 'Retirar título' });
    await dialog.getByRole('button', { name: 'Retirar' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText('2 títulos na sua cesta permanente.')).toBeVisible();
    expect(await page.locator('.pbasket-table tbody th a').allTextContents()).not.toContain(listed[0]);

    // Remove all.
    await page.getByRole('button', { name: 'Esvaziar a cesta permanente' }).click();
    dialog = page.getByRole('dialog', { name: 'Esvaziar a cesta permanente' });
    await expect(dialog).toContainText('Retirar os 2 títulos da sua cesta permanente?');
    await dialog.getByRole('button', { name: 'Esvaziar' }).click();
    await expect(page.getByText('Sua cesta permanente está vazia.')).toBeVisible();
    await expect(page.locator('.pbasket-count')).toHaveText('');
    await expect(page.getByRole('button', { name: 'Esvaziar a cesta permanente' })).toBeDisabled();
    await expectAxeClean(page);
    await fitsPhone(page);
    await shot(page, 'permanent-basket-empty');
  });

  test('a visitor in /cesta is not offered "keep these"', async ({ page }) => {
    await addFromResults(page, 'metodologia científica', 1);
    await page.goto('/cesta');
    await expect(page.getByText('1 título na cesta')).toBeVisible();
    await expect(page.getByRole('button', { name: /Guardar na cesta permanente/ })).toHaveCount(0);
  });
});
