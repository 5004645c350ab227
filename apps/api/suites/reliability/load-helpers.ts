// Helpers of load.test.ts: the mixed traffic (one autocannon instance per route, run together, so each
// route has its own latency figures), the shell's server in a process of its own in front of several
// API replicas, a throwaway PostgreSQL primary with a streaming standby, and per-server counts.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_DIR, type ApiProcess } from './api-process';

export const BIN = '/usr/lib/postgresql/15/bin';
export const REPO = path.resolve(API_DIR, '../..');

export const asPostgres = (args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'pipe', timeout: 180_000 }).toString();

// ---------------------------------------------------------------------------------------------
// Mixed traffic.

export interface RouteLoad {
  name: string;
  connections: number;
  requests: { method: 'GET' | 'POST' | 'PUT'; path: string; headers?: Record<string, string>; body?: string }[];
  /** The answers a client should get here (status, and `codigo` for a refusal): anything else is a failure. */
  expected: (status: number, codigo: string | undefined) => boolean;
}

export interface RouteFigures {
  name: string;
  requests: number;
  /** 5xx, timeouts and connection errors. */
  errors: number;
  /** Answers outside `expected` (wrong business answers). */
  unexpected: number;
  p50_ms: number;
  p99_ms: number;
  /** `status` or `status codigo` -> count. */
  answers: Record<string, number>;
}

/** Runs every route's autocannon at once for `seconds`; `during(elapsedMs)` runs beside it (the standby's stop). */
export async function mixedLoad(base: string, routes: RouteLoad[], seconds: number, during?: () => Promise<void>): Promise<RouteFigures[]> {
  const runs = routes.map(async (route) => {
    const answers: Record<string, number> = {};
    let unexpected = 0;
    let serverErrors = 0;
    const result = await autocannon({
      url: base,
      connections: route.connections,
      duration: seconds,
      timeout: 20,
      requests: route.requests.map((r) => ({
        ...r,
        onResponse: (status: number, body: string) => {
          let codigo: string | undefined;
          if (status >= 400) {
            try {
              codigo = (JSON.parse(body) as { codigo?: string }).codigo;
            } catch {
              codigo = undefined;
            }
          }
          const key = codigo ? `${status} ${codigo}` : String(status);
          answers[key] = (answers[key] ?? 0) + 1;
          if (status >= 500) serverErrors++;
          else if (!route.expected(status, codigo)) unexpected++;
        },
      })),
    } as Parameters<typeof autocannon>[0]);
    return {
      name: route.name,
      requests: result.requests.total,
      errors: serverErrors + result.errors + result.timeouts,
      unexpected,
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      answers,
    } satisfies RouteFigures;
  });
  const [figures] = await Promise.all([Promise.all(runs), during?.()]);
  return figures;
}

// ---------------------------------------------------------------------------------------------
// Who served what.

/**
 * Counts the requests an API process answered (its `request completed` log lines, LOG_LEVEL=info);
 * `settled()` waits for the lines still in the pipe.
 */
export function countRequests(api: ApiProcess): { (): number; settled(): Promise<number> } {
  let count = 0;
  let carry = '';
  api.child.stdout?.on('data', (chunk: Buffer) => {
    const text = carry + String(chunk);
    const lines = text.split('\n');
    carry = lines.pop() ?? '';
    for (const l of lines) if (l.includes('"msg":"request completed"')) count++;
  });
  const read = () => count;
  read.settled = async () => {
    for (let last = -1; last !== count; ) {
      last = count;
      await new Promise((r) => setTimeout(r, 300));
    }
    return count;
  };
  return read;
}

/**
 * The statements one server has run in the database so far (pg_stat_statements, counted as each ends:
 * pg_stat_database's counters reach the view up to 10 s later), without these counting queries.
 */
export async function statementsRun(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const [row] = (
      await c.query<{ calls: string | null }>(
        `SELECT sum(calls) AS calls FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
          WHERE d.datname = current_database() AND s.query NOT LIKE '%pg_stat_statements%'`,
      )
    ).rows;
    return Number(row?.calls ?? 0);
  } finally {
    await c.end();
  }
}

// ---------------------------------------------------------------------------------------------
// The shell's server in front of the replicas.

export interface ShellProcess {
  child: ChildProcess;
  base: string;
  lines: string[];
  stop(): Promise<void>;
}

/**
 * The shell's server (scripts/serve.mjs serveShell, apps/shell/server.mjs) on `port`, proxying to
 * `apiUrl` (several, comma-separated), with the built dist when there is one (else an index.html only:
 * the proxy needs nothing more).
 */
