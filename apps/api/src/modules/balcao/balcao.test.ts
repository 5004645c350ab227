import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  BALCAO_CLIENT_ID,
  BalcaoDevolucao,
  BalcaoEmprestimo,
  BalcaoReservaLiberada,
  BalcaoSolicitacaoDisponivel,
  MODERACAO_CLIENT_ID,
  type BalcaoErrorResponse,
  type DebitosPendentes,
  type Reserva,
  type Solicitacao,
  type TitulosPendentes,
  type TokenEmprestimo,
} from '@estante/api-contract';
import { TEST_ARGON2, useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../test/helpers';
import { seedDeskClient } from '../../seed/desk';
import { seedModerationClient } from '../../seed/moderation';
import { addDays, dayOf } from '../emprestimo/rules';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AlertasResposta } from '@estante/api-contract';
import type { OutboxMessage } from '../../lib/outbox';
import { NoticeRunner } from '../../notices/runner';
import { dayIn } from '../solicitacoes/alertas/rules';

// The library desk (issue 26): only the desk client; check-out with the patron's loan token, return
// (late fine, the copy to the first hold in the queue), release, request ready, and the patron's
// pages showing each. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL (real concurrency).
if (!TEST_DATABASE_URL) console.info('[desk tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const DESK_SECRET = 'desk-secret-for-the-desk-tests';
const MODERATION_SECRET = 'moderation-secret-for-the-desk-tests';
type Me = { cod_pessoa: number; token: string; login: string };

const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);
const headers = (token: string | null, lang = '1') => ({ lang, ...(token ? { authorization: `Bearer ${token}` } : {}) });
const today = () => dayOf(new Date());

