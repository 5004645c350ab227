// Crash safety (issue 28): a real API process on a PostgreSQL database of its own, under concurrent holds
// (POST /api/reserva and their cancellations), renewals (POST /api/emprestimo/renovacao) and payment
// slips (POST /api/unidade-informacao/gru) from several signed-in patrons, is killed with SIGKILL at a
// random moment, then started again on the same database. After each kill: every write answered 2xx
// before the kill is in the database as answered; nothing is half-written (a renewed loan whose copy
// has another due date, a renewal count without its date, a slip whose value is not the balance it
// was issued for, a cancelled hold still holding a place); every title's queue is 1..n.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../test/fresh-database';
import { freePort } from '../../test/sso-helpers';
import { FULL, percentile, report, size } from '../figures';
import { killHard, signIn, startApi, waitReady, type ApiProcess } from './api-process';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
const ROUNDS = size(3, 20);
/** The seed dated today: the loans are current (renewable) and the debts recent. */
const TODAY = new Date().toISOString().slice(0, 10);

interface Patron {
  login: string;
  password: string;
  cod_pessoa: number;
  token?: string;
}
const HOLDERS = ['20240002', '20240005', '20210103', '20200042'];
const RENEWERS = ['20240002', '20240005', '20210103'];
const PAYERS = ['20240001', '20240002', 'P0001'];

interface HoldTitle {
  acervo: number;
  body: Record<string, string | number>;
}
interface AckedHold {
  cod_reserva: number;
  cod_pessoa: number;
  cod_acervo: number;
  cancelled: boolean;
}
interface AckedRenewal {
  cod_pessoa: number;
  codExemplar: number;
  due: string;
  count: number;
}
interface AckedSlip {
  cod_pessoa: number;
  codGru: number;
  codBiblioteca: number;
  referencia: string;
  valor: string;
  codigoBarras: string;
}

