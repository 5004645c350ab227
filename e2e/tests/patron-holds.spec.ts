import type { APIRequestContext } from '@playwright/test';
import { API, bearer, DEMO, expect, expectAxeClean, fitsPhone, patronToken, signInChoosing, test } from './helpers';

// The personal area's holds, requests and alerts (issue 16 items 4 and 5): a hold placed through the
// API shows its position and estimate and is cancelled through the page after the confirm; "select a
// hold" when none is picked; the requests' status filter kept in the address; alerts: the unread count,
// marking read, removing, the date filter's message under the missing date; pt/en/es; axe; 375 px.
// The seeded state is read from the API (this file starts on a fresh copy of the seeded database,
// tests/helpers.ts); what a test creates it removes, for the tests after it.

type Account = { login: string; password: string };

interface Info {
  titulo: string;
  pode_reservar: boolean;
  combinacoes: { volume: { valor: string }; tomo: { valor: string }; parte: { valor: string }; material: { valor: string } }[];
  bibliotecas: { cod_biblioteca: number }[];
}

/** A title (from code 1500 down) the account can hold now: every holdable copy out, no hold of it yet. */
async function holdableTitle(request: APIRequestContext, token: string): Promise<{ cod: number; info: Info }> {
  for (let cod = 1500; cod > 1; cod--) {
    const res = await request.get(`${API}/api/reserva/informacoes-iniciais?acervo=${cod}`, { headers: bearer(token) });
    if (res.status() !== 200) continue;
    const info = (await res.json()) as Info;
    if (info.pode_reservar && info.combinacoes.length > 0) return { cod, info };
  }
  throw new Error('no title the account can hold');
}

/** A title with no copy on the shelf for an availability alert (the account has none on it). */
async function alertableTitle(request: APIRequestContext, token: string): Promise<number> {
  const pub = ((await (await request.post(`${API}/oauth/token`, { data: { client_id: 'estante-web', grant_type: 'client_credentials' } })).json()) as { access_token: string }).access_token;
  for (let cod = 1400; cod > 1; cod--) {
    const res = await request.get(`${API}/api/acervo/${cod}/exemplares`, { headers: bearer(pub) });
    if (res.status() !== 200) continue;
    const copies = (await res.json()) as { situacao: string }[];
    if (copies.length === 0 || copies.some((c) => c.situacao === 'disponivel')) continue;
    const set = await request.post(`${API}/api/solicitacoes/alertas`, { headers: bearer(token), data: { codAcervo: cod } });
    if (set.status() === 201) return cod;
  }
  throw new Error('no title for an availability alert');
}