function cases(h: AuthHarness, backend: 'pg' | 'pglite') {
  let desk = '';
  beforeAll(async () => {
    await seedDeskClient(h.db(), { OAUTH_DESK_CLIENT_SECRET: DESK_SECRET }, TEST_ARGON2);
    await seedModerationClient(h.db(), { OAUTH_MODERATION_CLIENT_SECRET: MODERATION_SECRET }, TEST_ARGON2);
    const res = await h.token({ grant_type: 'client_credentials', client_id: BALCAO_CLIENT_ID, client_secret: DESK_SECRET });
    expect(res.statusCode, res.body).toBe(200);
    desk = res.json<{ access_token: string }>().access_token;
  });

  async function patron(category = '01', emails?: string[]): Promise<Me> {
    const p = await h.person({ category, ...(emails ? { emails } : {}) });
    const res = await h.login(p.login, p.password);
    expect(res.statusCode, res.body).toBe(200);
    return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token, login: p.login };
  }
  /** A fresh loan token of the patron (what the patron shows at the desk). */
  async function loanToken(me: Me): Promise<string> {
    const res = await h.inject({ method: 'POST', url: '/api/emprestimo/token', headers: headers(me.token) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TokenEmprestimo>().token;
  }

  const checkout = (token: string | null, payload: Record<string, unknown>, lang = '1') =>
    h.inject({ method: 'POST', url: '/api/balcao/emprestimos', headers: headers(token, lang), payload });
  const giveBack = (token: string | null, payload: Record<string, unknown>, lang = '1') =>
    h.inject({ method: 'POST', url: '/api/balcao/devolucoes', headers: headers(token, lang), payload });
  const release = (token: string | null, payload: Record<string, unknown>, lang = '1') =>
    h.inject({ method: 'POST', url: '/api/balcao/reservas/liberacao', headers: headers(token, lang), payload });
  const ready = (token: string | null, id: number | string, lang = '1') =>
    h.inject({ method: 'PUT', url: `/api/balcao/solicitacoes/${id}/disponivel`, headers: headers(token, lang) });

  async function lend(me: Me, exemplar: number): Promise<BalcaoEmprestimo> {
    const res = await checkout(desk, { token: await loanToken(me), exemplar });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<BalcaoEmprestimo>();
    expect(schemaErrors(BalcaoEmprestimo, body)).toEqual([]);
    return body;
  }
  const refused = (res: { statusCode: number; json: <T>() => T; body: string }, status: number, codigo: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<BalcaoErrorResponse>().codigo).toBe(codigo);
    return res.json<BalcaoErrorResponse>().message;
  };

  const used = new Set<number>();
  /** A title no test used yet with exactly one copy, lendable, on the shelf, nobody holding or borrowing it. */
  async function singleCopyTitle(): Promise<{ acervo: number; exemplar: number }> {
    const rows = await h.query<{ cod_acervo: number; cod_exemplar: number }>(
      `SELECT e.cod_acervo, e.cod_exemplar FROM exemplares e
        WHERE e.tipo_emprestimo = 'Normal' AND e.situacao = 'disponivel'
          AND NOT EXISTS (SELECT 1 FROM emprestimos l WHERE l.cod_exemplar = e.cod_exemplar AND l.data_devolucao IS NULL)
          AND NOT EXISTS (SELECT 1 FROM reservas r WHERE r.cod_acervo = e.cod_acervo AND r.situacao IN ('fila', 'liberada'))
          AND (SELECT count(*) FROM exemplares x WHERE x.cod_acervo = e.cod_acervo) = 1
        ORDER BY e.cod_exemplar`,
    );
    const found = rows.find((r) => !used.has(r.cod_acervo));
    if (!found) throw new Error('no single-copy title left in the seed');
    used.add(found.cod_acervo);
    return { acervo: found.cod_acervo, exemplar: found.cod_exemplar };
  }

  /** The patron places a hold on the title through the patron's API (its first combination and library). */
  async function hold(me: Me, acervo: number): Promise<number> {
    const info = await h.inject({ method: 'GET', url: `/api/reserva/informacoes-iniciais?acervo=${acervo}`, headers: headers(me.token) });
    expect(info.statusCode, info.body).toBe(200);
    const i = info.json<{ combinacoes: { volume: { valor: string }; tomo: { valor: string }; parte: { valor: string }; material: { valor: string } }[]; bibliotecas: { cod_biblioteca: number }[] }>();
    const c = i.combinacoes[0];
    const payload = { acervo, volume: c?.volume.valor, tomo: c?.tomo.valor, parte: c?.parte.valor, material: c?.material.valor, biblioteca: i.bibliotecas[0]?.cod_biblioteca };
    const res = await h.inject({ method: 'POST', url: '/api/reserva', headers: headers(me.token), payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ reserva: { cod_reserva: number } }>().reserva.cod_reserva;
  }
  const holdsOf = async (me: Me, lang = '1') => {
    const res = await h.inject({ method: 'GET', url: '/api/reserva/historico', headers: headers(me.token, lang) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Reserva[]>();
  };
  const holdOf = async (me: Me, id: number, lang = '1') => (await holdsOf(me, lang)).find((r) => r.cod_reserva === id);
  const loansOf = async (me: Me) => {
    const res = await h.inject({ method: 'GET', url: '/api/emprestimo/titulos-pendentes', headers: headers(me.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TitulosPendentes>().titulos;
  };
  const copyState = async (exemplar: number) =>
    (await h.query<{ situacao: string }>('SELECT situacao FROM exemplares WHERE cod_exemplar = $1', [exemplar]))[0]?.situacao;

  /** A title lent to a borrower at the desk with `n` patrons queued for it (positions 1..n). */
  async function queued(n: number) {
    const t = await singleCopyTitle();
    const borrower = await patron();
    await lend(borrower, t.exemplar);
    const waiting: { me: Me; id: number }[] = [];
    for (let i = 0; i < n; i++) {
      const me = await patron();
      waiting.push({ me, id: await hold(me, t.acervo) });
    }
    return { ...t, borrower, waiting };
  }

  describe('who may call', () => {
    it('no token: 401; the public token, a patron, the moderation client: 403 SOMENTE_BALCAO, and nothing changes', async () => {
      const t = await singleCopyTitle();
      const me = await patron();
      const lt = await loanToken(me);
      const moderation = await h.token({ grant_type: 'client_credentials', client_id: MODERACAO_CLIENT_ID, client_secret: MODERATION_SECRET });
      expect(moderation.statusCode, moderation.body).toBe(200);
      const others = [await h.publicToken(), me.token, moderation.json<{ access_token: string }>().access_token];
      expect((await checkout(null, { token: lt, exemplar: t.exemplar })).statusCode).toBe(401);
      expect((await giveBack(null, { exemplar: t.exemplar })).statusCode).toBe(401);
      expect((await release(null, { exemplar: t.exemplar })).statusCode).toBe(401);
      expect((await ready(null, 1)).statusCode).toBe(401);
      for (const token of others) {
        refused(await checkout(token, { token: lt, exemplar: t.exemplar }), 403, 'SOMENTE_BALCAO');
        refused(await giveBack(token, { exemplar: t.exemplar }), 403, 'SOMENTE_BALCAO');
        refused(await release(token, { exemplar: t.exemplar }), 403, 'SOMENTE_BALCAO');
        refused(await ready(token, 1), 403, 'SOMENTE_BALCAO');
      }
      expect(await copyState(t.exemplar)).toBe('disponivel');
      expect(await loansOf(me)).toEqual([]);
      // The loan token was not used up by the refused calls: the desk can still lend with it.
      expect((await checkout(desk, { token: lt, exemplar: t.exemplar })).statusCode).toBe(201);
    });

    it('a desk token issued before the secret was removed no longer counts', async () => {
      await h.query(`UPDATE oauth_clientes SET segredo_hash = NULL WHERE client_id = $1`, [BALCAO_CLIENT_ID]);
      try {
        refused(await giveBack(desk, { exemplar: 1 }), 403, 'SOMENTE_BALCAO');
      } finally {
        await seedDeskClient(h.db(), { OAUTH_DESK_CLIENT_SECRET: DESK_SECRET }, TEST_ARGON2);
      }
    });
  });

  describe('check out', () => {
    it("lends the copy to the token's owner until today + the category's loan days; the loan shows on the patron's loans page; the token is used up", async () => {
      const t = await singleCopyTitle();
      const me = await patron('04');
      const [policy] = await h.query<{ prazo: number }>(`SELECT prazo_emprestimo_dias AS prazo FROM politicas_circulacao WHERE cod_categoria = '04'`);
      const lt = await loanToken(me);
      const res = await checkout(desk, { token: lt.toLowerCase().replace(/(....)/, '$1 '), exemplar: t.exemplar });
      expect(res.statusCode, res.body).toBe(201);
      const loan = res.json<BalcaoEmprestimo>();
      expect(schemaErrors(BalcaoEmprestimo, loan)).toEqual([]);
      expect(loan).toMatchObject({ cod_exemplar: t.exemplar, cod_acervo: t.acervo, cod_pessoa: me.cod_pessoa, data_emprestimo: today(), cod_reserva_atendida: null });
      expect(loan.devolucao_prevista).toBe(addDays(today(), policy?.prazo ?? 0));
      const loans = await loansOf(me);
      expect(loans).toHaveLength(1);
      expect(loans[0]).toMatchObject({ codExemplar: t.exemplar, dataDevolucaoPrevista: loan.devolucao_prevista.split('-').reverse().join('/') });
      expect(await copyState(t.exemplar)).toBe('emprestado');
      // Used up: the patron's page shows no token, and the desk cannot lend with it again.
      expect((await h.inject({ method: 'GET', url: '/api/emprestimo/token', headers: headers(me.token) })).json()).toBeNull();
      const other = await singleCopyTitle();
      refused(await checkout(desk, { token: lt, exemplar: other.exemplar }), 404, 'BALCAO_TOKEN_INVALIDO');
    });

    it("a special-loan copy is lent for its own period (prazo_especial_dias)", async () => {
      const [special] = await h.query<{ cod_exemplar: number; dias: number }>(
        `SELECT e.cod_exemplar, e.prazo_especial_dias AS dias FROM exemplares e WHERE e.prazo_especial_dias IS NOT NULL AND e.situacao = 'disponivel'
            AND NOT EXISTS (SELECT 1 FROM reservas r WHERE r.cod_acervo = e.cod_acervo AND r.situacao IN ('fila', 'liberada')) ORDER BY e.cod_exemplar LIMIT 1`,
      );
      expect(special).toBeDefined();
      const loan = await lend(await patron('04'), special?.cod_exemplar ?? 0);
      expect(loan.devolucao_prevista).toBe(addDays(today(), special?.dias ?? 0));
    });

    it('refuses, with the status, codigo and a message in the language asked: copy on loan, "Consulta local", in transit, unknown copy, blocked patron, bad token', async () => {
      const t = await singleCopyTitle();
      const a = await patron();
      const b = await patron();
      await lend(a, t.exemplar);
      const bToken = await loanToken(b);
      expect(refused(await checkout(desk, { token: bToken, exemplar: t.exemplar }, '5'), 409, 'BALCAO_EXEMPLAR_EMPRESTADO')).toBe(`Copy ${t.exemplar} is already on loan.`);
      const [local] = await h.query<{ cod_exemplar: number }>(`SELECT cod_exemplar FROM exemplares WHERE tipo_emprestimo = 'Consulta local' ORDER BY cod_exemplar LIMIT 1`);
      expect(refused(await checkout(desk, { token: bToken, exemplar: local?.cod_exemplar }, '3'), 409, 'BALCAO_CONSULTA_LOCAL')).toBe(
        `El ejemplar ${local?.cod_exemplar} es de consulta local y no se puede prestar.`,
      );
      const [transit] = await h.query<{ cod_exemplar: number }>(`SELECT cod_exemplar FROM exemplares WHERE situacao = 'em_transito' ORDER BY cod_exemplar LIMIT 1`);
      refused(await checkout(desk, { token: bToken, exemplar: transit?.cod_exemplar }), 409, 'EXEMPLAR_INDISPONIVEL');
      expect(refused(await checkout(desk, { token: bToken, exemplar: 2000000000 }), 404, 'BALCAO_EXEMPLAR_NAO_ENCONTRADO')).toBe(
        'Exemplar 2000000000 não encontrado. Confira o código de barras.',
      );
      const free = await singleCopyTitle();
      await h.query('UPDATE pessoas SET bloqueio = true WHERE cod_pessoa = $1', [b.cod_pessoa]);
      expect(refused(await checkout(desk, { token: bToken, exemplar: free.exemplar }, '5'), 403, 'USUARIO_BLOQUEADO')).toBe(
        'Patron blocked: no loans until the matter is settled with the library.',
      );
      await h.query('UPDATE pessoas SET bloqueio = false WHERE cod_pessoa = $1', [b.cod_pessoa]);
      const badToken = await checkout(desk, { token: 'IIII0000', exemplar: free.exemplar });
      expect(refused(badToken, 404, 'BALCAO_TOKEN_INVALIDO')).toContain('Token de empréstimo inválido');
      expect(badToken.json<BalcaoErrorResponse>().campo).toBe('token');
      // Every refusal left the token valid and the copies as they were: the same token lends the free copy.
      expect(await copyState(free.exemplar)).toBe('disponivel');
      expect((await checkout(desk, { token: bToken, exemplar: free.exemplar })).statusCode).toBe(201);
    });

    it('a body that is not a check-out: 400 with the field named', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ exemplar: 1 }, 'Parâmetro obrigatório ausente: token.'],
        [{ token: 'ABCDEFGH' }, 'Parâmetro obrigatório ausente: exemplar.'],
        [{ token: 'ABCDEFGH', exemplar: 'x' }, 'Valor inválido para exemplar.'],
        [{ token: 'ABCDEFGH', exemplar: 0 }, 'exemplar deve ser no mínimo 1.'],
        [{ token: '', exemplar: 1 }, 'token deve ter no mínimo 1 caracteres.'],
      ];
      for (const [payload, message] of cases) {
        const res = await checkout(desk, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json<{ message: string }>().message).toBe(message);
      }
      const ret = await giveBack(desk, {}, '5');
      expect(ret.statusCode).toBe(400);
      expect(ret.json<{ message: string }>().message).toBe('Missing required parameter: exemplar.');
      const rel = await release(desk, { exemplar: -3 }, '3');
      expect(rel.statusCode).toBe(400);
      expect(rel.json<{ message: string }>().message).toBe('exemplar debe ser como mínimo 1.');
    });
  });

  describe('return and the queue', () => {
    it("a return with holds waiting releases the first (the rest move up); the patron's holds page shows it ready with its deadline; the copy is held for them only", async () => {
      const { exemplar, acervo, borrower, waiting } = await queued(3);
      const [first, second, third] = waiting;
      const res = await giveBack(desk, { exemplar });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<BalcaoDevolucao>();
      expect(schemaErrors(BalcaoDevolucao, body)).toEqual([]);
      const deadline = addDays(today(), 3);
      expect(body).toMatchObject({ cod_exemplar: exemplar, cod_pessoa: borrower.cod_pessoa, data_devolucao: today(), dias_atraso: 0, multa: null, situacao_exemplar: 'reservado' });
      expect(body.reserva_liberada).toMatchObject({ cod_reserva: first?.id, cod_pessoa: first?.me.cod_pessoa, cod_exemplar: exemplar, data_liberacao: today(), data_limite_retirada: deadline });
      expect(await loansOf(borrower)).toEqual([]);
      const history = await h.query<{ data_devolucao: string }>(`SELECT to_char(data_devolucao, 'YYYY-MM-DD') AS data_devolucao FROM emprestimos WHERE cod_emprestimo = $1`, [body.cod_emprestimo]);
      expect(history).toEqual([{ data_devolucao: today() }]);
      // The released hold, as the patron's holds page shows it (pt and en), and the queue behind it.
      expect(await holdOf(first!.me, first!.id)).toMatchObject({ situacao: 'liberada', situacao_descricao: 'Disponível para retirada', posicao_fila: null, data_liberacao: today(), data_limite_retirada: deadline });
      expect((await holdOf(first!.me, first!.id, '5'))?.situacao_descricao).toBe('Ready to collect');
      expect(await holdOf(second!.me, second!.id)).toMatchObject({ situacao: 'fila', posicao_fila: 1 });
      expect(await holdOf(third!.me, third!.id)).toMatchObject({ situacao: 'fila', posicao_fila: 2 });
      // The columns the courtesy notices read: situacao 'liberada', cod_exemplar, data_liberacao today, data_limite_retirada; the copy 'reservado'.
      expect(await h.query(`SELECT situacao, cod_exemplar, to_char(data_liberacao, 'YYYY-MM-DD') AS lib FROM reservas WHERE cod_reserva = $1`, [first?.id])).toEqual([
        { situacao: 'liberada', cod_exemplar: exemplar, lib: today() },
      ]);
      expect(await copyState(exemplar)).toBe('reservado');
      // Held for the first: the second cannot take it; the first can, and that fulfils the hold.
      refused(await checkout(desk, { token: await loanToken(second!.me), exemplar }), 409, 'BALCAO_RESERVADO_OUTRO_USUARIO');
      const loan = await lend(first!.me, exemplar);
      expect(loan.cod_reserva_atendida).toBe(first?.id);
      expect((await holdOf(first!.me, first!.id))?.situacao).toBe('atendida');
      expect((await loansOf(first!.me)).map((l) => l.codExemplar)).toEqual([exemplar]);
      expect(acervo).toBe(loan.cod_acervo);
    });

    it('a return with nobody waiting puts the copy back on the shelf; returning it again: 409', async () => {
      const t = await singleCopyTitle();
      await lend(await patron(), t.exemplar);
      const res = await giveBack(desk, { exemplar: t.exemplar });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<BalcaoDevolucao>()).toMatchObject({ reserva_liberada: null, situacao_exemplar: 'disponivel' });
      expect(await copyState(t.exemplar)).toBe('disponivel');
      expect(refused(await giveBack(desk, { exemplar: t.exemplar }, '5'), 409, 'BALCAO_EXEMPLAR_NAO_EMPRESTADO')).toBe(`Copy ${t.exemplar} is not on loan.`);
      refused(await giveBack(desk, { exemplar: 2000000000 }), 404, 'BALCAO_EXEMPLAR_NAO_ENCONTRADO');
    });

    it("a late return creates its fine at the policy's rate per day, shown on the patron's debts page", async () => {
      const t = await singleCopyTitle();
      const me = await patron();
      const loan = await lend(me, t.exemplar);
      await h.query(`UPDATE emprestimos SET data_devolucao_prevista = $2::date WHERE cod_emprestimo = $1`, [loan.cod_emprestimo, addDays(today(), -4)]);
      await h.query(`UPDATE politicas_circulacao SET multa_dia = 1.50 WHERE cod_categoria = '01'`);
      try {
        const res = await giveBack(desk, { exemplar: t.exemplar });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json<BalcaoDevolucao>();
        expect(body.dias_atraso).toBe(4);
        expect(body.multa?.valor).toBe('6.00');
      } finally {
        await h.query(`UPDATE politicas_circulacao SET multa_dia = 1.00 WHERE cod_categoria = '01'`);
      }
      const debts = await h.inject({ method: 'GET', url: '/api/emprestimo/debitos-pendentes', headers: headers(me.token) });
      expect(debts.statusCode, debts.body).toBe(200);
      expect(debts.json<DebitosPendentes>().debitos).toEqual([
        expect.objectContaining({ tipo: 'atraso', motivo: 'Multa por atraso na devolução: 4 dia(s).', valor: '6.00', saldo: '6.00', pendente: true }),
      ]);
    });

    it('cancelling a released hold passes the copy to the next in the queue; the last one cancelling puts it on the shelf', async () => {
      const { exemplar, waiting } = await queued(3);
      const [first, second, third] = waiting;
      expect((await giveBack(desk, { exemplar })).json<BalcaoDevolucao>().reserva_liberada?.cod_reserva).toBe(first?.id);
      const cancel = (me: Me, id: number) => h.inject({ method: 'DELETE', url: `/api/reserva/${id}`, headers: headers(me.token) });
      expect((await cancel(first!.me, first!.id)).statusCode).toBe(200);
      expect(await holdOf(second!.me, second!.id)).toMatchObject({ situacao: 'liberada', data_liberacao: today(), data_limite_retirada: addDays(today(), 3) });
      expect(await holdOf(third!.me, third!.id)).toMatchObject({ situacao: 'fila', posicao_fila: 1 });
      expect(await copyState(exemplar)).toBe('reservado');
      expect((await cancel(second!.me, second!.id)).statusCode).toBe(200);
      expect(await holdOf(third!.me, third!.id)).toMatchObject({ situacao: 'liberada', posicao_fila: null });
      expect((await cancel(third!.me, third!.id)).statusCode).toBe(200);
      expect(await copyState(exemplar)).toBe('disponivel');
    });
  });

  describe('release', () => {
    it('a copy on the shelf goes to the first hold waiting; not on the shelf, or nobody waiting: 409', async () => {
      const { exemplar, acervo, waiting } = await queued(2);
      const [first, second] = waiting;
      // A new copy of the title arrives on the shelf.
      const [added] = await h.query<{ cod_exemplar: number }>(
        `INSERT INTO exemplares (cod_exemplar, cod_acervo, cod_biblioteca, volume, tomo, parte, material, tipo_emprestimo, localizacao, colecao, situacao)
         SELECT (SELECT max(cod_exemplar) + 1 FROM exemplares), cod_acervo, cod_biblioteca, volume, tomo, parte, material, tipo_emprestimo, localizacao, colecao, 'disponivel'
           FROM exemplares WHERE cod_exemplar = $1 RETURNING cod_exemplar`,
        [exemplar],
      );
      const res = await release(desk, { exemplar: added?.cod_exemplar });
      expect(res.statusCode, res.body).toBe(200);
      expect(schemaErrors(BalcaoReservaLiberada, res.json())).toEqual([]);
      expect(res.json<BalcaoReservaLiberada>()).toMatchObject({ cod_reserva: first?.id, cod_pessoa: first?.me.cod_pessoa, data_limite_retirada: addDays(today(), 3) });
      expect(await holdOf(first!.me, first!.id)).toMatchObject({ situacao: 'liberada', data_liberacao: today() });
      expect(await holdOf(second!.me, second!.id)).toMatchObject({ situacao: 'fila', posicao_fila: 1 });
      expect(refused(await release(desk, { exemplar: added?.cod_exemplar }, '5'), 409, 'BALCAO_EXEMPLAR_NAO_DISPONIVEL')).toBe(
        `Copy ${added?.cod_exemplar} is not on the shelf: it cannot be released to a hold.`,
      );
      refused(await release(desk, { exemplar }), 409, 'BALCAO_EXEMPLAR_NAO_DISPONIVEL');
      const empty = await singleCopyTitle();
      refused(await release(desk, { exemplar: empty.exemplar }), 409, 'BALCAO_FILA_VAZIA');
      expect(await copyState(empty.exemplar)).toBe('disponivel');
      refused(await release(desk, { exemplar: 2000000000 }), 404, 'BALCAO_EXEMPLAR_NAO_ENCONTRADO');
      expect(acervo).toBeGreaterThan(0);
    });
  });

  describe('requests', () => {
    async function request(me: Me, situacao: string): Promise<number> {
      const [copy] = await h.query<{ cod_acervo: number; cod_biblioteca: number }>(
        `SELECT cod_acervo, cod_biblioteca FROM exemplares WHERE tipo_emprestimo = 'Normal'
            AND cod_acervo NOT IN (SELECT cod_acervo FROM solicitacoes WHERE cod_pessoa = $1) ORDER BY cod_exemplar LIMIT 1`,
        [me.cod_pessoa],
      );
      const [row] = await h.query<{ cod_solicitacao: number }>(
        `INSERT INTO solicitacoes (cod_pessoa, cod_acervo, tipo, situacao, cod_biblioteca, telefone, emails, data_solicitacao, data_atualizacao, data_cancelamento)
         VALUES ($1, $2, 'retirada', $3, $4, '(51) 3308-1000', ARRAY['leitor@estante.example'], now() - interval '2 days', now() - interval '2 days',
                 CASE WHEN $3 = 'cancelada' THEN now() END) RETURNING cod_solicitacao`,
        [me.cod_pessoa, copy?.cod_acervo, situacao, copy?.cod_biblioteca],
      );
      return row?.cod_solicitacao ?? 0;
    }
    const requestsOf = async (me: Me) => {
      const res = await h.inject({ method: 'GET', url: '/api/solicitacao-emprestimo', headers: headers(me.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Solicitacao[]>();
    };

    it("marks a waiting request ready: the patron's requests show it available; again, finished or unknown: 4xx", async () => {
      const me = await patron();
      const id = await request(me, 'aguardando');
      const before = Date.now();
      const res = await ready(desk, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(schemaErrors(BalcaoSolicitacaoDisponivel, res.json())).toEqual([]);
      expect(res.json<BalcaoSolicitacaoDisponivel>()).toMatchObject({ cod_solicitacao: id, cod_pessoa: me.cod_pessoa, situacao: 'disponivel' });
      expect(Date.parse(res.json<BalcaoSolicitacaoDisponivel>().data_atualizacao)).toBeGreaterThanOrEqual(before - 1000);
      expect((await requestsOf(me)).find((s) => s.cod_solicitacao === id)).toMatchObject({ situacao: 'disponivel', situacao_descricao: 'Disponível para retirada' });
      expect(refused(await ready(desk, id, '5'), 409, 'BALCAO_SOLICITACAO_JA_DISPONIVEL')).toBe(`Request ${id} is already ready to collect.`);
      const transit = await request(await patron(), 'em_transito');
      expect((await ready(desk, transit)).statusCode).toBe(200);
      refused(await ready(desk, await request(me, 'cancelada')), 409, 'BALCAO_SOLICITACAO_ENCERRADA');
      refused(await ready(desk, await request(me, 'finalizada')), 409, 'BALCAO_SOLICITACAO_ENCERRADA');
      expect(refused(await ready(desk, 2000000000, '3'), 404, 'BALCAO_SOLICITACAO_NAO_ENCONTRADA')).toBe('Solicitud 2000000000 no encontrada.');
      const bad = await ready(desk, 'x');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe('Código de solicitação inválido.');
    });
  });

  describe('two desks at once', () => {
    it('two returns of one copy: one 200, one 409; the first in the queue is released exactly once', async () => {
      const { exemplar, acervo, waiting } = await queued(2);
      const results = await Promise.all([giveBack(desk, { exemplar }), giveBack(desk, { exemplar })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json<BalcaoErrorResponse>().codigo).toBe('BALCAO_EXEMPLAR_NAO_EMPRESTADO');
      expect(await h.query(`SELECT cod_reserva, situacao, posicao_fila FROM reservas WHERE cod_acervo = $1 AND situacao IN ('fila', 'liberada') ORDER BY cod_reserva`, [acervo])).toEqual([
        { cod_reserva: waiting[0]?.id, situacao: 'liberada', posicao_fila: null },
        { cod_reserva: waiting[1]?.id, situacao: 'fila', posicao_fila: 1 },
      ]);
      expect(await h.query('SELECT count(*)::int AS n FROM emprestimos WHERE cod_exemplar = $1 AND data_devolucao IS NULL', [exemplar])).toEqual([{ n: 0 }]);
    });

    it('two check-outs of one copy to two patrons: one 201, one 409; one open loan', async () => {
      const t = await singleCopyTitle();
      const [a, b] = [await patron(), await patron()];
      const results = await Promise.all([checkout(desk, { token: await loanToken(a), exemplar: t.exemplar }), checkout(desk, { token: await loanToken(b), exemplar: t.exemplar })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json<BalcaoErrorResponse>().codigo).toBe('BALCAO_EXEMPLAR_EMPRESTADO');
      expect(await h.query('SELECT count(*)::int AS n FROM emprestimos WHERE cod_exemplar = $1 AND data_devolucao IS NULL', [t.exemplar])).toEqual([{ n: 1 }]);
    });

    it('two check-outs with one loan token: one 201, one 404', async () => {
      const [t1, t2] = [await singleCopyTitle(), await singleCopyTitle()];
      const me = await patron();
      const lt = await loanToken(me);
      const results = await Promise.all([checkout(desk, { token: lt, exemplar: t1.exemplar }), checkout(desk, { token: lt, exemplar: t2.exemplar })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404]);
      expect(await loansOf(me)).toHaveLength(1);
    });

    it('two releases of one new copy on the shelf: one 200, one 409; exactly one hold released', async () => {
      const { exemplar, acervo, waiting } = await queued(2);
      const [added] = await h.query<{ cod_exemplar: number }>(
        `INSERT INTO exemplares (cod_exemplar, cod_acervo, cod_biblioteca, volume, tomo, parte, material, tipo_emprestimo, localizacao, colecao, situacao)
         SELECT (SELECT max(cod_exemplar) + 1 FROM exemplares), cod_acervo, cod_biblioteca, volume, tomo, parte, material, tipo_emprestimo, localizacao, colecao, 'disponivel'
           FROM exemplares WHERE cod_exemplar = $1 RETURNING cod_exemplar`,
        [exemplar],
      );
      const results = await Promise.all([release(desk, { exemplar: added?.cod_exemplar }), release(desk, { exemplar: added?.cod_exemplar })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await h.query(`SELECT cod_reserva, situacao, posicao_fila FROM reservas WHERE cod_acervo = $1 AND situacao IN ('fila', 'liberada') ORDER BY cod_reserva`, [acervo])).toEqual([
        { cod_reserva: waiting[0]?.id, situacao: 'liberada', posicao_fila: null },
        { cod_reserva: waiting[1]?.id, situacao: 'fila', posicao_fila: 1 },
      ]);
    });

    it('two cancellations of a released hold at once pass the copy on once', async () => {
      const { exemplar, acervo, waiting } = await queued(3);
      expect((await giveBack(desk, { exemplar })).statusCode).toBe(200);
      const first = waiting[0]!;
      await Promise.all([
        h.inject({ method: 'DELETE', url: `/api/reserva/${first.id}`, headers: headers(first.me.token) }),
        h.inject({ method: 'DELETE', url: `/api/reserva/${first.id}`, headers: headers(first.me.token) }),
      ]);
      expect(await h.query(`SELECT cod_reserva, situacao, posicao_fila FROM reservas WHERE cod_acervo = $1 AND situacao IN ('fila', 'liberada') ORDER BY cod_reserva`, [acervo])).toEqual([
        { cod_reserva: waiting[1]?.id, situacao: 'liberada', posicao_fila: null },
        { cod_reserva: waiting[2]?.id, situacao: 'fila', posicao_fila: 1 },
      ]);
    });
  });

  describe('the return and its courtesy notice (the desk and the job runner together)', () => {
    afterAll(async () => {
      if (backend !== 'pg') return;
      const [row] = await h.query<{ s: string }>('SELECT current_schema() AS s');
      await h.db().exec(`DROP SCHEMA IF EXISTS "${row?.s}_pgboss" CASCADE`);
    });

    it("a return with holds waiting releases the first; the job runner raises that patron's alert and sends the notice once, nothing to the rest of the queue", async () => {
      const t = await singleCopyTitle();
      await lend(await patron(), t.exemplar);
      const stamp = Date.now() % 1_000_000;
      const first = await patron('01', [`primeira.${stamp}@estante.example`]);
      const second = await patron('01', [`segunda.${stamp}@estante.example`]);
      const firstHold = await hold(first, t.acervo);
      await hold(second, t.acervo);
      const runner = await NoticeRunner.start({
        db: h.db(),
        mail: { outbox: h.outbox },
        now: () => new Date(),
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
        sweepSeconds: 3600,
        autoSweep: false,
        pollingSeconds: 0.5,
        retryDelaySeconds: 1,
      });
      const mailsTo = async (me: Me) => {
        const out: OutboxMessage[] = [];
        for (const name of (await readdir(h.outbox)).filter((n) => n.endsWith('.json')).sort()) {
          const m = JSON.parse(await readFile(path.join(h.outbox, name), 'utf8')) as OutboxMessage;
          if (m.login === me.login) out.push(m);
        }
        return out;
      };
      const alertsOf = async (me: Me) => {
        const res = await h.inject({ method: 'GET', url: '/api/solicitacoes/alertas', headers: headers(me.token) });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<AlertasResposta>().alertas.filter((a) => a.tipo === 'reserva_liberada');
      };
      const settle = async () => {
        const until = Date.now() + 60_000;
        while ((await runner.pending()) > 0) {
          if (Date.now() > until) throw new Error('notices still pending');
          await new Promise((r) => setTimeout(r, 200));
        }
      };
      try {
        const res = await giveBack(desk, { exemplar: t.exemplar });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<BalcaoDevolucao>().reserva_liberada?.cod_reserva).toBe(firstHold);
        const [title] = await h.query<{ obra: string }>('SELECT obra FROM titulos WHERE cod_acervo = $1', [t.acervo]);
        await runner.sweep();
        await settle();
        // Two more sweeps (two replicas asking at once, or the next period) send nothing more.
        await Promise.all([runner.sweep(), runner.sweep()]);
        await settle();
        const mails = await mailsTo(first);
        expect(mails.map((m) => [m.subject, m.to])).toEqual([[`Reserva disponível para retirada: ${title?.obra}`, [`primeira.${stamp}@estante.example`]]]);
        // The notice names the pickup deadline (3 days on), written out in the patron's language; the alert says the same.
        const alerts = await alertsOf(first);
        expect(alerts.map((a) => a.cod_acervo)).toEqual([t.acervo]);
        expect(alerts[0]?.texto).toContain(`até ${dayIn(addDays(today(), 3), 'pt')}.`);
        expect(mails[0]?.text).toContain(alerts[0]?.texto);
        expect(await mailsTo(second)).toEqual([]);
        expect(await alertsOf(second)).toEqual([]);
      } finally {
        await runner.stop();
      }
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`the desk on ${backend.name}`, () => {
    cases(useAuthHarness(backend), backend.name.startsWith('PostgreSQL') ? 'pg' : 'pglite');
  });
}
