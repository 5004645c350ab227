import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAxeClean, OUTBOX, signInAs, test } from './helpers';

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

  /** The newest basket e-mail in the outbox. */
  async function lastBasketMail(): Promise<{ to: string[]; text: string }> {
    const files = (await readdir(OUTBOX)).filter((f) => f.includes('-cesta-')).sort();
    return JSON.parse(await readFile(path.join(OUTBOX, files.at(-1) ?? ''), 'utf8')) as { to: string[]; text: string };
  }

  test('e-mail export by a visitor: the captcha, no message of their own, at most 5 addresses, field messages; then sent with the references only', async ({ page }) => {
    test.setTimeout(60_000);
    await addFromResults(page, 'metodologia científica', 1);
    await page.goto('/cesta');
    const send = page.getByRole('form', { name: 'Enviar por e-mail' });
    const emails = send.getByLabel('E-mails (separe vários com ";")');
    // the form says the limit, and that a message is a signed-in patron's
    await expect(emails).toHaveAccessibleDescription('Até 5 endereços.');
    await expect(send.getByLabel('Mensagem (opcional)')).toHaveCount(0);
    await expect(send.getByText('Para incluir uma mensagem sua, entre na sua conta.', { exact: false })).toBeVisible();

    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(send.getByText('Informe ao menos um e-mail.')).toBeVisible();
    await expect(send.getByText('Confirme que você não é um robô.')).toBeVisible();
    await expect(emails).toHaveAttribute('aria-invalid', 'true');
    await emails.fill('ana@exemplo.br, bruno@exemplo.org');
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(send.getByText('E-mail inválido: ana@exemplo.br, bruno@exemplo.org. Separe vários e-mails com ";".')).toBeVisible();
    await emails.fill(Array.from({ length: 6 }, (_, i) => `p${i}@exemplo.br`).join('; '));
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(send.getByText('Informe no máximo 5 e-mails.')).toBeVisible();

    await send.getByText('Não sou um robô', { exact: true }).click();
    await expect(send.getByText('Verificado')).toBeVisible({ timeout: 30_000 });
    await expect(send.getByText('Confirme que você não é um robô.')).toHaveCount(0);
    await expectAxeClean(page);
    await emails.fill('ana@exemplo.br; bruno@exemplo.org');
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Cesta enviada para ana@exemplo.br, bruno@exemplo.org.')).toBeVisible();
    await expect(emails).toHaveValue('');
    // a solution is single use: the next e-mail asks for the captcha again
    await expect(send.getByText('Verificado')).toHaveCount(0);

    const mail = await lastBasketMail();
    expect(mail.to).toEqual(['ana@exemplo.br', 'bruno@exemplo.org']);
    expect(mail.text).toMatch(/^MARCONI, M\. de A\.; .*Fundamentos de metodologia científica/s);
  });

  test('e-mail export by a signed-in patron: a message of their own, no captcha', async ({ page }) => {
    await addFromResults(page, 'metodologia científica', 1);
    await signInAs(page, DEMO.undergraduate, '/cesta');
    const send = page.getByRole('form', { name: 'Enviar por e-mail' });
    await expect(send).toBeVisible();
    await expect(send.getByText('Não sou um robô', { exact: true })).toHaveCount(0);
    await send.getByLabel('E-mails (separe vários com ";")').fill('ana@exemplo.br');
    await send.getByLabel('Mensagem (opcional)').fill('Leituras do seminário');
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Cesta enviada para ana@exemplo.br.')).toBeVisible();
    const mail = await lastBasketMail();
    expect(mail.to).toEqual(['ana@exemplo.br']);
    expect(mail.text).toMatch(/^Leituras do seminário\n\n.*Fundamentos de metodologia científica/s);
    await expectAxeClean(page);
  });
});
