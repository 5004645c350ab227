import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { FilaReserva, InformacoesIniciais, PossibilidadeReserva, Reserva, ReservaCriada, type ReservaErrorResponse } from '@estante/api-contract';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../test/helpers';

// Holds (SPEC.md §3, §4, §5, §7 "Reservation", §8): every refusal, each field, idempotency, and queue
// positions under concurrency. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL (real concurrency).
if (!TEST_DATABASE_URL) console.info('[reserva tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

type Info = InformacoesIniciais;
type Me = { cod_pessoa: number; token: string };

const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);

async function patron(h: AuthHarness, category = '01'): Promise<Me> {
  const p = await h.person({ category });
  const res = await h.login(p.login, p.password);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token };
}

const auth = (token: string | null, lang = '1') => ({ lang, ...(token ? { authorization: `Bearer ${token}` } : {}) });
const info = (h: AuthHarness, me: Me, acervo: number, lang = '1') => h.inject({ method: 'GET', url: `/api/reserva/informacoes-iniciais?acervo=${acervo}`, headers: auth(me.token, lang) });
const infoOk = async (h: AuthHarness, me: Me, acervo: number, lang = '1') => {
  const res = await info(h, me, acervo, lang);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Info>();
  expect(schemaErrors(InformacoesIniciais, body)).toEqual([]);
  return body;
};
/** GET /api/reserva/possibilidade with `token` (null: none), checked against the contract when 200. */
const possibility = async (h: AuthHarness, token: string | null, acervo: number | string, lang = '1') => {
  const res = await h.inject({ method: 'GET', url: `/api/reserva/possibilidade?acervo=${acervo}`, headers: auth(token, lang) });
  if (res.statusCode === 200) expect(schemaErrors(PossibilidadeReserva, res.json())).toEqual([]);
  return res;
};
const place = (h: AuthHarness, token: string | null, payload: Record<string, unknown>, key?: string, lang = '1') =>
  h.inject({ method: 'POST', url: '/api/reserva', headers: { ...auth(token, lang), ...(key ? { 'idempotency-key': key } : {}) }, payload });
const cancel = (h: AuthHarness, token: string | null, id: number, lang = '1') => h.inject({ method: 'DELETE', url: `/api/reserva/${id}`, headers: auth(token, lang) });

/** A complete choice for the title: its first combination and first library. */
async function fullChoice(h: AuthHarness, me: Me, acervo: number): Promise<Record<string, unknown>> {
  const i = await infoOk(h, me, acervo);
  const c = i.combinacoes[0];
  if (!c) throw new Error(`title ${acervo} has no combination`);
  return { acervo, volume: c.volume.valor, tomo: c.tomo.valor, parte: c.parte.valor, material: c.material.valor, biblioteca: i.bibliotecas[0]?.cod_biblioteca };
}

const openPositions = (h: AuthHarness, acervo: number) =>
  h.query<{ cod_reserva: number; cod_pessoa: number; posicao_fila: number }>(
    `SELECT cod_reserva, cod_pessoa, posicao_fila FROM reservas WHERE cod_acervo = $1 AND situacao = 'fila' ORDER BY posicao_fila`,
    [acervo],
  );

