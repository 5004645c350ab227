import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ARGON2, useAuthHarness, type Pair } from '../../test/auth-helpers';
import { BACKENDS } from '../../test/helpers';
import { seedDeskClient } from '../seed/desk';
import { runDesk } from './desk-command';

// The desk command against a real listening server: check out with a patron's loan token, return
// with a hold waiting, release, mark a request ready; usage and exit codes.
const SECRET = 'cli-desk-secret-0123456789abcdef';

describe('desk', () => {
  const h = useAuthHarness(BACKENDS[0]!);
  let apiUrl = '';
  beforeAll(async () => {
    await seedDeskClient(h.db(), { OAUTH_DESK_CLIENT_SECRET: SECRET }, TEST_ARGON2);
    apiUrl = await h.app().listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.app().close());

  const run = async (args: string[], secret: string | null = SECRET) => {
    const lines: string[] = [];
    const code = await runDesk(args, { apiUrl, secret: secret ?? undefined, out: (l) => lines.push(l) });
    return { code, text: lines.join('\n') };
  };
  const patron = async () => {
    const p = await h.person();
    const res = await h.login(p.login, p.password);
    return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token };
  };
  const loanToken = async (token: string) =>
    (await h.inject({ method: 'POST', url: '/api/emprestimo/token', headers: { authorization: `Bearer ${token}` } })).json<{ token: string }>().token;
  const singleCopy = async (skip: number) =>
    (
      await h.query<{ cod_exemplar: number; cod_acervo: number }>(
        `SELECT e.cod_exemplar, e.cod_acervo FROM exemplares e WHERE e.tipo_emprestimo = 'Normal' AND e.situacao = 'disponivel'
            AND NOT EXISTS (SELECT 1 FROM reservas r WHERE r.cod_acervo = e.cod_acervo AND r.situacao IN ('fila', 'liberada'))
            AND (SELECT count(*) FROM exemplares x WHERE x.cod_acervo = e.cod_acervo) = 1 ORDER BY e.cod_exemplar OFFSET $1 LIMIT 1`,
        [skip],
      )
    )[0]!;

  it('checks out with the loan token, returns with a hold waiting (released to it), and prints what happened; never the token or secret', async () => {
    const copy = await singleCopy(0);
    const borrower = await patron();
    const lt = await loanToken(borrower.token);
    const lent = await run(['checkout', lt, String(copy.cod_exemplar)]);
    expect(lent.code, lent.text).toBe(0);
    expect(lent.text).toMatch(new RegExp(`^copy ${copy.cod_exemplar} ".+" lent to Teresa Quintana Barros \\(patron ${borrower.cod_pessoa}\\): loan \\d+, due \\d{4}-\\d{2}-\\d{2}$`));
    expect(lent.text).not.toContain(lt);
    expect(lent.text).not.toContain(SECRET);
    // The token is used up: a second check-out with it is refused (exit 1, the server's reason).
    const again = await run(['checkout', lt, String((await singleCopy(1)).cod_exemplar)]);
    expect(again.code).toBe(1);
    expect(again.text).toContain('404 BALCAO_TOKEN_INVALIDO Loan token invalid, expired or already used.');

    const waiting = await patron();
    const info = (
      await h.inject({ method: 'GET', url: `/api/reserva/informacoes-iniciais?acervo=${copy.cod_acervo}`, headers: { authorization: `Bearer ${waiting.token}` } })
    ).json<{
      combinacoes: { volume: { valor: string }; tomo: { valor: string }; parte: { valor: string }; material: { valor: string } }[];
      bibliotecas: { cod_biblioteca: number }[];
    }>();
    const c = info.combinacoes[0];
    const placed = await h.inject({
      method: 'POST',
      url: '/api/reserva',
      headers: { authorization: `Bearer ${waiting.token}` },
      payload: { acervo: copy.cod_acervo, volume: c?.volume.valor, tomo: c?.tomo.valor, parte: c?.parte.valor, material: c?.material.valor, biblioteca: info.bibliotecas[0]?.cod_biblioteca },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const hold = placed.json<{ reserva: { cod_reserva: number } }>().reserva.cod_reserva;
    const back = await run(['return', String(copy.cod_exemplar)]);
    expect(back.code, back.text).toBe(0);
    expect(back.text).toContain(`copy ${copy.cod_exemplar}: returned (loan `);
    expect(back.text).toMatch(new RegExp(`released to hold ${hold} \\(patron ${waiting.cod_pessoa}\\), to collect by \\d{4}-\\d{2}-\\d{2}`));
    const second = await run(['return', String(copy.cod_exemplar), '2000000000']);
    expect(second.code).toBe(1);
    expect(second.text).toContain(`copy ${copy.cod_exemplar}: 409 BALCAO_EXEMPLAR_NAO_EMPRESTADO Copy ${copy.cod_exemplar} is not on loan.`);
    expect(second.text).toContain('copy 2000000000: 404 BALCAO_EXEMPLAR_NAO_ENCONTRADO');
  });

  it('marks requests ready and releases; a copy nobody waits for is refused', async () => {
    const [req] = await h.query<{ cod_solicitacao: number }>(`SELECT cod_solicitacao FROM solicitacoes WHERE situacao = 'aguardando' ORDER BY cod_solicitacao LIMIT 1`);
    const done = await run(['ready', String(req?.cod_solicitacao)]);
    expect(done.code, done.text).toBe(0);
    expect(done.text).toMatch(new RegExp(`^request ${req?.cod_solicitacao}: ready to collect \\(patron \\d+\\)$`));
    expect(await h.query('SELECT situacao FROM solicitacoes WHERE cod_solicitacao = $1', [req?.cod_solicitacao])).toEqual([{ situacao: 'disponivel' }]);
    const rel = await run(['release', String((await singleCopy(2)).cod_exemplar)]);
    expect(rel.code).toBe(1);
    expect(rel.text).toContain('409 BALCAO_FILA_VAZIA');
  });

  it('refuses to run without the secret, with a wrong one, or with bad arguments (usage, exit 2)', async () => {
    const none = await run(['return', '1'], null);
    expect(none).toMatchObject({ code: 2 });
    expect(none.text).toContain('OAUTH_DESK_CLIENT_SECRET is not set');
    const wrong = await run(['return', '1'], 'not-it');
    expect(wrong.code).toBe(1);
    expect(wrong.text).toContain('refused the staff client (401): is OAUTH_DESK_CLIENT_SECRET the one');
    for (const args of [[], ['lend', '1'], ['checkout', 'ABCDEFGH'], ['checkout', 'ABCDEFGH', 'x'], ['return'], ['return', '0'], ['ready', '1', 'x'], ['release', '-1']]) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.text).toContain('usage: pnpm --filter @estante/api desk <command>');
    }
  });
});
