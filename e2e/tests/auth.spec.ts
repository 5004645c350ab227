import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAxeClean, OUTBOX, signInAs, test } from './helpers';

/** Every string the page's Web Storage holds. */
const storageDump = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((s) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`)).join('\n'),
  );

test.describe('sign-in', () => {
  test('a visitor sent to login comes back to the page asked for, and no token is stored in clear text', async ({ page }) => {
    const tokens: string[] = [];
    page.on('response', async (res) => {
      if (res.url().endsWith('/oauth/token') && res.request().postDataJSON()?.grant_type === 'password' && res.ok()) {
        const body = (await res.json()) as { access_token: string; refresh_token: string };
        tokens.push(body.access_token, body.refresh_token);
      }
    });
    await page.goto('/meupergamum');
    await expect(page).toHaveURL('/login?redirect=%2Fmeupergamum');
    await expectAxeClean(page);
    await page.getByLabel('Código de usuário').fill(DEMO.undergraduate.login);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/meupergamum');
    await expect(page.getByText('Olá, Ana')).toBeVisible();
    expect(tokens).toHaveLength(2);
    const dump = await storageDump(page);
    expect(dump).toContain('estante.session=v1.');
    for (const token of tokens) expect(dump).not.toContain(token);
    expect(dump).not.toContain('Ana Beatriz');
    // a reload restores the session from the sealed copy
    await page.reload();
    await expect(page.getByText('Olá, Ana')).toBeVisible();
  });

  test('a wrong password says so, empties the password and keeps the user code', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Código de usuário').fill(DEMO.graduate.login);
    await page.getByLabel('Senha', { exact: true }).fill('Errada#123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Código de usuário ou senha incorretos.');
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Código de usuário')).toHaveValue(DEMO.graduate.login);
    await expectAxeClean(page);
  });

  test('a blocked patron is told the password is blocked', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Código de usuário').fill(DEMO.blocked.login);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.blocked.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Senha bloqueada');
  });

  test('a user code naming two persons asks which one (EscolhaLogin), then signs in', async ({ page }) => {
    await page.goto('/login?redirect=%2Fmeupergamum');
    await page.getByLabel('Código de usuário').fill(DEMO.twoPersons.login);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.twoPersons.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const person = page.getByLabel('Pessoa', { exact: true });
    await expect(person).toBeVisible();
    await expect(page.getByText('Escolha a pessoa.')).toBeVisible();
    await expect(person).toHaveAttribute('name', 'EscolhaLogin');
    await person.selectOption({ label: 'Mariana Alves Costa Pereira' });
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.twoPersons.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/meupergamum');
    await expect(page.getByText('Bem-vindo(a), Mariana Alves Costa Pereira.')).toBeVisible();
  });

  test('a person with two linked logins picks one and is switched to it', async ({ page }) => {
    await page.goto('/login?redirect=%2Fmeupergamum');
    await page.getByLabel('Código de usuário').fill(DEMO.linked.login);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.linked.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
    const select = page.getByLabel('Código de usuário', { exact: true });
    await expect(select).toBeVisible();
    // Each code named once, with what it is (not "20240005 — 20240005 — Login principal").
    await expect(select.locator('option')).toHaveText([`${DEMO.linked.login} — Login principal`, `${DEMO.linked.other} — Login vinculado`]);
    await expectAxeClean(page);
    const other = await select.locator('option', { hasText: DEMO.linked.other }).getAttribute('value');
    await select.selectOption(other!);
    const switched = page.waitForResponse((r) => r.url().endsWith('/api/pessoas/troca-login') && r.ok());
    await page.getByRole('button', { name: 'Continuar' }).click();
    await switched;
    await expect(page).toHaveURL('/meupergamum');
    await expect(page.getByText('Olá, Rafael')).toBeVisible();
  });

  test('the redirect parameter never leaves the site', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fsteal');
    await page.getByLabel('Código de usuário').fill(DEMO.undergraduate.login);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
    await page.getByLabel('Catálogo').check();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/');
    expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
  });

  test('logout clears the session from memory and storage, and the server ends the sign-in', async ({ page }) => {
    let refreshToken = '';
    page.on('response', async (res) => {
      if (res.url().endsWith('/oauth/token') && res.request().postDataJSON()?.grant_type === 'password' && res.ok()) {
        refreshToken = ((await res.json()) as { refresh_token: string }).refresh_token;
      }
    });
    await signInAs(page);
    await page.goto('/sair');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    expect(await storageDump(page)).not.toContain('estante.session');
    await page.goto('/meupergamum');
    await expect(page).toHaveURL('/login?redirect=%2Fmeupergamum');
    // the refresh token of that sign-in no longer works
    expect(refreshToken).not.toBe('');
    const refresh = await page.request.post('/oauth/token', { data: { grant_type: 'refresh_token', client_id: 'estante-web', refresh_token: refreshToken } });
    expect(refresh.status()).toBe(401);
  });
});

/** The newest code of this worker's development outbox (its API's MAIL_OUTBOX, see e2e/server.mjs). */
function latestCode(length: number): string {
  const dir = OUTBOX;
  const files = fs.readdirSync(dir).map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  const text = fs.readFileSync(files[0]!, 'utf8');
  const code = new RegExp(`\\b\\d{${length}}\\b`).exec(text)?.[0];
  if (!code) throw new Error(`no ${length}-digit code in ${files[0]}`);
  return code;
}

test.describe('forgot password', () => {
  test('the three steps with the code from the outbox, then sign-in with the new password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Informe o código de usuário.')).toBeVisible();
    await page.getByLabel('Código de usuário').fill(DEMO.graduate.login);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    const codeField = page.getByLabel(/Código de verificação/);
    await expect(codeField).toBeVisible();
    await expect(page.getByText(/enviamos um código de verificação para .+\*\*\*/)).toBeVisible();
    await expectAxeClean(page);
    const length = Number(await codeField.getAttribute('maxlength'));
    // a wrong code: the server's message and "resend"
    await codeField.fill('0'.repeat(length));
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reenviar código de verificação' })).toBeVisible();
    await page.getByRole('button', { name: 'Reenviar código de verificação' }).click();
    await expect(page.getByText('Enviamos um novo código.')).toBeVisible();
    // typed to its full length, the code is validated without a button
    await codeField.fill(latestCode(length));
    const password = page.getByLabel('Nova senha', { exact: true });
    await expect(password).toBeVisible();
    const save = page.getByRole('button', { name: 'Salvar nova senha' });
    await password.fill('curta');
    await expect(page.locator('.estante-password-rules__no').first()).toBeVisible();
    await expect(save).toBeDisabled();
    await password.fill('Novo#Acervo2026');
    await page.getByLabel('Confirme a nova senha').fill('Novo#Acervo2025');
    await expect(page.getByText('A confirmação não confere com a senha.')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel('Confirme a nova senha').fill('Novo#Acervo2026');
    await expect(page.locator('.estante-password-rules__no')).toHaveCount(0);
    await expectAxeClean(page);
    await save.click();
    await expect(page.getByText('Senha alterada. Entre com a nova senha.')).toBeVisible();
    await page.getByLabel('Código de usuário').fill(DEMO.graduate.login);
    await page.getByLabel('Senha', { exact: true }).fill('Novo#Acervo2026');
    await page.getByLabel('Meu Pergamum (área pessoal)').check();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/meupergamum');
  });
});

test.describe('two tabs', () => {
  test('share the sign-in and the sign-out', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto('/');
    await expect(second.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await first.goto('/login?redirect=%2Fmeupergamum');
    await first.getByLabel('Código de usuário').fill(DEMO.undergraduate.login);
    await first.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
    await first.getByLabel('Manter conectado neste navegador').check();
    await first.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(first).toHaveURL('/meupergamum');
    // the other tab learns of the sign-in without a reload
    await expect(second.getByText('Olá, Ana')).toBeVisible();
    // and of the sign-out
    await first.goto('/sair');
    await expect(second.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await second.reload();
    await expect(second.getByRole('link', { name: 'Entrar' })).toBeVisible();
  });
});

test.describe('a session without "Manter conectado"', () => {
  test('reaches a new tab of the same browser, never persistent storage, and a sign-out in either ends it in both', async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/login?redirect=%2Fmeupergamum');
    await first.getByLabel('Código de usuário').fill(DEMO.undergraduate.login);
    await first.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
    await expect(first.getByLabel('Manter conectado neste navegador')).not.toBeChecked();
    await first.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(first).toHaveURL('/meupergamum');
    // A new tab opened afterwards: signed in, straight into the personal area (no login page).
    const second = await context.newPage();
    await second.goto('/meupergamum/emprestimos');
    await expect(second).toHaveURL('/meupergamum/emprestimos');
    await expect(second.getByRole('banner').getByText('Olá, Ana')).toBeVisible();
    // Nothing that outlives the browser: no localStorage copy, no cookie.
    for (const tab of [first, second]) expect(await tab.evaluate(() => localStorage.getItem('estante.session'))).toBeNull();
    expect(await context.cookies()).toEqual([]);
    // Signing out in the new tab signs out the first one too.
    await second.goto('/sair');
    await expect(first.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    await first.reload();
    await expect(first).toHaveURL(/\/login\?redirect=%2Fmeupergamum/);
  });
});

test.describe('where a sign-in leads', () => {
  test('"Entrar" from a page offers that page, chosen, and goes back to it; another destination chosen is where the patron goes', async ({ page }) => {
    await page.goto('/acervo/1');
    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Facervo%2F1');
    await expect(page.getByLabel('A página onde você estava')).toBeChecked();
    await expect(page.getByLabel('Meu Pergamum (área pessoal)')).not.toBeChecked();
    await expectAxeClean(page);
    await page.getByLabel('Código de usuário').fill(DEMO.undergraduate.login);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/acervo/1');
    await page.goto('/sair');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();

    await page.goto('/acervo/1');
    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    await page.getByLabel('Código de usuário').fill(DEMO.undergraduate.login);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
    await page.getByLabel('Meu Pergamum (área pessoal)').check();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/meupergamum');
  });

  test('the login page opened on its own preselects the personal area and goes there', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('A página onde você estava')).toHaveCount(0);
    await expect(page.getByLabel('Meu Pergamum (área pessoal)')).toBeChecked();
    await page.getByLabel('Código de usuário').fill(DEMO.undergraduate.login);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/meupergamum');
  });
});

test.describe('login dialog', () => {
  test('with activity 107 the top bar opens the login over the page, and signing in stays there', async ({ page }) => {
    // Activity 107 is off in the seed; the page is told it is on.
    await page.route('**/api/parametros/funcionalidades', async (route) => {
      const response = await route.fetch();
      const activities = (await response.json()) as { cod_atividade: number; descricao: string }[];
      await route.fulfill({ response, json: [...activities, { cod_atividade: 107, descricao: 'Login em janela' }] });
    });
    await page.goto('/?q=educacao&for=INDICE_1');
    await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Código de usuário')).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByLabel('Código de usuário').fill(DEMO.undergraduate.login);
    await dialog.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Olá, Ana')).toBeVisible();
    await expect(page).toHaveURL('/?q=educacao&for=INDICE_1');
  });
});
