import type { APIRequestContext } from '@playwright/test';
import { API, bearer, DEMO, expect, expectAxeClean, fitsPhone, patronToken, signInChoosing, test } from './helpers';

// The library desk (issue 26 item 2): a patron first in a title's queue; the desk (its own OAuth
// client, estante-balcao) returns a copy of the title; the patron's holds page shows the hold ready to
// collect with its deadline. The desk's secret is e2e/server.mjs's (E2E_DESK_SECRET).

const DESK_SECRET = process.env.E2E_DESK_SECRET ?? 'estante-e2e-desk-secret';
const SHOTS = process.env.SHOTS_DIR;

interface Info {
  titulo: string;
  pode_reservar: boolean;
  combinacoes: { volume: { valor: string }; tomo: { valor: string }; parte: { valor: string }; material: { valor: string } }[];
  bibliotecas: { cod_biblioteca: number }[];
}
interface Copy { cod_exemplar: number; volume: string | null; tomo: string | null; parte: string | null; material: string; situacao: string }

/**
 * The account's new hold, first in its title's queue, on a title it can hold now, and a copy on loan
 * that serves it (a hold behind others is cancelled again and the next title tried).
 */
async function firstInQueue(request: APIRequestContext, token: string) {
  for (let cod = 1500; cod > 1; cod--) {
    const res = await request.get(`${API}/api/reserva/informacoes-iniciais?acervo=${cod}`, { headers: bearer(token) });
    if (res.status() !== 200) continue;
    const info = (await res.json()) as Info;
    const c = info.combinacoes[0];
    if (!info.pode_reservar || !c) continue;
    const copies = (await (await request.get(`${API}/api/acervo/${cod}/exemplares`, { headers: bearer(token) })).json()) as Copy[];
    const copy = copies.find(
      (x) => x.situacao === 'emprestado' && (x.volume ?? '-') === c.volume.valor && (x.tomo ?? '-') === c.tomo.valor && (x.parte ?? '-') === c.parte.valor && x.material === c.material.valor,
    );
    if (!copy) continue;
    const placed = await request.post(`${API}/api/reserva`, {
      headers: { ...bearer(token), 'idempotency-key': `i26-a-desk-${cod}-${Date.now()}` },
      data: { acervo: cod, volume: c.volume.valor, tomo: c.tomo.valor, parte: c.parte.valor, material: c.material.valor, biblioteca: info.bibliotecas[0]!.cod_biblioteca },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const hold = ((await placed.json()) as { reserva: { cod_reserva: number; posicao_fila: number } }).reserva;
    if (hold.posicao_fila === 1) return { info, copy, hold };
    await request.delete(`${API}/api/reserva/${hold.cod_reserva}`, { headers: bearer(token) });
  }
  throw new Error('no title to hold first in the queue');
}

test.describe('the desk', () => {
  test("a return at the desk releases the patron's hold: the holds page shows it ready to collect with its deadline", async ({ page, request }) => {
    const account = { login: DEMO.linked.login, password: DEMO.linked.password };
    const token = await patronToken(request, account);
    const { info, copy, hold } = await firstInQueue(request, token);

    // A patron's token is refused at the desk; the desk client's is not.
    expect((await request.post(`${API}/api/balcao/devolucoes`, { headers: bearer(token), data: { exemplar: copy.cod_exemplar } })).status()).toBe(403);
    const deskRes = await request.post(`${API}/oauth/token`, { data: { grant_type: 'client_credentials', client_id: 'estante-balcao', client_secret: DESK_SECRET } });
    expect(deskRes.status(), await deskRes.text()).toBe(200);
    const desk = ((await deskRes.json()) as { access_token: string }).access_token;
    const returned = await request.post(`${API}/api/balcao/devolucoes`, { headers: bearer(desk), data: { exemplar: copy.cod_exemplar } });
    expect(returned.status(), await returned.text()).toBe(200);
    const body = (await returned.json()) as { reserva_liberada: { cod_reserva: number; data_limite_retirada: string } | null };
    expect(body.reserva_liberada?.cod_reserva).toBe(hold.cod_reserva);
    // The deadline as the page writes it (medium date style, pt-BR): "29 de nov. de 2026".
    const deadline = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${body.reserva_liberada?.data_limite_retirada}T00:00:00Z`));

    try {
      await signInChoosing(page, account, '/meupergamum/reservas');
      await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
      const open = page.getByRole('table', { name: 'Reservas na fila ou disponíveis para retirada' });
      const row = open.getByRole('row').filter({ has: page.getByRole('link', { name: info.titulo, exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Disponível para retirada');
      await expect(row).toContainText(`Retirar até ${deadline}`);
      await expectAxeClean(page);
      await page.setViewportSize({ width: 1366, height: 800 });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-hold-ready-1366.png`, fullPage: true });
      await fitsPhone(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.getByText(`Retirar até ${deadline}`)).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-hold-ready-375.png`, fullPage: true });
    } finally {
      // Leave the seeded state as found for the tests after this one: the hold cancelled (the copy goes on).
      await request.delete(`${API}/api/reserva/${hold.cod_reserva}`, { headers: bearer(token) });
    }
  });
});
