import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import type { TituloPendente} from '@estante/api-contract';
import { CalendarioCriado, RenovacaoResponse, TitulosPendentes } from '@estante/api-contract';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, SEED_DATE, TEST_DATABASE_URL } from '../../../test/helpers';
import { DEMO, DEMO_PASSWORDS } from '../../seed/people';
import { MAX_RENEWALS } from '../../seed/circulation';
import { logSerializers } from '../../lib/log';
import { addDays, brDay } from './rules';

// Loans and renewals (PERGAMUM-API.md shapes), every refusal, the patron's own loans only, the
// calendar feed, and concurrent renewals. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
if (!TEST_DATABASE_URL) console.info('[emprestimo tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

type Me = { cod_pessoa: number; token: string };
type Loan = { cod_emprestimo: number; cod_exemplar: number; cod_biblioteca: number; cod_acervo: number };
const NOON = new Date(`${SEED_DATE}T12:00:00Z`);
const errorsOf = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);

function cases(h: AuthHarness, concurrent: boolean) {
  let app: FastifyInstance;
  const inject = (o: Parameters<AuthHarness['inject']>[0]) => h.inject(o, app);
  const auth = (token: string | null, lang = '1') => ({ lang, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  const pending = (me: Me, details = true, lang = '1') =>
    inject({ method: 'GET', url: `/api/emprestimo/titulos-pendentes${details ? '?showDetails=1' : ''}`, headers: auth(me.token, lang) });
  const renew = (token: string | null, payload: unknown, lang = '1') => inject({ method: 'POST', url: '/api/emprestimo/renovacao', headers: auth(token, lang), payload: payload as object });
  const item = (l: Loan) => ({ codExemplar: l.cod_exemplar, codBibliotecaExemplar: l.cod_biblioteca });
  const loanRow = async (cod: number) =>
    (await h.query<{ due: string; qtde: number }>(`SELECT to_char(data_devolucao_prevista, 'YYYY-MM-DD') AS due, qtde_renovacoes AS qtde FROM emprestimos WHERE cod_emprestimo = $1`, [cod]))[0];

  async function signIn(login: string, password: string, cod: number): Promise<Me> {
    const res = await h.login(login, password, {}, app);
    expect(res.statusCode, res.body).toBe(200);
    return { cod_pessoa: cod, token: res.json<Pair>().access_token };
  }
  async function patron(category = '01'): Promise<Me> {
    const p = await h.person({ category });
    return signIn(p.login, p.password, p.cod_pessoa);
  }
  /** Lends a copy on the shelf (a title not used yet) to `me`: due `dueIn` days from the seed date, `qtde` renewals. */
  const used = new Set<number>();
  async function lend(me: Me, dueIn: number, qtde = 0): Promise<Loan> {
    const copies = await h.query<Loan>(
      `SELECT e.cod_exemplar, e.cod_biblioteca, e.cod_acervo FROM exemplares e
       WHERE e.situacao = 'disponivel' AND e.tipo_emprestimo = 'Normal'
         AND NOT EXISTS (SELECT 1 FROM reservas r WHERE r.cod_acervo = e.cod_acervo AND r.situacao = 'fila')
       ORDER BY e.cod_exemplar LIMIT 400`,
    );
    const c = copies.find((x) => !used.has(x.cod_acervo));
    if (!c) throw new Error('no copy left');
    used.add(c.cod_acervo);
    const [row] = await h.query<{ cod_emprestimo: number }>(
      `INSERT INTO emprestimos (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, qtde_renovacoes)
       VALUES ($1, $2, $3::date - 10, $3::date + $4::int, $5) RETURNING cod_emprestimo`,
      [c.cod_exemplar, me.cod_pessoa, SEED_DATE, dueIn, qtde],
    );
    await h.query(`UPDATE exemplares SET situacao = 'emprestado', data_devolucao_prevista = $2::date + $3::int WHERE cod_exemplar = $1`, [c.cod_exemplar, SEED_DATE, dueIn]);
    return { ...c, cod_emprestimo: row?.cod_emprestimo ?? 0 };
  }
  async function queue(other: Me, l: Loan) {
    await h.query(
      `INSERT INTO reservas (cod_acervo, cod_pessoa, cod_biblioteca, situacao, posicao_fila, data_reserva) VALUES ($1, $2, $3, 'fila', 1, now())`,
      [l.cod_acervo, other.cod_pessoa, l.cod_biblioteca],
    );
  }
  const debt = (me: Me, daysAgo: number) =>
    h.query(`INSERT INTO debitos (cod_pessoa, motivo, data_debito, valor) VALUES ($1, 'Atraso', $2::date - $3::int, 5)`, [me.cod_pessoa, SEED_DATE, daysAgo]);

  it('prepares an app whose clock is the seed date', async () => {
    app = await h.appWith({ now: () => NOON });
  });

  describe('titulos-pendentes', () => {
    it("PERGAMUM-API.md's shape exactly without showDetails (dd/mm/yyyy, the count a string); details added, never renamed", async () => {
      const me = await patron();
      const l = await lend(me, 5, 1);
      const plain = await pending(me, false);
      expect(plain.statusCode, plain.body).toBe(200);
      const titulo = (await h.query<{ obra: string }>('SELECT obra FROM titulos WHERE cod_acervo = $1', [l.cod_acervo]))[0]?.obra;
      expect(plain.json()).toEqual({
        titulos: [{ descricao: titulo, dataDevolucaoPrevista: brDay(addDays(SEED_DATE, 5)), qtdeRenovacoes: '1', reservado: false, codExemplar: l.cod_exemplar, codBibliotecaExemplar: l.cod_biblioteca }],
      });
      const body = (await pending(me)).json<TitulosPendentes>();
      expect(errorsOf(TitulosPendentes, body)).toEqual([]);
      const [d] = body.titulos;
      expect(d).toMatchObject({
        descricao: titulo,
        dataDevolucaoPrevista: brDay(addDays(SEED_DATE, 5)),
        qtdeRenovacoes: '1',
        codEmprestimo: l.cod_emprestimo,
        codAcervo: l.cod_acervo,
        dataEmprestimo: brDay(addDays(SEED_DATE, -10)),
        limiteRenovacoes: MAX_RENEWALS,
        atrasado: false,
        diasAtraso: 0,
        renovavel: true,
        motivo: null,
      });
    });

    it('Rafael (seed): a loan reserved by another patron that is neither overdue nor at the limit, and two renewable ones', async () => {
      const rafael = await signIn('20240005', DEMO_PASSWORDS.leitura, DEMO.rafael);
      const { titulos } = (await pending(rafael)).json<TitulosPendentes>();
      expect(titulos.filter((t) => t.reservado && t.motivo === 'RESERVADO').length).toBeGreaterThanOrEqual(1);
      expect(titulos.filter((t) => t.renovavel).length).toBeGreaterThanOrEqual(2);
      const policies = await h.query<{ n: number }>('SELECT count(*)::int AS n FROM politicas_circulacao WHERE limite_renovacoes <> $1', [MAX_RENEWALS]);
      expect(policies[0]?.n).toBe(0);
    });

    it('overdue loans carry their days late; every reason said in the request language', async () => {
      const me = await patron();
      const late = await lend(me, -3);
      const res = await pending(me, true, '5');
      const t = res.json<TitulosPendentes>().titulos.find((x) => x.codExemplar === late.cod_exemplar) as TituloPendente;
      expect(t).toMatchObject({ atrasado: true, diasAtraso: 3, renovavel: false, motivo: 'EMPRESTIMO_ATRASADO' });
      expect(t.mensagemMotivo).toMatch(/overdue/i);
    });
  });

  describe('renovacao', () => {
    it('renews: new due date = today + the loan period, count + 1, the copy too; again the same day: same answer, not renewed twice', async () => {
      const me = await patron('01'); // 14 days
      const l = await lend(me, 2);
      const res = await renew(me.token, [item(l)]);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<RenovacaoResponse>();
      expect(errorsOf(RenovacaoResponse, body)).toEqual([]);
      const due = addDays(SEED_DATE, 14);
      expect(body.resultados).toEqual([expect.objectContaining({ ...item(l), renovado: true, dataDevolucaoPrevista: brDay(due), qtdeRenovacoes: '1' })]);
      expect(body.message).toBe('1 de 1 renovados.');
      expect(await loanRow(l.cod_emprestimo)).toEqual({ due, qtde: 1 });
      const copy = await h.query<{ d: string }>(`SELECT to_char(data_devolucao_prevista, 'YYYY-MM-DD') AS d FROM exemplares WHERE cod_exemplar = $1`, [l.cod_exemplar]);
      expect(copy[0]?.d).toBe(due);
      // Renewed today up to the limit: still listed as renewable (asking again answers renewed, same date), on another day refused.
      const last = await lend(me, 2, 1);
      expect((await renew(me.token, [item(last)])).json<RenovacaoResponse>().resultados[0]).toMatchObject({ renovado: true, qtdeRenovacoes: '2' });
      const listed = (await pending(me)).json<TitulosPendentes>().titulos.find((x) => x.codExemplar === last.cod_exemplar);
      expect(listed).toMatchObject({ qtdeRenovacoes: '2', renovavel: true, motivo: null });
      await h.query('UPDATE emprestimos SET data_ultima_renovacao = data_ultima_renovacao - 1 WHERE cod_emprestimo = $1', [last.cod_emprestimo]);
      expect((await pending(me)).json<TitulosPendentes>().titulos.find((x) => x.codExemplar === last.cod_exemplar)).toMatchObject({ renovavel: false, motivo: 'LIMITE_RENOVACOES' });
      const again = (await renew(me.token, [item(l), item(l)])).json<RenovacaoResponse>();
      expect(again.resultados.map((r) => [r.renovado, r.dataDevolucaoPrevista, r.qtdeRenovacoes])).toEqual([
        [true, brDay(due), '1'],
        [true, brDay(due), '1'],
      ]);
      expect(await loanRow(l.cod_emprestimo)).toEqual({ due, qtde: 1 });
    });

    it('a result per item in the order asked: reserved, limit, overdue, not found (another library code too); the renewable ones renewed', async () => {
      const me = await patron();
      const other = await patron();
      const [ok1, reserved, limit, overdue, ok2] = [await lend(me, 3), await lend(me, 4), await lend(me, 5, 2), await lend(me, -1), await lend(me, 6)];
      await queue(other, reserved);
      const wrongLibrary = { codExemplar: ok2.cod_exemplar, codBibliotecaExemplar: ok2.cod_biblioteca + 1000 };
      const res = await renew(me.token, [item(reserved), item(ok1), item(limit), item(overdue), { codExemplar: 999999, codBibliotecaExemplar: 1 }, wrongLibrary, item(ok2)], '3');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<RenovacaoResponse>();
      expect(body.resultados.map((r) => [r.codExemplar, r.renovado, r.codigo ?? null])).toEqual([
        [reserved.cod_exemplar, false, 'RESERVADO'],
        [ok1.cod_exemplar, true, null],
        [limit.cod_exemplar, false, 'LIMITE_RENOVACOES'],
        [overdue.cod_exemplar, false, 'EMPRESTIMO_ATRASADO'],
        [999999, false, 'EMPRESTIMO_NAO_ENCONTRADO'],
        [ok2.cod_exemplar, false, 'EMPRESTIMO_NAO_ENCONTRADO'],
        [ok2.cod_exemplar, true, null],
      ]);
      expect(body.resultados[0]?.mensagem).toMatch(/reservado por otro usuario/);
      expect(body.message).toBe('2 de 7 renovados.');
      expect(await loanRow(reserved.cod_emprestimo)).toEqual({ due: addDays(SEED_DATE, 4), qtde: 0 });
      expect(await loanRow(limit.cod_emprestimo)).toEqual({ due: addDays(SEED_DATE, 5), qtde: 2 });
    });

    it('blocked (bloqueio, or a debt unpaid since 30 days ago: the rule of holds) before debts (newer): nothing renewed', async () => {
      const blocked = await patron();
      const old = await patron();
      const recent = await patron();
      const loans = [await lend(blocked, 5), await lend(old, 5), await lend(recent, 5)];
      await h.query('UPDATE pessoas SET bloqueio = true WHERE cod_pessoa = $1', [blocked.cod_pessoa]);
      await debt(old, 30);
      await debt(recent, 29);
      const codes = [];
      for (const [i, me] of [blocked, old, recent].entries()) {
        const r = (await renew(me.token, [item(loans[i] as Loan)], '5')).json<RenovacaoResponse>().resultados[0];
        codes.push([r?.renovado, r?.codigo]);
        expect(await loanRow((loans[i] as Loan).cod_emprestimo)).toEqual({ due: addDays(SEED_DATE, 5), qtde: 0 });
      }
      expect(codes).toEqual([
        [false, 'USUARIO_BLOQUEADO'],
        [false, 'USUARIO_BLOQUEADO'],
        [false, 'DEBITOS_PENDENTES'],
      ]);
    });

    it('Ana (seed, blocked by her old fine): every loan refused as blocked, nothing changes', async () => {
      const ana = await signIn('20240001', DEMO_PASSWORDS.leitura, DEMO.ana);
      const { titulos } = (await pending(ana)).json<TitulosPendentes>();
      expect(titulos.length).toBeGreaterThan(0);
      const before = await h.query('SELECT cod_emprestimo, data_devolucao_prevista, qtde_renovacoes FROM emprestimos WHERE cod_pessoa = $1 ORDER BY 1', [DEMO.ana]);
      const body = (await renew(ana.token, titulos.map((t) => ({ codExemplar: t.codExemplar, codBibliotecaExemplar: t.codBibliotecaExemplar })))).json<RenovacaoResponse>();
      expect(new Set(body.resultados.map((r) => r.codigo))).toEqual(new Set(['USUARIO_BLOQUEADO']));
      expect(await h.query('SELECT cod_emprestimo, data_devolucao_prevista, qtde_renovacoes FROM emprestimos WHERE cod_pessoa = $1 ORDER BY 1', [DEMO.ana])).toEqual(before);
    });

    it("A cannot renew nor read B's loans: B's copy in A's body is 'not found' and B's loan is unchanged", async () => {
      const a = await patron();
      const b = await patron();
      const bLoan = await lend(b, 5);
      const r = (await renew(a.token, [item(bLoan)])).json<RenovacaoResponse>().resultados[0];
      expect(r).toMatchObject({ renovado: false, codigo: 'EMPRESTIMO_NAO_ENCONTRADO' });
      expect(r?.descricao).toBeUndefined();
      expect(await loanRow(bLoan.cod_emprestimo)).toEqual({ due: addDays(SEED_DATE, 5), qtde: 0 });
      expect((await pending(a)).json<TitulosPendentes>().titulos).toEqual([]);
    });

    it('422 for an empty list ("pick an item to renew", pt/en/es) and beyond 100 items; 400 for a body that is not the array', async () => {
      const me = await patron();
      const msgs = [];
      for (const lang of ['1', '5', '3']) {
        const res = await renew(me.token, [], lang);
        expect(res.statusCode).toBe(422);
        msgs.push(res.json<{ message: string }>().message);
      }
      expect(msgs).toEqual(['Selecione um item para renovar.', 'Pick an item to renew.', 'Seleccione un ítem para renovar.']);
      const many = Array.from({ length: 101 }, (_, i) => ({ codExemplar: i + 1, codBibliotecaExemplar: 1 }));
      expect((await renew(me.token, many)).statusCode).toBe(422);
      expect((await renew(me.token, { codExemplar: 1, codBibliotecaExemplar: 1 })).statusCode).toBe(400);
    });

    it('no token or the public token: 401 on every call', async () => {
      const pub = await h.publicToken(app);
      for (const token of [null, pub]) {
        expect((await inject({ method: 'GET', url: '/api/emprestimo/titulos-pendentes', headers: auth(token) })).statusCode).toBe(401);
        expect((await renew(token, [{ codExemplar: 1, codBibliotecaExemplar: 1 }])).statusCode).toBe(401);
        for (const method of ['GET', 'POST', 'DELETE'] as const) {
          expect((await inject({ method, url: '/api/emprestimo/calendario', headers: auth(token) })).statusCode).toBe(401);
        }
      }
    });

    it('a category without the loans page gets 403', async () => {
      const me = await patron();
      await h.query(`DELETE FROM permissoes_categoria WHERE cod_modulo = 571 AND cod_atividade = 5711 AND cod_categoria = '07'`);
      await h.query(`UPDATE pessoas SET cod_categoria = '07' WHERE cod_pessoa = $1`, [me.cod_pessoa]);
      expect((await pending(me)).statusCode).toBe(403);
      expect((await renew(me.token, [{ codExemplar: 1, codBibliotecaExemplar: 1 }])).statusCode).toBe(403);
    });
  });

  describe('the calendar feed', () => {
    const feedPath = (url: string) => new URL(url).pathname;
    const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

    it('create, fetch (one all-day event per open loan on its due date, a reminder), another key 404, rotate (old 404), revoke (404)', async () => {
      const me = await patron();
      const [l1, l2] = [await lend(me, 4), await lend(me, 9, 1)];
      expect((await inject({ method: 'GET', url: '/api/emprestimo/calendario', headers: auth(me.token) })).json()).toEqual({ ativo: false, criadoEm: null });
      const made = await inject({ method: 'POST', url: '/api/emprestimo/calendario', headers: { ...auth(me.token), host: 'api.example:3000' } });
      expect(made.statusCode, made.body).toBe(200);
      const c = made.json<CalendarioCriado>();
      expect(errorsOf(CalendarioCriado, c)).toEqual([]);
      expect(c.url).toMatch(/^http:\/\/api\.example:3000\/api\/emprestimo\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await inject({ method: 'GET', url: '/api/emprestimo/calendario', headers: auth(me.token) })).json()).toMatchObject({ ativo: true });
      const stored = await h.query<{ n: number }>(`SELECT count(*)::int AS n FROM calendarios_emprestimo WHERE position(convert_to($1, 'UTF8') in chave_sha256) > 0`, [c.url.split('/').pop()?.replace('.ics', '')]);
      expect(stored[0]?.n).toBe(0);

      const feed = await inject({ method: 'GET', url: feedPath(c.url) });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
      expect(feed.headers['cache-control']).toMatch(/no-store/);
      const text = unfold(feed.body);
      const starts = [...text.matchAll(/^DTSTART;VALUE=DATE:(\d{8})\r?$/gm)].map((m) => m[1]);
      const api = (await pending(me)).json<TitulosPendentes>().titulos.map((t) => t.dataDevolucaoPrevista.split('/').reverse().join(''));
      expect(starts.sort()).toEqual(api.sort());
      expect(text.match(/^BEGIN:VEVENT/gm)).toHaveLength(2);
      expect(text.match(/^BEGIN:VALARM/gm)).toHaveLength(2);
      expect(text).toContain(`UID:emprestimo-${l1.cod_emprestimo}@`);
      expect(text).toContain(`UID:emprestimo-${l2.cod_emprestimo}@`);
      expect(text).toMatch(/^SUMMARY:Devolver: /m);
      expect(text).toMatch(/Renovações: 1 de 2/);

      const other = await patron();
      const theirs = (await inject({ method: 'POST', url: '/api/emprestimo/calendario', headers: auth(other.token) })).json<CalendarioCriado>();
      expect((await inject({ method: 'GET', url: feedPath(theirs.url) })).body).not.toContain(`emprestimo-${l1.cod_emprestimo}@`);
      expect((await inject({ method: 'GET', url: '/api/emprestimo/calendario/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(404);
      expect((await inject({ method: 'GET', url: '/api/emprestimo/calendario/x.ics' })).statusCode).toBe(404);

      const rotated = (await inject({ method: 'POST', url: '/api/emprestimo/calendario', headers: auth(me.token) })).json<CalendarioCriado>();
      expect(rotated.url).not.toBe(c.url);
      expect((await inject({ method: 'GET', url: feedPath(c.url) })).statusCode).toBe(404);
      expect((await inject({ method: 'GET', url: feedPath(rotated.url) })).statusCode).toBe(200);
      const revoked = await inject({ method: 'DELETE', url: '/api/emprestimo/calendario', headers: auth(me.token) });
      expect(revoked.json()).toEqual({ ativo: false, criadoEm: null });
      const gone = await inject({ method: 'GET', url: feedPath(rotated.url) });
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toBe((await inject({ method: 'GET', url: '/api/emprestimo/calendario/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).body);
    });

    it('the feed is written in the language the patron made it in (pt, en, es), whatever language fetches it; making it again in another changes it', async () => {
      const me = await patron();
      await lend(me, 5);
      const make = async (lang: string) =>
        (await inject({ method: 'POST', url: '/api/emprestimo/calendario', headers: { ...auth(me.token), lang } })).json<CalendarioCriado>();
      // A calendar application sends no language header; a browser might send another: neither counts.
      const fetchFeed = async (url: string, headers: Record<string, string> = {}) => unfold((await inject({ method: 'GET', url: feedPath(url), headers })).body);
      const expected = {
        '1': { summary: /^SUMMARY:Devolver: .+$/m, description: /^DESCRIPTION:Biblioteca: .+\. Renovações: 0 de 2\.\r?$/m, alarm: /^DESCRIPTION:Devolver amanhã: /m, name: /^X-WR-CALNAME:Devoluções da biblioteca\r?$/m },
        '5': { summary: /^SUMMARY:Return: .+$/m, description: /^DESCRIPTION:Library: .+\. Renewals: 0 of 2\.\r?$/m, alarm: /^DESCRIPTION:Return tomorrow: /m, name: /^X-WR-CALNAME:Library due dates\r?$/m },
        '3': { summary: /^SUMMARY:Devolver: .+$/m, description: /^DESCRIPTION:Biblioteca: .+\. Renovaciones: 0 de 2\.\r?$/m, alarm: /^DESCRIPTION:Devolver mañana: /m, name: /^X-WR-CALNAME:Devoluciones de la biblioteca\r?$/m },
      } as const;
      for (const lang of ['5', '3', '1'] as const) {
        const c = await make(lang);
        for (const text of [await fetchFeed(c.url), await fetchFeed(c.url, { lang: lang === '1' ? '5' : '1' })]) {
          const want = expected[lang];
          expect(text).toMatch(want.summary);
          expect(text).toMatch(want.description);
          expect(text).toMatch(want.alarm);
          expect(text).toMatch(want.name);
        }
      }
      expect(await h.query('SELECT idioma FROM calendarios_emprestimo WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([{ idioma: 'pt' }]);
    });

    it("the address is the site's public one: PUBLIC_URL whatever the request names; without it, X-Forwarded-Host/-Proto only from the trusted proxy", async () => {
      const me = await patron();
      const l = await lend(me, 6);
      const forged = { ...auth(me.token), host: '127.0.0.1:8090', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
      const configured = await h.appWith({ now: () => NOON }, { publicUrl: 'https://biblioteca.example.edu' });
      const pub = (await h.inject({ method: 'POST', url: '/api/emprestimo/calendario', headers: forged }, configured)).json<CalendarioCriado>();
      expect(pub.url).toMatch(/^https:\/\/biblioteca\.example\.edu\/api\/emprestimo\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
      const feed = unfold((await h.inject({ method: 'GET', url: feedPath(pub.url), headers: { host: '127.0.0.1:8090', 'x-forwarded-host': 'evil.example' } }, configured)).body);
      expect(feed).toContain(`UID:emprestimo-${l.cod_emprestimo}@biblioteca.example.edu`);
      expect(feed).not.toContain('evil.example');

      // No PUBLIC_URL: the shell's proxy (on loopback, TRUST_PROXY's default) says where the site is ...
      const proxied = { ...auth(me.token), host: '127.0.0.1:8090', 'x-forwarded-host': 'biblioteca.local:8080', 'x-forwarded-proto': 'https' };
      const viaProxy = await inject({ method: 'POST', url: '/api/emprestimo/calendario', headers: proxied, remoteAddress: '127.0.0.1' });
      expect(viaProxy.json<CalendarioCriado>().url).toMatch(/^https:\/\/biblioteca\.local:8080\/api\/emprestimo\/calendario\//);
      // ... a client elsewhere cannot: its X-Forwarded-Host is not believed
      const direct = await inject({ method: 'POST', url: '/api/emprestimo/calendario', headers: { ...forged, host: 'api.example:3000' }, remoteAddress: '203.0.113.7' });
      expect(direct.json<CalendarioCriado>().url).toMatch(/^http:\/\/api\.example:3000\/api\/emprestimo\/calendario\//);
    });

    it('the request log never shows the key', () => {
      const key = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
      const line = logSerializers.req({ method: 'GET', url: `/api/emprestimo/calendario/${key}.ics`, host: 'h', ip: '::1' } as never);
      expect(JSON.stringify(line)).not.toContain(key);
      expect(line.url).toMatch(/^\/api\/emprestimo\/calendario\//);
    });
  });

  describe.skipIf(!concurrent)('at once (PostgreSQL)', () => {
    it('10 renewals of one loan at once renew it once; two "renew all" at once renew each loan once', async () => {
      const me = await patron();
      const l = await lend(me, 2);
      const answers = await Promise.all(Array.from({ length: 10 }, () => renew(me.token, [item(l)])));
      const due = brDay(addDays(SEED_DATE, 14));
      for (const a of answers) expect(a.json<RenovacaoResponse>().resultados[0]).toMatchObject({ renovado: true, dataDevolucaoPrevista: due, qtdeRenovacoes: '1' });
      expect(await loanRow(l.cod_emprestimo)).toEqual({ due: addDays(SEED_DATE, 14), qtde: 1 });

      const all = [await lend(me, 3), await lend(me, 4, 1), await lend(me, 5)];
      const body = all.map(item);
      const both = await Promise.all([renew(me.token, body), renew(me.token, [...body].reverse())]);
      for (const b of both) expect(b.json<RenovacaoResponse>().resultados.every((r) => r.renovado)).toBe(true);
      const rows = await Promise.all(all.map((x) => loanRow(x.cod_emprestimo)));
      expect(rows.map((r) => r?.qtde)).toEqual([1, 2, 1]);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`emprestimo on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend), backend.name.startsWith('PostgreSQL'));
  });
}
