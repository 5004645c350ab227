import type { Page } from '@playwright/test';
import { DEMO, expect, expectAxeClean, publicApi, signInAs, test } from './helpers';

// The title page (issue 15 item 1): the record as a catalogue shows it, links to authorities and
// searches, availability by library, the tabs that apply, similar titles, permalink + QR, JSON-LD,
// the document title, the basket and the permanent basket. Titles of the deterministic seed:
// a Portuguese book with call number, ISBN, authors and subjects, and a serial.
const BOOK = 1780;
const SERIAL = 1581;

interface Campo { ordem: string; detalhes: { _secao: string[]; descricao: string[]; cod_autoridade: (number | null)[] }[] }


const subfield = (campos: Campo[], tag: string, code: string): string | undefined => {
  const d = campos.find((c) => c.ordem === tag)?.detalhes[0];
  const i = d?._secao.indexOf(code) ?? -1;
  return i >= 0 ? d?.descricao[i] : undefined;
};

/** The value of a row of the title's details, by its label. */
const detail = (page: Page, label: string) => page.locator('.title-details__row', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test.describe('the title page', () => {
  test('shows the record: call number, description, language by name, publisher, ISBN; authors and subjects link to authorities and searches', async ({ page, request }) => {
    const record = await publicApi<{ obra: string; campos: Campo[] }>(request, `/api/acervo/${BOOK}`);
    await page.goto(`/acervo/${BOOK}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.obra);
    const callNumber = subfield(record.campos, '090', 'a') ?? subfield(record.campos, '082', 'a');
    expect(callNumber).toBeTruthy();
    await expect(page.locator('.title-details')).toContainText(callNumber ?? '');
    await expect(detail(page, 'Descrição física')).toContainText((subfield(record.campos, '300', 'a') ?? '').replace(/[\s:;]+$/, ''));
    await expect(detail(page, 'Idioma')).toHaveText('Português');
    const publisher = (subfield(record.campos, '260', 'b') ?? subfield(record.campos, '264', 'b') ?? '').replace(/[\s,:;]+$/, '');
    await expect(detail(page, 'Publicação')).toContainText(publisher);
    await expect(detail(page, 'ISBN')).toContainText((subfield(record.campos, '020', 'a') ?? '').split(' ')[0] ?? '');

    // An author: to the authority page, and to a search of the author's titles.
    const author = detail(page, 'Autoria').locator('li').first();
    const authorName = (await author.locator('a').first().textContent()) ?? '';
    await author.locator('a').first().click();
    await expect(page).toHaveURL(/\/autoridade\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(authorName.split(',')[0] ?? '');
    await page.goBack();
    const subject = detail(page, 'Assuntos').locator('li').first();
    await subject.getByRole('link', { name: /obras sobre o assunto/ }).click();
    await expect(page).toHaveURL(/\/\?q=.+&for=INDICE_2&indice=\d+$/);
    await expect(page.locator('.catalogue-result').first()).toBeVisible();
  });

  test('availability by library with links to the copies; tabs only for the views that apply', async ({ page, request }) => {
    const libraries = await publicApi<{ cod_biblioteca: number; desc_biblioteca: string; total: number; disponiveis: number }[]>(request, `/api/acervo/${BOOK}/bibliotecas`);
    await page.goto(`/acervo/${BOOK}`);
    const table = page.getByRole('table', { name: 'Exemplares por biblioteca' });
    for (const l of libraries) {
      const row = table.getByRole('row', { name: new RegExp(l.desc_biblioteca) });
      await expect(row).toContainText(`${l.disponiveis} de ${l.total}`);
      await expect(row.getByRole('link', { name: /Ver exemplares/ })).toHaveAttribute('href', `/acervo/${BOOK}/exemplares?biblioteca=${l.cod_biblioteca}`);
    }
    const tabs = page.getByRole('navigation', { name: 'Visualizações do título' });
    await expect(tabs.getByRole('link', { name: 'Dados', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'MARC' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Coleção (kardex)' })).toHaveCount(0);
    await tabs.getByRole('link', { name: 'MARC' }).click();
    await expect(page).toHaveURL(`/acervo/${BOOK}/marc`);
    await expect(tabs.getByRole('link', { name: 'MARC' })).toHaveAttribute('aria-current', 'page');

    await page.goto(`/acervo/${SERIAL}`);
    await expect(page.getByRole('navigation', { name: 'Visualizações do título' }).getByRole('link', { name: 'Coleção (kardex)' })).toHaveAttribute('href', `/acervo/${SERIAL}/colecao-kardex`);
  });

  test('document title per page and sub-view; JSON-LD names the title and its authors', async ({ page, request }) => {
    const record = await publicApi<{ obra: string }>(request, `/api/acervo/${BOOK}`);
    await page.goto(`/acervo/${BOOK}`);
    await expect(page).toHaveTitle(new RegExp(`^${record.obra.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| Catálogo online`));
    await page.getByRole('navigation', { name: 'Visualizações do título' }).getByRole('link', { name: 'Referência' }).click();
    await expect(page).toHaveTitle(new RegExp(` — Referência \\| Catálogo online`));
    await page.getByRole('navigation', { name: 'Visualizações do título' }).getByRole('link', { name: 'Dados', exact: true }).click();
    await expect(page).toHaveTitle(new RegExp(`^[^—]+ \\| Catálogo online`));

    // The offers come with the libraries' copies, asked for apart from the record: read once they are in.
    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect.poll(async () => (JSON.parse((await jsonLd.textContent()) ?? '{}') as { offers?: unknown[] }).offers?.length ?? 0).toBeGreaterThan(0);
    const text = await jsonLd.textContent();
    const ld = JSON.parse(text ?? '{}') as { '@type': string; name: string; author: { '@type': string; name: string }[]; inLanguage: string; offers: { availability: string }[] };
    expect(ld['@type']).toBe('Book');
    expect(ld.name).toBe(record.obra);
    expect(ld.inLanguage).toBe('pt');
    const authors = await page.locator('.title-details__row', { has: page.locator('dt', { hasText: /^Autoria$/ }) }).locator('li > a:first-child').allTextContents();
    expect(ld.author.map((a) => a.name)).toEqual(authors);
    expect(ld.author.every((a) => a['@type'] === 'Person' || a['@type'] === 'Organization')).toBe(true);
    expect(ld.offers.length).toBeGreaterThan(0);
    for (const o of ld.offers) expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(o.availability);
  });

  test('similar titles link to titles; the permalink shows its address and a QR code once opened', async ({ page }) => {
    await page.goto(`/acervo/${BOOK}`);
    const similar = page.getByRole('region', { name: 'Títulos semelhantes' }).getByRole('link');
    await expect(similar.first()).toHaveAttribute('href', /^\/acervo\/\d+$/);
    await expect(page.getByRole('img', { name: /Código QR/ })).toHaveCount(0);
    await page.getByText('Link permanente e código QR').click();
    await expect(page.getByLabel('Endereço permanente deste título')).toHaveValue(new URL(`/acervo/${BOOK}`, page.url()).href);
    await expect(page.getByRole('img', { name: /Código QR do link permanente/ })).toBeVisible();
    const target = await similar.first().getAttribute('href');
    await similar.first().click();
    await expect(page).toHaveURL(target ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('add to basket; signed in, add to the permanent basket once', async ({ page }) => {
    await page.goto(`/acervo/${BOOK}`);
    const actions = page.getByRole('group', { name: 'Cesta', exact: true });
    await expect(actions.getByRole('link', { name: 'Ver a cesta (vazia)' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar à cesta' }).click();
    await expect(page.getByRole('button', { name: 'Remover da cesta' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('estante.basket'))).toContain(String(BOOK));
    // The way to the basket counts it as soon as the title is added.
    await expect(actions.getByRole('link', { name: 'Ver a cesta (1 título)' })).toBeVisible();
    await expect(page.getByRole('button', { name: /cesta permanente/ })).toHaveCount(0);

    await signInAs(page, DEMO.professor, `/acervo/${BOOK}`);
    const keep = page.getByRole('button', { name: 'Adicionar à minha cesta permanente' });
    const kept = page.getByText('✓ Na sua cesta permanente', { exact: true });
    // The seed keeps nothing of this title in his permanent basket.
    await expect(keep).toBeVisible();
    await expect(keep).toBeEnabled();
    const puts: number[] = [];
    page.on('response', (r) => { if (r.url().endsWith('/api/acervo/cesta-permanente') && r.request().method() === 'PUT') puts.push(r.status()); });
    await keep.dblclick();
    await expect(kept).toBeVisible();
    // A double click sends one request.
    expect(puts).toEqual([200]);
    await page.reload();
    await expect(kept).toBeVisible();
  });

  test('the title page leads to the basket with its count, which follows what is added and removed', async ({ page }) => {
    await page.goto(`/acervo/${SERIAL}`);
    const actions = page.getByRole('group', { name: 'Cesta', exact: true });
    await page.getByRole('button', { name: 'Adicionar à cesta' }).click();
    await page.goto(`/acervo/${BOOK}`);
    const link = actions.getByRole('link', { name: 'Ver a cesta (1 título)' });
    await expect(link).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar à cesta' }).click();
    await expect(actions.getByRole('link', { name: 'Ver a cesta (2 títulos)' })).toBeVisible();
    await page.getByRole('button', { name: 'Remover da cesta' }).click();
    await expect(link).toBeVisible();
    // Keyboard: the link is reachable and opens the basket with the title added.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cesta');
    await expect(page.locator('.catalogue-basket__body h2')).toHaveCount(1);
    await expectAxeClean(page);
  });

  for (const [width, height] of [[1280, 900], [375, 812]] as const) {
    test(`axe-clean and no horizontal scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`/acervo/${BOOK}`);
      // On a phone the availability's rows are stacked cards (a list named by the caption), a table on a wide screen.
      await expect(page.getByRole(width < 640 ? 'list' : 'table', { name: 'Exemplares por biblioteca' })).toBeVisible();
      await page.getByText('Link permanente e código QR').click();
      await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Títulos semelhantes' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAxeClean(page);
    });
  }
});
