import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { Gru, type HistoricoErrorResponse } from '@estante/api-contract';
import { Clock, useAuthHarness, type AuthHarness, type Pair } from '../../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../../test/helpers';
import { codigoBarrasValido, linhaDigitavelValida } from './febraban';

// The payment slip (GRU, SPEC.md §7): only of the patron's own open balance, its value that balance,
// FEBRABAN check digits, and one slip for a double click (on PostgreSQL: real concurrency).

type Me = { cod_pessoa: number; token: string };
const TODAY = '2026-03-10';

function cases(h: AuthHarness, concurrent: boolean) {
  let app: FastifyInstance;
  const ready = async () => {
    app ??= await h.appWith({ now: new Clock(Date.parse(`${TODAY}T12:00:00Z`)).now });
  };
  const post = (token: string | null, payload: Record<string, unknown>, lang = '1') =>
    h.inject({ method: 'POST', url: '/api/unidade-informacao/gru', headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload }, app);
  async function patron(cpf: string | null = '12345678909'): Promise<Me> {
    const p = await h.person({ name: 'Otília Brandão Rezende' });
    if (cpf) await h.query('UPDATE pessoas SET cpf = $1 WHERE cod_pessoa = $2', [cpf, p.cod_pessoa]);
    const res = await h.login(p.login, p.password, {}, app);
    expect(res.statusCode, res.body).toBe(200);
    return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token };
  }
  const owe = (me: Me, lib: number, valor: string, desconto = '0', pago = '0') =>
    h.query(
      `INSERT INTO debitos (cod_pessoa, cod_biblioteca, tipo, motivo, data_debito, valor, desconto, valor_pago) VALUES ($1, $2, 'atraso', 'Multa por atraso', '2026-02-01', $3, $4, $5)`,
      [me.cod_pessoa, lib, valor, desconto, pago],
    );
  const slips = (me: Me) => h.query<{ cod_gru: number; valor: string; cod_biblioteca: number }>('SELECT cod_gru, valor::text AS valor, cod_biblioteca FROM grus WHERE cod_pessoa = $1', [me.cod_pessoa]);

  it('a visitor (no token, or the public token) gets 401, and nothing is stored', async () => {
    await ready();
    const before = await h.query<{ n: number }>('SELECT count(*)::int AS n FROM grus');
    for (const token of [null, await h.publicToken(app)]) expect((await post(token, { valor: '5.00', codBiblioteca: 1 })).statusCode).toBe(401);
    expect(await h.query('SELECT count(*)::int AS n FROM grus')).toEqual(before);
  });

  it("the slip of the open balance at a library: FEBRABAN digits that verify, the beneficiary, the patron's name and masked CPF", async () => {
    await ready();
    const me = await patron('12345678909');
    await owe(me, 4, '10.00', '2.00');
    await owe(me, 4, '5.00', '0', '0.50');
    await owe(me, 4, '3.00', '0', '3.00'); // paid
    await owe(me, 1, '7.00'); // another library
    const res = await post(me.token, { valor: '12.50', codBiblioteca: 4 });
    expect(res.statusCode, res.body).toBe(201);
    const slip = res.json<Gru>();
    expect([...Value.Errors(Gru, slip)]).toEqual([]);
    const [lib] = await h.query<{ desc_biblioteca: string }>('SELECT desc_biblioteca FROM bibliotecas WHERE cod_biblioteca = 4');
    expect(slip).toMatchObject({
      valor: '12.50',
      codBiblioteca: 4,
      biblioteca: lib?.desc_biblioteca,
      dataEmissao: '10/03/2026',
      vencimento: '15/03/2026',
      beneficiario: { nome: 'Universidade Federal da Estante', sigla: 'UFE' },
      pagador: { nome: 'Otília Brandão Rezende', cpf: '***.456.789-**' },
    });
    expect(slip.codigoBarras.slice(0, 3)).toBe('856');
    expect(slip.codigoBarras.slice(4, 15)).toBe('00000001250');
    expect(slip.codigoBarras.slice(19)).toBe(`20260315${slip.referencia}`);
    expect(codigoBarrasValido(slip.codigoBarras)).toBe(true);
    expect(linhaDigitavelValida(slip.linhaDigitavel)).toBe(true);
    expect([0, 12, 24, 36].map((i) => slip.linhaDigitavel.slice(i, i + 11)).join('')).toBe(slip.codigoBarras);
    expect(await slips(me)).toEqual([{ cod_gru: slip.codGru, valor: '12.50', cod_biblioteca: 4 }]);

    // Asked again (as a number, or written with a comma) while it is open: the same slip, 200.
    for (const valor of [12.5, '12,50']) {
      const again = await post(me.token, { valor, codBiblioteca: '4' });
      expect(again.statusCode).toBe(200);
      expect(again.json<Gru>()).toEqual(slip);
    }
    expect(await slips(me)).toHaveLength(1);
  });

  it('a value other than the open balance is 422 on valor (the balance named as R$ in every language); nothing open there is 422 on codBiblioteca', async () => {
    await ready();
    const me = await patron();
    await owe(me, 2, '6.00');
    await owe(me, 3, '4.00', '0', '4.00');
    for (const [lang, text] of [
      ['1', 'O valor da GRU deve ser o saldo em aberto nesta biblioteca: R$ 6,00.'],
      ['5', 'The slip must be for the open balance at this library: R$ 6,00.'],
      ['3', 'El valor de la GRU debe ser el saldo pendiente en esta biblioteca: R$ 6,00.'],
    ] as const) {
      const res = await post(me.token, { valor: '5.00', codBiblioteca: 2 }, lang);
      expect(res.statusCode).toBe(422);
      expect(res.json<HistoricoErrorResponse>()).toEqual({ message: text, campo: 'valor' });
    }
    for (const [body, campo] of [
      [{ valor: '4.00', codBiblioteca: 3 }, 'codBiblioteca'], // paid off
      [{ valor: '1.00', codBiblioteca: 999 }, 'codBiblioteca'], // no such library
      [{ valor: '6.00', codBiblioteca: 'x' }, 'codBiblioteca'],
      [{ valor: 'seis', codBiblioteca: 2 }, 'valor'],
      [{ valor: '-6.00', codBiblioteca: 2 }, 'valor'],
    ] as const) {
      const res = await post(me.token, body, '5');
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<HistoricoErrorResponse>().campo).toBe(campo);
    }
    expect(await slips(me)).toEqual([]);
  });

  it("patron A cannot make a slip of B's debts: a library where only B owes is 422 for A, and nothing is stored for either", async () => {
    await ready();
    const a = await patron();
    const b = await patron();
    await owe(a, 1, '3.00');
    await owe(b, 2, '9.00');
    const res = await post(a.token, { valor: '9.00', codBiblioteca: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json<HistoricoErrorResponse>()).toMatchObject({ campo: 'codBiblioteca', codigo: 'SEM_DEBITOS' });
    expect(await slips(a)).toEqual([]);
    expect(await slips(b)).toEqual([]);
    // B's own slip is B's; A asking for A's balance gets a slip of A.
    const mine = await post(a.token, { valor: '3.00', codBiblioteca: 1 });
    expect(mine.statusCode).toBe(201);
    expect(await slips(b)).toEqual([]);
  });

  it('a new balance makes a new slip; the old one stays as it was', async () => {
    await ready();
    const me = await patron();
    await owe(me, 1, '2.00');
    const first = (await post(me.token, { valor: '2.00', codBiblioteca: 1 })).json<Gru>();
    await owe(me, 1, '1.50');
    const second = await post(me.token, { valor: '3.50', codBiblioteca: 1 });
    expect(second.statusCode).toBe(201);
    expect(second.json<Gru>().codGru).not.toBe(first.codGru);
    expect(second.json<Gru>().referencia).not.toBe(first.referencia);
    expect((await slips(me)).map((s) => s.valor).sort()).toEqual(['2.00', '3.50']);
  });

  it.skipIf(!concurrent)('ten clicks at once make one slip: one 201, the others 200 with the same slip', async () => {
    await ready();
    const me = await patron();
    await owe(me, 3, '11.00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(me.token, { valor: '11.00', codBiblioteca: 3 })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<Gru>().codGru)).size).toBe(1);
    expect(await slips(me)).toHaveLength(1);
  });

  it('the database itself refuses a second slip of the same patron, library and value on one day', async () => {
    await ready();
    const me = await patron();
    await owe(me, 1, '4.00');
    const slip = (await post(me.token, { valor: '4.00', codBiblioteca: 1 })).json<Gru>();
    await expect(
      h.query(
        `INSERT INTO grus (cod_pessoa, cod_biblioteca, referencia, valor, data_emissao, vencimento, codigo_barras, linha_digitavel)
         SELECT cod_pessoa, cod_biblioteca, '99999999999999999', valor, data_emissao, vencimento, codigo_barras, linha_digitavel FROM grus WHERE cod_gru = $1`,
        [slip.codGru],
      ),
    ).rejects.toThrow(/grus_mesmo_dia_idx|unique/i);
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`payment slip on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend), backend.name.startsWith('PostgreSQL') && TEST_DATABASE_URL !== undefined);
  });
}
