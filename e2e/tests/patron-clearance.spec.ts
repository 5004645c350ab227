import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { API, DEMO, expect, expectAxeClean, fitsPhone, OUTBOX, patronToken, signInAs, test } from './helpers';

// The clearance declaration (issue 25 item 1) with the demo accounts: Ana (20240001) is blocked —
// her loans, debts, the hold to collect and her request are listed in words, each with the page
// that settles it; Larissa (20200042) has nothing pending — she downloads the PDF, e-mails it (the
// SPEC.md §5 messages under the field; the outbox holds the PDF), and the public check confirms its
// code and rejects an altered one. axe-clean; no sideways scroll at 375 px. SHOTS=<folder> saves
// screenshots of the pages at 1366 and 375 px.

const CLEAR = { login: '20200042', password: 'Leitura#2024', name: 'Larissa Gomes Pacheco' } as const;
const SHOTS = process.env.SHOTS;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The newest outbox message about `login`. */
function lastMail(login: string): { to: string[]; subject: string; text: string; anexo?: { nome: string; tipo: string; base64?: string } } | undefined {
  const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.json')).sort().reverse() : [];
  for (const f of files) {
    const m = JSON.parse(fs.readFileSync(path.join(OUTBOX, f), 'utf8')) as { login: string };
    if (m.login.toLowerCase() === login.toLowerCase()) return m as unknown as ReturnType<typeof lastMail>;
  }
  return undefined;
}

