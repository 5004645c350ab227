// PostgreSQL restarted under load (issue 28, outages): a real API process on a throwaway PostgreSQL
// cluster of this test's own (initdb/pg_ctl in a temp folder, as the postgres user: the shared cluster
// 15/main is never touched) serves steady load (autocannon: searches, a title, a patron's holds), and
// the cluster is restarted underneath (`pg_ctl restart -m fast`, then `-m immediate`). During the outage
// every request fails cleanly: 503 with the translated "temporarily unavailable" message and a
// Retry-After, within a few seconds (no hang), and the API process never dies; GET /ready says not
// ready; once PostgreSQL is back every request succeeds again without restarting the API.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/sso-helpers';
import { FULL, percentile, report, size } from '../figures';
import { killHard, publicToken, signIn, startApi, waitReady, type ApiProcess } from './api-process';

const BIN = '/usr/lib/postgresql/15/bin';
const CAN_RUN = existsSync(`${BIN}/pg_ctl`) && process.getuid?.() === 0 && !!process.env.TEST_DATABASE_URL;
/** Load before, between and after the restarts (seconds). */
const PHASE_S = size(4, 20);
const RESTARTS: ('fast' | 'immediate')[] = FULL ? ['fast', 'immediate', 'fast', 'immediate'] : ['fast', 'immediate'];
const UNAVAILABLE = {
  pt: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
  en: 'The service is temporarily unavailable. Please try again in a moment.',
};

const asPostgres = (args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'pipe', timeout: 120_000 }).toString();

interface Probe {
  at: number;
  ms: number;
  status: number;
  message?: string;
  retryAfter?: string | null;
}

