import { expect, test } from './helpers';

test('a page the browser renders itself (read in English) shows the loading screen (logo and spinner) until the public configuration has loaded', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/parametros/instituicao', async (route) => {
    await gate;
    await route.continue();
  });
  // The server renders in Portuguese: a page read in English is the browser's to render, after the configuration.
  await page.goto('/bibliotecas?lng=en');
  const loading = page.getByRole('status').filter({ hasText: "Loading the library's settings…" });
  await expect(loading).toBeVisible();
  await expect(loading.locator('svg')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Libraries and opening hours' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Libraries and opening hours' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('a page the server rendered came with its configuration: it shows, and works, while the browser’s own request for it is still out', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/parametros/instituicao', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/?q=jazz&for=INDICE_1');
  await expect(page.locator('#catalogue-results-count')).toHaveText(/títulos encontrados para “jazz”/);
  await expect(page.getByRole('status').filter({ hasText: 'Carregando as configurações da biblioteca…' })).toHaveCount(0);
  await page.locator('html[data-estante-hydrated="catalogue"]').waitFor({ state: 'attached' });
  // working: the ordering changes the results in place
  await page.getByLabel('Ordenar por').selectOption('obra-C');
  await expect(page).toHaveURL(/orderBy=obra&direction=C/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  release();
});

test('a configuration that cannot load says so and retries (a page the browser renders itself)', async ({ page }) => {
  let fail = true;
  await page.route('**/api/parametros/funcionalidades', (route) =>
    fail ? route.fulfill({ status: 503, json: { message: 'indisponível' } }) : route.continue(),
  );
  await page.goto('/?lng=en');
  await expect(page.getByRole('alert')).toContainText("The library's settings could not be loaded.");
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Search the collection' })).toBeVisible();
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
