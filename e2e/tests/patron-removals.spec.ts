import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, bearer, DEMO, expect, expectAxeClean, fitsPhone, patronToken, signInAs, test } from './helpers';

// Removals and work posting (issue 25 items 2 and 6). The seeded graduate student (Bruno) has two
// removals, listed with their kind, dates in the page's language (pt, en, es) and standing, the one
// under way told above the list; Ana has none and is told so. Work posting explains itself and opens
// the repository the installation configured in a new tab (rel noopener), carrying nothing of the
// patron. Both from the menu, axe-clean, no sideways scroll at 375 px. SHOTS=<folder> saves screenshots.

interface Removal {
  tipo: string;
  data_inicio: string;
  data_fim: string | null;
  situacao: string;
}

const SHOTS = process.env.SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [[1366, 900], [375, 800]] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.locator('#patron-title')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu da área pessoal' });
const day = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

async function brunosRemovals(request: APIRequestContext): Promise<Removal[]> {
  const res = await request.get(`${API}/api/pessoas/afastamentos`, { headers: bearer(await patronToken(request, DEMO.graduate)) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { afastamentos: Removal[] }).afastamentos;
}

test.describe('removals', () => {
  test('the seeded patron sees his removals from the menu, dates in the page language, the current one told', async ({ page, request }) => {
    const removals = await brunosRemovals(request);
    expect(removals.map((r) => [r.tipo, r.situacao])).toEqual([
      ['licenca_saude', 'vigente'],
      ['intercambio', 'encerrado'],
    ]);
    const [leave, exchange] = removals as [Removal, Removal];

    await signInAs(page, DEMO.graduate, '/meupergamum');
    await menu(page).getByRole('link', { name: 'Afastamentos', exact: true }).click();
    await expect(page).toHaveURL('/meupergamum/afastamentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Afastamentos' })).toBeVisible();
    await expect(page).toHaveTitle(/^Afastamentos \| /);
    await expect(page.getByRole('status').filter({ hasText: 'afastado(a) agora' })).toHaveText(
      `Você está afastado(a) agora: Licença para tratamento de saúde, até ${day(leave.data_fim!, 'pt-BR')}.`,
    );
    const rows = page.locator('.removals-table tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Licença para tratamento de saúde');
    await expect(rows.nth(0)).toContainText(day(leave.data_inicio, 'pt-BR'));
    await expect(rows.nth(0)).toContainText('Em curso');
    await expect(rows.nth(1)).toContainText('Intercâmbio');
    await expect(rows.nth(1)).toContainText(day(exchange.data_fim!, 'pt-BR'));
    await expect(rows.nth(1)).toContainText('Encerrado');
    await expect(rows.nth(1)).toContainText('Coimbra');
    await expectAxeClean(page);
    await fitsPhone(page);
    await shot(page, 'removals');

    for (const [lng, locale, type, status] of [
      ['en', 'en-US', 'Exchange programme', 'Ended'],
      ['es', 'es-ES', 'Intercambio', 'Finalizada'],
    ] as const) {
      await page.goto(`/meupergamum/afastamentos?lng=${lng}`);
      await expect(rows.nth(1)).toContainText(type);
      await expect(rows.nth(1)).toContainText(status);
      await expect(rows.nth(1)).toContainText(day(exchange.data_inicio, locale));
    }
    await page.goto('/meupergamum/afastamentos?lng=pt');
    await expect(rows.nth(1)).toContainText('Encerrado');
  });

  test('a patron without removals is told there are none', async ({ page }) => {
    await signInAs(page, DEMO.undergraduate, '/meupergamum/afastamentos');
    await expect(page.getByText('Você não tem afastamentos registrados.')).toBeVisible();
    await expect(page.getByText('afastado(a) agora')).toHaveCount(0);
    await expectAxeClean(page);
    await fitsPhone(page);
    await shot(page, 'removals-empty');
  });
});

test.describe('work posting', () => {
  test('explains itself and opens the configured repository in a new tab, with nothing of the patron', async ({ page, request }) => {
    const res = await request.post(`${API}/api/pessoas/postagem-trabalho/redirect`, { headers: bearer(await patronToken(request, DEMO.undergraduate)) });
    expect(res.status()).toBe(200);
    const { link } = (await res.json()) as { link: string };
    expect(link).not.toContain(DEMO.undergraduate.login);

    await signInAs(page, DEMO.undergraduate, '/meupergamum');
    await menu(page).getByRole('link', { name: 'Postagem de trabalhos', exact: true }).click();
    await expect(page).toHaveURL('/meupergamum/postagem-trabalho');
    await expect(page.getByRole('heading', { level: 1, name: 'Postagem de trabalhos' })).toBeVisible();
    await expect(page).toHaveTitle(/^Postagem de trabalhos \| /);
    await expect(page.getByRole('heading', { level: 2, name: 'Repositório Institucional da UFE' })).toBeVisible();
    await expect(page.getByText('Nenhum dado que identifique você é enviado ao repositório.')).toBeVisible();
    const open = page.getByRole('link', { name: 'Abrir o repositório (abre em uma nova aba)' });
    await expect(open).toHaveAttribute('href', link);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', /\bnoopener\b/);
    // Opening it makes a new tab (the repository is outside the test network: its address is what counts).
    await page.context().route('https://example.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Repositório</title>' }));
    const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(link);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await expectAxeClean(page);
    await fitsPhone(page);
    await shot(page, 'work-posting');
  });

  test('an installation without a repository address: the page says the library has not configured it', async ({ page }) => {
    // The API's own answer when configuracoes.postagem_trabalho is missing (the API tests remove the row
    // and check it): given here so this file need not change the stack's shared settings.
    await page.route('**/api/pessoas/postagem-trabalho/redirect', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'A biblioteca não configurou a postagem de trabalhos. Procure a biblioteca para entregar seu trabalho.', codigo: 'POSTAGEM_TRABALHO_NAO_CONFIGURADA' }),
      }),
    );
    await signInAs(page, DEMO.undergraduate, '/meupergamum/postagem-trabalho');
    await expect(page.getByRole('heading', { level: 2, name: 'Postagem não disponível' })).toBeVisible();
    await expect(page.getByText('A biblioteca não configurou a postagem de trabalhos.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Abrir o repositório/ })).toHaveCount(0);
    await expectAxeClean(page);
    await shot(page, 'work-posting-unconfigured');
  });
});
