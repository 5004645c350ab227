// Load and scale-out (issue 28): mixed traffic — searches, title pages, sign-ins (the password grant,
// argon2id at the seeded accounts' production cost), renewals and holds by several patrons — from
// autocannon on loopback against real PostgreSQL, in three setups:
//   1. one API replica (a fresh database of its own on TEST_DATABASE_URL's server, seeded by its start);
//   2. two replicas on that database behind the shell's server (apps/shell/server.mjs, API_URL with
//      both: its proxy balances between them);
//   3. one replica on a throwaway primary (a copy of that database) with DATABASE_READ_URL on a
//      streaming standby of its own (initdb, pg_basebackup -R; the shared cluster is never touched):
//      the public catalogue's reads go to the standby, a patron's reads after their write to the
//      primary; the standby is stopped halfway and the reads fall back to the primary with no error.
// Every setup: no 5xx, time-out or connection error, and every business answer one a client expects
// (a renewal refused in its body, a hold refused as a duplicate or over the limit…); p50/p99 per route;
// what each replica / server held. CI size: 10 s at 30 connections per setup; --full: 60 s at 100.
// The sign-in's per-IP and per-account limits are raised for the test through the environment
// (OAUTH_IP_RATE_MAX, LOGIN_ACCOUNT_RATE_MAX: every request comes from 127.0.0.1), not in the product.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../test/fresh-database';
import { freePort } from '../../test/sso-helpers';
import { report, size } from '../figures';
import { killHard, publicToken, signIn, startApi, waitReady, WEB_SECRET, type ApiProcess } from './api-process';
import { BIN, countRequests, mixedLoad, primaryAndStandby, standbyCaughtUp, statementsRun, startShell, watchLines, type Cluster, type RouteFigures, type RouteLoad, type ShellProcess } from './load-helpers';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
const CAN_RUN = !!TEST_DATABASE_URL && existsSync(`${BIN}/pg_basebackup`) && process.getuid?.() === 0;
const SECONDS = size(10, 60);
const CONNECTIONS = size(30, 100);
const PASSWORD = 'Leitura#2024';
/** Patrons who sign in, renew and hold (README "Demo accounts"). */
const PATRONS = ['20240002', '20240005', '20210103', '20200042', '20240001'];
const HOLDERS = ['20240002', '20240005', '20210103', '20200042'];
const RENEWERS = ['20240002', '20240005', '20210103', '20240001'];
const TERMS = ['jazz', 'mapa', 'historia', 'brasil', 'musica', 'literatura', 'ciencia', 'arte', 'educacao', 'direito'];
/** The limits of the test's processes: every client is 127.0.0.1 and each account signs in hundreds of times. */
const LOAD_ENV = { OAUTH_IP_RATE_MAX: '100000000', LOGIN_ACCOUNT_RATE_MAX: '100000000', LOG_LEVEL: 'info' };

/** A hold refused for a reason a patron is told (reserva.ts's contract), or placed. */
const HOLD_REFUSALS = new Set(['RESERVA_DUPLICADA', 'LIMITE_RESERVAS_EXCEDIDO', 'EXEMPLARES_DISPONIVEIS', 'EMPRESTIMO_ATIVO', 'NENHUM_EXEMPLAR_RESERVAVEL', 'SEM_EXEMPLARES', 'CATEGORIA_SEM_RESERVA', 'USUARIO_BLOQUEADO']);

interface Fixture {
  titles: number[];
  loans: Map<string, { codExemplar: number; codBibliotecaExemplar: number }[]>;
  holdBodies: string[];
}

