import type { APIRequestContext, Page } from '@playwright/test';
import { API, DEMO, expect, expectAxeClean, fitsPhone, patronToken, signInChoosing, test } from './helpers';

// The personal area's loans (issue 16 item 2): renew all with a reserved item (the others renewed with
// the API's dates, the reserved and at-limit ones refused with their reasons); a blocked patron cannot
// renew; "pick an item to renew" with none picked (nothing sent); dates in pt, en and es; the due-date
// feed made on the page, fetched and parsed (its dates are the table's), replaced (the old address 404)
// and revoked; axe; 375 px. Each test reads the expected loans and dates from the API right before
// (the seeded state: tests/helpers.ts gives this file a fresh copy of the seeded database).

const LOANS = '/meupergamum/emprestimos';
type Account = { login: string; password: string };
const RAFAEL: Account = { login: DEMO.linked.login, password: DEMO.linked.password };
const ANA: Account = { login: DEMO.undergraduate.login, password: DEMO.undergraduate.password };

interface Pendente {
  descricao: string;
  dataDevolucaoPrevista: string;
  qtdeRenovacoes: string;
  reservado: boolean;
  codExemplar: number;
  codBibliotecaExemplar: number;
  diasAtraso: number;
  atrasado: boolean;
  renovavel: boolean;
  motivo: string | null;
  mensagemMotivo: string | null;
}

async function pendingOf(request: APIRequestContext, token: string): Promise<Pendente[]> {
  const res = await request.get(`${API}/api/emprestimo/titulos-pendentes?showDetails=1`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { titulos: Pendente[] }).titulos;
}

/** A dd/mm/yyyy day as the page writes it in `locale`. */
const day = (br: string, locale: string) => {
  const [d, m, y] = br.split('/').map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d)));
};

/** The loans table once its rows arrived (the first title's link is shown). */
async function tableOf(page: Page, first: Pendente) {
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: first.descricao }).first()).toBeVisible();
  return table;
}

/** The DTSTART;VALUE=DATE days of an .ics (folded lines joined), as dd/mm/yyyy. */
const feedDays = (ics: string) =>
  [...ics.replace(/\r\n[ \t]/g, '').matchAll(/^DTSTART;VALUE=DATE:(\d{4})(\d{2})(\d{2})\r?$/gm)].map((m) => `${m[3]}/${m[2]}/${m[1]}`).sort();

