import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, DEMO, expect, expectAxeClean, fitsPhone, patronToken, signInAs, test } from './helpers';

// The personal area's loan history and debts (issue 16 item 3): a date range lists only the loans
// lent in it (as the API says), a start after the end is refused under the end field with nothing
// listed changed, the exports download and parse (CSV rows = the range's rows; RIS / BibTeX one entry
// per title); debts in reais "R$ 5,00" with a comma in pt, en and es, dates in each language; the
// payment slip's value is the open balance, its 48-digit line's check digits verify, its barcode is
// drawn. axe-clean; no sideways scroll at 375 px. The expected rows and figures are read from the API.

interface Loan {
  codEmprestimo: number;
  codAcervo: number;
  titulo: string;
  dataEmprestimo: string;
}
interface Debt {
  motivo: string;
  valor: string;
  dataDebito: string;
  pendente: boolean;
}
interface Debts {
  debitos: Debt[];
  totais: { geral: string; porBiblioteca: { codBiblioteca: number; biblioteca: string; saldo: string }[] };
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** dd/mm/yyyy → yyyy-mm-dd. */
const iso = (br: string) => `${br.slice(6, 10)}-${br.slice(3, 5)}-${br.slice(0, 2)}`;
/** yyyy-mm-dd → dd/mm/yyyy: a day as the patron types it on a Portuguese page (the date fields follow the page's language). */
const typed = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** "5.00" → "R$ 5,00" (the page writes reais so in every language). */
const reais = (v: string) => {
  const [int = '0', frac = '00'] = v.split('.');
  return `R$ ${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
};
/** FEBRABAN module 10, written here on its own to check the page's line. */
function mod10(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, w = 2; i >= 0; i--, w = w === 2 ? 1 : 2) {
    const p = Number(digits[i]) * w;
    sum += p > 9 ? p - 9 : p;
  }
  return (10 - (sum % 10)) % 10;
}

/** Clicks an export button and answers the downloaded file's name and text. */
async function exported(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test.describe('personal area: loan history', () => {
  test('a date range lists only the loans lent in it; a start after the end is refused under the end; the exports hold the same loans', async ({ page, request }) => {
    const token = await patronToken(request, DEMO.professor);
    const all = await apiGet<{ emprestimos: Loan[]; total: number }>(request, token, '/api/emprestimo/historico?perPage=100');
    expect(all.total).toBeGreaterThan(4);
    // A range from the 4th newest loan's day back to the 2nd newest's... in the middle of the history.
    const days = [...new Set(all.emprestimos.map((e) => iso(e.dataEmprestimo)))];
    const fim = days[1]!;
    const inicio = days[Math.min(days.length - 1, 4)]!;
    const inRange = await apiGet<{ emprestimos: Loan[]; total: number }>(request, token, `/api/emprestimo/historico?perPage=100&dataInicio=${inicio}&dataFim=${fim}`);
    expect(inRange.total).toBeGreaterThan(0);
    expect(inRange.total).toBeLessThan(all.total);
    expect(inRange.total).toBeLessThanOrEqual(20);

    await signInAs(page, DEMO.professor, '/meupergamum/historico');
    await expect(page.getByRole('heading', { level: 1, name: 'Histórico de empréstimos' })).toBeVisible();
    await page.getByLabel('Data inicial').fill(typed(inicio));
    await page.getByLabel('Data final').fill(typed(fim));
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`inicio=${inicio}&fim=${fim}`));
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(inRange.total);
    await expect(table.locator('tbody th a')).toHaveText(inRange.emprestimos.map((e) => e.titulo));
    await expect(page.getByRole('status').filter({ hasText: /empréstimo/ })).toHaveText(inRange.total === 1 ? '1 empréstimo' : `${inRange.total} empréstimos`);

    // A start after the end: the message under the end field; the list stays as it was.
    await page.getByLabel('Data inicial').fill(typed(fim));
    await page.getByLabel('Data final').fill(inicio === fim ? '01/01/2000' : typed(inicio));
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    const end = page.getByLabel('Data final');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription(/A data inicial não pode ser posterior à data final/);
    await expect(page).toHaveURL(new RegExp(`inicio=${inicio}&fim=${fim}`));
    await expect(table.locator('tbody tr')).toHaveCount(inRange.total);

    // The exports of the range (the address's filter, not the refused one).
    const csv = await exported(page, 'Exportar CSV');
    expect(csv.name).toBe(`historico-emprestimos-${inicio}-${fim}.csv`);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toMatch(/^Empréstimo,Título,Autor,Biblioteca,/);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(inRange.emprestimos.map((e) => e.codEmprestimo));
    const titles = new Set(inRange.emprestimos.map((e) => e.codAcervo)).size;
    const ris = await exported(page, 'Exportar RIS');
    expect(ris.name).toBe(`historico-emprestimos-${inicio}-${fim}.ris`);
    expect(ris.text.match(/^TY {2}- /gm)).toHaveLength(titles);
    const bib = await exported(page, 'Exportar BibTeX');
    expect(bib.name).toBe(`historico-emprestimos-${inicio}-${fim}.bib`);
    expect(bib.text.match(/^@\w+\{/gm)).toHaveLength(titles);

    await expectAxeClean(page);
    await fitsPhone(page);

    // Cleared: the whole history again, page by page.
    await page.getByRole('button', { name: 'Limpar filtro' }).click();
    await expect(page).not.toHaveURL(/inicio=/);
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(20, all.total));
  });
});

test.describe('personal area: debts and the payment slip', () => {
  test('debts in reais with a comma and dates in pt, en and es; the slip of the open balance verifies and prints', async ({ page, request }) => {
    const token = await patronToken(request, DEMO.undergraduate);
    const debts = await apiGet<Debts>(request, token, '/api/emprestimo/debitos-pendentes');
    expect(debts.debitos.length).toBeGreaterThan(0);
    const open = debts.totais.porBiblioteca[0];
    expect(open, 'Ana has an open balance').toBeDefined();
    const first = debts.debitos[0]!;

    await signInAs(page, DEMO.undergraduate, '/meupergamum/debitos');
    const day = (lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso(first.dataDebito)}T00:00:00Z`));
    for (const [lng, heading, locale] of [
      ['en', 'Debts', 'en-US'],
      ['es', 'Deudas', 'es-ES'],
      ['pt', 'Débitos', 'pt-BR'],
    ] as const) {
      await page.goto(`/meupergamum/debitos?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const row = page.getByRole('table').locator('tbody tr').first();
      await expect(row.locator('th')).toHaveText(first.motivo);
      await expect(row).toContainText(reais(first.valor));
      await expect(row).toContainText(day(locale));
      await expect(page.locator('.debts-overall')).toContainText(reais(debts.totais.geral));
      await expectAxeClean(page);
    }
    await fitsPhone(page);

    // The slip of the first library with an open balance.
    await page.getByRole('button', { name: `Gerar GRU de ${reais(open!.saldo)} da ${open!.biblioteca}` }).click();
    const slip = page.getByRole('region', { name: 'Guia de Recolhimento da União (GRU)' });
    await expect(slip).toBeVisible();
    await expect(slip).toContainText(reais(open!.saldo));
    await expect(slip).toContainText(DEMO.undergraduate.name);
    const line = (await slip.locator('.gru-line').getAttribute('data-digits')) ?? '';
    expect(line).toMatch(/^[0-9]{48}$/);
    const blocks = [0, 12, 24, 36].map((i) => line.slice(i, i + 12));
    for (const b of blocks) expect(mod10(b.slice(0, 11)), b).toBe(Number(b[11]));
    const barcode = blocks.map((b) => b.slice(0, 11)).join('');
    expect(mod10(barcode.slice(0, 3) + barcode.slice(4))).toBe(Number(barcode[3]));
    expect(Number(barcode.slice(4, 15)) / 100).toBeCloseTo(Number(open!.saldo), 2);
    await expect(slip.locator('.gru-line')).toHaveText(blocks.map((b) => `${b.slice(0, 11)}-${b[11]}`).join(' '));
    await expect(slip.getByRole('img', { name: new RegExp(barcode) })).toBeVisible();
    await expect.poll(() => slip.locator('svg.gru-barcode rect').count()).toBeGreaterThan(40);
    await expect(slip.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expectAxeClean(page);
    await fitsPhone(page);

    // Again (another click, or another tab): the same slip.
    const again = await request.post(`${API}/api/unidade-informacao/gru`, { headers: { authorization: `Bearer ${token}` }, data: { valor: open!.saldo, codBiblioteca: open!.codBiblioteca } });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { linhaDigitavel: string }).linhaDigitavel).toBe(line);
  });

});