export async function startShell(port: number, apiUrl: string, clientSecret: string, work: string): Promise<ShellProcess> {
  const built = path.join(REPO, 'apps/shell/dist');
  let shellDist = built;
  if (!fs.existsSync(path.join(built, 'index.html'))) {
    shellDist = path.join(work, 'shell-dist');
    fs.mkdirSync(shellDist, { recursive: true });
    fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>');
  }
  const script = `const { serveShell } = await import(${JSON.stringify(path.join(REPO, 'scripts/serve.mjs'))});
await serveShell(${JSON.stringify({ host: '127.0.0.1', port, apiUrl, clientSecret, shellDist })});
console.log('shell listening');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO, env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    if (lines.length > 500) lines.splice(0, lines.length - 500);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const t0 = Date.now();
  while (!lines.includes('shell listening')) {
    if (child.exitCode !== null) throw new Error(`the shell's server exited:\n${lines.join('\n')}`);
    if (Date.now() - t0 > 60_000) throw new Error(`the shell's server did not start:\n${lines.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    lines,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A throwaway primary and its streaming standby (initdb, pg_basebackup -R), in `work`.

export interface Cluster {
  dir: string;
  port: number;
  start(): void;
  stop(mode?: 'fast' | 'immediate'): void;
}

function cluster(work: string, name: string, port: number): Cluster {
  const dir = path.join(work, name);
  return {
    dir,
    port,
    start: () => void asPostgres([`${BIN}/pg_ctl`, '-D', dir, '-l', path.join(work, `${name}.log`), '-w', '-t', '120', '-o', `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_preload_libraries=pg_stat_statements`, 'start']),
    stop: (mode = 'fast') => void asPostgres([`${BIN}/pg_ctl`, '-D', dir, '-m', mode, '-w', 'stop']),
  };
}

/**
 * A primary on `primaryPort` with the database `db`, filled from `sourceUrl` (pg_dump | psql), and its
 * standby; `started` gets each cluster once it runs (to stop it whatever fails after).
 */
export async function primaryAndStandby(work: string, primaryPort: number, standbyPort: number, sourceUrl: string, db: string, started: Cluster[]): Promise<{ primary: Cluster; standby: Cluster }> {
  const primary = cluster(work, 'primary', primaryPort);
  asPostgres([`${BIN}/initdb`, '-D', primary.dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  primary.start();
  started.push(primary);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${db}`);
  await admin.end();
  // Who ran what: pg_stat_statements in the database (the standby has it through the base backup).
  const counting = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/${db}` });
  await counting.connect();
  await counting.query('CREATE EXTENSION pg_stat_statements');
  await counting.end();
  // The seeded catalogue of the first setups, copied (a second seed would cost a minute).
  execFileSync('bash', ['-o', 'pipefail', '-c', `${BIN}/pg_dump --no-owner --no-privileges "$SRC" | ${BIN}/psql -q -v ON_ERROR_STOP=1 "$DST" > /dev/null`], {
    env: { ...process.env, SRC: sourceUrl, DST: `postgres://postgres@127.0.0.1:${primaryPort}/${db}` },
    stdio: 'pipe',
    timeout: 180_000,
  });
  const standby = cluster(work, 'standby', standbyPort);
  asPostgres([`${BIN}/pg_basebackup`, '-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standby.dir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
  standby.start();
  started.push(standby);
  return { primary, standby };
}

/** Resolves once the standby answers as a standby and has replayed what the primary wrote so far. */
export async function standbyCaughtUp(primaryUrl: string, standbyUrl: string, timeoutMs = 60_000): Promise<void> {
  const p = new pg.Client({ connectionString: primaryUrl });
  await p.connect();
  const [{ lsn } = { lsn: '' }] = (await p.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows;
  await p.end();
  const t0 = Date.now();
  for (;;) {
    try {
      const s = new pg.Client({ connectionString: standbyUrl });
      await s.connect();
      try {
        const [row] = (await s.query<{ recovery: boolean; caught: boolean }>('SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught', [lsn])).rows;
        if (row?.recovery && row.caught) return;
      } finally {
        await s.end();
      }
    } catch {
      // starting up
    }
    if (Date.now() - t0 > timeoutMs) throw new Error('the standby did not catch up with the primary');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The API process's log lines that match `pattern`, as they come (the process keeps only its last lines). */
export function watchLines(api: ApiProcess, pattern: RegExp): string[] {
  const found: string[] = [];
  let carry = '';
  const on = (chunk: Buffer) => {
    const lines = (carry + String(chunk)).split('\n');
    carry = lines.pop() ?? '';
    for (const l of lines) if (pattern.test(l)) found.push(l);
  };
  api.child.stdout?.on('data', on);
  api.child.stderr?.on('data', on);
  return found;
}