describe.skipIf(!CAN_RUN)('PostgreSQL restarted under load (a throwaway cluster; root and the PostgreSQL 15 binaries)', () => {
  let work = '';
  let pgdata = '';
  let pgPort = 0;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'estante-pg-restart-'));
    await chmod(work, 0o777);
    pgdata = path.join(work, 'pgdata');
    pgPort = await freePort();
    asPostgres([`${BIN}/initdb`, '-D', pgdata, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    asPostgres([`${BIN}/pg_ctl`, '-D', pgdata, '-l', path.join(work, 'pg.log'), '-w', '-o', `-p ${pgPort} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
    await admin.connect();
    await admin.query('CREATE DATABASE estante');
    await admin.end();
    api = startApi(await freePort(), {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/estante`,
      DATA_DIR: path.join(work, 'data'),
      // The courtesy notices' job runner (pg-boss) on, as in a deployment: it must live through the restarts too.
      NOTICES: '1',
      NOTICES_SWEEP_SECONDS: '10',
    });
    await waitReady(api, 300_000);
  }, 320_000);

  afterAll(async () => {
    if (api) await killHard(api);
    if (pgdata && existsSync(pgdata)) {
      try {
        asPostgres([`${BIN}/pg_ctl`, '-D', pgdata, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running
      }
    }
    if (work) await rm(work, { recursive: true, force: true });
  });

  it(`${RESTARTS.join(', ')} restarts under load: clean 503s during the outage, /ready not ready, no error after recovery`, async () => {
    const live = api!;
    const visitor = await publicToken(live.base);
    const patron = await signIn(live.base, '20240002', 'Leitura#2024');
    const routes: { path: string; token: string }[] = [
      { path: '/api/consulta?termo_pesquisa=jazz', token: visitor },
      { path: '/api/acervo/1', token: visitor },
      { path: '/api/consulta?termo_pesquisa=mapa&pagina=2', token: visitor },
      { path: '/api/reserva/historico', token: patron },
    ];
    for (const r of routes) expect((await fetch(`${live.base}${r.path}`, { headers: { authorization: `Bearer ${r.token}` } })).status, r.path).toBe(200);

    // The load: autocannon, every response's status and when it was sent.
    const duration = PHASE_S * (RESTARTS.length + 1) + 6 * RESTARTS.length;
    const responses: { end: number; ms: number; status: number }[] = [];
    const load = autocannon({
      url: live.base,
      connections: 8,
      duration,
      timeout: 10,
      requests: routes.map((r) => ({ method: 'GET', path: r.path, headers: { authorization: `Bearer ${r.token}` } })),
    } as Parameters<typeof autocannon>[0]) as unknown as EventEmitter & PromiseLike<{ errors: number; timeouts: number }>;
    load.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => responses.push({ end: Date.now(), ms, status }));

    // A probe beside it: the body and headers of answers, and a readiness probe.
    const probes: Probe[] = [];
    const ready: Probe[] = [];
    let probing = true;
    const probeLoop = (async () => {
      for (let i = 0; probing; i++) {
        const r = routes[i % routes.length]!;
        const at = Date.now();
        try {
          const res = await fetch(`${live.base}${r.path}`, { headers: { authorization: `Bearer ${r.token}`, lang: i % 2 ? '5' : '1' }, signal: AbortSignal.timeout(10_000) });
          const body = (await res.json()) as { message?: string };
          probes.push({ at, ms: Date.now() - at, status: res.status, ...(res.status >= 400 ? { message: body.message, retryAfter: res.headers.get('retry-after') } : {}) });
        } catch (e) {
          probes.push({ at, ms: Date.now() - at, status: 0, message: String(e) });
        }
        try {
          const res = await fetch(`${live.base}/ready`, { signal: AbortSignal.timeout(10_000) });
          ready.push({ at, ms: Date.now() - at, status: res.status });
        } catch (e) {
          ready.push({ at, ms: Date.now() - at, status: 0, message: String(e) });
        }
        await new Promise((res) => setTimeout(res, 50));
      }
    })();

    // The restarts, each between phases of steady load; the outage is the restart itself, and
    // recovery is the first success after PostgreSQL answers again.
    const outages: { mode: string; from: number; back: number; recovered: number }[] = [];
    for (const mode of RESTARTS) {
      await new Promise((res) => setTimeout(res, PHASE_S * 1000));
      const from = Date.now();
      if (mode === 'fast') {
        asPostgres([`${BIN}/pg_ctl`, '-D', pgdata, '-m', 'fast', '-w', 'stop']);
      } else {
        asPostgres([`${BIN}/pg_ctl`, '-D', pgdata, '-m', 'immediate', '-w', 'stop']);
      }
      // Down for a moment (the load meets a server that is not there), then back.
      await new Promise((res) => setTimeout(res, 1500));
      asPostgres([`${BIN}/pg_ctl`, '-D', pgdata, '-l', path.join(work, 'pg.log'), '-w', '-o', `-p ${pgPort} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
      const back = Date.now();
      let recovered = back;
      for (const until = back + 30_000; Date.now() < until; ) {
        const res = await fetch(`${live.base}/api/consulta?termo_pesquisa=jazz`, { headers: { authorization: `Bearer ${visitor}` } }).catch(() => null);
        if (res?.status === 200) {
          recovered = Date.now();
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      outages.push({ mode, from, back, recovered });
      expect(live.alive(), `the API died during the ${mode} restart:\n${live.lines.slice(-30).join('\n')}`).toBe(true);
    }
    const result = await load;
    probing = false;
    await probeLoop;

    // When a request was in the outage: sent before the API could answer again (plus a second of grace
    // for requests already queued on a broken connection), ending after the stop began.
    const inOutage = (start: number, end: number) => outages.some((o) => end >= o.from && start <= o.recovered + 1000);
    const during = responses.filter((r) => inOutage(r.end - r.ms, r.end));
    const after = responses.filter((r) => !inOutage(r.end - r.ms, r.end) && r.end - r.ms > outages[0]!.from);
    const before = responses.filter((r) => r.end < outages[0]!.from);
    const duringErrors = during.filter((r) => r.status !== 200);
    const afterErrors = after.filter((r) => r.status !== 200);
    const unclean = [...duringErrors.filter((r) => r.status !== 503), ...before.filter((r) => r.status !== 200)];
    const probeErrors = probes.filter((p) => p.status !== 200);
    const badProbes = probeErrors.filter(
      (p) => !inOutage(p.at, p.at + p.ms) || p.status !== 503 || ![UNAVAILABLE.pt, UNAVAILABLE.en].includes(p.message ?? '') || !/^\d+$/.test(p.retryAfter ?? ''),
    );
    const recoveryMs = outages.map((o) => o.recovered - o.back);

    report('reliability', `pg-restart: ${RESTARTS.join('+')} under load${FULL ? '' : ' (CI)'}`, {
      cases: responses.length,
      failures: unclean.length + afterErrors.length + badProbes.length + result.timeouts + (live.alive() ? 0 : 1),
      errors_during_outage: duringErrors.length,
      errors_after_recovery: afterErrors.length,
      unclean_errors: unclean.length,
      timeouts: result.timeouts,
      recovery_ms: Math.max(...recoveryMs),
      outage_ms: Math.max(...outages.map((o) => o.recovered - o.from)),
      p50_ms: percentile(responses.map((r) => r.ms), 50),
      p99_ms: percentile(responses.map((r) => r.ms), 99),
    });

    expect(live.alive(), live.lines.slice(-30).join('\n')).toBe(true);
    expect(before.length, 'requests before the first restart').toBeGreaterThan(50);
    expect(after.length, 'requests after recovery').toBeGreaterThan(50);
    // The outage was felt (else this test proves nothing), as clean 503s only, and no request hung.
    expect(duringErrors.length, 'requests refused during the outages').toBeGreaterThan(0);
    expect(probeErrors.length, 'probes refused during the outages').toBeGreaterThan(0);
    expect(unclean.map((r) => r.status), 'only 503 during the outages, only 200 before').toEqual([]);
    expect(badProbes, 'every refusal a 503 with the message and Retry-After, only during an outage').toEqual([]);
    expect(Math.max(...probes.map((p) => p.ms)), 'slowest probe (no hang)').toBeLessThan(8000);
    expect(result.timeouts, 'load requests that timed out (10 s)').toBe(0);
    expect(afterErrors.map((r) => r.status), 'errors after recovery').toEqual([]);
    // /ready said not ready during each outage and ready again after it.
    for (const o of outages) {
      expect(ready.some((r) => r.at >= o.from && r.at <= o.back && r.status === 503), `/ready 503 during the ${o.mode} restart`).toBe(true);
      expect(ready.some((r) => r.at > o.recovered && r.status === 200), `/ready 200 after the ${o.mode} restart`).toBe(true);
    }
    expect(Math.max(...recoveryMs), 'recovery after PostgreSQL is back (ms)').toBeLessThan(10_000);
  }, 600_000);
});
