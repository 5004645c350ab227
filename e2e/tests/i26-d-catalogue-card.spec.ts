import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, bearer, DEMO, expect, expectAxeClean, fitsPhone, patronToken, signInAs, test } from './helpers';

// The catalogue card (issue 26, deliverable 4). On the title page, the reference view opens the card
// (the Hebrew record shows its vernacular title right to left, in Hebrew), printing shows the card
// alone and the PDF downloads; in the personal area (/meupergamum/ficha-catalografica, from the menu)
// the patron picks one of their titles or searches the catalogue (the term's rule under the field),
// sees its card, prints it or downloads it. Axe-clean, no sideways scroll at 375 px, pt/en/es.
// SHOTS=<folder> saves screenshots at 1366 and 375 px.

const SHOTS = process.env.SHOTS;
async function shot(page: Page, name: string, ready: () => Promise<void>) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [[1366, 900], [375, 800]] as const) {
    await page.setViewportSize({ width, height });
    await ready();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

interface Found {
  titulos: { cod_acervo: number; obra: string; origens: string[] }[];
}

/** A title found by the card page's own search (the API's), as the patron would type it. */
async function titleId(request: APIRequestContext, term: string, obra: RegExp): Promise<number> {
  const res = await request.get(`${API}/api/meu-pergamum/ficha-catalografica/titulos?busca=${encodeURIComponent(term)}`, {
    headers: bearer(await patronToken(request, DEMO.undergraduate)),
  });
  expect(res.status()).toBe(200);
  const hit = ((await res.json()) as Found).titulos.find((t) => obra.test(t.obra));
  expect(hit, term).toBeDefined();
  return hit!.cod_acervo;
}

/** Only the card shows when the page is printed: the page's heading and menu are hidden, the card is not. */
async function printsCardOnly(page: Page, heading: ReturnType<Page['locator']>) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.catalogue-card')).toBeVisible();
  await expect(heading).toBeHidden();
  await expect(page.getByRole('button', { name: /Imprimir|Print/ })).toBeHidden();
  const box = await page.locator('.catalogue-card').boundingBox();
  // 12.5 cm wide at 96 px per inch.
  expect(Math.round(box!.width)).toBe(Math.round((12.5 / 2.54) * 96));
  await page.emulateMedia({ media: 'screen' });
}

test.describe('catalogue card', () => {
  test('the title page opens the card in the reference view: the Hebrew title right to left, print shows the card alone, the PDF downloads', async ({ page, request }) => {
    const id = await titleId(request, 'La-Torah vela', /^La-Torah vela/);
    await page.goto(`/acervo/${id}/referencia`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(/^La-Torah vela/);
    await expect(page.locator('.catalogue-card')).toHaveCount(0);
    await page.getByText('Ficha catalográfica', { exact: true }).click();
    const card = page.getByRole('figure', { name: /^Ficha catalográfica de La-Torah vela/ });
    await expect(card).toBeVisible();
    await expect(card).toContainText('JUD BS1225.4');
    await expect(card).toContainText('.Z48 1961');
    await expect(card).toContainText('Shelomoh Yosef.');
    await expect(card).toContainText('1. Bible. O.T. Pentateuch -- Sermons.');
    const hebrew = card.locator('p[dir="rtl"][lang="he"]').first();
    await expect(hebrew).toHaveText('לתורה בלמועדים : רסיסי הגיונות.');
    expect(await hebrew.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await expect(card.locator('.catalogue-card__body')).toHaveAttribute('lang', 'he');
    await expectAxeClean(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`ficha-${id}.pdf`);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await printsCardOnly(page, title);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'title-card-hebrew', () => expect(card).toBeVisible());

    // The tracings' words follow the page's language.
    await page.goto(`/acervo/${id}/referencia?lng=en`);
    await page.getByText('Catalogue card', { exact: true }).click();
    await expect(page.getByRole('figure', { name: /^Catalogue card of / })).toContainText('I. Title.');
  });

  test('an unknown title has no card: the API answers 404', async ({ request }) => {
    const res = await request.get(`${API}/api/acervo/99999999/ficha-catalografica`, { headers: bearer(await patronToken(request, DEMO.undergraduate)) });
    expect(res.status()).toBe(404);
  });

  test('the personal area lists the patron’s titles, finds others by title, shows the card to print or download', async ({ page, request }) => {
    const res = await request.get(`${API}/api/meu-pergamum/ficha-catalografica/titulos`, { headers: bearer(await patronToken(request, DEMO.undergraduate)) });
    const mine = ((await res.json()) as Found).titulos;
    expect(mine.length).toBeGreaterThan(0);

    await signInAs(page, DEMO.undergraduate, '/meupergamum');
    await page.getByRole('navigation', { name: 'Menu da área pessoal' }).getByRole('link', { name: 'Ficha catalográfica', exact: true }).click();
    await expect(page).toHaveURL('/meupergamum/ficha-catalografica');
    await expect(page.getByRole('heading', { level: 1, name: 'Ficha catalográfica' })).toBeVisible();
    await expect(page).toHaveTitle(/^Ficha catalográfica \| /);
    const rows = page.locator('.catalogue-card-page__table tbody tr');
    await expect(rows).toHaveCount(mine.length);
    await expect(rows.first()).toContainText(mine[0]!.obra);
    await expectAxeClean(page);
    await fitsPhone(page);
    await shot(page, 'patron-card-list', () => expect(page.locator('#patron-title')).toBeVisible());

    // The term's rule, under its field, before anything is sent.
    const field = page.getByLabel('Título', { exact: true });
    await field.fill('ab');
    await page.getByRole('button', { name: 'Procurar' }).click();
    await expect(page.locator('#catalogue-card-search')).toContainText('Digite ao menos 3 caracteres do título.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('gramatica lingua portuguesa');
    await page.getByRole('button', { name: 'Procurar' }).click();
    await expect(page).toHaveURL(/busca=gramatica/);
    const hit = rows.filter({ hasText: 'Gramática da Língua Portuguesa para concursos' });
    await expect(hit).toHaveCount(1);
    await hit.getByRole('button', { name: /^Ver ficha de Gramática/ }).click();
    const card = page.getByRole('figure', { name: /^Ficha catalográfica de Gramática da Língua Portuguesa/ });
    await expect(card).toContainText('469');
    await expect(card).toContainText('Almeida, Nilson Teixeira de.');
    await expect(card).toContainText('Gramática da Língua Portuguesa para concursos, vestibulares, ENEM, colégios técnicos e militares. — 9a. ed. — São Paulo : Saraiva, 2019.');
    await expect(card).toContainText('1. GRAMÁTICA -- BRASIL. I. Título.');
    await expect(page.getByRole('heading', { level: 2, name: /^Ficha de Gramática/ })).toBeFocused();
    await expectAxeClean(page);
    await fitsPhone(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ficha-\d+\.pdf$/);

    await printsCardOnly(page, page.getByRole('heading', { level: 1 }));
    await shot(page, 'patron-card-shown', () => expect(card).toBeVisible());

    for (const [lng, heading, tracing] of [
      ['en', 'Catalogue card', 'I. Title.'],
      ['es', 'Ficha catalográfica', 'I. Título.'],
    ] as const) {
      const url = new URL(page.url());
      url.searchParams.set('lng', lng);
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.catalogue-card')).toContainText(tracing);
    }
    await page.goto('/meupergamum/ficha-catalografica?lng=pt');
  });
});
