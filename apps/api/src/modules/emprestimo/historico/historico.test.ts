import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { DebitosPendentes, HistoricoEmprestimos, type HistoricoErrorResponse } from '@estante/api-contract';
import { Clock, useAuthHarness, type AuthHarness, type Pair } from '../../../../test/auth-helpers';
import { BACKENDS } from '../../../../test/helpers';

// The loan history (date filter, paging, export) and the debts (SPEC.md §3 debt, §5 start not after
// end, §8): each patron sees only their own, the visitor nothing.

type Me = { cod_pessoa: number; token: string };
const TODAY = '2026-03-10';

const auth = (token: string | null, lang = '1') => ({ lang, ...(token ? { authorization: `Bearer ${token}` } : {}) });

function cases(h: AuthHarness) {
  let app: FastifyInstance;
  let copies: number[] = [];
  const take = () => {
    const c = copies.shift();
    if (c === undefined) throw new Error('no free copy left');
    return c;
  };
  const call = (url: string, token: string | null, lang = '1') => h.inject({ method: 'GET', url, headers: auth(token, lang) }, app);

  async function patron(category = '01', cpf: string | null = null): Promise<Me> {
    const p = await h.person({ category });
    if (cpf) await h.query('UPDATE pessoas SET cpf = $1 WHERE cod_pessoa = $2', [cpf, p.cod_pessoa]);
    const res = await h.login(p.login, p.password, {}, app);
    expect(res.statusCode, res.body).toBe(200);
    return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token };
  }

  /** A loan of `me` on a copy no open loan holds; days ISO. */
  async function lend(me: Me, emprestimo: string, prevista: string, devolucao: string | null, renovacoes = 0): Promise<{ cod: number; acervo: number; biblioteca: number }> {
    const exemplar = take();
    const [row] = await h.query<{ cod_emprestimo: number }>(
      `INSERT INTO emprestimos (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, data_devolucao, qtde_renovacoes)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING cod_emprestimo`,
      [exemplar, me.cod_pessoa, emprestimo, prevista, devolucao, renovacoes],
    );
    const [x] = await h.query<{ cod_acervo: number; cod_biblioteca: number }>('SELECT cod_acervo, cod_biblioteca FROM exemplares WHERE cod_exemplar = $1', [exemplar]);
    return { cod: row!.cod_emprestimo, acervo: x!.cod_acervo, biblioteca: x!.cod_biblioteca };
  }

  const setup = async () => {
    if (app) return;
    app = await h.appWith({ now: new Clock(Date.parse(`${TODAY}T12:00:00Z`)).now });
    copies = (
      await h.query<{ cod_exemplar: number }>(
        `SELECT cod_exemplar FROM exemplares x WHERE NOT EXISTS (SELECT 1 FROM emprestimos e WHERE e.cod_exemplar = x.cod_exemplar AND e.data_devolucao IS NULL)
          ORDER BY cod_exemplar LIMIT 60`,
      )
    ).map((r) => r.cod_exemplar);
  };

  describe('who may call', () => {
    it('a visitor (no token, or the public token) gets 401 from every call', async () => {
      await setup();
      const pub = await h.publicToken(app);
      for (const token of [null, pub]) {
        for (const url of ['/api/emprestimo/historico', '/api/emprestimo/historico/exportar?formato=csv', '/api/emprestimo/debitos-pendentes']) {
          expect((await call(url, token)).statusCode, url).toBe(401);
        }
      }
    });

    it("a category without the page's activity gets 403 (history 5712, debts 5713)", async () => {
      await setup();
      const me = await patron('14');
      const saved = await h.query<{ cod_atividade: number }>(`SELECT cod_atividade FROM permissoes_categoria WHERE cod_categoria = '14' AND cod_modulo = 571 AND cod_atividade IN (5712, 5713)`);
      expect(saved).toHaveLength(2);
      await h.query(`DELETE FROM permissoes_categoria WHERE cod_categoria = '14' AND cod_modulo = 571 AND cod_atividade IN (5712, 5713)`);
      try {
        for (const url of ['/api/emprestimo/historico', '/api/emprestimo/historico/exportar?formato=ris', '/api/emprestimo/debitos-pendentes']) {
          const res = await call(url, me.token, '5');
          expect(res.statusCode, url).toBe(403);
          expect(res.json<HistoricoErrorResponse>().message).toMatch(/permissions denied/i);
        }
      } finally {
        await h.query(`INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade) VALUES ('14', 571, 5712), ('14', 571, 5713)`);
      }
    });
  });

  describe('history', () => {
    it("lists the patron's own loans, returned and open, newest first, with the loan endpoints' shapes; never another patron's", async () => {
      await setup();
      const a = await patron();
      const b = await patron();
      const returnedLate = await lend(a, '2026-01-05', '2026-01-20', '2026-01-23', 1);
      const returnedOnTime = await lend(a, '2026-02-01', '2026-02-15', '2026-02-10');
      const openLate = await lend(a, '2026-02-20', '2026-03-06', null, 2);
      const bLoans = [await lend(b, '2026-02-03', '2026-02-17', null), await lend(b, '2026-01-04', '2026-01-18', '2026-01-18')];

      const res = await call('/api/emprestimo/historico', a.token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<HistoricoEmprestimos>();
      expect([...Value.Errors(HistoricoEmprestimos, body)]).toEqual([]);
      expect(body.total).toBe(3);
      expect(body.emprestimos.map((e) => e.codEmprestimo)).toEqual([openLate.cod, returnedOnTime.cod, returnedLate.cod]);
      const [open, onTime, late] = body.emprestimos;
      expect(open).toMatchObject({ dataEmprestimo: '20/02/2026', dataDevolucaoPrevista: '06/03/2026', dataDevolucao: null, qtdeRenovacoes: '2', atraso: 4 });
      expect(onTime).toMatchObject({ dataDevolucao: '10/02/2026', qtdeRenovacoes: '0', atraso: 0 });
      expect(late).toMatchObject({ dataDevolucao: '23/01/2026', qtdeRenovacoes: '1', atraso: 3, codAcervo: returnedLate.acervo, codBiblioteca: returnedLate.biblioteca });
      const [t] = await h.query<{ obra: string }>('SELECT obra FROM titulos WHERE cod_acervo = $1', [returnedLate.acervo]);
      expect(late?.titulo).toBe(t?.obra);

      const bBody = (await call('/api/emprestimo/historico', b.token)).json<HistoricoEmprestimos>();
      expect(bBody.emprestimos.map((e) => e.codEmprestimo)).toEqual(bLoans.map((l) => l.cod));
    });

    it('pages (perPage at most 100) and filters by loan date, dd/mm/yyyy or ISO, both days included', async () => {
      await setup();
      const me = await patron();
      const days = ['2025-12-20', '2026-01-10', '2026-01-15', '2026-01-31', '2026-02-01', '2026-02-14'];
      const loans = [];
      for (const d of days) loans.push(await lend(me, d, '2026-03-01', '2026-02-20'));
      const p2 = (await call('/api/emprestimo/historico?perPage=4&page=2', me.token)).json<HistoricoEmprestimos>();
      expect(p2).toMatchObject({ total: 6, page: 2, perPage: 4 });
      expect(p2.emprestimos.map((e) => e.codEmprestimo)).toEqual([loans[1]!.cod, loans[0]!.cod]);
      expect((await call('/api/emprestimo/historico?perPage=101', me.token)).statusCode).toBe(400);

      const janBr = (await call('/api/emprestimo/historico?dataInicio=10/01/2026&dataFim=31/01/2026', me.token)).json<HistoricoEmprestimos>();
      expect(janBr.emprestimos.map((e) => e.dataEmprestimo)).toEqual(['31/01/2026', '15/01/2026', '10/01/2026']);
      const janIso = (await call('/api/emprestimo/historico?dataInicio=2026-01-10&dataFim=2026-01-31', me.token)).json<HistoricoEmprestimos>();
      expect(janIso).toEqual(janBr);
      const from = (await call('/api/emprestimo/historico?dataInicio=01/02/2026', me.token)).json<HistoricoEmprestimos>();
      expect(from.emprestimos.map((e) => e.dataEmprestimo)).toEqual(['14/02/2026', '01/02/2026']);
      const until = (await call('/api/emprestimo/historico?dataFim=2025-12-31', me.token)).json<HistoricoEmprestimos>();
      expect(until.emprestimos.map((e) => e.dataEmprestimo)).toEqual(['20/12/2025']);
      const sameDay = (await call('/api/emprestimo/historico?dataInicio=15/01/2026&dataFim=15/01/2026', me.token)).json<HistoricoEmprestimos>();
      expect(sameDay.total).toBe(1);
    });

    it('a bad date is 422 on its field; a start after the end is 422 on dataFim, in pt, en and es', async () => {
      await setup();
      const me = await patron();
      for (const [q, campo] of [
        ['dataInicio=31/02/2026', 'dataInicio'],
        ['dataInicio=2026-13-01', 'dataInicio'],
        ['dataFim=ontem', 'dataFim'],
        ['dataInicio=01/01/2026&dataFim=1/2/2026', 'dataFim'],
      ] as const) {
        for (const url of [`/api/emprestimo/historico?${q}`, `/api/emprestimo/historico/exportar?formato=csv&${q}`]) {
          const res = await call(url, me.token);
          expect(res.statusCode, url).toBe(422);
          expect(res.json<HistoricoErrorResponse>().campo).toBe(campo);
        }
      }
      const expected = {
        '1': 'A data inicial não pode ser posterior à data final.',
        '5': 'The start date cannot be after the end date.',
        '3': 'La fecha inicial no puede ser posterior a la fecha final.',
      };
      for (const [lang, message] of Object.entries(expected)) {
        for (const url of ['/api/emprestimo/historico?dataInicio=02/02/2026&dataFim=01/02/2026', '/api/emprestimo/historico/exportar?formato=ris&dataInicio=2026-02-02&dataFim=2026-02-01']) {
          const res = await call(url, me.token, lang);
          expect(res.statusCode).toBe(422);
          expect(res.json<HistoricoErrorResponse>()).toEqual({ message, campo: 'dataFim' });
        }
      }
    });
  });

  describe('export', () => {
    it('CSV: a UTF-8 attachment with a byte order mark, the header in the request language, one row per loan in the range', async () => {
      await setup();
      const a = await patron();
      const b = await patron();
      const inRange = [await lend(a, '2026-01-12', '2026-01-26', '2026-01-29', 2), await lend(a, '2026-01-20', '2026-02-03', null)];
      await lend(a, '2026-02-12', '2026-02-26', '2026-02-20');
      await lend(b, '2026-01-15', '2026-01-29', '2026-01-29');
      const res = await call('/api/emprestimo/historico/exportar?formato=csv&dataInicio=01/01/2026&dataFim=31/01/2026', a.token, '5');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="historico-emprestimos-2026-01-01-2026-01-31.csv"');
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const lines = res.body.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe('Loan,Title,Author,Library,Loan date,Due date,Returned on,Renewals,Days late');
      expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([inRange[1]!.cod, inRange[0]!.cod]);
      expect(lines[2]).toMatch(/,12\/01\/2026,26\/01\/2026,29\/01\/2026,2,3$/);
      expect(lines[1]).toMatch(/,20\/01\/2026,03\/02\/2026,,0,35$/);

      const pt = await call('/api/emprestimo/historico/exportar?formato=csv', a.token, '1');
      expect(pt.headers['content-disposition']).toBe('attachment; filename="historico-emprestimos.csv"');
      expect(pt.body.slice(1).split('\r\n')[0]).toBe('Empréstimo,Título,Autor,Biblioteca,Data do empréstimo,Devolução prevista,Data de devolução,Renovações,Dias de atraso');
      expect(pt.body.slice(1).trim().split('\r\n')).toHaveLength(4);
    });

    it('RIS and BibTeX: one entry per distinct title of the range, through the basket exporter; an empty range gives an empty file', async () => {
      await setup();
      const me = await patron();
      const first = await lend(me, '2026-01-05', '2026-01-19', '2026-01-19');
      const second = await lend(me, '2026-01-08', '2026-01-22', '2026-01-22');
      await lend(me, '2025-11-08', '2025-11-22', '2025-11-22');
      // The same title borrowed twice in the range is one reference.
      const again = await h.query<{ cod_exemplar: number }>(
        `SELECT cod_exemplar FROM exemplares x WHERE cod_acervo = $1 AND NOT EXISTS (SELECT 1 FROM emprestimos e WHERE e.cod_exemplar = x.cod_exemplar AND e.data_devolucao IS NULL) LIMIT 1`,
        [first.acervo],
      );
      await h.query(`INSERT INTO emprestimos (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, data_devolucao) VALUES ($1, $2, '2026-01-25', '2026-02-08', '2026-02-01')`, [again[0]!.cod_exemplar, me.cod_pessoa]);
      const titles = new Set([first.acervo, second.acervo]).size;
      const q = 'dataInicio=2026-01-01&dataFim=2026-01-31';
      const ris = await call(`/api/emprestimo/historico/exportar?formato=ris&${q}`, me.token);
      expect(ris.statusCode, ris.body).toBe(200);
      expect(ris.headers['content-type']).toMatch(/^application\/x-research-info-systems/);
      expect(ris.headers['content-disposition']).toBe('attachment; filename="historico-emprestimos-2026-01-01-2026-01-31.ris"');
      expect(ris.body.match(/^TY {2}- /gm)).toHaveLength(titles);
      expect(ris.body.match(/^ER {2}- /gm)).toHaveLength(titles);
      const bib = await call(`/api/emprestimo/historico/exportar?formato=bibtex&${q}`, me.token);
      expect(bib.headers['content-disposition']).toBe('attachment; filename="historico-emprestimos-2026-01-01-2026-01-31.bib"');
      const keys = [...bib.body.matchAll(/^@\w+\{(acervo\d+),/gm)].map((m) => m[1]).sort();
      expect(keys).toEqual([...new Set([first.acervo, second.acervo])].map((c) => `acervo${c}`).sort());
      const empty = await call('/api/emprestimo/historico/exportar?formato=bibtex&dataFim=2020-01-01', me.token);
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toBe('');
    });
  });

  describe('debts', () => {
    it("every debt of the patron, open and paid, with balances per library and overall as '0.00' strings; never another patron's", async () => {
      await setup();
      const a = await patron();
      const b = await patron();
      const loan = await lend(a, '2026-01-05', '2026-01-19', '2026-01-29');
      const insert = (me: Me, lib: number, data: string, valor: string, desconto: string, pago: string, pagamento: string | null, emprestimo: number | null = null, tipo = 'atraso') =>
        h.query<{ cod_debito: number }>(
          `INSERT INTO debitos (cod_pessoa, cod_emprestimo, cod_biblioteca, tipo, motivo, data_debito, valor, desconto, valor_pago, data_pagamento)
           VALUES ($1, $2, $3, $4, 'Multa por atraso na devolução: 10 dia(s).', $5, $6, $7, $8, $9) RETURNING cod_debito`,
          [me.cod_pessoa, emprestimo, lib, tipo, data, valor, desconto, pago, pagamento],
        );
      const [fine] = await insert(a, 1, '2026-01-29', '10.00', '2.00', '0', null, loan.cod);
      const [paid] = await insert(a, 1, '2026-01-10', '5.00', '0', '5.00', '2026-01-15');
      const [other] = await insert(a, 2, '2026-02-01', '45.00', '0', '20.50', null, null, 'dano');
      await insert(b, 3, '2026-02-02', '99.00', '0', '0', null);

      const res = await call('/api/emprestimo/debitos-pendentes', a.token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<DebitosPendentes>();
      expect([...Value.Errors(DebitosPendentes, body)]).toEqual([]);
      expect(body.debitos.map((d) => d.codDebito)).toEqual([other!.cod_debito, fine!.cod_debito, paid!.cod_debito]);
      const [t] = await h.query<{ obra: string }>('SELECT obra FROM titulos WHERE cod_acervo = $1', [loan.acervo]);
      expect(body.debitos[1]).toMatchObject({ tipo: 'atraso', titulo: t?.obra, codBiblioteca: 1, dataDebito: '29/01/2026', valor: '10.00', desconto: '2.00', valorPago: '0.00', dataPagamento: null, saldo: '8.00', pendente: true });
      expect(body.debitos[2]).toMatchObject({ valor: '5.00', valorPago: '5.00', dataPagamento: '15/01/2026', saldo: '0.00', pendente: false });
      expect(body.debitos[0]).toMatchObject({ tipo: 'dano', titulo: null, saldo: '24.50', pendente: true });
      expect(body.totais.geral).toBe('32.50');
      expect(body.totais.porBiblioteca.map((l) => [l.codBiblioteca, l.saldo])).toEqual([
        [1, '8.00'],
        [2, '24.50'],
      ]);

      const bBody = (await call('/api/emprestimo/debitos-pendentes', b.token)).json<DebitosPendentes>();
      expect(bBody.debitos).toHaveLength(1);
      expect(bBody.totais).toEqual({ geral: '99.00', porBiblioteca: [expect.objectContaining({ codBiblioteca: 3, saldo: '99.00' })] });
      const none = (await call('/api/emprestimo/debitos-pendentes', (await patron()).token)).json<DebitosPendentes>();
      expect(none).toEqual({ debitos: [], totais: { geral: '0.00', porBiblioteca: [] }, cpfCadastrado: false });
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`loan history and debts on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}
