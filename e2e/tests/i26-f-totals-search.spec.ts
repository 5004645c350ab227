import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, bearer, DEMO, expect, expectAxeClean, fitsPhone, signInAs, test } from './helpers';

// Issue 26 items 7 and 8. The collection totals (GET /api/acervo/totais) on the catalogue's public
// page /totais-acervo (linked from the libraries page) and in the personal area
// (/meupergamum/totais-acervo, activity 5733): the tables show the API's counts. The specialised
// search page offers the kinds the seeded records hold (theses from 502 notes, a statute from 008…)
// and says which it holds none of (case law); a search with an option finds its titles and shows the
// narrowing as a chip. axe-clean; no sideways scroll at 375 px. SHOTS=<folder> saves screenshots.

const SHOTS = process.env.SHOTS;

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 900 });
  await page.locator('h1').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-375-top.png` });
  await page.mouse.wheel(0, 900);
  await page.screenshot({ path: `${SHOTS}/${name}-375-next.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

interface Line {
  codigo: string;
  descricao: string;
  titulos: number;
  exemplares: number;
}
interface Totals {
  titulos: number;
  exemplares: number;
  porBiblioteca: Line[];
  porTipoObra: Line[];
  porArea: Line[];
}

async function publicTotals(request: APIRequestContext, lang = '1'): Promise<Totals> {
  const tok = await request.post(`${API}/oauth/token`, { data: { grant_type: 'client_credentials', client_id: 'estante-web' } });
  const { access_token } = (await tok.json()) as { access_token: string };
  const res = await request.get(`${API}/api/acervo/totais`, { headers: { ...bearer(access_token), lang } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Totals;
}

const pt = new Intl.NumberFormat('pt-BR');

/** At 375 px neither the page nor any table's own region scrolls sideways (back to 1280 px after). */
async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { name: 'Por área do conhecimento' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const regions = await page.evaluate(() => [...document.querySelectorAll('.estante-table__scroll')].map((e) => e.scrollWidth - e.clientWidth));
  expect(regions).toHaveLength(3);
  for (const over of regions) expect(over).toBeLessThanOrEqual(1);
}

/** Every line of the API's answer is a row of its table, with its titles and copies (as a table at 1280 px). */
async function expectTables(page: Page, t: Totals) {
  await expect(page.getByText(`${pt.format(t.titulos)} títulos e ${pt.format(t.exemplares)} exemplares no total.`)).toBeVisible();
  for (const [heading, lines] of [
    ['Por biblioteca', t.porBiblioteca],
    ['Por tipo de obra', t.porTipoObra],
    ['Por área do conhecimento', t.porArea],
  ] as const) {
    const section = page.getByRole('region', { name: heading });
    await expect(section.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await expect(section.locator('tbody tr')).toHaveCount(lines.length);
    for (const l of lines.slice(0, 4)) {
      const row = section.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: l.descricao, exact: true }) });
      await expect(row.locator('td').nth(0)).toHaveText(pt.format(l.titulos));
      await expect(row.locator('td').nth(1)).toHaveText(pt.format(l.exemplares));
    }
  }
}

test.describe('collection totals', () => {
  test('the public page shows the API counts by library, type and area; linked from the libraries page; axe-clean; fits a phone', async ({ page, request }) => {
    const totals = await publicTotals(request);
    expect(totals.titulos).toBeGreaterThan(1000);
    await page.goto('/bibliotecas');
    await page.getByRole('link', { name: 'Totais do acervo por biblioteca, tipo de obra e área' }).click();
    await expect(page).toHaveURL('/totais-acervo');
    await expect(page.getByRole('heading', { name: 'Totais do acervo', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Totais do acervo \| Catálogo online/);
    await expectTables(page, totals);
    await expectAxeClean(page);
    await noSidewaysScroll(page);
    await expectAxeClean(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shots(page, 'public-totals');
  });

  test('in English the labels come from the API in English', async ({ page, request }) => {
    const en = await publicTotals(request, '5');
    await page.addInitScript(() => localStorage.setItem('estante.lng', 'en'));
    await page.goto('/totais-acervo');
    await expect(page.getByRole('heading', { name: 'Collection totals', level: 1 })).toBeVisible();
    const book = en.porTipoObra.find((l) => l.codigo === '1');
    expect(book?.descricao).toBe('Book');
    await expect(page.getByRole('region', { name: 'By type of work' }).getByRole('rowheader', { name: 'Book', exact: true })).toBeVisible();
  });

  test('the personal area page (activity 5733) shows the same counts; axe-clean; fits a phone', async ({ page, request }) => {
    const totals = await publicTotals(request);
    await signInAs(page, DEMO.undergraduate);
    await page.getByRole('navigation', { name: 'Menu da área pessoal' }).getByRole('link', { name: 'Totais do acervo', exact: true }).click();
    await expect(page).toHaveURL('/meupergamum/totais-acervo');
    await expect(page.locator('#patron-title')).toHaveText('Totais do acervo');
    await expect(page).toHaveTitle(/^Totais do acervo \| /);
    await expectTables(page, totals);
    await expectAxeClean(page);
    await fitsPhone(page);
    await noSidewaysScroll(page);
    await expectAxeClean(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shots(page, 'patron-totals');
  });
});

test.describe('specialised search', () => {
  test('offers the kinds the records hold, says which it holds none of, and an option narrows a search to its titles', async ({ page }) => {
    await page.goto('/especializada');
    await expect(page.getByRole('heading', { name: 'Pesquisa especializada', level: 1 })).toBeVisible();
    // Drawn from the seeded records: a statute (008 legislation), theses (502), a standard (008), an archival record.
    for (const heading of ['Atos normativos', 'Arquivo', 'Teses, bibliografias e outros tipos de título', 'Normas técnicas e patentes']) {
      await expect(page.getByRole('search', { name: heading })).toBeVisible();
    }
    // No case law in the catalogue: said, not offered.
    await expect(page.getByRole('search', { name: 'Jurisprudência' })).toHaveCount(0);
    await expect(page.getByText('Esta instituição não tem no catálogo acervos para: jurisprudência.')).toBeVisible();
    await expectAxeClean(page);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shots(page, 'specialised');

    const theses = page.getByRole('search', { name: 'Teses, bibliografias e outros tipos de título' });
    const kind = theses.getByRole('combobox', { name: 'Tipo' });
    await expect(kind).toHaveValue('titulos-adicionais:teses');
    await expect(kind.locator('option:checked')).toHaveText('Teses, dissertações e trabalhos acadêmicos');
    // The rule under its field: a blank term is refused.
    await theses.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(theses.getByText('Informe um termo de pesquisa.')).toBeVisible();
    await theses.getByRole('searchbox').fill('alumínio');
    await theses.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page).toHaveURL(/especializada=titulos-adicionais%3Ateses/);
    await expect(page.getByRole('link', { name: /Endurecimento de uma liga de alumínio/ })).toBeVisible();
    const chip = page.getByRole('button', { name: /Teses, bibliografias e outros tipos de título: Teses, dissertações e trabalhos acadêmicos/ });
    await expect(chip).toBeVisible();
    await expectAxeClean(page);
    await shots(page, 'specialised-results');
    // Removing the narrowing searches the whole catalogue again.
    await chip.click();
    await expect(page).not.toHaveURL(/especializada=/);
    await expect(chip).toHaveCount(0);
  });
});