test.describe('personal area: loans', () => {
  test('renew all with one reserved item: the others renewed until the API’s dates, the reserved and at-limit ones refused with their reasons', async ({ page, request }) => {
    const token = await patronToken(request, RAFAEL);
    await signInChoosing(page, RAFAEL, LOANS);
    const before = await pendingOf(request, token);
    await tableOf(page, before[0]!);
    const reserved = before.filter((t) => t.motivo === 'RESERVADO');
    expect(reserved.length).toBeGreaterThan(0);
    expect(before.filter((t) => t.renovavel).length).toBeGreaterThanOrEqual(2);

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/emprestimo/renovacao')) sent.push(r.postData() ?? '');
    });
    const all = page.getByRole('button', { name: 'Renovar todos' });
    await all.dblclick();
    const panel = page.getByRole('status').filter({ hasText: 'Resultado da renovação' });
    await expect(panel).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toEqual(before.map((t) => ({ codExemplar: t.codExemplar, codBibliotecaExemplar: t.codBibliotecaExemplar })));

    const after = await pendingOf(request, token);
    const lines = panel.getByRole('listitem');
    await expect(lines).toHaveCount(before.length);
    for (const [i, t] of before.entries()) {
      const now = after.find((a) => a.codExemplar === t.codExemplar)!;
      if (t.renovavel) {
        await expect(lines.nth(i)).toContainText(`Renovado até ${day(now.dataDevolucaoPrevista, 'pt-BR')}`);
        // The table shows the renewed date too (refreshed after the renewal).
        await expect(page.getByRole('table').getByRole('cell', { name: day(now.dataDevolucaoPrevista, 'pt-BR') }).first()).toBeVisible();
      } else {
        await expect(lines.nth(i)).toContainText(t.mensagemMotivo!);
        expect(now.dataDevolucaoPrevista).toBe(t.dataDevolucaoPrevista);
        expect(now.qtdeRenovacoes).toBe(t.qtdeRenovacoes);
      }
    }
    await expect(panel).toContainText('Título reservado por outro usuário');
    if (before.some((t) => t.motivo === 'LIMITE_RENOVACOES')) await expect(panel).toContainText('Limite de renovações atingido');
    await expectAxeClean(page);
    await fitsPhone(page);
  });

  test('a blocked patron (Ana, an old unpaid fine) is told so for every item; nothing is renewed', async ({ page, request }) => {
    const token = await patronToken(request, ANA);
    await signInChoosing(page, ANA, LOANS);
    const before = await pendingOf(request, token);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((t) => t.motivo === 'USUARIO_BLOQUEADO')).toBe(true);
    await tableOf(page, before[0]!);
    await page.getByRole('button', { name: 'Renovar todos' }).click();
    const panel = page.getByRole('status').filter({ hasText: 'Resultado da renovação' });
    await expect(panel.getByRole('listitem')).toHaveCount(before.length);
    await expect(panel).toContainText(`0 de ${before.length} renovados`);
    await expect(panel.getByRole('listitem').filter({ hasText: 'Usuário bloqueado' })).toHaveCount(before.length);
    const after = await pendingOf(request, token);
    expect(after.map((t) => [t.codExemplar, t.dataDevolucaoPrevista, t.qtdeRenovacoes])).toEqual(before.map((t) => [t.codExemplar, t.dataDevolucaoPrevista, t.qtdeRenovacoes]));
  });

  test('"pick an item to renew" when none is picked: said beside the buttons, nothing sent', async ({ page, request }) => {
    const token = await patronToken(request, ANA);
    await signInChoosing(page, ANA, LOANS);
    await tableOf(page, (await pendingOf(request, token))[0]!);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/emprestimo/renovacao')) sent += 1;
    });
    await page.getByRole('button', { name: 'Renovar selecionados' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Selecione um item para renovar.' })).toBeVisible();
    expect(sent).toBe(0);
    await expectAxeClean(page);
  });

  test('due dates and the overdue tag in pt, en and es', async ({ page, request }) => {
    const token = await patronToken(request, ANA);
    const loans = await pendingOf(request, token);
    const late = loans.find((t) => t.atrasado)!;
    expect(late).toBeTruthy();
    await signInChoosing(page, ANA, LOANS);
    const cases = [
      ['pt', 'pt-BR', 'Empréstimos e renovações', `Atrasado há ${late.diasAtraso} dia`],
      ['en', 'en-US', 'Loans and renewals', `Overdue by ${late.diasAtraso} day`],
      ['es', 'es-ES', 'Préstamos y renovaciones', `Atrasado hace ${late.diasAtraso} día`],
    ] as const;
    for (const [lng, locale, heading, overdue] of cases) {
      await page.goto(`${LOANS}?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const table = await tableOf(page, loans[0]!);
      for (const t of loans) await expect(table.getByRole('cell', { name: day(t.dataDevolucaoPrevista, locale) }).first()).toBeVisible();
      await expect(table.getByText(overdue)).toBeVisible();
    }
    await page.goto(`${LOANS}?lng=pt`);
    await expect(page.getByRole('heading', { level: 1, name: 'Empréstimos e renovações' })).toBeVisible();
  });

  test('the due-date feed: made on the page, its dates are the table’s; a new address makes the old one 404; revoked', async ({ page, request }) => {
    const token = await patronToken(request, ANA);
    const loans = await pendingOf(request, token);
    await signInChoosing(page, ANA, LOANS);
    const table = await tableOf(page, loans[0]!);
    const confirmIn = async (button: string) => {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };
    // The seed gives Ana no feed address: the page offers to create one.
    await expect(page.getByRole('button', { name: 'Criar endereço privado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gerar novo endereço' })).toHaveCount(0);
    await confirmIn('Criar endereço privado');
    const address = page.getByLabel('Endereço do calendário (exibido somente agora)');
    await expect(address).toHaveValue(/\/api\/emprestimo\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await address.inputValue();

    const feed = await request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const days = feedDays(await feed.text());
    expect(days).toEqual(loans.map((t) => t.dataDevolucaoPrevista).sort());
    for (const d of days) await expect(table.getByRole('cell', { name: day(d, 'pt-BR') }).first()).toBeVisible();
    await expectAxeClean(page);

    await confirmIn('Gerar novo endereço');
    await expect(address).not.toHaveValue(first);
    const second = await address.inputValue();
    expect((await request.get(first)).status()).toBe(404);
    expect((await request.get(second)).status()).toBe(200);

    await confirmIn('Revogar endereço');
    await expect(page.getByRole('button', { name: 'Criar endereço privado' })).toBeVisible();
    expect((await request.get(second)).status()).toBe(404);
  });
});