function cases(h: AuthHarness) {
  const used = new Set<number>();
  /**
   * A title no test of this file used yet whose holdable copies are all out (so a hold is possible),
   * with no queue; `multi`: with more than one combination of volume/tome/part/material.
   */
  async function holdableTitle(multi = false): Promise<number> {
    const rows = await h.query<{ cod_acervo: number }>(
      `SELECT e.cod_acervo FROM exemplares e
       WHERE NOT EXISTS (SELECT 1 FROM reservas r WHERE r.cod_acervo = e.cod_acervo AND r.situacao IN ('fila', 'liberada'))
       GROUP BY e.cod_acervo
       HAVING bool_or(e.permite_reserva) AND NOT bool_or(e.permite_reserva AND e.situacao = 'disponivel')
          AND (NOT $1::boolean OR count(DISTINCT (coalesce(e.volume, '-'), coalesce(e.tomo, '-'), coalesce(e.parte, '-'), e.material)) FILTER (WHERE e.permite_reserva) > 1)
       ORDER BY e.cod_acervo`,
      [multi],
    );
    const found = rows.find((r) => !used.has(r.cod_acervo));
    if (!found) throw new Error('no holdable title left in the seed');
    used.add(found.cod_acervo);
    return found.cod_acervo;
  }

  describe('who may call', () => {
    it("a visitor (no token, or the public token) gets 401 on every call but possibilidade, and nothing is stored", async () => {
      const acervo = await holdableTitle();
      const pub = await h.publicToken();
      const before = await h.query('SELECT count(*)::int AS n FROM reservas');
      for (const token of [null, pub]) {
        expect((await h.inject({ method: 'GET', url: `/api/reserva/informacoes-iniciais?acervo=${acervo}`, headers: auth(token) })).statusCode).toBe(401);
        expect((await h.inject({ method: 'GET', url: `/api/reserva/validar-fila?acervo=${acervo}`, headers: auth(token) })).statusCode).toBe(401);
        expect((await h.inject({ method: 'GET', url: '/api/reserva/historico', headers: auth(token) })).statusCode).toBe(401);
        expect((await place(h, token, { acervo })).statusCode).toBe(401);
        expect((await cancel(h, token, 1)).statusCode).toBe(401);
      }
      expect(await h.query('SELECT count(*)::int AS n FROM reservas')).toEqual(before);
      // The title's own rules need a token, the public one will do.
      expect((await possibility(h, null, acervo)).statusCode).toBe(401);
      expect((await possibility(h, pub, acervo)).statusCode).toBe(200);
    });

    it("another patron's token can neither see nor cancel a hold: 404 as for a hold that does not exist", async () => {
      const acervo = await holdableTitle();
      const owner = await patron(h);
      const other = await patron(h);
      const placed = await place(h, owner.token, await fullChoice(h, owner, acervo), 'k-owner');
      expect(placed.statusCode, placed.body).toBe(201);
      const id = placed.json<ReservaCriada>().reserva.cod_reserva;

      const theirs = await cancel(h, other.token, id);
      const none = await cancel(h, other.token, 2_000_000_000);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(none.json());
      expect(theirs.json()).toEqual({ message: 'Reserva não encontrada.' });
      expect((await h.query<{ situacao: string }>('SELECT situacao FROM reservas WHERE cod_reserva = $1', [id]))[0]?.situacao).toBe('fila');

      const history = await h.inject({ method: 'GET', url: '/api/reserva/historico', headers: auth(other.token) });
      expect(history.json<Reserva[]>().map((r) => r.cod_reserva)).not.toContain(id);
      const otherInfo = await infoOk(h, other, acervo);
      expect(otherInfo.minha_reserva).toBeNull();
      expect(otherInfo.fila).toMatchObject({ tamanho: 1, posicao: 2 });
    });
    it("a category without the personal area's holds page gets 403 on the list of holds; the title's hold calls still answer", async () => {
      // Any title: the holdable ones are counted out to the other tests (holdableTitle), so none is taken here.
      const acervo = 1;
      const me = await patron(h, '14');
      await h.query('DELETE FROM permissoes_categoria WHERE cod_categoria = $1 AND cod_modulo = 571 AND cod_atividade = 5714', ['14']);
      try {
        const list = await h.inject({ method: 'GET', url: '/api/reserva/historico', headers: auth(me.token, '5') });
        expect(list.statusCode).toBe(403);
        expect(list.json<{ message: string }>().message).toMatch(/^Authentication permissions denied/);
        expect((await info(h, me, acervo)).statusCode).toBe(200);
      } finally {
        await h.query('INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade) VALUES ($1, 571, 5714) ON CONFLICT DO NOTHING', ['14']);
      }
    });
  });

  describe('GET /api/reserva/informacoes-iniciais', () => {
    it('for a title that can be held: the choices, the libraries, the queue, the estimate, no hold of the patron yet', async () => {
      const acervo = await holdableTitle();
      const me = await patron(h);
      const i = await infoOk(h, me, acervo);
      const copies = await h.query<{ n: number; libs: number[] }>(
        'SELECT count(*)::int AS n, array_agg(DISTINCT cod_biblioteca ORDER BY cod_biblioteca) AS libs FROM exemplares WHERE cod_acervo = $1 AND permite_reserva',
        [acervo],
      );
      expect(i).toMatchObject({ cod_acervo: acervo, pode_reservar: true, motivo: null, minha_reserva: null });
      expect(i.fila).toMatchObject({ tamanho: 0, posicao: 1, exemplares: copies[0]?.n });
      expect(i.fila.previsao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(i.fila.dias).toBeGreaterThanOrEqual(0);
      expect(i.bibliotecas.map((b) => b.cod_biblioteca)).toEqual(copies[0]?.libs);
      expect(i.combinacoes.reduce((n, c) => n + c.exemplares, 0)).toBe(copies[0]?.n);
    });

    it('says why not, in the request language, before the click: copies on the shelf, no copies, none holdable', async () => {
      const me = await patron(h);
      const [onShelf] = await h.query<{ cod_acervo: number }>(
        `SELECT cod_acervo FROM exemplares GROUP BY cod_acervo HAVING bool_or(permite_reserva AND situacao = 'disponivel') ORDER BY cod_acervo LIMIT 1`,
      );
      const [noCopies] = await h.query<{ cod_acervo: number }>(
        'SELECT t.cod_acervo FROM titulos t WHERE NOT EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo) ORDER BY 1 LIMIT 1',
      );
      const [localOnly] = await h.query<{ cod_acervo: number }>('SELECT cod_acervo FROM exemplares GROUP BY cod_acervo HAVING NOT bool_or(permite_reserva) ORDER BY 1 LIMIT 1');
      const shelf = await infoOk(h, me, onShelf!.cod_acervo);
      expect(shelf).toMatchObject({ pode_reservar: false, motivo: { codigo: 'EXEMPLARES_DISPONIVEIS', message: expect.stringContaining('há exemplares deste título disponíveis na estante') } });
      expect((await infoOk(h, me, onShelf!.cod_acervo, '5')).motivo?.message).toBe('Hold unavailable: copies of this title are available on the shelf. Borrow one at the loan desk.');
      expect((await infoOk(h, me, noCopies!.cod_acervo)).motivo).toEqual({ codigo: 'SEM_EXEMPLARES', message: 'Reserva indisponível: não há exemplares deste título no acervo.' });
      const local = await infoOk(h, me, localOnly!.cod_acervo, '3');
      expect(local).toMatchObject({ pode_reservar: false, combinacoes: [], bibliotecas: [] });
      expect(local.motivo).toEqual({
        codigo: 'NENHUM_EXEMPLAR_RESERVAVEL',
        message: 'Reserva no disponible: los ejemplares de este título son solo para consulta en sala y no pueden reservarse.',
      });
    });

    it('an unknown title is 404, a malformed one 400', async () => {
      const me = await patron(h);
      expect((await info(h, me, 2_000_000_000)).statusCode).toBe(404);
      expect((await h.inject({ method: 'GET', url: '/api/reserva/informacoes-iniciais?acervo=abc', headers: auth(me.token) })).statusCode).toBe(400);
    });
  });

  describe('refusals: the same reasons, before (informacoes-iniciais) and on POST, each with its status and codigo', () => {
    it('copies on the shelf, no copies, none holdable: 422, nothing stored', async () => {
      const me = await patron(h);
      const [onShelf] = await h.query<{ cod_acervo: number }>(
        `SELECT cod_acervo FROM exemplares GROUP BY cod_acervo HAVING bool_or(permite_reserva AND situacao = 'disponivel') ORDER BY cod_acervo LIMIT 1`,
      );
      const [noCopies] = await h.query<{ cod_acervo: number }>('SELECT t.cod_acervo FROM titulos t WHERE NOT EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo) ORDER BY 1 LIMIT 1');
      const [localOnly] = await h.query<{ cod_acervo: number }>('SELECT cod_acervo FROM exemplares GROUP BY cod_acervo HAVING NOT bool_or(permite_reserva) ORDER BY 1 LIMIT 1');
      for (const [acervo, codigo] of [
        [onShelf!.cod_acervo, 'EXEMPLARES_DISPONIVEIS'],
        [noCopies!.cod_acervo, 'SEM_EXEMPLARES'],
        [localOnly!.cod_acervo, 'NENHUM_EXEMPLAR_RESERVAVEL'],
      ] as const) {
        const res = await place(h, me.token, { acervo, volume: '-', tomo: '-', parte: '-', material: 'Livro', biblioteca: 1 });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json<ReservaErrorResponse>().codigo).toBe(codigo);
        expect(res.json<ReservaErrorResponse>().message).toBe((await infoOk(h, me, acervo)).motivo?.message);
      }
      expect(await h.query('SELECT 1 FROM reservas WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([]);
    });

    it('already borrowing a copy of the title: 422 EMPRESTIMO_ATIVO', async () => {
      const acervo = await holdableTitle();
      const me = await patron(h);
      const choice = await fullChoice(h, me, acervo);
      await h.query(
        `UPDATE emprestimos SET cod_pessoa = $1 WHERE cod_emprestimo = (
           SELECT l.cod_emprestimo FROM emprestimos l JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar
           WHERE e.cod_acervo = $2 AND l.data_devolucao IS NULL ORDER BY 1 LIMIT 1)`,
        [me.cod_pessoa, acervo],
      );
      expect((await infoOk(h, me, acervo)).motivo?.codigo).toBe('EMPRESTIMO_ATIVO');
      const res = await place(h, me.token, choice, undefined, '5');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'Hold unavailable: you already have a copy of this title on loan.', codigo: 'EMPRESTIMO_ATIVO' });
    });

    it('already holding the title (a second tab, another key): 409 RESERVA_DUPLICADA; the page shows the hold instead', async () => {
      const acervo = await holdableTitle();
      const me = await patron(h);
      const choice = await fullChoice(h, me, acervo);
      expect((await place(h, me.token, choice, 'tab-1')).statusCode).toBe(201);
      const second = await place(h, me.token, choice, 'tab-2');
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ message: 'Solicitação duplicada: você já tem uma reserva deste título.', codigo: 'RESERVA_DUPLICADA' });
      const i = await infoOk(h, me, acervo);
      expect(i.motivo?.codigo).toBe('RESERVA_DUPLICADA');
      expect(i.minha_reserva).toMatchObject({ posicao_fila: 1, situacao: 'fila', cod_biblioteca: choice.biblioteca });
    });

    it("the category's limit of open holds: 422 LIMITE_RESERVAS_EXCEDIDO naming the limit", async () => {
      const me = await patron(h, '01');
      const [policy] = await h.query<{ limite_reservas: number }>(`SELECT limite_reservas FROM politicas_circulacao WHERE cod_categoria = '01'`);
      const limit = policy!.limite_reservas;
      for (let i = 0; i < limit; i++) {
        const acervo = await holdableTitle();
        const res = await place(h, me.token, await fullChoice(h, me, acervo), `limit-${i}`);
        expect(res.statusCode, res.body).toBe(201);
      }
      const acervo = await holdableTitle();
      const choice = await fullChoice(h, me, acervo);
      expect((await infoOk(h, me, acervo)).motivo?.codigo).toBe('LIMITE_RESERVAS_EXCEDIDO');
      const res = await place(h, me.token, choice, 'limit-over');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: `Limite de reservas atingido: sua categoria permite ${limit} reserva(s) em aberto. Cancele uma delas para reservar este título.`,
        codigo: 'LIMITE_RESERVAS_EXCEDIDO',
      });
      // Cancelling one frees a place.
      const [one] = await h.query<{ cod_reserva: number }>(`SELECT cod_reserva FROM reservas WHERE cod_pessoa = $1 AND situacao = 'fila' LIMIT 1`, [me.cod_pessoa]);
      expect((await cancel(h, me.token, one!.cod_reserva)).statusCode).toBe(200);
      expect((await place(h, me.token, choice, 'limit-after')).statusCode).toBe(201);
    });

    it("a category whose policy allows no holds: 403 CATEGORIA_SEM_RESERVA, said as the category's rule (not as a limit of 0)", async () => {
      const acervo = await holdableTitle();
      const me = await patron(h, '14');
      const choice = await fullChoice(h, me, acervo);
      const [policy] = await h.query<{ limite_reservas: number }>(`SELECT limite_reservas FROM politicas_circulacao WHERE cod_categoria = '14'`);
      await h.query(`UPDATE politicas_circulacao SET limite_reservas = 0 WHERE cod_categoria = '14'`);
      try {
        expect((await infoOk(h, me, acervo, '5')).motivo).toEqual({ codigo: 'CATEGORIA_SEM_RESERVA', message: 'Your patron category does not allow holds. Please contact the library desk.' });
        const res = await place(h, me.token, choice);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'Sua categoria de usuário não permite reservas. Procure o balcão de atendimento da biblioteca.', codigo: 'CATEGORIA_SEM_RESERVA' });
        // The title's own answer does not change: a visitor of that category is still told a hold is possible.
        expect((await possibility(h, await h.publicToken(), acervo)).json<PossibilidadeReserva>().pode_reservar).toBe(true);
      } finally {
        await h.query(`UPDATE politicas_circulacao SET limite_reservas = $1 WHERE cod_categoria = '14'`, [policy!.limite_reservas]);
      }
      expect(await h.query('SELECT 1 FROM reservas WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([]);
    });

    it('blocked by the library, or a debt unpaid for more than 30 days: 403 USUARIO_BLOQUEADO; a recent debt does not block', async () => {
      const acervo = await holdableTitle();
      const me = await patron(h);
      const choice = await fullChoice(h, me, acervo);
      await h.query(`INSERT INTO debitos (cod_pessoa, motivo, data_debito, valor) VALUES ($1, 'Multa', current_date - 2, 8)`, [me.cod_pessoa]);
      expect((await infoOk(h, me, acervo)).pode_reservar).toBe(true);
      await h.query(`INSERT INTO debitos (cod_pessoa, motivo, data_debito, valor, valor_pago) VALUES ($1, 'Multa paga', current_date - 90, 8, 8)`, [me.cod_pessoa]);
      expect((await infoOk(h, me, acervo)).pode_reservar).toBe(true);
      await h.query(`INSERT INTO debitos (cod_pessoa, motivo, data_debito, valor) VALUES ($1, 'Multa antiga', current_date - 45, 8)`, [me.cod_pessoa]);
      const i = await infoOk(h, me, acervo, '5');
      expect(i.motivo).toEqual({ codigo: 'USUARIO_BLOQUEADO', message: 'You cannot place holds: your record is blocked or has an overdue debt. Please contact the library desk.' });
      const res = await place(h, me.token, choice);
      expect(res.statusCode).toBe(403);
      expect(res.json<ReservaErrorResponse>().codigo).toBe('USUARIO_BLOQUEADO');

      const blocked = await patron(h);
      await h.query('UPDATE pessoas SET bloqueio = true WHERE cod_pessoa = $1', [blocked.cod_pessoa]);
      expect((await place(h, blocked.token, choice)).json<ReservaErrorResponse>().codigo).toBe('USUARIO_BLOQUEADO');
      expect(await h.query('SELECT 1 FROM reservas WHERE cod_pessoa = ANY($1)', [[me.cod_pessoa, blocked.cod_pessoa]])).toEqual([]);
    });
  });

  describe('POST /api/reserva: each choice and the library are required, each message under its field', () => {
    it('volume, tome, part, material, library: 422 with campo, in the request language', async () => {
      const acervo = await holdableTitle();
      const me = await patron(h);
      const full = await fullChoice(h, me, acervo);
      const expectField = async (payload: Record<string, unknown>, campo: string, message: string, lang = '1') => {
        const res = await place(h, me.token, payload, undefined, lang);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toEqual({ message, campo });
      };
      await expectField({ ...full, volume: '' }, 'volume', 'Escolha o volume.');
      await expectField({ ...full, tomo: undefined }, 'tomo', 'Choose the tome.', '5');
      await expectField({ ...full, parte: null }, 'parte', 'Elija la parte.', '3');
      await expectField({ ...full, material: '  ' }, 'material', 'Escolha o material.');
      await expectField({ ...full, biblioteca: '' }, 'biblioteca', 'Escolha a biblioteca de retirada.');
      await expectField({ ...full, volume: 'v. 999' }, 'volume', 'Nenhum exemplar que permite reserva corresponde a esta escolha.');
      const [elsewhere] = await h.query<{ cod_biblioteca: number }>(
        'SELECT cod_biblioteca FROM bibliotecas WHERE cod_biblioteca NOT IN (SELECT cod_biblioteca FROM exemplares WHERE cod_acervo = $1 AND permite_reserva) ORDER BY 1 LIMIT 1',
        [acervo],
      );
      if (elsewhere) await expectField({ ...full, biblioteca: elsewhere.cod_biblioteca }, 'biblioteca', 'Escolha uma das bibliotecas que têm exemplares deste título.');
      await expectField({ ...full, biblioteca: 'x' }, 'biblioteca', 'Escolha uma das bibliotecas que têm exemplares deste título.');
      const missingTitle = await place(h, me.token, { ...full, acervo: null });
      expect(missingTitle.statusCode).toBe(422);
      expect(missingTitle.json<ReservaErrorResponse>().campo).toBe('acervo');
      expect(await h.query('SELECT 1 FROM reservas WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([]);
    });

    it('places the hold with what was chosen: 201, position, estimate, library; the history and the page show it', async () => {
      const acervo = await holdableTitle(true);
      const me = await patron(h);
      const i = await infoOk(h, me, acervo);
      expect(i.combinacoes.length).toBeGreaterThan(1);
      const c = i.combinacoes[1]!;
      const lib = i.bibliotecas[0]!;
      const res = await place(h, me.token, { acervo: String(acervo), volume: c.volume.valor, tomo: c.tomo.valor, parte: c.parte.valor, material: c.material.valor, biblioteca: String(lib.cod_biblioteca) }, 'first');
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<ReservaCriada>();
      expect(schemaErrors(ReservaCriada, body)).toEqual([]);
      expect(body.message).toBe('Reserva feita: você é o número 1 da fila.');
      const none = (v: string) => (v === '-' ? null : v);
      expect(body.reserva).toMatchObject({
        cod_acervo: acervo,
        titulo: i.titulo,
        situacao: 'fila',
        situacao_descricao: 'Na fila',
        posicao_fila: 1,
        cod_biblioteca: lib.cod_biblioteca,
        desc_biblioteca: lib.desc_biblioteca,
        volume: none(c.volume.valor),
        tomo: none(c.tomo.valor),
        parte: none(c.parte.valor),
        material: c.material.valor,
        data_cancelamento: null,
      });
      expect(body.reserva.previsao).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const after = await infoOk(h, me, acervo);
      expect(after.minha_reserva).toEqual(body.reserva);
      const history = await h.inject({ method: 'GET', url: '/api/reserva/historico', headers: auth(me.token, '5') });
      expect(history.statusCode).toBe(200);
      expect(schemaErrors(Type.Array(Reserva), history.json())).toEqual([]);
      expect(history.json<Reserva[]>()[0]).toMatchObject({ cod_reserva: body.reserva.cod_reserva, situacao_descricao: 'In the queue' });
    });
  });

  describe("GET /api/reserva/possibilidade: the title's own rules, for a visitor too, before anything is filled in", () => {
    const onShelfSql = `SELECT cod_acervo FROM exemplares GROUP BY cod_acervo HAVING bool_or(permite_reserva AND situacao = 'disponivel') ORDER BY cod_acervo LIMIT 1`;
    const localOnlySql = 'SELECT cod_acervo FROM exemplares GROUP BY cod_acervo HAVING NOT bool_or(permite_reserva) ORDER BY 1 LIMIT 1';
    const noCopiesSql = 'SELECT t.cod_acervo FROM titulos t WHERE NOT EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo) ORDER BY 1 LIMIT 1';

    it('a visitor learns why not, each reason worded for what it is, in the request language; the same reasons the POST gives a patron', async () => {
      const pub = await h.publicToken();
      const me = await patron(h);
      const [onShelf] = await h.query<{ cod_acervo: number }>(onShelfSql);
      const [localOnly] = await h.query<{ cod_acervo: number }>(localOnlySql);
      const [noCopies] = await h.query<{ cod_acervo: number }>(noCopiesSql);
      const expected = {
        [onShelf!.cod_acervo]: ['EXEMPLARES_DISPONIVEIS', 'Hold unavailable: copies of this title are available on the shelf. Borrow one at the loan desk.'],
        [localOnly!.cod_acervo]: ['NENHUM_EXEMPLAR_RESERVAVEL', 'Hold unavailable: the copies of this title are for reading in the library only and cannot be held.'],
        [noCopies!.cod_acervo]: ['SEM_EXEMPLARES', 'Hold unavailable: the library has no copies of this title.'],
      };
      for (const [acervo, [codigo, message]] of Object.entries(expected)) {
        const res = await possibility(h, pub, acervo, '5');
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<PossibilidadeReserva>()).toMatchObject({ cod_acervo: Number(acervo), pode_reservar: false, motivo: { codigo, message } });
        // A patron placing the hold anyway is refused with the very same words.
        const refused = await place(h, me.token, { acervo: Number(acervo), volume: '-', tomo: '-', parte: '-', material: 'Livro', biblioteca: 1 }, undefined, '5');
        expect(refused.json()).toEqual({ message, codigo });
        // No reason says a hold was cancelled when none was placed, in any language.
        for (const lang of ['1', '3', '5']) {
          expect((await possibility(h, pub, acervo, lang)).json<PossibilidadeReserva>().motivo?.message).not.toMatch(/cancelad|cancelled/i);
        }
      }
      expect((await possibility(h, pub, localOnly!.cod_acervo)).json<PossibilidadeReserva>()).toMatchObject({ combinacoes: [], bibliotecas: [] });
    });

    it("a holdable title: possible, with the choices, libraries and queue the patron's page has too", async () => {
      const acervo = await holdableTitle();
      const me = await patron(h);
      const res = await possibility(h, await h.publicToken(), acervo);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<PossibilidadeReserva>();
      const mine = await infoOk(h, me, acervo);
      expect(body).toEqual({ cod_acervo: acervo, pode_reservar: true, motivo: null, combinacoes: mine.combinacoes, bibliotecas: mine.bibliotecas, fila: mine.fila });
      expect(body.combinacoes.length).toBeGreaterThan(0);
    });

    it("nothing of the patron: a patron's token gets the same answer as the public one, whatever the patron's own standing", async () => {
      const acervo = await holdableTitle();
      const me = await patron(h);
      expect((await place(h, me.token, await fullChoice(h, me, acervo), 'possib-own')).statusCode).toBe(201);
      await h.query('UPDATE pessoas SET bloqueio = true WHERE cod_pessoa = $1', [me.cod_pessoa]);
      const asPatron = await possibility(h, me.token, acervo);
      const asVisitor = await possibility(h, await h.publicToken(), acervo);
      expect(asPatron.json()).toEqual(asVisitor.json());
      expect(asPatron.json()).not.toHaveProperty('minha_reserva');
      expect(asPatron.json<PossibilidadeReserva>()).toMatchObject({ pode_reservar: true, fila: { tamanho: 1, posicao: 2 } });
      // The patron's own page says the patron's reason.
      expect((await infoOk(h, me, acervo)).motivo?.codigo).toBe('USUARIO_BLOQUEADO');
    });

    it('an unknown title is 404, a malformed one 400', async () => {
      const pub = await h.publicToken();
      expect((await possibility(h, pub, 2_000_000_000)).statusCode).toBe(404);
      expect((await possibility(h, pub, 'abc')).statusCode).toBe(400);
    });
  });

  describe('GET /api/reserva/validar-fila', () => {
    it('the position and estimate for a choice; a value no holdable copy has is 422 under its field', async () => {
      const acervo = await holdableTitle();
      const me = await patron(h);
      const first = await patron(h);
      const c = (await infoOk(h, me, acervo)).combinacoes[0]!;
      const url = `/api/reserva/validar-fila?acervo=${acervo}&volume=${encodeURIComponent(c.volume.valor)}&tomo=${encodeURIComponent(c.tomo.valor)}&parte=${encodeURIComponent(c.parte.valor)}&material=${encodeURIComponent(c.material.valor)}`;
      const before = await h.get(url, me.token);
      expect(before.statusCode, before.body).toBe(200);
      expect(schemaErrors(FilaReserva, before.json())).toEqual([]);
      expect(before.json<FilaReserva>()).toMatchObject({ tamanho: 0, posicao: 1, exemplares: c.exemplares });
      expect((await place(h, first.token, await fullChoice(h, first, acervo), 'vf')).statusCode).toBe(201);
      const behind = (await h.get(url, me.token)).json<FilaReserva>();
      expect(behind).toMatchObject({ tamanho: 1, posicao: 2 });
      // One hold ahead on the same copies: never expected earlier than before.
      expect(behind.previsao! >= before.json<FilaReserva>().previsao!).toBe(true);
      const bad = await h.get(`/api/reserva/validar-fila?acervo=${acervo}&volume=nada`, me.token, { lang: '5' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ message: 'No copy that allows holds matches this choice.', campo: 'volume' });
    });
  });

  describe('DELETE /api/reserva/:id', () => {
    it('cancels the own hold: it leaves the queue, keeps its date and reason in the history; again answers the same', async () => {
      const acervo = await holdableTitle();
      const me = await patron(h);
      const placed = (await place(h, me.token, await fullChoice(h, me, acervo), 'c1')).json<ReservaCriada>();
      const res = await cancel(h, me.token, placed.reserva.cod_reserva, '5');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Hold cancelled.', reserva: { situacao: 'cancelada', posicao_fila: null, motivo_cancelamento: 'Cancelada pelo usuário.', motivo_cancelamento_descricao: 'Cancelled by the patron.' } });
      expect(res.json<{ reserva: Reserva }>().reserva.data_cancelamento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((await cancel(h, me.token, placed.reserva.cod_reserva)).json()).toMatchObject({ reserva: { situacao: 'cancelada' } });
      const i = await infoOk(h, me, acervo);
      expect(i).toMatchObject({ pode_reservar: true, minha_reserva: null, fila: { tamanho: 0 } });
      // The same key again answers the (now cancelled) hold it made, never a second one.
      const replay = await place(h, me.token, await fullChoice(h, me, acervo), 'c1');
      expect(replay.statusCode).toBe(200);
      expect(replay.json<ReservaCriada>().reserva).toMatchObject({ cod_reserva: placed.reserva.cod_reserva, situacao: 'cancelada' });
      expect((await cancel(h, me.token, 0)).statusCode).toBe(400);
    });
  });

  describe('concurrency', () => {
    it('20 patrons holding one title at once get positions 1..20; cancelling in the middle closes the gap, order kept', { timeout: 120_000 }, async () => {
      const acervo = await holdableTitle();
      const patrons = await Promise.all(Array.from({ length: 20 }, () => patron(h)));
      const choice = await fullChoice(h, patrons[0]!, acervo);
      const answers = await Promise.all(patrons.map((p, i) => place(h, p.token, choice, `crowd-${i}`)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
      expect(answers.map((a) => a.json<ReservaCriada>().reserva.posicao_fila).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const queue = await openPositions(h, acervo);
      expect(queue.map((q) => q.posicao_fila)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

      // The 10th cancels: 1..19, the others in the same order.
      const tenth = queue[9]!;
      const owner = patrons.find((p) => p.cod_pessoa === tenth.cod_pessoa)!;
      expect((await cancel(h, owner.token, tenth.cod_reserva)).statusCode).toBe(200);
      const after = await openPositions(h, acervo);
      expect(after.map((q) => q.posicao_fila)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
      expect(after.map((q) => q.cod_reserva)).toEqual(queue.filter((q) => q.cod_reserva !== tenth.cod_reserva).map((q) => q.cod_reserva));

      // Holds and cancellations at the same moment: still unique and gapless.
      const late = await Promise.all([patron(h), patron(h), patron(h)]);
      const byPerson = (cod: number) => patrons.find((p) => p.cod_pessoa === cod)!;
      const mixed = await Promise.all([
        cancel(h, byPerson(after[2]!.cod_pessoa).token, after[2]!.cod_reserva),
        ...late.map((p, i) => place(h, p.token, choice, `late-${i}`)),
        cancel(h, byPerson(after[15]!.cod_pessoa).token, after[15]!.cod_reserva),
        cancel(h, byPerson(after[0]!.cod_pessoa).token, after[0]!.cod_reserva),
      ]);
      expect(mixed.map((m) => m.statusCode).sort()).toEqual([200, 200, 200, 201, 201, 201]);
      const final = await openPositions(h, acervo);
      expect(final.map((q) => q.posicao_fila)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
      const kept = after.filter((_, i) => ![0, 2, 15].includes(i)).map((q) => q.cod_reserva);
      expect(final.slice(0, kept.length).map((q) => q.cod_reserva)).toEqual(kept);
    });

    it('10 identical sends at once (same patron, same key) make one hold and all answer it', async () => {
      const acervo = await holdableTitle();
      const me = await patron(h);
      const choice = await fullChoice(h, me, acervo);
      const answers = await Promise.all(Array.from({ length: 10 }, () => place(h, me.token, choice, 'double-click')));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      const ids = new Set(answers.map((a) => a.json<ReservaCriada>().reserva.cod_reserva));
      expect(ids.size).toBe(1);
      expect(new Set(answers.map((a) => JSON.stringify(a.json<ReservaCriada>().reserva))).size).toBe(1);
      expect(await h.query('SELECT cod_reserva FROM reservas WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([{ cod_reserva: [...ids][0] }]);
    });

    it('10 sends at once with different keys (several tabs) make one hold; the others are told it is a duplicate', async () => {
      const acervo = await holdableTitle();
      const me = await patron(h);
      const choice = await fullChoice(h, me, acervo);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => place(h, me.token, choice, `tab-${i}`)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json<ReservaErrorResponse>().codigo === 'RESERVA_DUPLICADA')).toBe(true);
      expect(await h.query(`SELECT posicao_fila FROM reservas WHERE cod_pessoa = $1`, [me.cod_pessoa])).toEqual([{ posicao_fila: 1 }]);
    });

    it('the database itself refuses a second open hold of a patron on a title and a repeated queue position', async () => {
      const acervo = await holdableTitle();
      const [a, b] = [await patron(h), await patron(h)];
      const insert = (cod_pessoa: number, pos: number) =>
        h.query(`INSERT INTO reservas (cod_acervo, cod_pessoa, situacao, posicao_fila, data_reserva) VALUES ($1, $2, 'fila', $3, now())`, [acervo, cod_pessoa, pos]);
      await insert(a.cod_pessoa, 1);
      await expect(insert(a.cod_pessoa, 2)).rejects.toThrow();
      await expect(insert(b.cod_pessoa, 1)).rejects.toThrow();
      await insert(b.cod_pessoa, 2);
      expect((await openPositions(h, acervo)).map((q) => q.posicao_fila)).toEqual([1, 2]);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`reserva on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}
