import type { APIRequestContext } from '@playwright/test';
import { API, bearer, DEMO, expect, expectAxeClean, fitsPhone, patronToken, signInAs, test } from './helpers';

// The personal area's account pages (issue 16 item 6): personal data (a save round trip, the CPF's
// and a bad e-mail's messages under their fields, a stale save from a second window refused with
// nothing overwritten), change password (the live checklist, then signing in with the new one) and
// the user switch (Mariana student → staff, the new name shown). pt/en/es, axe, 375 px.
// The account changed here is the seed's 20210103; what a test changes it puts back for the tests
// after it in this file (the data, and the password after enough others to leave the last three).

const CAIO = { login: '20210103', password: DEMO.undergraduate.password, name: 'Caio Rodrigues Araújo' };
type Data = Record<string, unknown> & { versao: number; cidade: string | null; cpf: string | null; emails: string };

async function dataOf(request: APIRequestContext, token: string): Promise<Data> {
  const res = await request.get(`${API}/api/meu-pergamum/dados-pessoais`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as Data;
}
/** Puts the data back as it was (at the version stored now). */
async function restore(request: APIRequestContext, token: string, before: Data) {
  const { cod_pessoa: _c, nome_pessoa: _n, login: _l, ...body } = before;
  const now = await dataOf(request, token);
  const res = await request.put(`${API}/api/meu-pergamum/dados-pessoais`, { headers: bearer(token), data: { ...body, versao: now.versao } });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('personal data', () => {
  test('edit and save round trip; the CPF and a bad e-mail named under their fields; axe; 375 px', async ({ page, request }) => {
    const token = await patronToken(request, CAIO);
    const before = await dataOf(request, token);
    try {
      await signInAs(page, CAIO, '/meupergamum/dados-pessoais');
      await expect(page.getByRole('heading', { level: 1, name: 'Dados pessoais' })).toBeVisible();
      await expect(page.locator('.patron-personal__identity')).toContainText(`Nome: ${CAIO.name} · Código de usuário: ${CAIO.login}`);
      const cidade = page.getByLabel('Cidade');
      await expect(cidade).toHaveValue(before.cidade ?? '');
      await expectAxeClean(page);
      await fitsPhone(page);

      // CPF: dots and hyphen stripped as typed; a wrong check digit named under the field.
      const cpf = page.getByLabel('CPF', { exact: true });
      await cpf.fill('111.444.777-36');
      await expect(cpf).toHaveValue('11144477736');
      const emails = page.getByLabel('E-mails', { exact: true });
      await emails.fill('caio@x.example; caio-sem-arroba; outro@y.example');
      await page.getByRole('button', { name: 'Salvar dados' }).click();
      await expect(page.getByText('CPF inválido: confira os 11 dígitos.')).toBeVisible();
      await expect(page.getByText('E-mail inválido: caio-sem-arroba. Separe vários e-mails com ";".')).toBeVisible();
      await expect(cpf).toHaveAttribute('aria-invalid', 'true');
      await expectAxeClean(page);

      await cpf.fill('111.444.777-35');
      await emails.fill('caio@x.example; outro@y.example');
      await cidade.fill('Canoas');
      await page.getByRole('button', { name: 'Salvar dados' }).click();
      await expect(page.getByText('Dados salvos.')).toBeVisible();
      const saved = await dataOf(request, token);
      expect(saved).toMatchObject({ cidade: 'Canoas', cpf: '11144477735', emails: 'caio@x.example; outro@y.example', versao: before.versao + 1 });
      await page.reload();
      await expect(page.getByLabel('Cidade')).toHaveValue('Canoas');
    } finally {
      await restore(request, token, before);
    }
  });

  test('a stale save from a second window is refused, nothing overwritten; "Recarregar dados" shows the current data', async ({ page, browser, request }) => {
    const token = await patronToken(request, CAIO);
    const before = await dataOf(request, token);
    const other = await browser.newContext({ locale: 'pt-BR' });
    try {
      const second = await other.newPage();
      await signInAs(page, CAIO, '/meupergamum/dados-pessoais');
      await signInAs(second, CAIO, '/meupergamum/dados-pessoais');
      await expect(page.getByLabel('Cidade')).toHaveValue(before.cidade ?? '');
      await expect(second.getByLabel('Cidade')).toHaveValue(before.cidade ?? '');

      await page.getByLabel('Cidade').fill('Pelotas');
      await page.getByRole('button', { name: 'Salvar dados' }).click();
      await expect(page.getByText('Dados salvos.')).toBeVisible();

      await second.getByLabel('Cidade').fill('Gramado');
      await second.getByRole('button', { name: 'Salvar dados' }).click();
      const alert = second.getByRole('alert').filter({ hasText: 'Seus dados foram alterados em outra janela' });
      await expect(alert).toBeVisible();
      await expect(second.getByLabel('Cidade')).toHaveValue('Gramado'); // what was typed is kept…
      expect((await dataOf(request, token)).cidade).toBe('Pelotas'); // …and nothing overwritten
      await expectAxeClean(second);
      await second.getByRole('button', { name: 'Recarregar dados' }).click();
      await expect(second.getByLabel('Cidade')).toHaveValue('Pelotas');
      await expect(alert).toBeHidden();
    } finally {
      await other.close();
      await restore(request, token, before);
    }
  });

  test('in English and Spanish', async ({ page }) => {
    await signInAs(page, CAIO, '/meupergamum/dados-pessoais');
    await page.goto('/meupergamum/dados-pessoais?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
    await expect(page.getByLabel('Tax id (CPF)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save data' })).toBeVisible();
    await page.goto('/meupergamum/dados-pessoais?lng=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
    await expect(page.getByLabel('Código postal (CEP)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar datos' })).toBeVisible();
    await page.goto('/meupergamum/dados-pessoais?lng=pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Dados pessoais' })).toBeVisible();
  });
});

