import { expect, expectAxeClean, test } from './helpers';

test.describe('library information', () => {
  test('the home shows the new acquisitions of the last month, acquired or catalogued, linking to their titles', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Novas aquisições' });
    // Days written out, as on every page ("25 de nov. de 2026"), never "25/11/2026".
    const DAY = '\\d{1,2} de [a-zç]{3}\\. de \\d{4}';
    await expect(panel.getByText(new RegExp(`^\\d+ títulos de ${DAY} a ${DAY}$`))).toBeVisible();
    const range = (await panel.locator('.catalogue-panel__range').textContent()) ?? '';
    const today = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
    expect(range.endsWith(` a ${today}`), range).toBe(true);
    const items = panel.locator('.catalogue-new__item');
    await expect(items).toHaveCount(8);
    for (const meta of await panel.locator('.catalogue-new__meta').allTextContents()) expect(meta).toMatch(new RegExp(`adquirido em ${DAY}$`));

    await panel.getByRole('button', { name: 'Catalogados' }).click();
    await expect(panel.getByRole('button', { name: 'Catalogados' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.locator('.catalogue-new__meta').first()).toContainText('catalogado em');

    await panel.getByRole('button', { name: 'Próximos' }).click();
    await expect(panel.getByText(/^Página 2 de \d+$/)).toBeVisible();

    const first = panel.locator('.catalogue-new__item a').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/acervo\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split(':')[0] ?? title);
  });

  test('events with dates and place; their HTML is sanitised text', async ({ page }) => {
    await page.goto('/');
    const events = page.getByRole('region', { name: 'Eventos' });
    await expect(events.getByRole('heading', { name: 'Semana de boas-vindas da biblioteca' })).toBeVisible();
    await expect(events.getByText('Visitas guiadas e oficinas de pesquisa no catálogo para calouros.')).toBeVisible();
    await expect(events.getByRole('link', { name: /Saiba mais/ })).toHaveAttribute('target', '_blank');
    await expectAxeClean(page);
  });

  test('libraries with weekday hours, today marked, campus filter in the address; axe clean at 375 px', async ({ page }) => {
    await page.goto('/bibliotecas');
    await expect(page.getByRole('heading', { name: 'Bibliotecas e horários', level: 1 })).toBeVisible();
    await expect(page.locator('.catalogue-library')).toHaveCount(4);
    const central = page.getByRole('table', { name: 'Horário de atendimento — Biblioteca Central' });
    await expect(central.getByRole('row', { name: /^Segunda-feira( \(hoje\))? 07:30 às 22:00$/ })).toBeVisible();
    await expect(central.getByRole('row', { name: /Domingo.*Fechada/ })).toBeVisible();
    await expect(central.locator('tr[aria-current="date"]')).toHaveCount(1);
    await expect(central.locator('tr[aria-current="date"] th')).toContainText('(hoje)');

    await page.getByLabel('Campus').selectOption({ label: 'Campus Norte' });
    await expect(page).toHaveURL(/\/bibliotecas\?campus=2$/);
    await expect(page.locator('.catalogue-library')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Biblioteca Setorial Norte' })).toBeVisible();
    await page.goBack();
    await expect(page.locator('.catalogue-library')).toHaveCount(4);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectAxeClean(page);
  });
});

test.describe('catalogue pages in every appearance', () => {
  for (const [name, prefs] of [
    ['dark mode', { escuro: true }],
    ['high contrast', { cor: 'contrast' }],
  ] as const) {
    test(`${name}: results, indexes, libraries, network and basket are axe clean`, async ({ page }) => {
      await page.addInitScript((p) => localStorage.setItem('estante.preferences', JSON.stringify(p)), prefs);
      for (const path of ['/?q=jazz&for=INDICE_1', '/avancada', '/indices?indice=autor&inicio=m', '/bibliotecas', '/rede?q=jazz', '/especializada', '/']) {
        await page.goto(path);
        await expect(page.locator('.catalogue h1, .catalogue .catalogue-results__count').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectAxeClean(page);
      }
      await page.goto('/?q=jazz&for=INDICE_1');
      await page.locator('.catalogue-result').first().getByRole('button', { name: /Adicionar à cesta/ }).click();
      await page.goto('/cesta');
      await expect(page.getByText('1 título na cesta')).toBeVisible();
      await expectAxeClean(page);
    });
  }
});