test.describe('personal area: clearance declaration', () => {
  test('a blocked patron sees what blocks it, in words, each with the page that settles it; no declaration is offered', async ({ page }) => {
    await signInAs(page, DEMO.undergraduate, '/meupergamum/nada-consta');
    await expect(page.locator('#patron-title')).toHaveText('Declaração de nada consta');
    await expect(page).toHaveTitle(/^Declaração de nada consta \| /);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Declaração de nada consta' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'O que ainda impede a declaração' })).toBeVisible();
    const blockers = page.locator('.clearance-blocker');
    await expect(blockers).toHaveCount(4);
    const loans = page.getByRole('listitem', { name: /^Empréstimos em aberto \(\d+\): devolva os exemplares à biblioteca\.$/ });
    await expect(loans.getByText(/\(em atraso\)$/).first()).toBeVisible();
    for (const [name, link, href] of [
      [/^Empréstimos em aberto/, 'Ver meus empréstimos', '/meupergamum/emprestimos'],
      [/^Débitos em aberto \(\d+\), total de R\$ \d+,\d\d/, 'Ver meus débitos', '/meupergamum/debitos'],
      [/^Reservas à sua espera \(1\)/, 'Ver minhas reservas', '/meupergamum/reservas'],
      [/^Solicitações de empréstimo em andamento/, 'Ver minhas solicitações', '/meupergamum/solicitacoes'],
    ] as const) {
      await expect(page.getByRole('listitem', { name }).getByRole('link', { name: link })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: 'Emitir declaração (PDF)' })).toHaveCount(0);
    await expectAxeClean(page);
    await fitsPhone(page);
    await shots(page, 'clearance-blocked');
    await page.getByRole('link', { name: 'Ver meus débitos' }).click();
    await expect(page).toHaveURL('/meupergamum/debitos');
    await expect(page.locator('#patron-title')).toHaveText('Débitos');
  });

  test('a clear patron downloads the PDF, then e-mails it: each rule under the field, the PDF in the e-mail', async ({ page }) => {
    await signInAs(page, CLEAR, '/meupergamum/nada-consta');
    await expect(page.getByRole('heading', { name: 'Você pode emitir a declaração' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Nada consta: você não tem pendências' })).toBeVisible();
    await expectAxeClean(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Emitir declaração (PDF)' }).click()]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^nada-consta-([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}\.pdf$/);
    const code = name.slice('nada-consta-'.length, -'.pdf'.length);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2000);
    await expect(page.getByText(`Declaração emitida. Código de verificação: ${code}.`)).toBeVisible();
    const table = page.getByRole('table', { name: /Declarações de nada consta emitidas para você/ });
    await expect(table.getByText(code)).toBeVisible();

    const form = page.getByRole('form', { name: 'Enviar a declaração por e-mail' });
    const field = form.getByRole('textbox', { name: 'E-mails de destino' });
    const send = form.getByRole('button', { name: 'Enviar por e-mail' });
    const under = async (message: string) => {
      const error = form.locator('.estante-form__error');
      await expect(error).toHaveText(message);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(await field.getAttribute('aria-describedby')).toContain((await error.getAttribute('id')) ?? '-');
    };
    await send.click();
    await under('Informe ao menos um e-mail.');
    await field.fill('secretaria@ufe.example; nao-e-email');
    await send.click();
    await under('E-mail inválido: nao-e-email.');
    await field.fill('a@x.example;b@x.example;c@x.example;d@x.example;e@x.example;f@x.example');
    await send.click();
    await under('Informe no máximo 5 e-mails, separados por ponto e vírgula.');
    await expectAxeClean(page);
    expect(lastMail(CLEAR.login)).toBeUndefined();
    await field.fill('secretaria@ufe.example; coordenacao@ufe.example');
    await send.click();
    await expect(page.getByText('Declaração enviada para secretaria@ufe.example; coordenacao@ufe.example.')).toBeVisible();
    await expect(field).toHaveValue('');
    const mail = lastMail(CLEAR.login);
    expect(mail?.to).toEqual(['secretaria@ufe.example', 'coordenacao@ufe.example']);
    expect(mail?.text).toContain(`Código de verificação: ${code}`);
    expect(mail?.anexo).toMatchObject({ nome: name, tipo: 'application/pdf' });
    expect(Buffer.from(mail?.anexo?.base64 ?? '', 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    await fitsPhone(page);
    await shots(page, 'clearance-clear');
  });

  test('the public check confirms the code (for whom, issued when) and rejects an altered one; its form checks what is typed', async ({ page, request }) => {
    const token = await patronToken(request, CLEAR);
    const status = await request.get(`${API}/api/nada-consta/verificar`, { headers: { authorization: `Bearer ${token}` } });
    const [declaration] = ((await status.json()) as { declaracoes: { codigo_formatado: string; url_verificacao: string }[] }).declaracoes;
    expect(declaration, 'the declaration the previous test issued').toBeTruthy();
    const code = declaration!.codigo_formatado;
    expect(new URL(declaration!.url_verificacao).pathname).toBe(`/nada-consta/${code}`);

    await page.goto(`/nada-consta/${code}`);
    const valid = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Declaração válida' }) });
    await expect(valid).toBeVisible();
    await expect(valid).toContainText(CLEAR.name);
    await expect(valid).toContainText('•••••042');
    await expect(valid).toContainText('Universidade Federal da Estante');
    await expect(page).toHaveTitle(/^Verificar declaração de nada consta \| /);
    await expectAxeClean(page);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shots(page, 'clearance-check-valid');

    // One character changed: no declaration has it.
    const last = code.at(-1)!;
    const altered = `${code.slice(0, -1)}${ALPHABET[(ALPHABET.indexOf(last) + 1) % 32]}`;
    await page.goto(`/nada-consta/${altered}`);
    const bad = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Código desconhecido ou falsificado' }) });
    await expect(bad).toBeVisible();
    await expect(bad).toContainText(`Nenhuma declaração de nada consta tem o código ${altered}.`);
    await expect(page.getByText(CLEAR.name)).toHaveCount(0);
    await expectAxeClean(page);
    await shots(page, 'clearance-check-unknown');

    // The form: typed any way, it opens the code's answer.
    await page.goto('/nada-consta');
    const field = page.getByRole('textbox', { name: 'Código de verificação' });
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page.locator('.estante-form__error')).toHaveText('Informe o código de verificação.');
    await field.fill('ABCD-1234');
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page.locator('.estante-form__error')).toHaveText('Código inválido: são 28 letras e números, em 7 grupos de 4.');
    await field.fill(code.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page).toHaveURL(`/nada-consta/${code}`);
    await expect(valid).toContainText(CLEAR.name);
  });
});
