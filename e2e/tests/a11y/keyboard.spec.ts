import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { API, DEMO, expect, OUTBOX, publicApi, signInAs, signInChoosing, test } from '../helpers';
import { liveRegions } from './ax-tree';
import { chooseWithArrows, focused, focusProblem, tabTo } from './keyboard';
import { findSamples, pages } from './site-pages';

// Issue 29 item 2: the site used with the keyboard alone. Each flow below is driven by Tab,
// Shift+Tab, Enter, Space, the arrows, typing and Escape only (no click, no fill, no focus()), and
// every stop of the focus on the way is checked (tests/a11y/keyboard.ts): something is focused, it
// shows a focus indicator, it is inside the window and not hidden behind another element.
// This file's tests run in order on one fresh copy of the seeded database.

type Account = { login: string; password: string };

async function token(request: APIRequestContext, body: Record<string, string>): Promise<string> {
  const res = await request.post(`${API}/oauth/token`, { data: { client_id: 'estante-web', ...body } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface Holdable {
  cod: number;
  obra: string;
  author: string;
  account: Account;
}

/**
 * A title with an author whose every holdable copy is out (a hold is what a patron can do), found
 * through the public search, and a demo account that may hold it now.
 */
async function holdableTitle(request: APIRequestContext): Promise<Holdable> {
  const pub = await token(request, { grant_type: 'client_credentials' });
  const accounts = await Promise.all(
    [DEMO.graduate, DEMO.professor].map(async (account) => ({ account, access: await token(request, { grant_type: 'password', username: account.login, password: account.password }) })),
  );
  for (const term of ['jazz', 'metodologia', 'história', 'música', 'educação']) {
    const found = await publicApi<{ data: { cod_acervo: number; obra: string; dados_adicionais: { A?: { descricao: string }[] } }[] }>(request, `/api/consulta?termo_pesquisa=${encodeURIComponent(term)}&perPage=50`);
    for (const t of found.data) {
      const author = t.dados_adicionais.A?.[0]?.descricao;
      if (!author) continue;
      const res = await request.get(`${API}/api/acervo/${t.cod_acervo}/exemplares`, { headers: { authorization: `Bearer ${pub}` } });
      if (res.status() !== 200) continue;
      const copies = ((await res.json()) as { situacao: string; tipo_emprestimo: string }[]).filter((c) => c.tipo_emprestimo !== 'Consulta local');
      if (!copies.length || copies.some((c) => c.situacao === 'disponivel')) continue;
      for (const { account, access } of accounts) {
        const info = await request.get(`${API}/api/reserva/informacoes-iniciais?acervo=${t.cod_acervo}`, { headers: { authorization: `Bearer ${access}` } });
        if (info.ok() && ((await info.json()) as { pode_reservar: boolean }).pode_reservar) return { cod: t.cod_acervo, obra: t.obra, author, account };
      }
    }
  }
  throw new Error('no holdable title with an author in the seed');
}

/** The newest code of this worker's development outbox (the recovery mail). */
function latestCode(length: number): string {
  const files = fs.readdirSync(OUTBOX).map((f) => path.join(OUTBOX, f)).sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  const code = new RegExp(`\\b\\d{${length}}\\b`).exec(fs.readFileSync(files[0]!, 'utf8'))?.[0];
  if (!code) throw new Error(`no ${length}-digit code in ${files[0]}`);
  return code;
}

/** Every problem of the focus met on the way, to be empty at the end of a flow. */
let problems: string[] = [];
const tab = async (...args: Parameters<typeof tabTo>) => {
  problems.push(...(await tabTo(...args)));
};
test.beforeEach(() => {
  problems = [];
});
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern: none
test.afterEach(({}, info) => {
  if (info.status === 'passed') expect(problems, 'the focus was visible at every stop').toEqual([]);
});

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a skip link is the first stop of every page, and it moves the focus to the page’s content', async ({ page, request }) => {
    test.setTimeout(300_000);
    const s = await findSamples(request);
    const site = pages(s);
    const wrong: string[] = [];
    const check = async (route: string) => {
      await page.goto(route);
      await page.keyboard.press('Tab');
      const skip = page.locator('a.estante-skip-link');
      if (!(await focused(skip))) return void wrong.push(`${route}: the first Tab goes to ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`);
      await expect(skip).toBeVisible();
      await expect(skip).toHaveText('Ir para o conteúdo');
      const problem = await focusProblem(page);
      if (problem) wrong.push(`${route}: ${problem}`);
      await page.keyboard.press('Enter');
      if (!(await focused(page.locator('main#conteudo')))) return void wrong.push(`${route}: Enter on the skip link leaves the focus on ${await page.evaluate(() => document.activeElement?.tagName)}`);
      // The next stop is the content's first control, not the top bar's.
      await page.keyboard.press('Tab');
      if (!(await page.evaluate(() => !!document.activeElement?.closest('#conteudo')))) wrong.push(`${route}: the Tab after the skip link leaves the content`);
    };
    for (const route of [...site.public, '/meupergamum']) await check(route);
    await signInAs(page, DEMO.undergraduate);
    for (const route of site.patron) await check(route);
    expect(wrong).toEqual([]);
  });

  test('login: user code, password and Enter, landing on the page asked for', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/meupergamum/emprestimos')}`);
    await tab(page, page.getByLabel('Código de usuário'));
    await page.keyboard.type(DEMO.undergraduate.login);
    await tab(page, page.getByLabel('Senha', { exact: true }), { max: 5 });
    await page.keyboard.type(DEMO.undergraduate.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/meupergamum/emprestimos');
    await expect(page.getByRole('heading', { level: 1, name: 'Empréstimos e renovações' })).toBeVisible();
  });

  test('search → facet → title → hold', async ({ page, request }) => {
    const target = await holdableTitle(request);
    await signInAs(page, target.account, '/');
    const box = page.getByRole('combobox', { name: 'Termo de pesquisa' });
    await tab(page, box);
    await page.keyboard.type(target.obra.split(/\s+/).slice(0, 6).join(' '));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    const count = page.getByRole('status').filter({ hasText: /títulos? encontrados?/ });
    await expect(count).toBeVisible();

    // The author's facet value, toggled with the space bar.
    const facet = page.locator('.catalogue-facet').getByRole('checkbox', { name: new RegExp(`^${target.author.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
    await tab(page, facet);
    // As a screen reader user waits for the polite announcement of the new count: the answer in,
    // the list no longer busy (the facet values the filter leaves out go with it, and a Tab pressed
    // earlier may land on one of them).
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/consulta?') && r.url().includes('filtros')), page.keyboard.press('Space')]);
    await expect(page).toHaveURL(/filtros=/);
    await expect(facet).toBeChecked();
    await expect(page.locator('.catalogue-results-layout')).toHaveAttribute('aria-busy', 'false');

    // The title's link in the results, opened with Enter.
    const link = page.locator('.catalogue-result__title').getByRole('link', { name: target.obra, exact: true }).first();
    await tab(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/acervo/${target.cod}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.obra);

    // The hold tab, then the form: every choice with the arrows, sent with Enter on its button.
    await tab(page, page.getByRole('link', { name: 'Reserva', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/acervo/${target.cod}/reserva`);
    const form = page.getByRole('form', { name: 'Fazer a reserva' });
    await expect(form).toBeVisible();
    for (const label of ['Volume', 'Tomo', 'Parte', 'Material', 'Biblioteca de retirada']) {
      const select = form.getByLabel(label);
      if (!(await select.isVisible()) || (await select.inputValue()) !== '') continue;
      await tab(page, select);
      const first = (await select.locator('option').allInnerTexts())[1];
      await chooseWithArrows(page, select, first!.trim());
    }
    await tab(page, form.getByRole('button', { name: 'Reservar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Reserva feita: você é o número \d+ da fila\./).first()).toBeVisible();
  });

  test('a facet value the next answer takes away: the focus stays in its group, not on the page', async ({ page, request }) => {
    // From the API: a value `a` of one group whose filter leaves out a value `b` of another group
    // that keeps other values, both among the values shown before "show more".
    type Facets = { filtros: { codigo: string; itens: { codigo: string | number; descricao: string }[] }[] };
    const name = (item: { codigo: string | number; descricao: string }) => item.descricao || String(item.codigo);
    let found: { term: string; a: { group: string; value: string; label: string }; b: { group: string; label: string }; next: string } | null = null;
    for (const term of ['jazz', 'música', 'história', 'educação']) {
      const all = await publicApi<Facets>(request, `/api/consulta?termo_pesquisa=${encodeURIComponent(term)}`);
      for (const g1 of all.filtros)
        for (const a of g1.itens.slice(0, 3)) {
          if (found) break;
          const filtered = await publicApi<Facets>(request, `/api/consulta?termo_pesquisa=${encodeURIComponent(term)}&filtros=${encodeURIComponent(`${g1.codigo}:${a.codigo}`)}`);
          for (const g2 of all.filtros.filter((g) => g.codigo !== g1.codigo)) {
            const after = filtered.filtros.find((g) => g.codigo === g2.codigo);
            const b = g2.itens.slice(0, 5).find((item) => !after?.itens.some((left) => String(left.codigo) === String(item.codigo)));
            if (b && after && after.itens.length > 0) {
              found = { term, a: { group: g1.codigo, value: String(a.codigo), label: name(a) }, b: { group: g2.codigo, label: name(b) }, next: name(after.itens[0]!) };
              break;
            }
          }
        }
      if (found) break;
    }
    expect(found, 'a seeded search where a filter takes away a value of another facet').not.toBeNull();
    const { term, a, b, next } = found!;
    const box = (label: string) => page.locator('aside.catalogue-facets').getByRole('checkbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[\\d≈]`) }).first();

    await page.goto(`/?q=${encodeURIComponent(term)}`);
    await expect(page.getByRole('status').filter({ hasText: /títulos? encontrados?/ })).toBeVisible();
    // The filtered answer held back until the focus is on `b`, as when a user tabs on before it arrives.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/consulta' && url.searchParams.has('filtros'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await tab(page, box(a.label));
    await page.keyboard.press('Space');
    // b's group may come before a's in the panel: back with Shift+Tab, else on with Tab.
    await tab(page, box(b.label), { backwards: await box(b.label).evaluate((el, from) => Boolean(from && el.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING), await box(a.label).elementHandle()) });
    release();
    await expect(page).toHaveURL(/[?&]filtros=/);
    await expect(box(a.label)).toBeChecked();
    await expect(page.locator('.catalogue-results-layout')).toHaveAttribute('aria-busy', 'false');
    await expect(box(b.label)).toHaveCount(0);
    // The first value of b's group has the focus (it fell to the page's body before).
    await expect.poll(() => focused(box(next))).toBe(true);
    expect(await focusProblem(page)).toBeNull();
  });

  test('a filter whose answer has no facets at all: the focus goes to the results count, not the page', async ({ page }) => {
    // An answer that finds nothing (an estimated count, a title withdrawn meanwhile) has no facets, so
    // the whole panel goes with the focused box: the real answer is emptied on its way to the page.
    await page.route(
      (url) => url.pathname === '/api/consulta' && url.searchParams.has('filtros'),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, total: 0, data: [], filtros: [] } });
      },
    );
    await page.goto('/?q=jazz');
    await expect(page.getByRole('status').filter({ hasText: /títulos? encontrados?/ })).toBeVisible();
    const first = page.locator('aside.catalogue-facets').getByRole('checkbox').first();
    await tab(page, first);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]filtros=/);
    await expect(page.locator('aside.catalogue-facets')).toHaveCount(0);
    const count = page.locator('#catalogue-results-count');
    await expect(count).toContainText('Nenhum título encontrado');
    await expect.poll(() => focused(count)).toBe(true);
    expect(await focusProblem(page)).toBeNull();
  });

  test('renew all: Enter on the button, the result read from a polite live region', async ({ page }) => {
    const rafael = { login: DEMO.linked.login, password: DEMO.linked.password };
    await signInChoosing(page, rafael, '/meupergamum/emprestimos');
    await expect(page.getByRole('table')).toBeVisible();
    await tab(page, page.getByRole('button', { name: 'Renovar todos' }));
    await page.keyboard.press('Enter');
    const panel = page.getByRole('status').filter({ hasText: 'Resultado da renovação' });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    // What a screen reader is told, from Chromium's accessibility tree: a polite region with the results.
    const regions = await liveRegions(page);
    const result = regions.find((r) => r.text.includes('Resultado da renovação'));
    expect(result, JSON.stringify(regions)).toBeTruthy();
    expect(result!.live).toBe('polite');
    expect(result!.text).toMatch(/Renovado até \d{1,2} de \S+ de \d{4}/);
    // The button kept the focus through its request (it was disabled while it ran, which dropped it to the page).
    await expect(page.getByRole('button', { name: 'Renovar todos' })).toBeFocused();
    expect(await focusProblem(page)).toBeNull();
  });

  test('a request cancelled and an alert removed with the keyboard: the focus stays in the list, on what is left in its place', async ({ page, request }) => {
    const access = await token(request, { grant_type: 'password', username: DEMO.undergraduate.login, password: DEMO.undergraduate.password });
    const auth = { authorization: `Bearer ${access}` };
    const requests = (await (await request.get(`${API}/api/solicitacao-emprestimo`, { headers: auth })).json()) as { titulo: string; cancelavel: boolean }[];
    const open = requests.find((r) => r.cancelavel);
    expect(open, 'the seed gives Ana a request she can cancel').toBeTruthy();
    await signInChoosing(page, DEMO.undergraduate, '/meupergamum/solicitacoes');
    const cancel = page.getByRole('button', { name: `Cancelar a solicitação de ${open!.titulo}` });
    await tab(page, cancel);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancelar solicitação' });
    await expect(dialog).toBeVisible();
    await tab(page, dialog.getByRole('button', { name: 'Cancelar solicitação' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Solicitação cancelada.')).toBeVisible();
    await expect(cancel).toHaveCount(0);
    // The request stays in the list, cancelled, without its button: its title has the focus.
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: open!.titulo, exact: true }) });
    await expect(row.first()).toContainText('Cancelada');
    await expect(row.first().getByRole('link', { name: open!.titulo, exact: true })).toBeFocused();
    expect(await focusProblem(page)).toBeNull();

    // An alert removed takes its row: the focus goes to the start of the row that takes its place.
    await page.goto('/meupergamum/alertas');
    const rows = page.locator('.alerts-table tbody tr');
    await expect(rows.first().getByRole('button', { name: /^Remover o alerta: / })).toBeVisible();
    const before = await rows.count();
    expect(before, 'the seed gives Ana two alerts or more').toBeGreaterThan(1);
    const next = (await rows.nth(1).getByRole('link').first().textContent())!.trim();
    await tab(page, rows.first().getByRole('button', { name: /^Remover o alerta: / }));
    await page.keyboard.press('Enter');
    const remove = page.getByRole('dialog', { name: 'Remover alerta' });
    await expect(remove).toBeVisible();
    await tab(page, remove.getByRole('button', { name: 'Remover', exact: true }));
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(before - 1);
    await expect(rows.first().getByRole('checkbox', { name: `Selecionar: ${next}` })).toBeFocused();
    expect(await focusProblem(page)).toBeNull();
  });

  test('basket: add from the results, export a file, and the emptying dialog keeps the focus inside and gives it back', async ({ page }) => {
    await page.goto('/?q=metodologia');
    const add = page.locator('.catalogue-result').first().getByRole('button', { name: /Adicionar à cesta/ });
    await tab(page, add);
    await page.keyboard.press('Enter');
    await expect(page.locator('.catalogue-result').first().getByRole('button', { name: /Remover da cesta/ })).toBeFocused();
    // Back up to the top bar's basket link.
    await tab(page, page.getByRole('link', { name: 'Cesta (1)' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cesta');
    await expect(page.getByText('1 título na cesta')).toBeVisible();

    const format = page.getByLabel('Formato');
    await tab(page, format);
    await chooseWithArrows(page, format, 'RIS (gerenciadores de referências)');
    await tab(page, page.getByRole('button', { name: 'Baixar arquivo' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('cesta.ris');
    expect(fs.readFileSync(await download.path(), 'utf8')).toMatch(/^TY {2}- /m);

    // The confirmation dialog: the focus goes in, Tab and Shift+Tab stay in, Escape closes and gives it back.
    const empty = page.locator('.catalogue-basket__toolbar').getByRole('button', { name: 'Esvaziar a cesta' });
    await tab(page, empty, { backwards: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Esvaziar a cesta' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `${key} stays in the dialog`).toBe(true);
      const problem = await focusProblem(page);
      if (problem) problems.push(problem);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(empty).toBeFocused();
    await expect(page.getByText('1 título na cesta')).toBeVisible();
  });

  test('a clearance declaration: issued and downloaded with Enter', async ({ page }) => {
    await signInAs(page, { login: '20200042', password: DEMO.undergraduate.password }, '/meupergamum/nada-consta');
    await expect(page.getByRole('heading', { name: 'Você pode emitir a declaração' })).toBeVisible();
    await tab(page, page.getByRole('button', { name: 'Emitir declaração (PDF)' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^nada-consta-[0-9A-Z-]+\.pdf$/);
    expect(fs.readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByText(/Declaração emitida\. Código de verificação: /)).toBeVisible();
  });

  test('forgot password: the three steps, then sign-in with the new password', async ({ page }) => {
    await page.goto('/login');
    await tab(page, page.getByRole('button', { name: 'Esqueci minha senha' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
    // The button pressed is gone: the focus is not left on nothing.
    const after = await focusProblem(page);
    if (after) problems.push(`after "Esqueci minha senha": ${after}`);
    await tab(page, page.getByLabel('Código de usuário'));
    await page.keyboard.type(DEMO.graduate.login);
    await page.keyboard.press('Enter');
    const codeField = page.getByLabel(/Código de verificação/);
    await expect(codeField).toBeVisible();
    await tab(page, codeField);
    await page.keyboard.type(latestCode(Number(await codeField.getAttribute('maxlength'))));
    const password = page.getByLabel('Nova senha', { exact: true });
    await expect(password).toBeVisible();
    await tab(page, password);
    await page.keyboard.type('Teclado#Acervo2026');
    await tab(page, page.getByLabel('Confirme a nova senha'));
    await page.keyboard.type('Teclado#Acervo2026');
    await tab(page, page.getByRole('button', { name: 'Salvar nova senha' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Senha alterada. Entre com a nova senha.')).toBeVisible();
    await tab(page, page.getByLabel('Código de usuário'));
    await page.keyboard.type(DEMO.graduate.login);
    await tab(page, page.getByLabel('Senha', { exact: true }), { max: 5 });
    await page.keyboard.type('Teclado#Acervo2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/meupergamum');
  });
});
