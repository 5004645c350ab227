import { expect, expectAxeClean, test } from './helpers';

test.describe('search across institutions and specialised searches', () => {
  test('network: results labelled by institution, narrowing to one, a title of another institution, back', async ({ page }) => {
    await page.goto('/rede');
    await expect(page.getByRole('heading', { name: 'Pesquisa em outras instituições', level: 1 })).toBeVisible();
    const form = page.getByRole('search', { name: 'Pesquisa na rede' });
    await expect(form.getByRole('checkbox')).toHaveCount(4);
    await form.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(form.getByText('Informe um termo de pesquisa.')).toBeVisible();

    await form.getByLabel('Termo de pesquisa').fill('metodologia');
    await form.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page).toHaveURL(/\/rede\?q=metodologia$/);
    await expect(page.getByText(/^\d+ resultados na rede para “metodologia”$/)).toBeVisible();
    const tags = await page.locator('.catalogue-network__tag').allTextContents();
    expect(tags).toContain('Universidade Federal da Estante');
    expect(tags).toContain('Universidade de São Paulo — SIBi');
    await expectAxeClean(page);

    // Only USP.
    for (const name of ['Universidade Federal da Estante', 'Faculdade Municipal de Música', 'Centro Universitário do Planalto']) await form.getByLabel(name).uncheck();
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/rede-pergamum/consulta?') && r.url().includes('instituicoes=2')), form.getByRole('button', { name: 'Pesquisar' }).click()]);
    await expect(page).toHaveURL(/instituicoes=2/);
    await expect(page.getByText(/^Universidade de São Paulo — SIBi: \d+$/)).toBeVisible();
    expect(new Set(await page.locator('.catalogue-network__tag').allTextContents())).toEqual(new Set(['Universidade de São Paulo — SIBi']));

    const first = page.locator('.catalogue-result__title a').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/acervo=\d+&instituicao=2/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instituições que possuem este título' })).toBeVisible();
    await expect(page.getByText('Universidade de São Paulo — SIBi')).toBeVisible();
    await page.getByRole('button', { name: '← Voltar aos resultados da rede' }).click();
    await expect(page).not.toHaveURL(/acervo=/);
    await expect(page.locator('.catalogue-network__tag').first()).toHaveText('Universidade de São Paulo — SIBi');
  });

  test('specialised: a periodical search finds the seeded serials; kinds without records are said', async ({ page }) => {
    await page.goto('/especializada');
    const form = page.getByRole('search', { name: 'Periódicos' });
    await expect(page.getByText('Esta instituição não tem no catálogo acervos para: jurisprudência.')).toBeVisible();
    await form.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(form.getByText('Informe um termo de pesquisa.')).toBeVisible();
    await form.getByLabel('Termo de pesquisa').fill('journal');
    await form.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page).toHaveURL(/\/\?q=journal&for=INDICE_4&filtros=T%3A2$/);
    await expect(page.locator('#catalogue-results-count')).toHaveText(/\d+ títulos? encontrados? para “journal”/);
    for (const meta of await page.locator('.catalogue-result__meta').all()) await expect(meta.locator('.ant-tag').first()).toHaveText('Periódico');
    await expect(page.getByRole('link', { name: /Remover filtro Tipo de obra: Periódico/ })).toBeVisible();
    await page.goto('/especializada');
    await expectAxeClean(page);
  });
});