test.describe('change password', () => {
  test('the checklist ticks as typed; changed, the new password signs in; axe; 375 px (the old one is put back)', async ({ page, request }) => {
    const NEW = 'Estante#Nova25';
    await signInAs(page, CAIO, '/meupergamum/senha');
    await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
    const rules = page.getByRole('list', { name: 'Regras da senha' });
    await expect(rules.getByRole('listitem').filter({ hasText: 'Ao menos um número' })).toContainText('(não atendida)');
    await page.getByLabel('Senha atual').fill(CAIO.password);
    await page.getByLabel('Nova senha', { exact: true }).fill('estante');
    await expect(rules.getByRole('listitem').filter({ hasText: 'Ao menos um número' })).toContainText('(não atendida)');
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW);
    await expect(rules.getByRole('listitem').filter({ hasText: 'Ao menos um número' })).toContainText('(atendida)');
    await expect(rules.getByRole('listitem').filter({ hasText: 'Letras maiúsculas e minúsculas' })).toContainText('(atendida)');
    await page.getByLabel('Confirme a nova senha').fill(NEW);
    await expectAxeClean(page);
    await fitsPhone(page);
    try {
      await page.getByRole('button', { name: 'Alterar senha' }).click();
      await expect(page.getByText('Senha alterada.')).toBeVisible();
      const old = await request.post(`${API}/oauth/token`, { data: { client_id: 'estante-web', grant_type: 'password', username: CAIO.login, password: CAIO.password } });
      expect(old.status()).toBe(401);
      // This window goes on; a new sign-in takes the new password.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
      await page.context().clearCookies();
      await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
      await signInAs(page, { login: CAIO.login, password: NEW }, '/meupergamum/senha');
    } finally {
      // Back to the demo password: three others first (it must differ from the last three).
      let current = NEW;
      const token = await patronToken(request, { login: CAIO.login, password: current }).catch(() => null);
      if (token) {
        for (const next of ['Estante#Volta1', 'Estante#Volta2', 'Estante#Volta3', CAIO.password]) {
          const res = await request.put(`${API}/api/meu-pergamum/senha`, { headers: bearer(token), data: { senhaAtual: current, senhaNova: next } });
          expect(res.status(), await res.text()).toBe(204);
          current = next;
        }
      }
    }
    expect((await request.post(`${API}/oauth/token`, { data: { client_id: 'estante-web', grant_type: 'password', username: CAIO.login, password: CAIO.password } })).status()).toBe(200);
  });

  test('a wrong current password is named under its field', async ({ page }) => {
    await signInAs(page, CAIO, '/meupergamum/senha');
    await page.getByLabel('Senha atual').fill('Errada#2024x');
    await page.getByLabel('Nova senha', { exact: true }).fill('Estante#Nova26');
    await page.getByLabel('Confirme a nova senha').fill('Estante#Nova26');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('A senha atual não confere.')).toBeVisible();
    await expect(page.getByLabel('Senha atual')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('user switch', () => {
  test('Mariana the student switches to her staff registration: the new name is shown; axe; 375 px', async ({ page }) => {
    await page.goto('/login?redirect=%2Fmeupergamum%2Ftroca-usuario');
    await page.getByLabel('Código de usuário').fill(DEMO.twoPersons.login);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.twoPersons.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByLabel('Pessoa', { exact: true }).selectOption({ label: 'Mariana Alves Costa' });
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.twoPersons.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/meupergamum/troca-usuario');
    await expect(page.getByRole('heading', { level: 1, name: 'Troca de usuário' })).toBeVisible();
    await expect(page.locator('.patron-who-name')).toHaveText('Bem-vindo(a), Mariana Alves Costa.');
    const item = page.getByRole('listitem').filter({ hasText: 'Mariana Alves Costa Pereira' });
    await expect(item).toContainText('código de usuário 20240004');
    await expectAxeClean(page);
    await fitsPhone(page);
    await item.getByRole('button', { name: /Usar este cadastro: Mariana Alves Costa Pereira/ }).click();
    await expect(page).toHaveURL('/meupergamum');
    await expect(page.locator('.patron-who-name')).toHaveText('Bem-vindo(a), Mariana Alves Costa Pereira.');
    // The switch holds across a reload (the new session was stored), and the list now offers the student.
    await page.goto('/meupergamum/troca-usuario');
    await expect(page.locator('.patron-who-name')).toHaveText('Bem-vindo(a), Mariana Alves Costa Pereira.');
    await expect(page.getByRole('listitem').filter({ hasText: 'Mariana Alves Costa' }).first()).toBeVisible();
  });

  test('nothing to switch to: a plain sentence', async ({ page }) => {
    await signInAs(page, CAIO, '/meupergamum/troca-usuario');
    await expect(page.getByText('Você não tem outro cadastro com o seu CPF para o qual trocar. Os outros códigos de usuário deste mesmo cadastro (logins vinculados) são escolhidos ao entrar.')).toBeVisible();
  });
});
