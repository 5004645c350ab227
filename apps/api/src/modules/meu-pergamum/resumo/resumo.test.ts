import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { Resumo } from '@estante/api-contract';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../../test/auth-helpers';
import { BACKENDS } from '../../../../test/helpers';

// The personal area's summary: the caller's loans due soon, released holds, open debts and unread
// alerts only, and only the parts the caller's category may see.

type Me = { cod_pessoa: number; token: string };

async function patron(h: AuthHarness, category = '01'): Promise<Me> {
  const p = await h.person({ category });
  const res = await h.login(p.login, p.password);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token };
}

const summary = async (h: AuthHarness, token: string | null) =>
  h.inject({ method: 'GET', url: '/api/meu-pergamum/resumo', headers: token ? { authorization: `Bearer ${token}` } : {} });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const br = (iso: string) => iso.split('-').reverse().join('/');

function cases(h: AuthHarness) {
  /** Copies on no open loan, a new batch for each call. */
  let taken = 0;
  async function freeCopies(n: number): Promise<{ cod_exemplar: number; cod_acervo: number; obra: string }[]> {
    const rows = await h.query<{ cod_exemplar: number; cod_acervo: number; obra: string }>(
      `SELECT e.cod_exemplar, e.cod_acervo, t.obra FROM exemplares e JOIN titulos t USING (cod_acervo)
        WHERE NOT EXISTS (SELECT 1 FROM emprestimos l WHERE l.cod_exemplar = e.cod_exemplar AND l.data_devolucao IS NULL)
          AND NOT EXISTS (SELECT 1 FROM reservas r WHERE r.cod_acervo = e.cod_acervo AND r.situacao IN ('fila', 'liberada'))
        ORDER BY e.cod_exemplar OFFSET $1 LIMIT $2`,
      [taken, n],
    );
    taken += n;
    return rows;
  }
  const lend = (cod_pessoa: number, cod_exemplar: number, due: string, returned: string | null = null) =>
    h.query('INSERT INTO emprestimos (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, data_devolucao) VALUES ($1, $2, $3, $4, $5)', [
      cod_exemplar,
      cod_pessoa,
      day(-20),
      due,
      returned,
    ]);

  it('a visitor (no token, the public token) gets 401', async () => {
    expect((await summary(h, null)).statusCode).toBe(401);
    expect((await summary(h, await h.publicToken())).statusCode).toBe(401);
  });

  it("a new patron's summary is empty, every part present", async () => {
    const me = await patron(h);
    const res = await summary(h, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ emprestimos: { abertos: 0, vencendo: [] }, reservas: { liberadas: [] }, debitos: { quantidade: 0, total: '0.00' }, alertas: { nao_lidos: 0 } });
  });

  it("patron A sees A's loans due within 3 days or overdue, released holds, open debt balance and unread alerts; never B's", async () => {
    const a = await patron(h);
    const b = await patron(h);
    const [c1, c2, c3, c4, c5, c6, c7] = await freeCopies(7);
    await lend(a.cod_pessoa, c1!.cod_exemplar, day(-5)); // overdue
    await lend(a.cod_pessoa, c2!.cod_exemplar, day(3)); // due in 3 days
    await lend(a.cod_pessoa, c3!.cod_exemplar, day(4)); // not yet
    await lend(a.cod_pessoa, c4!.cod_exemplar, day(-9), day(-10)); // returned: not open
    await lend(b.cod_pessoa, c5!.cod_exemplar, day(-1)); // B's overdue
    const lib = await h.query<{ cod_biblioteca: number; desc_biblioteca: string }>('SELECT cod_biblioteca, desc_biblioteca FROM bibliotecas ORDER BY 1 LIMIT 1');
    const hold = (who: number, acervo: number, situacao: string, limite: string | null) =>
      h.query(
        `INSERT INTO reservas (cod_acervo, cod_pessoa, cod_biblioteca, situacao, posicao_fila, data_reserva, data_liberacao, data_limite_retirada)
         VALUES ($1, $2, $3, $4, $5, now(), $6, $7)`,
        [acervo, who, lib[0]!.cod_biblioteca, situacao, situacao === 'fila' ? 1 : null, limite ? day(-1) : null, limite],
      );
    await hold(a.cod_pessoa, c6!.cod_acervo, 'liberada', day(2));
    await hold(b.cod_pessoa, c7!.cod_acervo, 'liberada', day(1));
    const debt = (who: number, valor: number, desconto: number, pago: number) =>
      h.query("INSERT INTO debitos (cod_pessoa, tipo, motivo, data_debito, valor, desconto, valor_pago) VALUES ($1, 'atraso', 'Multa', $2, $3, $4, $5)", [
        who,
        day(-3),
        valor,
        desconto,
        pago,
      ]);
    await debt(a.cod_pessoa, 12.5, 0, 0);
    await debt(a.cod_pessoa, 10, 2, 3); // 5.00 left
    await debt(a.cod_pessoa, 7, 0, 7); // paid
    await debt(b.cod_pessoa, 99, 0, 0);
    const alert = (who: number, lido: boolean) =>
      h.query("INSERT INTO alertas (cod_pessoa, tipo, dados, data_alerta, lido, data_leitura) VALUES ($1, 'devolucao_proxima', '{}', now(), $2, $3)", [
        who,
        lido,
        lido ? new Date().toISOString() : null,
      ]);
    await alert(a.cod_pessoa, false);
    await alert(a.cod_pessoa, false);
    await alert(a.cod_pessoa, true);
    await alert(b.cod_pessoa, false);

    const res = await summary(h, a.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Resumo>();
    expect([...Value.Errors(Resumo, body)]).toEqual([]);
    expect(body).toEqual({
      emprestimos: {
        abertos: 3,
        vencendo: [
          { cod_emprestimo: expect.any(Number), cod_acervo: c1!.cod_acervo, titulo: c1!.obra, data_devolucao: br(day(-5)), atrasado: true },
          { cod_emprestimo: expect.any(Number), cod_acervo: c2!.cod_acervo, titulo: c2!.obra, data_devolucao: br(day(3)), atrasado: false },
        ],
      },
      reservas: { liberadas: [{ cod_reserva: expect.any(Number), cod_acervo: c6!.cod_acervo, titulo: c6!.obra, desc_biblioteca: lib[0]!.desc_biblioteca, data_limite_retirada: br(day(2)) }] },
      debitos: { quantidade: 2, total: '17.50' },
      alertas: { nao_lidos: 2 },
    });
    const theirs = (await summary(h, b.token)).json<Resumo>();
    expect(theirs).toMatchObject({ emprestimos: { abertos: 1 }, debitos: { quantidade: 1, total: '99.00' }, alertas: { nao_lidos: 1 } });
    expect(theirs.reservas?.liberadas.map((r) => r.titulo)).toEqual([c7!.obra]);
  });

  it("a part whose page the category may not see is null (the category's permission removed)", async () => {
    const me = await patron(h, '14');
    expect((await summary(h, me.token)).json<Resumo>().debitos).not.toBeNull();
    await h.query("DELETE FROM permissoes_categoria WHERE cod_categoria = '14' AND cod_modulo = 571 AND cod_atividade IN (5711, 5713)");
    try {
      const body = (await summary(h, me.token)).json<Resumo>();
      expect(body.emprestimos).toBeNull();
      expect(body.debitos).toBeNull();
      expect(body.reservas).toEqual({ liberadas: [] });
      expect(body.alertas).toEqual({ nao_lidos: 0 });
    } finally {
      await h.query("INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade) VALUES ('14', 571, 5711), ('14', 571, 5713)");
    }
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`the personal area summary on ${backend.name}`, () => {
    cases(useAuthHarness(backend));
  });
}
