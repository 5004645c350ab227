import { expect, expectAxeClean, signInAs, test } from './helpers';

test.describe('each remote renders its route from the production build', () => {
  test('catalogue: the search on / lists seeded titles with links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Pesquise no acervo' })).toBeVisible();
    await page.getByLabel('Termo de pesquisa').fill('educacao');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page).toHaveURL(/\?q=educacao&for=INDICE_1$/);
    await expect(page.getByText(/títulos? encontrados? para “educacao”/)).toBeVisible();
    const first = page.locator('.catalogue-result__title a').first();
    await expect(first).toHaveAttribute('href', /^\/acervo\/\d+$/);
    await expectAxeClean(page);
  });

  test('catalogue: an empty search shows the field message and calls nothing', async ({ page }) => {
    await page.goto('/');
    let searched = false;
    page.on('request', (r) => {
      // The search itself (the home's panels call /api/consulta/novas-aquisicoes and friends).
      if (new URL(r.url()).pathname === '/api/consulta') searched = true;
    });
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Informe um termo de pesquisa.');
    await expect(page.getByLabel('Termo de pesquisa')).toHaveAttribute('aria-invalid', 'true');
    expect(searched).toBe(false);
  });

  test('title-detail: a result link opens the title with its main fields', async ({ page }) => {
    await page.goto('/?q=educacao&for=INDICE_1');
    const first = page.locator('.catalogue-result__title a').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/acervo\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('ISBN', { exact: true })).toBeVisible();
    await expect(page.getByText('Descrição física')).toBeVisible();
    await expectAxeClean(page);
  });

  test('title-detail: an unknown title says so', async ({ page }) => {
    await page.goto('/acervo/999999999');
    await expect(page.getByRole('heading', { name: 'Título não encontrado.' })).toBeVisible();
  });

  test('auth: /login shows the sign-in form and validates it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Informe o código de usuário.')).toBeVisible();
    await expect(page.getByText('Informe a senha.')).toBeVisible();
    await expectAxeClean(page);
  });

  test('patron-area: a signed-in patron sees the personal area', async ({ page }) => {
    await signInAs(page);
    await expect(page.getByRole('heading', { name: 'Meu Pergamum', level: 1 })).toBeVisible();
    await expect(page.getByText('Bem-vindo(a), Ana Beatriz Souza.')).toBeVisible();
    await expect(page.getByText('Olá, Ana')).toBeVisible();
    await expectAxeClean(page);
  });
});

test.describe('routing', () => {
  test('/meupergamum without a session goes to login with the redirect', async ({ page }) => {
    await page.goto('/meupergamum');
    await expect(page).toHaveURL('/login?redirect=%2Fmeupergamum');
    await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
  });

  test('an unknown path shows the not-found page inside the chrome', async ({ page }) => {
    await page.goto('/nao/existe/aqui');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAxeClean(page);
  });

  test('a title sub-view path outside the spec is not found', async ({ page }) => {
    await page.goto('/acervo/1/nao-existe');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });

  test('remotes load on demand: / fetches only the catalogue', async ({ page }) => {
    const manifests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/mf-manifest.json') || r.url().endsWith('/remoteEntry.js')) manifests.push(new URL(r.url()).port);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Pesquise no acervo' })).toBeVisible();
    expect([...new Set(manifests)]).toEqual(['8081']);
  });
});

test('pointing at a link warms the remote behind it before the click', async ({ page }) => {
  await page.goto('/?q=jazz');
  const first = page.locator('.catalogue-result__title a').first();
  await expect(first).toBeVisible();
  const warmed = page.waitForRequest((r) => r.url() === 'http://localhost:8082/remoteEntry.js');
  await first.hover();
  await warmed;
});
