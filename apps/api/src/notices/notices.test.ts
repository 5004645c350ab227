import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AlertasResposta } from '@estante/api-contract';
import { Clock, useAuthHarness, type AuthHarness, type Pair } from '../../test/auth-helpers';
import { BACKENDS, SEED_DATE, TEST_DATABASE_URL } from '../../test/helpers';
import { openPostgres, type Db } from '../db/db';
import type { OutboxMessage } from '../lib/outbox';
import { candidates, claim } from './repository';
import { NoticeRunner, type NoticeRunnerOptions } from './runner';

// Courtesy notices (issue 26, deliverable 3; README "Courtesy notices"): a sweep of the job runner
// (pg-boss over the API's database) finds the loans due soon, the loans overdue since today, the holds
// ready to collect and the requests ready, and each patron gets one e-mail and one alert per notice,
// in their language; a second sweep sends nothing; two runners on one PostgreSQL send once; an SMTP
// failure is retried and the e-mail then sent once.
if (!TEST_DATABASE_URL) console.info('[notices tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const LANG = { pt: '1', en: '5', es: '3' } as const;
/** Far after the seed's circulation (2026-03-02): none of the seed's loans, holds or requests is current then. */
const TODAY = '2027-06-15';
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface Patron {
  cod_pessoa: number;
  login: string;
  token: string;
  email: string;
}

function cases(h: AuthHarness, backend: string) {
  const clock = new Clock(Date.parse(`${TODAY}T12:00:00Z`));
  const runners: NoticeRunner[] = [];
  const extraDbs: Db[] = [];
  // Each test's runners stop with it: a runner of another test must not take its jobs.
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
  });
  afterAll(async () => {
    for (const d of extraDbs) await d.close();
    if (backend === 'pg') {
      const [row] = await h.query<{ s: string }>('SELECT current_schema() AS s');
      await h.db().exec(`DROP SCHEMA IF EXISTS "${row?.s}_pgboss" CASCADE`);
    }
  });

  async function runner(more: Partial<NoticeRunnerOptions> = {}): Promise<NoticeRunner> {
    const r = await NoticeRunner.start({
      db: h.db(),
      mail: { outbox: h.outbox },
      now: clock.now,
      log: quiet,
      sweepSeconds: 3600,
      autoSweep: false,
      pollingSeconds: 0.5,
      retryDelaySeconds: 1,
      ...more,
    });
    runners.push(r);
    return r;
  }

  /** Waits until the runners have no send job left (done, or failed for good). */
  async function settle(...rs: NoticeRunner[]): Promise<void> {
    const until = Date.now() + 60_000;
    for (;;) {
      const pending = (await Promise.all(rs.map((r) => r.pending()))).reduce((a, b) => a + b, 0);
      if (pending === 0) return;
      if (Date.now() > until) throw new Error(`notices: ${pending} send job(s) still pending`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  let seq = 0;
  /** A new patron who signed in in `lang` (their notices' language). */
  async function patron(lang: keyof typeof LANG, category = '01'): Promise<Patron> {
    const email = `aviso${++seq}.${Date.now() % 100000}@estante.example`;
    const p = await h.person({ emails: [email], category });
    const res = await h.token({ grant_type: 'password', client_id: 'estante-web', username: p.login, password: p.password }, { lang: LANG[lang] });
    expect(res.statusCode, res.body).toBe(200);
    return { cod_pessoa: p.cod_pessoa, login: p.login, token: res.json<Pair>().access_token, email };
  }

  const usedCopies = new Set<number>();
  /** A copy with no open loan (and a hold-able title), not used by this file yet. */
  async function freeCopy(): Promise<{ cod_exemplar: number; cod_acervo: number; obra: string; cod_biblioteca: number; biblioteca: string }> {
    const rows = await h.query<{ cod_exemplar: number; cod_acervo: number; obra: string; cod_biblioteca: number; biblioteca: string }>(
      `SELECT e.cod_exemplar, e.cod_acervo, t.obra, b.cod_biblioteca, b.desc_biblioteca AS biblioteca
         FROM exemplares e JOIN titulos t ON t.cod_acervo = e.cod_acervo JOIN bibliotecas b ON b.cod_biblioteca = e.cod_biblioteca
        WHERE NOT EXISTS (SELECT 1 FROM emprestimos l WHERE l.cod_exemplar = e.cod_exemplar AND l.data_devolucao IS NULL)
        ORDER BY e.cod_exemplar LIMIT 200`,
    );
    const row = rows.find((r) => !usedCopies.has(r.cod_exemplar));
    if (!row) throw new Error('no free copy left');
    usedCopies.add(row.cod_exemplar);
    return row;
  }

  async function loan(p: Patron, due: string) {
    const c = await freeCopy();
    const [row] = await h.query<{ cod_emprestimo: number }>(
      'INSERT INTO emprestimos (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista) VALUES ($1, $2, $3::date, $4::date) RETURNING cod_emprestimo',
      [c.cod_exemplar, p.cod_pessoa, addDays(due, -14), due],
    );
    return { ...c, cod_emprestimo: row!.cod_emprestimo };
  }

  async function releasedHold(p: Patron, released: string, deadline: string) {
    const c = await freeCopy();
    const [row] = await h.query<{ cod_reserva: number }>(
      `INSERT INTO reservas (cod_acervo, cod_exemplar, cod_pessoa, cod_biblioteca, situacao, data_reserva, data_liberacao, data_limite_retirada)
       VALUES ($1, $2, $3, $4, 'liberada', $5::timestamptz, $5::date, $6::date) RETURNING cod_reserva`,
      [c.cod_acervo, c.cod_exemplar, p.cod_pessoa, c.cod_biblioteca, released, deadline],
    );
    return { ...c, cod_reserva: row!.cod_reserva };
  }

  async function readyRequest(p: Patron, updated: string) {
    const c = await freeCopy();
    const [row] = await h.query<{ cod_solicitacao: number }>(
      `INSERT INTO solicitacoes (cod_pessoa, cod_acervo, tipo, situacao, cod_biblioteca, telefone, emails, data_solicitacao, data_atualizacao)
       VALUES ($1, $2, 'retirada', 'disponivel', $3, '(48) 3721-0000', $4, $5::timestamptz, $5::timestamptz) RETURNING cod_solicitacao`,
      [p.cod_pessoa, c.cod_acervo, c.cod_biblioteca, [p.email], updated],
    );
    return { ...c, cod_solicitacao: row!.cod_solicitacao };
  }

  /** Every outbox message to `p` (the outbox names the patron's user code). */
  async function mails(p: Patron): Promise<OutboxMessage[]> {
    const out: OutboxMessage[] = [];
    for (const name of (await readdir(h.outbox)).filter((n) => n.endsWith('.json')).sort()) {
      const m = JSON.parse(await readFile(path.join(h.outbox, name), 'utf8')) as OutboxMessage;
      if (m.login === p.login) out.push(m);
    }
    return out;
  }

  const alerts = async (p: Patron, lang: keyof typeof LANG) => {
    const res = await h.inject({ method: 'GET', url: '/api/solicitacoes/alertas', headers: { authorization: `Bearer ${p.token}`, lang: LANG[lang] } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AlertasResposta>().alertas;
  };

  it('each of the four notices once, e-mail and alert, in the patron’s language (pt, en, es); a second sweep sends nothing; nothing of one patron to another', async () => {
    const r = await runner();
    const ana = await patron('pt');
    const bob = await patron('en');
    const eva = await patron('es');
    // Ana: due in 2 days (the policy's default N), Bob: due yesterday (overdue since today), Eva: both kinds of pickup.
    const soon = await loan(ana, addDays(TODAY, 2));
    const late = await loan(bob, addDays(TODAY, -1));
    const hold = await releasedHold(eva, `${TODAY}T09:00:00Z`, addDays(TODAY, 3));
    const request = await readyRequest(ana, `${TODAY}T10:00:00Z`);
    // Not current: due in 5 days, overdue for a week, a hold whose deadline passed, a request ready a month ago.
    await loan(bob, addDays(TODAY, 5));
    await loan(eva, addDays(TODAY, -7));
    await releasedHold(bob, `${addDays(TODAY, -10)}T09:00:00Z`, addDays(TODAY, -3));
    await readyRequest(eva, `${addDays(TODAY, -30)}T10:00:00Z`);

    const added = await r.sweep();
    expect(added).toBeGreaterThanOrEqual(4);
    await settle(r);

    const anaMail = await mails(ana);
    expect(anaMail.map((m) => m.subject).sort()).toEqual([`Devolução próxima: ${soon.obra}`, `Solicitação disponível: ${request.obra}`]);
    expect(anaMail.every((m) => m.to.length === 1 && m.to[0] === ana.email)).toBe(true);
    const dueText = anaMail.find((m) => m.subject.startsWith('Devolução'))!.text;
    expect(dueText).toMatch(/^Olá, Teresa,\n/);
    expect(dueText).toContain(`O empréstimo de "${soon.obra}" vence em 17 de jun. de 2027. Renove ou devolva até lá.`);
    expect(anaMail.find((m) => m.subject.startsWith('Solicitação'))!.text).toContain(`Sua solicitação de "${request.obra}" está disponível para retirada em ${request.biblioteca}.`);

    const bobMail = await mails(bob);
    expect(bobMail.map((m) => m.subject)).toEqual([`Overdue loan: ${late.obra}`]);
    expect(bobMail[0]!.text).toMatch(/^Hello Teresa,\n/);
    expect(bobMail[0]!.text).toContain(`Your loan of "${late.obra}" has been overdue since Jun 14, 2027. Please return it as soon as possible.`);

    const evaMail = await mails(eva);
    expect(evaMail.map((m) => m.subject)).toEqual([`Reserva disponible para retirar: ${hold.obra}`]);
    expect(evaMail[0]!.text).toContain(`Su reserva de "${hold.obra}" está disponible para retirar en ${hold.biblioteca} hasta el 18 jun 2027.`);

    // The alerts page shows each notice (in the language the page is read in), one per notice, nobody else's.
    const anaAlerts = await alerts(ana, 'pt');
    expect(anaAlerts.map((a) => [a.tipo, a.cod_acervo, a.lido]).sort()).toEqual(
      [
        ['devolucao_proxima', soon.cod_acervo, false],
        ['solicitacao_disponivel', request.cod_acervo, false],
      ].sort(),
    );
    expect(anaAlerts.find((a) => a.tipo === 'devolucao_proxima')?.link).toBe('/meupergamum/emprestimos');
    expect((await alerts(bob, 'en')).map((a) => [a.tipo, a.texto])).toEqual([['emprestimo_atrasado', `Your loan of "${late.obra}" has been overdue since Jun 14, 2027. Please return it as soon as possible.`]]);
    expect((await alerts(eva, 'es')).map((a) => [a.tipo, a.cod_acervo])).toEqual([['reserva_liberada', hold.cod_acervo]]);

    const rows = await h.query<{ tipo: string; situacao: string; tentativas: number; idioma: string }>(
      'SELECT tipo, situacao, tentativas, idioma FROM avisos_cortesia WHERE cod_pessoa = ANY($1) ORDER BY tipo',
      [[ana.cod_pessoa, bob.cod_pessoa, eva.cod_pessoa]],
    );
    expect(rows).toEqual([
      { tipo: 'devolucao_proxima', situacao: 'enviado', tentativas: 1, idioma: 'pt' },
      { tipo: 'emprestimo_atrasado', situacao: 'enviado', tentativas: 1, idioma: 'en' },
      { tipo: 'reserva_liberada', situacao: 'enviado', tentativas: 1, idioma: 'es' },
      { tipo: 'solicitacao_disponivel', situacao: 'enviado', tentativas: 1, idioma: 'pt' },
    ]);

    // A second sweep (the same day, and the next day for the loan due in 2 days) adds nothing.
    expect(await r.sweep()).toBe(0);
    clock.t += 86_400_000;
    try {
      await r.sweep();
      await settle(r);
    } finally {
      clock.t -= 86_400_000;
    }
    expect((await mails(ana)).length).toBe(2);
    expect((await mails(bob)).length).toBe(1);
    expect((await mails(eva)).length).toBe(1);
    expect((await alerts(ana, 'pt')).length).toBe(2);
  });

  it('the language is the one of the last sign-in or personal-data save: signed in in English, saved in Spanish, the notice is Spanish', async () => {
    const r = await runner();
    const p = await patron('en');
    const idioma = async () => (await h.query<{ idioma: string }>('SELECT idioma FROM pessoas WHERE cod_pessoa = $1', [p.cod_pessoa]))[0]?.idioma;
    expect(await idioma()).toBe('en');
    const auth = { authorization: `Bearer ${p.token}` };
    const data = (await h.inject({ method: 'GET', url: '/api/meu-pergamum/dados-pessoais', headers: { ...auth, lang: LANG.en } })).json<Record<string, unknown>>();
    const { cod_pessoa: _c, nome_pessoa: _n, login: _l, ...body } = data;
    const saved = await h.inject({ method: 'PUT', url: '/api/meu-pergamum/dados-pessoais', headers: { ...auth, lang: LANG.es }, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await idioma()).toBe('es');
    // Another patron's save or sign-in does not touch it.
    await patron('pt');
    expect(await idioma()).toBe('es');
    const l = await loan(p, addDays(TODAY, 1));
    await r.sweep();
    await settle(r);
    expect((await mails(p)).map((m) => m.subject)).toEqual([`Devolución próxima: ${l.obra}`]);
  });

  it('a patron who does not accept e-mails gets the alert alone; a loan returned before its job runs gets nothing', async () => {
    const r = await runner();
    const quietPatron = await patron('pt');
    await h.query('UPDATE pessoas SET recebe_email = false WHERE cod_pessoa = $1', [quietPatron.cod_pessoa]);
    const l = await loan(quietPatron, addDays(TODAY, 1));
    const other = await patron('pt');
    const returned = await loan(other, addDays(TODAY, 1));
    await h.query('UPDATE emprestimos SET data_devolucao = $2::date WHERE cod_emprestimo = $1', [returned.cod_emprestimo, TODAY]);
    await r.sweep();
    await settle(r);
    expect(await mails(quietPatron)).toEqual([]);
    expect((await alerts(quietPatron, 'pt')).map((a) => [a.tipo, a.cod_acervo])).toEqual([['devolucao_proxima', l.cod_acervo]]);
    expect(await h.query('SELECT situacao FROM avisos_cortesia WHERE cod_pessoa = $1', [quietPatron.cod_pessoa])).toEqual([{ situacao: 'sem_email' }]);
    expect(await mails(other)).toEqual([]);
    expect(await alerts(other, 'pt')).toEqual([]);
  });

  it('an SMTP failure is retried by the job runner and the e-mail then sent once (a real SMTP server that refuses the first delivery)', async () => {
    const received: string[] = [];
    let refused = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (refused === 0) {
            refused += 1;
            return callback(Object.assign(new Error('Temporary local problem'), { responseCode: 451 }));
          }
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    try {
      const r = await runner({ mail: { outbox: h.outbox, smtp: { url: `smtp://127.0.0.1:${port}`, from: 'Biblioteca <biblioteca@estante.example>' } } });
      const p = await patron('en');
      const l = await loan(p, addDays(TODAY, 2));
      await r.sweep();
      await settle(r);
      expect(refused).toBe(1);
      expect(received).toHaveLength(1);
      const raw = received[0]!;
      expect(raw).toMatch(new RegExp(`^To: ${p.email.replace(/\./g, '\\.')}\\r?$`, 'm'));
      // The subject, as encoded words of base64 UTF-8, read back whole.
      const header = /^Subject: ([\s\S]*?)\r?\n(?=\S)/m.exec(raw)?.[1] ?? '';
      const words = [...header.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1]!, 'base64'));
      const subject = words.length > 0 ? Buffer.concat(words).toString('utf8') : header.replace(/\r?\n\s+/g, ' ');
      expect(subject).toBe(`Due soon: ${l.obra}`);
      expect(raw).toMatch(/^Hello Teresa,\r?$/m);
      const [row] = await h.query<{ situacao: string; tentativas: number; erro: string | null }>('SELECT situacao, tentativas, erro FROM avisos_cortesia WHERE cod_pessoa = $1', [p.cod_pessoa]);
      expect(row).toEqual({ situacao: 'enviado', tentativas: 2, erro: null });
      expect((await alerts(p, 'en')).map((a) => [a.tipo, a.cod_acervo])).toEqual([['devolucao_proxima', l.cod_acervo]]);
      // Later sweeps send nothing more.
      await r.sweep();
      await settle(r);
      expect(received).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('the due-soon notice follows the category’s aviso_vencimento_dias (a professor’s 5 days; 0 turns it off)', async () => {
    const r = await runner();
    const prof = await patron('pt', '04');
    const student = await patron('pt', '01');
    await h.query(`UPDATE politicas_circulacao SET aviso_vencimento_dias = 5 WHERE cod_categoria = '04'`);
    await h.query(`UPDATE politicas_circulacao SET aviso_vencimento_dias = 0 WHERE cod_categoria = '01'`);
    try {
      const profLoan = await loan(prof, addDays(TODAY, 5));
      await loan(student, addDays(TODAY, 1));
      await r.sweep();
      await settle(r);
      expect((await mails(prof)).map((m) => m.subject)).toEqual([`Devolução próxima: ${profLoan.obra}`]);
      expect(await mails(student)).toEqual([]);
    } finally {
      await h.query(`UPDATE politicas_circulacao SET aviso_vencimento_dias = 2 WHERE cod_categoria IN ('01', '04')`);
    }
  });

  it("on the seed's own day (a first start) only what is current is a notice, and a notice uses the alert the seed raised already instead of doubling it", async () => {
    // The end of the seed's day: its requests made ready that day (office hours) are in the past.
    const now = new Date(`${SEED_DATE}T23:59:59Z`);
    const found = await candidates(h.db(), SEED_DATE, now);
    // The seed's circulation has loans due soon, released holds and ready requests on its day.
    expect(new Set(found.map((c) => c.tipo)).size).toBeGreaterThanOrEqual(3);
    const facts = await h.query<{ chave: string; devolucao: string | null; limite: string | null; atualizada: string | null }>(
      `SELECT x.chave,
              (SELECT to_char(l.data_devolucao_prevista, 'YYYY-MM-DD') FROM emprestimos l WHERE x.tipo IN ('devolucao_proxima', 'emprestimo_atrasado') AND l.cod_emprestimo = x.cod_origem AND l.data_devolucao IS NULL) AS devolucao,
              (SELECT to_char(r.data_limite_retirada, 'YYYY-MM-DD') FROM reservas r WHERE x.tipo = 'reserva_liberada' AND r.cod_reserva = x.cod_origem AND r.situacao = 'liberada') AS limite,
              (SELECT s.data_atualizacao::text FROM solicitacoes s WHERE x.tipo = 'solicitacao_disponivel' AND s.cod_solicitacao = x.cod_origem AND s.situacao = 'disponivel') AS atualizada
         FROM jsonb_to_recordset($1::jsonb) AS x(chave text, tipo text, cod_origem int)`,
      [JSON.stringify(found)],
    );
    for (const [i, c] of found.entries()) {
      const f = facts[i]!;
      expect(f.chave).toBe(c.chave);
      if (c.tipo === 'devolucao_proxima') expect(f.devolucao! > SEED_DATE && f.devolucao! <= addDays(SEED_DATE, 2), c.chave).toBe(true);
      if (c.tipo === 'emprestimo_atrasado') expect([addDays(SEED_DATE, -1), addDays(SEED_DATE, -2)], c.chave).toContain(f.devolucao);
      if (c.tipo === 'reserva_liberada') expect(f.limite! >= SEED_DATE, c.chave).toBe(true);
      if (c.tipo === 'solicitacao_disponivel') expect(Date.parse(f.atualizada!) >= now.getTime() - 7 * 86_400_000, c.chave).toBe(true);
    }
    // Held longer than its deadline, overdue for long: none of them.
    const stale = await h.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM reservas WHERE situacao = 'liberada' AND data_limite_retirada < $1::date)
            + (SELECT count(*) FROM emprestimos WHERE data_devolucao IS NULL AND data_devolucao_prevista < $1::date - 2) AS n`,
      [SEED_DATE],
    );
    expect(Number(stale[0]!.n)).toBeGreaterThan(0);
    const keys = new Set(found.map((c) => c.chave));
    expect([...keys].some((k) => (/^emprestimo_atrasado:\d+:(\d{4}-\d{2}-\d{2})$/.exec(k)?.[1] ?? '9999') < addDays(SEED_DATE, -2))).toBe(false);

    // One notice of each kind: its alert is the seed's (the count of the patron's alerts does not move).
    for (const tipo of ['devolucao_proxima', 'reserva_liberada', 'solicitacao_disponivel'] as const) {
      const c = found.find((x) => x.tipo === tipo)!;
      const before = await h.query<{ n: number }>('SELECT count(*)::int AS n FROM alertas WHERE cod_pessoa = $1', [c.cod_pessoa]);
      const got = await claim(h.db(), c, now);
      expect(got.claimed).toBe(true);
      const after = await h.query<{ n: number }>('SELECT count(*)::int AS n FROM alertas WHERE cod_pessoa = $1', [c.cod_pessoa]);
      expect(after[0]!.n, tipo).toBe(before[0]!.n);
      const [row] = await h.query<{ tipo: string }>('SELECT al.tipo FROM avisos_cortesia a JOIN alertas al ON al.cod_alerta = a.cod_alerta WHERE a.chave = $1', [c.chave]);
      expect(row?.tipo).toBe(tipo);
      // Claimed once: a second claim (another replica, a second job) finds it taken.
      expect((await claim(h.db(), c, now)).claimed).toBe(false);
    }
  });

  if (backend === 'pg') {
    it('two API replicas (two runners, each on its own pool) on one PostgreSQL schema: a due-soon loan gets exactly one e-mail and one alert', async () => {
      const [row] = await h.query<{ s: string }>('SELECT current_schema() AS s');
      const second = await openPostgres({ connectionString: TEST_DATABASE_URL!, schema: row!.s, max: 4 });
      extraDbs.push(second);
      const one = await runner();
      const two = await runner({ db: second });
      const p = await patron('pt');
      const l = await loan(p, addDays(TODAY, 2));
      // Both sweep at once, both work.
      await Promise.all([one.sweep(), two.sweep(), one.sweep(), two.sweep()]);
      await settle(one, two);
      expect((await mails(p)).map((m) => m.subject)).toEqual([`Devolução próxima: ${l.obra}`]);
      expect((await alerts(p, 'pt')).length).toBe(1);
      expect(await h.query('SELECT situacao, tentativas FROM avisos_cortesia WHERE cod_pessoa = $1', [p.cod_pessoa])).toEqual([{ situacao: 'enviado', tentativas: 1 }]);

      // Below the job runner: two claims of one notice at once, on two pools, claim it once.
      const q = await patron('pt');
      await loan(q, addDays(TODAY, 1));
      const [c] = await candidates(h.db(), TODAY, clock.now(), q.cod_pessoa);
      const claims = await Promise.all([claim(h.db(), c!, clock.now()), claim(second, c!, clock.now())]);
      expect(claims.map((x) => x.claimed).sort()).toEqual([false, true]);
      expect((await alerts(q, 'pt')).length).toBe(1);
    });
  }
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`courtesy notices on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend), backend.name.startsWith('PostgreSQL') ? 'pg' : 'pglite');
  });
}
