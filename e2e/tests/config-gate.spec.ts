import { expect, test } from './helpers';

test('the loading screen (logo and spinner) shows until the public configuration has loaded', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/parametros/instituicao', async (route) => {
    await gate;
    await route.continue();
  });
  // A page the server renders no region for (the libraries' hours): the loading screen.
  await page.goto('/bibliotecas');
  const loading = page.getByRole('status').filter({ hasText: 'Carregando as configurações da biblioteca…' });
  await expect(loading).toBeVisible();
  await expect(loading.locator('svg')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bibliotecas e horários' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Bibliotecas e horários' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('a page the server rendered shows its region, not the loading screen, until the configuration and the remote are ready', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/parametros/instituicao', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/?q=jazz&for=INDICE_1');
  const region = page.locator('[data-estante-region-host] [data-estante-region="catalogue"]');
  await expect(region.locator('h1')).toHaveText(/títulos encontrados para “jazz”/);
  // A preview: read-only and hidden from assistive technology, which hears the loading status instead.
  await expect(region).toHaveAttribute('inert', '');
  await expect(region).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Carregando as configurações da biblioteca…' })).toHaveCount(1);
  await expect(page.locator('.estante-main svg')).toHaveCount(0); // no spinner over the content
  // The app takes over once ready: the region goes, for good.
  release();
  await expect(page.locator('.catalogue-result').first()).toBeVisible();
  await expect(page.locator('[data-estante-region]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
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