describe.skipIf(!CAN_RUN)('load and scale-out (TEST_DATABASE_URL, root and the PostgreSQL 15 binaries; skipped without them)', () => {
  let fresh: FreshDatabase | undefined;
  let work = '';
  let one: ApiProcess | undefined;
  let two: ApiProcess | undefined;
  let shell: ShellProcess | undefined;
  let withStandby: ApiProcess | undefined;
  let pair: { primary: Cluster; standby: Cluster } | undefined;
  let fixture: Fixture;
  const spawned: ApiProcess[] = [];
  const clusters: Cluster[] = [];

  const apiEnv = (databaseUrl: string, name: string, more: Record<string, string> = {}) => ({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(work, `data-${name}`), ...LOAD_ENV, ...more });

  beforeAll(async () => {
    fresh = await createFreshDatabase(TEST_DATABASE_URL ?? '', 'estante_load');
    work = await mkdtemp(path.join(tmpdir(), 'estante-load-'));
    await chmod(work, 0o777);
    one = startApi(await freePort(), apiEnv(fresh.url, 'one'));
    spawned.push(one);
    await waitReady(one, 300_000);

    const db = new pg.Client({ connectionString: fresh.url });
    await db.connect();
    try {
      const titles = (await db.query<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos ORDER BY cod_acervo LIMIT 40')).rows.map((r) => r.cod_acervo);
      const loans = new Map<string, { codExemplar: number; codBibliotecaExemplar: number }[]>();
      for (const login of RENEWERS) {
        const { rows } = await db.query<{ codExemplar: number; codBibliotecaExemplar: number }>(
          `SELECT l.cod_exemplar AS "codExemplar", e.cod_biblioteca AS "codBibliotecaExemplar" FROM emprestimos l JOIN exemplares e USING (cod_exemplar)
            JOIN logins g ON g.cod_pessoa = l.cod_pessoa WHERE g.login = $1 AND l.data_devolucao IS NULL ORDER BY l.cod_emprestimo`,
          [login],
        );
        if (rows.length > 0) loans.set(login, rows);
      }
      expect(loans.size, 'patrons with loans to renew').toBeGreaterThanOrEqual(2);
      // Titles a holder may hold (holdable copies, none on the shelf), each with the choice the hold form sends.
      const { rows: holdable } = await db.query<{ cod_acervo: number }>(
        `SELECT t.cod_acervo FROM titulos t
          WHERE EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo AND e.permite_reserva)
            AND NOT EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo AND e.situacao = 'disponivel')
          ORDER BY t.cod_acervo LIMIT 8`,
      );
      const bruno = await signIn(one.base, '20240002', PASSWORD);
      const holdBodies: string[] = [];
      for (const { cod_acervo } of holdable) {
        const info = (await (await fetch(`${one.base}/api/reserva/informacoes-iniciais?acervo=${cod_acervo}`, { headers: { authorization: `Bearer ${bruno}` } })).json()) as {
          combinacoes?: { volume: { valor: string }; tomo: { valor: string }; parte: { valor: string }; material: { valor: string } }[];
          bibliotecas?: { cod_biblioteca: number }[];
        };
        const c = info.combinacoes?.[0];
        const b = info.bibliotecas?.[0];
        if (!c || !b) continue;
        holdBodies.push(JSON.stringify({ acervo: cod_acervo, biblioteca: b.cod_biblioteca, volume: c.volume.valor, tomo: c.tomo.valor, parte: c.parte.valor, material: c.material.valor }));
      }
      expect(holdBodies.length, 'holdable titles').toBeGreaterThanOrEqual(3);
      fixture = { titles, loans, holdBodies };
    } finally {
      await db.end();
    }
  }, 360_000);

  afterAll(async () => {
    await shell?.stop();
    for (const api of spawned) await killHard(api);
    for (const c of clusters.reverse()) {
      try {
        c.stop('immediate');
      } catch {
        // not running
      }
    }
    await fresh?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  }, 120_000);

  /** The mixed traffic against `base` (an API, or the shell in front of replicas), its tokens signed in there. */
  async function routes(base: string): Promise<RouteLoad[]> {
    const visitor = await publicToken(base);
    const tokens = new Map<string, string>();
    for (const login of PATRONS) tokens.set(login, await signIn(base, login, PASSWORD));
    const json = (login: string) => ({ authorization: `Bearer ${tokens.get(login)}`, 'content-type': 'application/json' });
    const share = (fraction: number) => Math.max(1, Math.round(CONNECTIONS * fraction));
    return [
      {
        name: 'search',
        connections: share(0.35),
        requests: TERMS.map((t) => ({ method: 'GET', path: `/api/consulta?termo_pesquisa=${t}`, headers: { authorization: `Bearer ${visitor}` } })),
        expected: (status) => status === 200,
      },
      {
        name: 'title',
        connections: share(0.25),
        requests: fixture.titles.flatMap((id) => [
          { method: 'GET' as const, path: `/api/acervo/${id}`, headers: { authorization: `Bearer ${visitor}` } },
          { method: 'GET' as const, path: `/api/acervo/${id}/pagina`, headers: { authorization: `Bearer ${visitor}` } },
        ]),
        expected: (status) => status === 200,
      },
      {
        name: 'sign-in',
        connections: share(0.1),
        requests: PATRONS.map((username) => ({
          method: 'POST',
          path: '/oauth/token',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ grant_type: 'password', client_id: 'estante-web', client_secret: WEB_SECRET, username, password: PASSWORD }),
        })),
        expected: (status) => status === 200,
      },
      {
        name: 'renewal',
        connections: share(0.15),
        requests: [...fixture.loans].map(([login, items]) => ({ method: 'POST', path: '/api/emprestimo/renovacao', headers: json(login), body: JSON.stringify(items) })),
        // Renewed or refused per loan in the body (idempotent per day): always 200.
        expected: (status) => status === 200,
      },
      {
        name: 'hold',
        connections: share(0.15),
        requests: HOLDERS.flatMap((login) => fixture.holdBodies.map((body) => ({ method: 'POST' as const, path: '/api/reserva', headers: json(login), body }))),
        expected: (status, codigo) => status === 201 || status === 200 || ((status === 409 || status === 422 || status === 403) && codigo !== undefined && HOLD_REFUSALS.has(codigo)),
      },
    ];
  }

  /** Reports every route of a setup and checks them: no error, every answer one a client expects. */
  function check(setup: string, figures: RouteFigures[], more: Record<string, number | string> = {}) {
    const total = figures.reduce((n, f) => n + f.requests, 0);
    for (const f of figures) {
      report('reliability', `load ${setup}: ${f.name}`, { cases: f.requests, failures: f.errors + f.unexpected, p50_ms: f.p50_ms, p99_ms: f.p99_ms, errors: f.errors, unexpected: f.unexpected });
    }
    const failures = figures.reduce((n, f) => n + f.errors + f.unexpected, 0);
    report('reliability', `load ${setup}: all routes`, { cases: total, failures, req_per_s: Math.round(total / SECONDS), connections: CONNECTIONS, seconds: SECONDS, ...more });
    for (const f of figures) {
      expect(f.requests, `${setup} ${f.name}: requests`).toBeGreaterThan(0);
      expect({ route: f.name, errors: f.errors, unexpected: f.unexpected, answers: f.answers }).toEqual({ route: f.name, errors: 0, unexpected: 0, answers: f.answers });
    }
    return total;
  }

  it(`one API replica: ${SECONDS} s at ${CONNECTIONS} connections, no error`, async () => {
    const api = one!;
    const served = countRequests(api);
    const load = await routes(api.base);
    const before = served();
    const figures = await mixedLoad(api.base, load, SECONDS);
    const held = (await served.settled()) - before;
    const total = check('one replica', figures, { replica_1: held });
    expect(held).toBeGreaterThanOrEqual(total);
    expect(api.alive()).toBe(true);
  }, 300_000);

  it(`two API replicas behind the shell's proxy: ${SECONDS} s at ${CONNECTIONS} connections, both serve, no error`, async () => {
    two = startApi(await freePort(), apiEnv(fresh!.url, 'two', { SKIP_SEED: '1' }));
    spawned.push(two);
    await waitReady(two, 120_000);
    shell = await startShell(await freePort(), `${one!.base},${two.base}`, WEB_SECRET, work);
    const served = [countRequests(one!), countRequests(two)];
    const load = await routes(shell.base);
    const before = served.map((s) => s());
    const figures = await mixedLoad(shell.base, load, SECONDS);
    const after = [await served[0]!.settled(), await served[1]!.settled()];
    const held = after.map((n, i) => n - (before[i] ?? 0));
    const sum = held[0]! + held[1]!;
    const total = check('two replicas behind the shell', figures, { replica_1: held[0]!, replica_2: held[1]!, replica_1_share: Math.round((100 * held[0]!) / sum), replica_2_share: Math.round((100 * held[1]!) / sum) });
    expect(sum).toBeGreaterThanOrEqual(total);
    // Round-robin: each replica holds a fair part (not all on one).
    for (const h of held) expect(h / sum).toBeGreaterThan(0.3);
    expect(one!.alive() && two.alive()).toBe(true);
  }, 300_000);

  it(`one replica reading from a streaming standby, stopped halfway: public reads on the standby, a patron's own writes read back from the primary, no error on fallback`, async () => {
    // CPU for this setup: the other processes go.
    await shell?.stop();
    shell = undefined;
    for (const api of [one, two]) if (api) await killHard(api);
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    pair = await primaryAndStandby(work, primaryPort, standbyPort, fresh!.url, 'estante', clusters);
    // A password in the addresses (trust ignores it): the log must never show it.
    const primaryUrl = `postgres://postgres:load-primary-secret@127.0.0.1:${primaryPort}/estante`;
    const standbyUrl = `postgres://postgres:load-standby-secret@127.0.0.1:${standbyPort}/estante`;
    await standbyCaughtUp(primaryUrl, standbyUrl);
    withStandby = startApi(await freePort(), apiEnv(primaryUrl, 'standby', { SKIP_SEED: '1', DATABASE_READ_URL: standbyUrl, DATABASE_READ_RETRY_MS: '1000' }));
    spawned.push(withStandby);
    const standbyLog = watchLines(withStandby, /read standby|load-(primary|standby)-secret/);
    await waitReady(withStandby, 120_000);
    const api = withStandby;
    expect(await (await fetch(`${api.base}/ready`)).json()).toEqual({ status: 'ok', standby: 'in use' });

    // Routing: a public search is answered by the standby (its statements grow, the primary's do not).
    const visitor = await publicToken(api.base);
    const [p0, s0] = [await statementsRun(primaryUrl), await statementsRun(standbyUrl)];
    for (const t of TERMS) expect((await fetch(`${api.base}/api/consulta?termo_pesquisa=${t}`, { headers: { authorization: `Bearer ${visitor}` } })).status).toBe(200);
    const [p1, s1] = [await statementsRun(primaryUrl), await statementsRun(standbyUrl)];
    expect(s1 - s0, 'statements of the searches on the standby').toBeGreaterThanOrEqual(2 * TERMS.length);
    expect(p1 - p0, 'statements of the searches on the primary').toBe(0);

    // A patron's read after their own write sees it (the primary), however far the standby lags.
    const patron = await signIn(api.base, '20240002', PASSWORD);
    const auth = { authorization: `Bearer ${patron}`, 'content-type': 'application/json' };
    for (const id of fixture.titles.slice(0, 5)) {
      expect((await fetch(`${api.base}/api/acervo/cesta-permanente`, { method: 'PUT', headers: auth, body: JSON.stringify({ acervo: id }) })).status).toBe(200);
      const basket = (await (await fetch(`${api.base}/api/acervo/cesta-permanente/colecao`, { headers: auth })).json()) as { cod_acervo: number }[];
      expect(basket.map((b) => b.cod_acervo), 'the title just kept').toContain(id);
    }

    const load = await routes(api.base);
    const before = { primary: await statementsRun(primaryUrl), standby: await statementsRun(standbyUrl) };
    let standbyHeld = 0;
    let stoppedAt = 0;
    const t0 = Date.now();
    const figures = await mixedLoad(api.base, load, SECONDS, async () => {
      await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2));
      standbyHeld = (await statementsRun(standbyUrl)) - before.standby;
      pair!.standby.stop('fast');
      stoppedAt = Date.now() - t0;
    });
    const primaryHeld = (await statementsRun(primaryUrl)) - before.primary;
    expect(api.alive(), `the API died under the standby's stop:\n${api.lines.slice(-30).join('\n')}`).toBe(true);
    const ready = (await (await fetch(`${api.base}/ready`)).json()) as { standby?: string };
    check('one replica with a standby (stopped halfway)', figures, {
      primary_statements: primaryHeld,
      standby_statements_first_half: standbyHeld,
      standby_share_first_half: Math.round((100 * standbyHeld) / (standbyHeld + primaryHeld)),
      standby_stopped_at_ms: stoppedAt,
    });
    expect(standbyHeld, 'the standby answered the public reads of the first half').toBeGreaterThan(0);
    expect(ready.standby).toBe('unavailable');
    expect(standbyLog.some((l) => l.includes(`read standby postgres://postgres:***@127.0.0.1:${standbyPort}/estante unavailable`)), standbyLog.join('\n')).toBe(true);

    // The standby back: after the back-off the public reads go to it again.
    pair.standby.start();
    await standbyCaughtUp(primaryUrl, standbyUrl);
    await new Promise((r) => setTimeout(r, 1200));
    const s2 = await statementsRun(standbyUrl);
    for (const t of TERMS) expect((await fetch(`${api.base}/api/consulta?termo_pesquisa=${t}`, { headers: { authorization: `Bearer ${visitor}` } })).status).toBe(200);
    expect((await statementsRun(standbyUrl)) - s2, 'reads on the standby once it is back').toBeGreaterThan(TERMS.length);
    expect(await (await fetch(`${api.base}/ready`)).json()).toEqual({ status: 'ok', standby: 'in use' });
    expect(standbyLog.some((l) => l.includes('answers again'))).toBe(true);
    expect(standbyLog.filter((l) => /load-(primary|standby)-secret/.test(l)), 'passwords in the log').toEqual([]);
    expect(api.alive()).toBe(true);
  }, 400_000);
});
