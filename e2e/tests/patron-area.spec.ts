import type { APIRequestContext, Page } from '@playwright/test';
import { API, DEMO, expect, expectAxeClean, signInAs, test } from './helpers';

// The personal area's frame, summary and loan token (issue 16 items 1, 6 and 7): the menu lists the
// patron's pages and each opens with its heading; Ana's summary shows her overdue loan, her released
// hold with its deadline, her open debts in reais and her unread alerts, each linking to its page;
// the loan token page shows text, QR code and barcode, a new token replaces the old one (checked at
// the desk with the desk client, secret set by e2e/server.mjs); an expired session round trip.

const DESK_SECRET = process.env.E2E_DESK_SECRET ?? 'estante-e2e-desk-secret';
const ana = DEMO.undergraduate;

interface Resumo {
  emprestimos: { abertos: number; vencendo: { titulo: string; data_devolucao: string; atrasado: boolean }[] } | null;
  reservas: { liberadas: { titulo: string; desc_biblioteca: string | null; data_limite_retirada: string | null }[] } | null;
  debitos: { quantidade: number; total: string } | null;
  alertas: { nao_lidos: number } | null;
}

async function token(request: APIRequestContext, body: Record<string, string>): Promise<string> {
  const res = await request.post(`${API}/oauth/token`, { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
const anaToken = (request: APIRequestContext) => token(request, { grant_type: 'password', client_id: 'estante-web', username: ana.login, password: ana.password });
const deskToken = (request: APIRequestContext) => token(request, { grant_type: 'client_credentials', client_id: 'estante-balcao', client_secret: DESK_SECRET });
const validate = (request: APIRequestContext, desk: string, loanToken: string) =>
  request.post(`${API}/api/emprestimo/token/validar`, { headers: { authorization: `Bearer ${desk}` }, data: { token: loanToken } });

/** Ana's summary as the API gives it (the seeded state: this file starts on a fresh copy of the seeded database). */
async function anaSummary(request: APIRequestContext): Promise<Resumo> {
  const res = await request.get(`${API}/api/meu-pergamum/resumo`, { headers: { authorization: `Bearer ${await anaToken(request)}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Resumo;
}

const money = (total: string) => `R$ ${Number(total).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const ptDay = (br: string) => {
  const [d, m, y] = br.split('/').map(Number);
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
};
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu da área pessoal' });

const PAGES = ['Resumo', 'Empréstimos e renovação', 'Histórico de empréstimos', 'Débitos', 'Reservas', 'Solicitações', 'Alertas', 'Novidades para você', 'Perfil de interesse', 'Cesta permanente', 'Sugestões de aquisição', 'Levantamento bibliográfico', 'Permuta de publicações', 'Ficha catalográfica', 'Declaração de nada consta', 'Plano de ensino', 'Bases de conteúdo externas', 'Postagem de trabalhos', 'Afastamentos', 'Minhas estatísticas', 'Totais do acervo', 'Dados pessoais', 'Alterar senha', 'Troca de usuário', 'Token de empréstimo'];

test.describe('the personal area', () => {
  test('the menu lists the permitted pages; each link opens its page with its heading, marked as current', async ({ page }) => {
    await signInAs(page, ana);
    await expect(page.getByText('Código de usuário: 20240001')).toBeVisible();
    await expect(menu(page).getByRole('link')).toHaveText(PAGES);
    for (const name of PAGES) {
      const link = menu(page).getByRole('link', { name, exact: true });
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await expect(page).toHaveURL(href);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('#patron-title')).toBeVisible();
      await expect(page.locator('#patron-title')).not.toHaveText('');
      await expect(page.getByText('Página não disponível')).toHaveCount(0);
    }
    await expectAxeClean(page);
  });

  test('keyboard: the menu is reached with Tab and a page opened with Enter', async ({ page }) => {
    await signInAs(page, ana);
    const first = menu(page).getByRole('link', { name: 'Resumo', exact: true });
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Empréstimos e renovação' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/meupergamum/historico');
  });

  test("Ana's summary: her overdue loan, released hold with its deadline, open debts in reais and unread alerts, each linking to its page", async ({ page, request }) => {
    const s = await anaSummary(request);
    expect(s.emprestimos?.vencendo.some((l) => l.atrasado)).toBe(true);
    expect(s.reservas?.liberadas.length).toBeGreaterThan(0);
    expect(s.debitos?.quantidade).toBeGreaterThan(0);
    await signInAs(page, ana);
    await expect(page.locator('#patron-title')).toHaveText('Meu Pergamum');
    await expect(page).toHaveTitle(/^Resumo \| Meu Pergamum/);

    const loans = page.getByRole('region', { name: 'Empréstimos' });
    const overdue = s.emprestimos!.vencendo.find((l) => l.atrasado)!;
    await expect(loans.getByRole('listitem').filter({ hasText: overdue.titulo })).toContainText(`devolução em ${ptDay(overdue.data_devolucao)} (em atraso)`);
    await expect(loans).toContainText(`${s.emprestimos!.abertos} empréstimos em aberto.`);
    const hold = s.reservas!.liberadas[0]!;
    const holds = page.getByRole('region', { name: 'Reservas para retirar' });
    await expect(holds.getByRole('listitem').filter({ hasText: hold.titulo })).toContainText(`retirar em ${hold.desc_biblioteca} até ${ptDay(hold.data_limite_retirada!)}`);
    const debts = page.getByRole('region', { name: 'Débitos' });
    await expect(debts).toContainText(money(s.debitos!.total));
    const alerts = page.getByRole('region', { name: 'Alertas' });
    await expect(alerts).toContainText(s.alertas!.nao_lidos === 0 ? 'Nenhum alerta não lido.' : s.alertas!.nao_lidos === 1 ? '1 alerta não lido.' : `${s.alertas!.nao_lidos} alertas não lidos.`);
    await expectAxeClean(page);

    for (const [region, link, url] of [
      [loans, 'Ver empréstimos e renovar', '/meupergamum/emprestimos'],
      [holds, 'Ver reservas', '/meupergamum/reservas'],
      [debts, 'Ver débitos', '/meupergamum/debitos'],
      [alerts, 'Ver alertas', '/meupergamum/alertas'],
    ] as const) {
      await region.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url);
      await menu(page).getByRole('link', { name: 'Resumo', exact: true }).click();
      await expect(page.locator('#patron-title')).toHaveText('Meu Pergamum');
    }
  });

  test('the summary in English and Spanish (money in reais with a comma in every language)', async ({ page, request }) => {
    const s = await anaSummary(request);
    await signInAs(page, ana);
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.locator('#patron-title')).toHaveText('My Pergamum');
    await expect(page.getByRole('region', { name: 'Debts' })).toContainText(money(s.debitos!.total));
    await expect(page.getByRole('region', { name: 'Loans' })).toContainText('(overdue)');
    await expect(page.getByRole('link', { name: 'See holds' })).toBeVisible();
    await page.getByRole('combobox', { name: /Language|Idioma/ }).selectOption('es');
    await expect(page.locator('#patron-title')).toHaveText('Mi Pergamum');
    await expect(page.getByRole('region', { name: 'Deudas' })).toContainText(money(s.debitos!.total));
    await expect(page.getByRole('region', { name: 'Préstamos' })).toContainText('(atrasado)');
    await expectAxeClean(page);
    await page.getByRole('combobox', { name: /Idioma|Language/ }).selectOption('pt');
    await expect(page.locator('#patron-title')).toHaveText('Meu Pergamum');
  });

  test('at 375 px: no sideways scroll, the menu folded behind its own button (not the top bar menu) and opened with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, ana);
    await expect(page.locator('#patron-title')).toHaveText('Meu Pergamum');
    await noSidewaysScroll(page);
    // The shell's top bar has its own "Menu" button on a phone: this one is named after the personal area.
    const toggle = page.getByRole('button', { name: 'Páginas do Meu Pergamum', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('link', { name: 'Débitos' })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Resumo', exact: true })).toBeFocused();
    await menu(page).getByRole('link', { name: 'Token de empréstimo' }).click();
    await expect(page.locator('#patron-title')).toHaveText('Token de empréstimo');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await noSidewaysScroll(page);
    await expectAxeClean(page);
  });

  test('the loan token: text, QR code and barcode; a new token replaces the old one at the desk', async ({ page, request }) => {
    await signInAs(page, ana, '/meupergamum/token-emprestimo');
    await expect(page.locator('#patron-title')).toHaveText('Token de empréstimo');
    await page.getByRole('button', { name: /^Gerar (novo )?token$/ }).click();
    const text = page.locator('.token-text');
    await expect(text).toHaveText(/^[2-9A-HJ-NP-Z]{4} [2-9A-HJ-NP-Z]{4}$/);
    const first = (await text.getAttribute('data-token')) ?? '';
    const grouped = `${first.slice(0, 4)} ${first.slice(4)}`;
    await expect(page.getByRole('img', { name: `QR code do token ${grouped}` })).toBeVisible();
    await expect(page.getByRole('img', { name: `Código de barras do token ${grouped}` }).locator('rect').first()).toBeAttached();
    await expect(page.getByRole('timer')).toHaveText(/^Expira em 1[45]:\d\d$/);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Gerar novo token' }).click();
    await expect(text).not.toHaveAttribute('data-token', first);
    const second = (await text.getAttribute('data-token')) ?? '';
    expect(second).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);

    const desk = await deskToken(request);
    expect((await validate(request, desk, first)).status()).toBe(404);
    const ok = await validate(request, desk, second);
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toMatchObject({ nome: ana.name, login: ana.login });
    // Used at the desk: the page no longer offers it after a reload.
    await page.reload();
    await expect(page.getByText('Você não tem um token válido no momento.')).toBeVisible();
  });

  test('a session ended on the server sends the patron to login with "session expired", and back to the same page after', async ({ page, request }) => {
    let refresh = '';
    page.on('response', async (res) => {
      if (res.url().endsWith('/oauth/token') && res.request().method() === 'POST' && res.ok()) {
        const body = (await res.json().catch(() => ({}))) as { refresh_token?: string };
        if (body.refresh_token) refresh = body.refresh_token;
      }
    });
    await signInAs(page, ana, '/meupergamum/emprestimos');
    await expect(page.locator('#patron-title')).toBeVisible();
    await expect.poll(() => refresh).not.toBe('');
    expect((await request.post(`${API}/oauth/revoke`, { data: { token: refresh } })).status()).toBe(200);

    // The next call of the page (its loans, asked again on reload) is refused and the refresh too.
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('status').filter({ hasText: 'Sua sessão expirou. Entre novamente.' })).toBeVisible();
    await page.getByLabel('Código de usuário').fill(ana.login);
    await page.getByLabel('Senha', { exact: true }).fill(ana.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/meupergamum/emprestimos');
    await expect(page.locator('#patron-title')).toBeVisible();
  });
});
