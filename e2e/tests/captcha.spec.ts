import { captchaService } from '../../apps/api/src/access/captcha';
import { openPglite } from '../../apps/api/src/db/db';
import { migrate } from '../../apps/api/src/db/migrate';
import { e2eSecrets } from '../stacks.mjs';
import { expect, expectAxeClean, test } from './helpers';

// Activity 1120 is off in the seed. Here the page is told it is on (the activities answer is
// extended in the browser), so the ALTCHA widget appears, fetches a challenge from the real API,
// is solved in Chromium, and its payload goes out as recaptcha_token; the payload is then checked
// with the API's own verification code and key. The server-side refusals (missing, expired,
// invalid, reused) are covered by the API tests.
test('the captcha widget under activity 1120 solves the server challenge and sends a payload the server accepts', async ({ page }) => {
  test.setTimeout(60_000);
  await page.route('**/api/parametros/funcionalidades', async (route) => {
    const response = await route.fetch();
    const activities = (await response.json()) as { cod_atividade: number; descricao: string }[];
    await route.fulfill({ response, json: [...activities, { cod_atividade: 1120, descricao: 'Captcha no login' }] });
  });
  await page.goto('/login');
  // The page learns of activity 1120 from its background refresh of the configuration (the first HTML
  // carries the server's, where it is off): the widget appears then, as a patron would see it.
  await expect(page.getByText('Não sou um robô', { exact: true })).toBeVisible();
  await page.getByLabel('Código de usuário').fill('20240002');
  await page.getByLabel('Senha', { exact: true }).fill('Errada#123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Confirme que você não é um robô.')).toBeVisible();

  await page.getByText('Não sou um robô', { exact: true }).click();
  await expect(page.getByText('Verificado')).toBeVisible({ timeout: 30_000 });
  await expectAxeClean(page);

  const sent = page.waitForRequest((r) => r.url().endsWith('/oauth/token') && r.postDataJSON()?.grant_type === 'password');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const payload = (await sent).postDataJSON().recaptcha_token as string;
  expect(payload).toBeTruthy();
  // the wrong password still fails, and the captcha is reset for the next attempt (SPEC.md §8)
  await expect(page.getByRole('alert')).toHaveText('Código de usuário ou senha incorretos.');
  await expect(page.getByText('Verificado')).toHaveCount(0);

  // the API's verification on a real (in-memory) database with the API's migrations
  const db = await openPglite();
  await migrate(db);
  const service = captchaService({ hmacKey: e2eSecrets.ALTCHA_HMAC_KEY, cost: 1000, counterMin: 500, counterMax: 3000, ttlSeconds: 600 });
  expect(await service.check(db, payload)).toBeNull();
  expect(await service.check(db, payload)).toBe('invalido'); // single use
  await db.close();
});