test.describe('personal area: holds', () => {
  test('a hold placed through the API shows position and estimate; none picked says so; cancelled through the page after the confirm', async ({ page, request }) => {
    const account: Account = { login: DEMO.linked.login, password: DEMO.linked.password };
    const token = await patronToken(request, account);
    const { cod, info } = await holdableTitle(request, token);
    const c = info.combinacoes[0]!;
    const placed = await request.post(`${API}/api/reserva`, {
      headers: { ...bearer(token), 'idempotency-key': `patron-holds-${Date.now()}` },
      data: { acervo: cod, volume: c.volume.valor, tomo: c.tomo.valor, parte: c.parte.valor, material: c.material.valor, biblioteca: info.bibliotecas[0]!.cod_biblioteca },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const hold = ((await placed.json()) as { reserva: { cod_reserva: number; posicao_fila: number; previsao: string | null } }).reserva;

    try {
      await signInChoosing(page, account, '/meupergamum/reservas');
      await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
      await expect(page).toHaveTitle(/^Reservas \| /);
      const open = page.getByRole('table', { name: 'Reservas na fila ou disponíveis para retirada' });
      const row = open.getByRole('row').filter({ has: page.getByRole('link', { name: info.titulo, exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell', { name: String(hold.posicao_fila), exact: true })).toBeVisible();
      await expect(row).toContainText('Na fila');
      if (hold.previsao) await expect(row).toContainText(/\(em \d+ dias?\)|Em breve/);
      await expectAxeClean(page);
      await fitsPhone(page);

      await page.getByRole('button', { name: 'Cancelar selecionadas' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Selecione uma reserva para cancelar.' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await row.getByRole('checkbox', { name: `Selecionar: ${info.titulo}` }).check();
      await expect(page.getByText('Selecione uma reserva para cancelar.')).toHaveCount(0);
      await page.getByRole('button', { name: 'Cancelar selecionadas' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Cancelar 1 reserva selecionada?');
      await dialog.getByRole('button', { name: 'Cancelar reservas' }).click();
      await expect(page.getByText('1 reserva cancelada.')).toBeVisible();
      await expect(row).toHaveCount(0);
      const past = page.getByRole('table', { name: 'Reservas canceladas ou atendidas' });
      await expect(past.getByRole('row').filter({ has: page.getByRole('link', { name: info.titulo, exact: true }) }).first()).toContainText('Cancelada');
    } finally {
      await request.delete(`${API}/api/reserva/${hold.cod_reserva}`, { headers: bearer(token) });
    }
    const after = (await (await request.get(`${API}/api/reserva/historico`, { headers: bearer(token) })).json()) as { cod_reserva: number; situacao: string }[];
    expect(after.find((h) => h.cod_reserva === hold.cod_reserva)?.situacao).toBe('cancelada');
  });

  test("a released hold shows its collection deadline in the open holds (Ana's seeded one)", async ({ page, request }) => {
    const token = await patronToken(request, DEMO.undergraduate);
    const holds = (await (await request.get(`${API}/api/reserva/historico`, { headers: bearer(token) })).json()) as { titulo: string; situacao: string; data_limite_retirada: string | null }[];
    const ready = holds.find((h) => h.situacao === 'liberada' && h.data_limite_retirada);
    expect(ready, 'the seed gives Ana a hold ready to collect').toBeTruthy();
    await signInChoosing(page, DEMO.undergraduate, '/meupergamum/reservas');
    const row = page.getByRole('table', { name: 'Reservas na fila ou disponíveis para retirada' }).getByRole('row').filter({ has: page.getByRole('link', { name: ready!.titulo, exact: true }) });
    const [y, m, d] = ready!.data_limite_retirada!.split('-').map(Number);
    const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
    await expect(row.locator('strong')).toContainText(day);
  });
});

test.describe('personal area: requests', () => {
  test('the status filter is kept in the address and shows only that status', async ({ page, request }) => {
    const token = await patronToken(request, DEMO.undergraduate);
    const finished = (await (await request.get(`${API}/api/solicitacao-emprestimo?situacao=finalizada`, { headers: bearer(token) })).json()) as { titulo: string }[];
    await signInChoosing(page, DEMO.undergraduate, '/meupergamum/solicitacoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitações' })).toBeVisible();
    await page.getByLabel('Situação').selectOption('finalizada');
    await expect(page).toHaveURL(/\/meupergamum\/solicitacoes\?situacao=finalizada$/);
    const table = page.getByRole('table', { name: 'Suas solicitações de empréstimo: Finalizadas' });
    await expect(table.getByRole('row')).toHaveCount(finished.length + 1);
    for (const r of finished) await expect(table.getByRole('link', { name: r.titulo, exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Situação')).toHaveValue('finalizada');
    await expectAxeClean(page);
    await fitsPhone(page);
  });
});

test.describe('personal area: alerts', () => {
  test('unread count, marking read, removing after the confirm; the date filter needs both dates', async ({ page, request }) => {
    const token = await patronToken(request, DEMO.undergraduate);
    const cod = await alertableTitle(request, token);
    const listed = async () => (await (await request.get(`${API}/api/solicitacoes/alertas`, { headers: bearer(token) })).json()) as { naoLidos: number; alertas: { cod_alerta: number; cod_acervo: number | null; tipo: string; texto: string }[] };
    const before = await listed();
    const mine = before.alertas.find((a) => a.tipo === 'disponibilidade' && a.cod_acervo === cod)!;
    expect(before.naoLidos).toBeGreaterThan(0);
    try {
      await signInChoosing(page, DEMO.undergraduate, '/meupergamum/alertas');
      await expect(page.getByRole('heading', { level: 1, name: 'Alertas' })).toBeVisible();
      const count = page.getByRole('status').filter({ hasText: /não lidos?\.$/ });
      await expect(count).toHaveText(before.naoLidos === 1 ? 'Você tem 1 alerta não lido.' : `Você tem ${before.naoLidos} alertas não lidos.`);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: mine.texto }) });
      await expect(row).toContainText('Não lido');
      await expect(row.getByRole('link', { name: mine.texto })).toHaveAttribute('href', `/acervo/${cod}`);
      await expectAxeClean(page);

      await page.getByRole('button', { name: 'Marcar selecionados como lidos' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Selecione um alerta para marcar como lido.' })).toBeVisible();
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Marcar selecionados como lidos' }).click();
      await expect(page.getByText('1 alerta(s) marcado(s) como lido(s).')).toBeVisible();
      const fewer = before.naoLidos - 1;
      await expect(count).toHaveText(fewer === 1 ? 'Você tem 1 alerta não lido.' : `Você tem ${fewer} alertas não lidos.`);
      await expect(row).not.toContainText('Não lido');
      await expect(row).toContainText('Lido');

      await row.getByRole('button', { name: `Remover o alerta: ${mine.texto}` }).click();
      await expect(page.getByRole('dialog')).toContainText('Remover este alerta?');
      await page.getByRole('dialog').getByRole('button', { name: 'Remover', exact: true }).click();
      await expect(page.getByText('Alerta removido.')).toBeVisible();
      await expect(row).toHaveCount(0);

      // One date alone: the message under the other, nothing asked of the server.
      await page.getByLabel('Data inicial').fill('01/01/2026');
      await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
      await expect(page.getByLabel('Data final')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Informe a data final: o filtro precisa das duas datas.')).toBeVisible();
      await expect(page).toHaveURL(/\/meupergamum\/alertas$/);
      await expectAxeClean(page);
      await fitsPhone(page);
    } finally {
      await request.delete(`${API}/api/solicitacoes/alertas/${mine.cod_alerta}`, { headers: bearer(token) });
    }
    expect((await listed()).alertas.some((a) => a.cod_alerta === mine.cod_alerta)).toBe(false);
  });

  test('the alerts page in English and Spanish', async ({ page }) => {
    await signInChoosing(page, DEMO.undergraduate, '/meupergamum/alertas');
    await page.goto('/meupergamum/alertas?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await expect(page.getByLabel('Start date')).toBeVisible();
    await page.goto('/meupergamum/alertas?lng=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Alertas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Marcar todas como leídas' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /no leídas?\.$/ })).toBeVisible();
    await page.goto('/meupergamum/alertas?lng=pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Alertas' })).toBeVisible();
  });
});

test.describe('title page: availability alert', () => {
  test('a patron who could hold a title (no copy on the shelf) is offered an alert instead; set once, listed in the alerts', async ({ page, request }) => {
    const account: Account = { login: DEMO.linked.login, password: DEMO.linked.password };
    const token = await patronToken(request, account);
    const listed = async () => ((await (await request.get(`${API}/api/solicitacoes/alertas`, { headers: bearer(token) })).json()) as { alertas: { cod_alerta: number; cod_acervo: number | null; tipo: string }[] }).alertas;
    // A title he could hold now (every holdable copy out) and has no alert on yet, from 1200 down (the hold test above starts at 1500).
    let cod = 0;
    for (let c = 1200; c > 1 && cod === 0; c--) {
      const res = await request.get(`${API}/api/reserva/informacoes-iniciais?acervo=${c}`, { headers: bearer(token) });
      if (res.status() === 200 && ((await res.json()) as Info).pode_reservar && !(await listed()).some((a) => a.cod_acervo === c)) cod = c;
    }
    expect(cod).toBeGreaterThan(0);
    await signInChoosing(page, account, '/meupergamum/alertas');
    await page.goto(`/acervo/${cod}`);
    const ask = page.getByRole('button', { name: 'Avise-me quando houver exemplar disponível' });
    try {
      await ask.dblclick();
      // The page's own status line (the server's notice, in a toast, says it too: "Alerta registrado: você será avisado …").
      await expect(page.getByRole('status').filter({ hasText: /^Você será avisado quando houver exemplar disponível\./ })).toBeVisible();
      const mine = (await listed()).filter((a) => a.tipo === 'disponibilidade' && a.cod_acervo === cod);
      expect(mine).toHaveLength(1);
      await page.getByRole('link', { name: 'Ver meus alertas' }).click();
      await expect(page).toHaveURL(/\/meupergamum\/alertas$/);
      await expectAxeClean(page);
    } finally {
      for (const a of (await listed()).filter((x) => x.tipo === 'disponibilidade' && x.cod_acervo === cod)) {
        await request.delete(`${API}/api/solicitacoes/alertas/${a.cod_alerta}`, { headers: bearer(token) });
      }
    }
  });
});
