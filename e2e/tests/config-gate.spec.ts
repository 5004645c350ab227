import { expect, test } from './helpers';

test('the loading screen (logo and spinner) shows until the public configuration has loaded', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/parametros/instituicao', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/');
  const loading = page.getByRole('status').filter({ hasText: 'Carregando as configurações da biblioteca…' });
  await expect(loading).toBeVisible();
  await expect(loading.locator('svg')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pesquise no acervo' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Pesquise no acervo' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('a configuration that cannot load says so and retries', async ({ page }) => {
  let fail = true;
  await page.route('**/api/parametros/funcionalidades', (route) =>
    fail ? route.fulfill({ status: 503, json: { message: 'indisponível' } }) : route.continue(),
  );
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar as configurações da biblioteca.');
  fail = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Pesquise no acervo' })).toBeVisible();
});

test('the language bar switches every remote and stores the choice', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page).toHaveURL(/[?&]lng=en/);
  await expect(page.getByRole('heading', { name: 'Search the collection' })).toBeVisible();
  await page.goto('/acervo/999999999');
  await expect(page.getByRole('heading', { name: 'Title not found.' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('estante.lng'))).toBe('en');
});
