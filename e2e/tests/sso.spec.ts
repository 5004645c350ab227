import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './helpers';

// The e2e server starts a real OpenID provider (oidc-provider) and a real SAML identity provider
// (apps/api/test-support/sso-idp.mjs) and points the API at them; their accounts use Sso#2024.

async function signInAtProvider(page: Page, heading: RegExp, username: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('Sso#2024');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('single sign-on', () => {
  test('OpenID Connect: a user code with @ goes to the provider and comes back signed in', async ({ page }) => {
    await page.goto('/login?redirect=%2Fmeupergamum');
    await page.getByLabel('Código de usuário').fill('ana.souza@aluno.estante.example');
    // with an at-sign there is no password: the form signs in through the provider
    await expect(page.getByLabel('Senha', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Entrar com conta institucional' }).click();
    await signInAtProvider(page, /Test OpenID provider/, '20240001');
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL('/meupergamum');
    await expect(page.getByText('Olá, Ana')).toBeVisible();
  });

  test('OpenID Connect: an identity the library does not know comes back to login with the message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Código de usuário').fill('stranger@elsewhere.example');
    await page.getByRole('button', { name: 'Entrar com conta institucional' }).click();
    await signInAtProvider(page, /Test OpenID provider/, 'stranger');
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toHaveText('');
    await expectAxeClean(page);
  });

  test('OpenID Connect: a forwarded response link signs nobody in (login CSRF)', async ({ page }) => {
    await page.goto('/oauth-response?nonce=someone-elses-nonce');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  });

  test('SAML: the institutional button goes to the identity provider and comes back signed in', async ({ page }) => {
    await page.goto('/login?redirect=%2Fmeupergamum');
    await page.getByRole('button', { name: 'Entrar com login institucional (SAML)' }).click();
    await signInAtProvider(page, /Test SAML identity provider/, 'bruno');
    await expect(page).toHaveURL('/meupergamum');
    await expect(page.getByText('Olá, Bruno')).toBeVisible();
  });
});