describe.skipIf(!TEST_DATABASE_URL)('kill -9 of the API under concurrent holds, renewals and slips, then a restart (TEST_DATABASE_URL)', () => {
  let fresh: FreshDatabase | undefined;
  let work = '';
  let api: ApiProcess | undefined;
  let db: pg.Pool;
  let port = 0;
  const env = () => ({ DATABASE_URL: fresh?.url ?? '', DATA_DIR: path.join(work, 'data'), SEED_DATE: TODAY });

  beforeAll(async () => {
    fresh = await createFreshDatabase(TEST_DATABASE_URL ?? '', 'estante_crash');
    work = await mkdtemp(path.join(tmpdir(), 'estante-crash-'));
    port = await freePort();
    api = startApi(port, env());
    await waitReady(api, 300_000);
    db = new pg.Pool({ connectionString: fresh.url, max: 4 });
  }, 320_000);

  afterAll(async () => {
    if (api) await killHard(api);
    await db?.end().catch(() => undefined);
    await fresh?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it(`${ROUNDS} rounds: no acknowledged write lost, nothing half-written, queues 1..n`, async () => {
    // The fixture: the holders may hold more than the seed gives them (a round leaves open holds behind).
    await db.query('UPDATE politicas_circulacao SET limite_reservas = 100');
    const patrons = new Map<string, Patron>();
    for (const login of new Set([...HOLDERS, ...RENEWERS, ...PAYERS])) {
      const { rows } = await db.query<{ cod_pessoa: number }>('SELECT cod_pessoa FROM logins WHERE login = $1', [login]);
      patrons.set(login, { login, password: login === 'P0001' ? 'Docente#2024' : 'Leitura#2024', cod_pessoa: rows[0]!.cod_pessoa });
    }
    const ids = [...patrons.values()].map((p) => p.cod_pessoa);
    const holderIds = HOLDERS.map((l) => patrons.get(l)!.cod_pessoa);
    // Titles every holder may hold: holdable copies, none on the shelf, none borrowed or held by a holder.
    const { rows: titleRows } = await db.query<{ cod_acervo: number }>(
      `SELECT t.cod_acervo FROM titulos t
        WHERE EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo AND e.permite_reserva)
          AND NOT EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo AND e.situacao = 'disponivel')
          AND NOT EXISTS (SELECT 1 FROM emprestimos l JOIN exemplares e USING (cod_exemplar) WHERE e.cod_acervo = t.cod_acervo AND l.data_devolucao IS NULL AND l.cod_pessoa = ANY($1))
          AND NOT EXISTS (SELECT 1 FROM reservas r WHERE r.cod_acervo = t.cod_acervo AND r.cod_pessoa = ANY($1))
        ORDER BY t.cod_acervo LIMIT 6`,
      [holderIds],
    );
    expect(titleRows.length, 'titles to hold').toBeGreaterThanOrEqual(3);
    // The renewers' open loans, as they are before any round (each round starts from them again).
    const { rows: loanRows } = await db.query<{ cod_emprestimo: number; cod_pessoa: number; cod_exemplar: number; cod_biblioteca: number; due: string; qtde: number; ultima: string | null }>(
      `SELECT l.cod_emprestimo, l.cod_pessoa, l.cod_exemplar, e.cod_biblioteca, to_char(l.data_devolucao_prevista, 'YYYY-MM-DD') AS due,
              l.qtde_renovacoes AS qtde, to_char(l.data_ultima_renovacao, 'YYYY-MM-DD') AS ultima
         FROM emprestimos l JOIN exemplares e USING (cod_exemplar) WHERE l.data_devolucao IS NULL AND l.cod_pessoa = ANY($1) ORDER BY l.cod_emprestimo`,
      [RENEWERS.map((l) => patrons.get(l)!.cod_pessoa)],
    );
    // The payers' open balances per library (what a slip must be issued for).
    const { rows: balanceRows } = await db.query<{ cod_pessoa: number; cod_biblioteca: number; saldo: string }>(
      `SELECT cod_pessoa, cod_biblioteca, sum(valor - desconto - valor_pago)::numeric(10, 2)::text AS saldo FROM debitos
        WHERE cod_pessoa = ANY($1) GROUP BY cod_pessoa, cod_biblioteca HAVING sum(valor - desconto - valor_pago) > 0`,
      [PAYERS.map((l) => patrons.get(l)!.cod_pessoa)],
    );
    expect(balanceRows.length, 'balances to pay').toBeGreaterThan(0);

    const titles: HoldTitle[] = [];
    const totals = { acknowledged: 0, lost: 0, violations: 0, holds: 0, cancels: 0, renewals: 0, slips: 0, unanswered: 0 };
    const latencies: number[] = [];
    const problems: string[] = [];

    for (let round = 1; round <= ROUNDS; round++) {
      // A clean start for the renewals and slips of this round (the API is running: these rows are the test's fixture).
      for (const l of loanRows) {
        await db.query('UPDATE emprestimos SET data_devolucao_prevista = $2, qtde_renovacoes = $3, data_ultima_renovacao = $4 WHERE cod_emprestimo = $1', [l.cod_emprestimo, l.due, l.qtde, l.ultima]);
        await db.query('UPDATE exemplares SET data_devolucao_prevista = $2 WHERE cod_exemplar = $1', [l.cod_exemplar, l.due]);
      }
      await db.query('DELETE FROM grus WHERE cod_pessoa = ANY($1)', [ids]);
      const live = api!;
      for (const p of patrons.values()) p.token = await signIn(live.base, p.login, p.password);
      const bearer = (p: Patron) => ({ authorization: `Bearer ${p.token}` });
      const auth = (p: Patron) => ({ ...bearer(p), 'content-type': 'application/json' });
      if (titles.length === 0) {
        const bruno = patrons.get('20240002')!;
        for (const { cod_acervo } of titleRows) {
          const info = (await (await fetch(`${live.base}/api/reserva/informacoes-iniciais?acervo=${cod_acervo}`, { headers: auth(bruno) })).json()) as {
            pode_reservar: boolean;
            combinacoes: { volume: { valor: string }; tomo: { valor: string }; parte: { valor: string }; material: { valor: string } }[];
            bibliotecas: { cod_biblioteca: number }[];
          };
          const c = info.combinacoes[0];
          const b = info.bibliotecas[0];
          if (!info.pode_reservar || !c || !b) continue;
          titles.push({ acervo: cod_acervo, body: { acervo: cod_acervo, biblioteca: b.cod_biblioteca, volume: c.volume.valor, tomo: c.tomo.valor, parte: c.parte.valor, material: c.material.valor } });
        }
        expect(titles.length, 'holdable titles').toBeGreaterThanOrEqual(3);
      }
      // Holds left open by an earlier round are cancelled first, through the API.
      for (const login of HOLDERS) {
        const p = patrons.get(login)!;
        const { rows } = await db.query<{ cod_reserva: number }>(
          `SELECT cod_reserva FROM reservas WHERE cod_pessoa = $1 AND cod_acervo = ANY($2) AND situacao = 'fila'`,
          [p.cod_pessoa, titles.map((t) => t.acervo)],
        );
        for (const r of rows) expect((await fetch(`${live.base}/api/reserva/${r.cod_reserva}`, { method: 'DELETE', headers: bearer(p) })).status).toBe(200);
      }

      const holds: AckedHold[] = [];
      const renewals: AckedRenewal[] = [];
      const slips: AckedSlip[] = [];
      let stop = false;
      const call = async (url: string, init: RequestInit): Promise<{ status: number; body: unknown } | null> => {
        const t0 = performance.now();
        try {
          const res = await fetch(`${live.base}${url}`, { ...init, signal: AbortSignal.timeout(15_000) });
          const body = (await res.json()) as unknown;
          latencies.push(performance.now() - t0);
          return { status: res.status, body };
        } catch {
          totals.unanswered++;
          return null; // the kill: no answer, nothing acknowledged
        }
      };
      const holdWorker = async (p: Patron) => {
        while (!stop) {
          const t = titles[Math.floor(Math.random() * titles.length)]!;
          const placed = await call('/api/reserva', { method: 'POST', headers: { ...auth(p), 'idempotency-key': randomUUID() }, body: JSON.stringify(t.body) });
          if (placed?.status === 201) {
            const { reserva } = placed.body as { reserva: { cod_reserva: number; cod_acervo: number; posicao_fila: number } };
            const hold: AckedHold = { cod_reserva: reserva.cod_reserva, cod_pessoa: p.cod_pessoa, cod_acervo: reserva.cod_acervo, cancelled: false };
            holds.push(hold);
            if (Math.random() < 0.7) {
              const cancelled = await call(`/api/reserva/${hold.cod_reserva}`, { method: 'DELETE', headers: bearer(p) });
              if (cancelled?.status === 200) hold.cancelled = true;
            }
          } else if (placed !== null && placed.status >= 500) {
            problems.push(`round ${round}: POST /api/reserva answered ${placed.status} ${JSON.stringify(placed.body)}`);
          }
        }
      };
      const renewWorker = async (p: Patron) => {
        const mine = loanRows.filter((l) => l.cod_pessoa === p.cod_pessoa);
        while (!stop && mine.length > 0) {
          const pick = mine.filter(() => Math.random() < 0.5).slice(0, 5);
          const items = (pick.length > 0 ? pick : mine.slice(0, 1)).map((l) => ({ codExemplar: l.cod_exemplar, codBibliotecaExemplar: l.cod_biblioteca }));
          const res = await call('/api/emprestimo/renovacao', { method: 'POST', headers: auth(p), body: JSON.stringify(items) });
          if (res?.status === 200) {
            for (const r of (res.body as { resultados: { renovado: boolean; codExemplar: number; dataDevolucaoPrevista?: string; qtdeRenovacoes?: string }[] }).resultados) {
              if (r.renovado) renewals.push({ cod_pessoa: p.cod_pessoa, codExemplar: r.codExemplar, due: r.dataDevolucaoPrevista ?? '', count: Number(r.qtdeRenovacoes) });
            }
          } else if (res !== null && res.status >= 500) problems.push(`round ${round}: renewal answered ${res.status}`);
        }
      };
      const slipWorker = async (p: Patron) => {
        const mine = balanceRows.filter((b) => b.cod_pessoa === p.cod_pessoa);
        while (!stop && mine.length > 0) {
          const b = mine[Math.floor(Math.random() * mine.length)]!;
          const res = await call('/api/unidade-informacao/gru', { method: 'POST', headers: auth(p), body: JSON.stringify({ codBiblioteca: b.cod_biblioteca, valor: b.saldo }) });
          if (res?.status === 201 || res?.status === 200) {
            const s = res.body as { codGru: number; referencia: string; valor: string; codigoBarras: string };
            slips.push({ cod_pessoa: p.cod_pessoa, codGru: s.codGru, codBiblioteca: b.cod_biblioteca, referencia: s.referencia, valor: b.saldo, codigoBarras: s.codigoBarras });
          } else if (res !== null && res.status >= 500) problems.push(`round ${round}: slip answered ${res.status}`);
          // Delete the patron's slips now and then so that new ones are written (the fixture's move).
          if (Math.random() < 0.3) await db.query('DELETE FROM grus WHERE cod_pessoa = $1 AND cod_gru <> ALL($2)', [p.cod_pessoa, slips.map((s) => s.codGru)]);
        }
      };
      const workers = [
        ...HOLDERS.flatMap((l) => [holdWorker(patrons.get(l)!), holdWorker(patrons.get(l)!)]),
        ...RENEWERS.map((l) => renewWorker(patrons.get(l)!)),
        ...PAYERS.map((l) => slipWorker(patrons.get(l)!)),
      ];
      // The kill point: somewhere between 0.3 s and 2.5 s of load (the writes in flight then get no answer).
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 2200));
      await killHard(live);
      stop = true;
      await Promise.all(workers);

      // The restart on the same database.
      api = startApi(port, env());
      await waitReady(api, 120_000);

      // Every acknowledged write is there, as answered.
      const lost: string[] = [];
      for (const h of holds) {
        const { rows } = await db.query<{ situacao: string; cod_pessoa: number; cod_acervo: number }>('SELECT situacao, cod_pessoa, cod_acervo FROM reservas WHERE cod_reserva = $1', [h.cod_reserva]);
        const row = rows[0];
        if (!row || row.cod_pessoa !== h.cod_pessoa || row.cod_acervo !== h.cod_acervo) lost.push(`hold ${h.cod_reserva}: ${JSON.stringify(row)}`);
        else if (h.cancelled && row.situacao !== 'cancelada') lost.push(`cancellation of hold ${h.cod_reserva}: ${row.situacao}`);
      }
      for (const r of renewals) {
        const { rows } = await db.query<{ due: string; qtde: number; ultima: string | null }>(
          `SELECT to_char(data_devolucao_prevista, 'DD/MM/YYYY') AS due, qtde_renovacoes AS qtde, to_char(data_ultima_renovacao, 'YYYY-MM-DD') AS ultima
             FROM emprestimos WHERE cod_pessoa = $1 AND cod_exemplar = $2 AND data_devolucao IS NULL`,
          [r.cod_pessoa, r.codExemplar],
        );
        const row = rows[0];
        if (!row || row.due !== r.due || row.qtde !== r.count || row.ultima !== TODAY) lost.push(`renewal of copy ${r.codExemplar} (${r.due}, ${r.count}): ${JSON.stringify(row)}`);
      }
      for (const s of slips) {
        const { rows } = await db.query<{ referencia: string; valor: string; codigo_barras: string; cod_biblioteca: number }>(
          'SELECT referencia, valor::text, codigo_barras, cod_biblioteca FROM grus WHERE cod_gru = $1 AND cod_pessoa = $2',
          [s.codGru, s.cod_pessoa],
        );
        const row = rows[0];
        if (!row || row.referencia !== s.referencia || row.valor !== s.valor || row.codigo_barras !== s.codigoBarras || row.cod_biblioteca !== s.codBiblioteca) {
          lost.push(`slip ${s.codGru}: ${JSON.stringify(row)}`);
        }
      }

      // Nothing half-written, queues 1..n.
      const violations: string[] = [];
      const check = async (what: string, sql: string, params: unknown[] = []) => {
        const { rows } = await db.query(sql, params);
        if (rows.length > 0) violations.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
      };
      await check(
        'queue positions not 1..n',
        `SELECT cod_acervo, array_agg(posicao_fila ORDER BY posicao_fila) AS posicoes FROM reservas WHERE situacao = 'fila'
          GROUP BY cod_acervo HAVING min(posicao_fila) <> 1 OR max(posicao_fila) <> count(*) OR count(DISTINCT posicao_fila) <> count(*)`,
      );
      await check('more than one open hold of a patron and title', `SELECT cod_pessoa, cod_acervo FROM reservas WHERE situacao IN ('fila', 'liberada') GROUP BY 1, 2 HAVING count(*) > 1`);
      await check(
        'a hold half-written',
        `SELECT cod_reserva, situacao FROM reservas WHERE (situacao = 'fila' AND posicao_fila IS NULL) OR (situacao <> 'fila' AND posicao_fila IS NOT NULL)
            OR (situacao = 'cancelada' AND (data_cancelamento IS NULL OR motivo_cancelamento IS NULL))
            OR (situacao = 'liberada' AND (cod_exemplar IS NULL OR data_limite_retirada IS NULL))`,
      );
      await check(
        "a renewed loan whose copy has another due date, or a count without its date",
        `SELECT l.cod_emprestimo FROM emprestimos l JOIN exemplares e USING (cod_exemplar)
          WHERE l.data_devolucao IS NULL AND l.cod_pessoa = ANY($1)
            AND (e.data_devolucao_prevista IS DISTINCT FROM l.data_devolucao_prevista OR (l.qtde_renovacoes > 0) <> (l.data_ultima_renovacao IS NOT NULL))`,
        [RENEWERS.map((l) => patrons.get(l)!.cod_pessoa)],
      );
      await check(
        'a slip whose value is not the open balance it was issued for',
        `SELECT g.cod_gru FROM grus g WHERE g.cod_pessoa = ANY($1)
            AND g.valor <> (SELECT sum(d.valor - d.desconto - d.valor_pago) FROM debitos d WHERE d.cod_pessoa = g.cod_pessoa AND d.cod_biblioteca = g.cod_biblioteca)`,
        [ids],
      );
      await check('two slips of one patron, library, value and day', 'SELECT cod_pessoa FROM grus GROUP BY cod_pessoa, cod_biblioteca, valor, data_emissao HAVING count(*) > 1');

      const acknowledged = holds.length + holds.filter((h) => h.cancelled).length + renewals.length + slips.length;
      totals.acknowledged += acknowledged;
      totals.lost += lost.length;
      totals.violations += violations.length;
      totals.holds += holds.length;
      totals.cancels += holds.filter((h) => h.cancelled).length;
      totals.renewals += renewals.length;
      totals.slips += slips.length;
      problems.push(...lost.map((l) => `round ${round} lost: ${l}`), ...violations.map((v) => `round ${round}: ${v}`));
      expect(holds.length, `round ${round}: holds acknowledged`).toBeGreaterThan(0);
    }

    report('reliability', `crash: kill -9 under holds, renewals and slips${FULL ? '' : ' (CI)'}`, {
      cases: ROUNDS,
      failures: totals.lost + totals.violations + problems.filter((p) => p.includes('answered')).length,
      writes_acked: totals.acknowledged,
      writes_lost: totals.lost,
      invariant_violations: totals.violations,
      holds: totals.holds,
      cancels: totals.cancels,
      renewals: totals.renewals,
      slips: totals.slips,
      unanswered: totals.unanswered,
      p50_ms: percentile(latencies, 50),
      p99_ms: percentile(latencies, 99),
    });
    expect(problems).toEqual([]);
    expect(totals.renewals, 'renewals acknowledged').toBeGreaterThan(0);
    expect(totals.slips, 'slips acknowledged').toBeGreaterThan(0);
  }, 600_000);
});
