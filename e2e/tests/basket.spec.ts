import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, OUTBOX, test } from './helpers';

/** Adds the first `n` results of a search to the basket with their own buttons. */
async function addFromResults(page: Page, term: string, n: number) {
  await page.goto(`/?q=${encodeURIComponent(term)}&for=INDICE_1`);
  const results = page.locator('.catalogue-result');
  await expect(results.first()).toBeVisible();
  const titles: string[] = [];
  for (let i = 0; i < n; i++) {
    const item = results.nth(i);
    titles.push((await item.locator('.catalogue-result__title a').textContent()) ?? '');
    await item.getByRole('button', { name: /Adicionar à cesta/ }).click();
    await expect(item.getByRole('button', { name: /Remover da cesta/ })).toBeVisible();
  }
  return titles;
}

async function downloadText(page: Page, format: string): Promise<{ name: string; text: string }> {
  await page.getByLabel('Formato').selectOption({ label: format });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar arquivo' }).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(file, 'utf8') };
}

test.describe('basket', () => {
  test('add from the results, the count in the nav, remove one and clear with confirmation', async ({ page }) => {
    const titles = await addFromResults(page, 'metodologia científica', 3);
    await expect(page.getByRole('link', { name: 'Cesta (3)' })).toBeVisible();
    await page.getByRole('link', { name: 'Cesta (3)' }).click();
    await expect(page).toHaveURL('/cesta');
    await expect(page.getByRole('heading', { name: 'Cesta', level: 1 })).toBeVisible();
    await expect(page.getByText('3 títulos na cesta')).toBeVisible();
    expect(await page.locator('.catalogue-basket__body h2').allTextContents()).toEqual(titles);

    await page.locator('.catalogue-basket__item').nth(1).getByRole('button', { name: /^Remover/ }).click();
    await expect(page.getByText('2 títulos na cesta')).toBeVisible();
    expect(await page.locator('.catalogue-basket__body h2').allTextContents()).toEqual([titles[0], titles[2]]);
    // Survives a reload (localStorage).
    await page.reload();
    await expect(page.getByText('2 títulos na cesta')).toBeVisible();

    await page.locator('.catalogue-basket__toolbar').getByRole('button', { name: 'Esvaziar a cesta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Esvaziar a cesta' });
    await expect(dialog).toContainText('Retirar os 2 títulos da cesta?');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText('2 títulos na cesta')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.locator('.catalogue-basket__toolbar').getByRole('button', { name: 'Esvaziar a cesta' }).click();
    await page.getByRole('dialog', { name: 'Esvaziar a cesta' }).getByRole('button', { name: 'Esvaziar a cesta' }).click();
    await expect(page.getByText('Sua cesta está vazia.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cesta', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('estante.basket'))).toBeNull();
  });

  test('export RIS and ABNT with the expected content, only the selected titles', async ({ page }) => {
    await page.goto('/?q=fundamentos metodologia científica&for=INDICE_4');
    await page.locator('.catalogue-result').first().getByRole('button', { name: /Adicionar à cesta/ }).click();
    await addFromResults(page, 'jazz language', 1);
    await page.goto('/cesta');
    await expect(page.getByText('2 títulos na cesta')).toBeVisible();

    const ris = await downloadText(page, 'RIS (gerenciadores de referências)');
    expect(ris.name).toBe('cesta.ris');
    expect(ris.text.match(/^TY {2}- BOOK$/gm)).toHaveLength(2);
    expect(ris.text).toMatch(/^TI {2}- Fundamentos de metodologia científica$/m);
    expect(ris.text).toMatch(/^AU {2}- Lakatos, Eva Maria$/m);
    expect(ris.text).toMatch(/^PY {2}- 2019$/m);
    expect(ris.text).toMatch(/^TI {2}- The jazz language/m);
    expect(ris.text.match(/^ER {2}- /gm)).toHaveLength(2);

    // Only the selected title goes into the next file.
    await page.getByRole('checkbox', { name: /^Selecionar The jazz language/ }).uncheck();
    await expect(page.getByRole('heading', { name: 'Exportar 1 título' })).toBeVisible();
    const abnt = await downloadText(page, 'Referências ABNT');
    expect(abnt.name).toBe('cesta-abnt.txt');
    expect(abnt.text).toBe('MARCONI, M. de A.; LAKATOS, E. M.; MEDEIROS, J. B. Fundamentos de metodologia científica. 8. ed. São Paulo: Atlas, 2019.\n');
    await expectAxeClean(page);
  });

  test('e-mail export: field messages for a bad list, then sent to several addresses', async ({ page }) => {
    await addFromResults(page, 'metodologia científica', 1);
    await page.goto('/cesta');
    const send = page.getByRole('form', { name: 'Enviar por e-mail' });
    const emails = send.getByLabel('E-mails (separe vários com ";")');
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(send.getByText('Informe ao menos um e-mail.')).toBeVisible();
    await expect(emails).toHaveAttribute('aria-invalid', 'true');
    await emails.fill('ana@exemplo.br, bruno@exemplo.org');
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(send.getByText('E-mail inválido: ana@exemplo.br, bruno@exemplo.org. Separe vários e-mails com ";".')).toBeVisible();
    await emails.fill('ana@exemplo.br; bruno@exemplo.org');
    await send.getByLabel('Mensagem (opcional)').fill('Leituras do seminário');
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Cesta enviada para ana@exemplo.br, bruno@exemplo.org.')).toBeVisible();
    await expect(emails).toHaveValue('');

    const dir = OUTBOX;
    const files = (await readdir(dir)).filter((f) => f.includes('-cesta-')).sort();
    const mail = JSON.parse(await readFile(path.join(dir, files.at(-1) ?? ''), 'utf8')) as { to: string[]; text: string };
    expect(mail.to).toEqual(['ana@exemplo.br', 'bruno@exemplo.org']);
    expect(mail.text).toMatch(/^Leituras do seminário\n\n.*Fundamentos de metodologia científica/s);
  });
});
