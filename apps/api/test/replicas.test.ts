import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ConsultaResponse } from '@estante/api-contract';
import { openPostgres } from '../src/db/db';
import { readMigrations } from '../src/db/migrate';
import { seedCounts } from '../src/seed';
import { peopleSeed } from '../src/seed/people';
import { createFreshDatabase, type FreshDatabase } from './fresh-database';
import { freePort } from './sso-helpers';

// Two real API processes (node --import tsx src/main.ts, as scripts/api-process.mjs starts one)
// started at the same moment on one new, empty PostgreSQL database: replicas behind a load balancer
// on their first deployment. Migrations (with CREATE EXTENSION) and the first seed run under the
// start-up advisory lock (src/db/migrate.ts): one process migrates and seeds, the other waits, then
// finds the work done; both serve the same catalogue and neither dies. Without the lock the second
// died on `duplicate key value violates unique constraint "pg_extension_name_index"` (or pg_type's).

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEED_DATE = '2026-03-02';

interface Running {
  name: string;
  child: ChildProcess;
  port: number;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function start(name: string, port: number, env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DATE, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...String(chunk).split('\n').filter((l) => l.trim() !== ''));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, port, lines, exited };
}

/** Resolves once GET /ready answers 200; throws (with the process's log) when it exits first or times out. */
async function ready(api: Running, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null || api.child.signalCode !== null) throw new Error(`${api.name} exited during start-up:\n${api.lines.join('\n')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${api.port}/ready`, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${api.name} was not ready within ${timeoutMs} ms:\n${api.lines.join('\n')}`);
}

/** The messages of the process's JSON log lines (pino); other lines (a loader's warnings) are skipped. */
const messages = (api: Running): string[] =>
  api.lines.flatMap((l) => {
    try {
      const m = (JSON.parse(l) as { msg?: unknown }).msg;
      return typeof m === 'string' ? [m] : [];
    } catch {
      return [];
    }
  });

async function jazzTotal(api: Running): Promise<number> {
  const base = `http://127.0.0.1:${api.port}`;
  const token = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'estante-web' }),
  });
  expect(token.status).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const res = await fetch(`${base}/api/consulta?termo_pesquisa=jazz`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as ConsultaResponse).total;
}

describe.skipIf(!TEST_DATABASE_URL)('two API processes started together on one empty PostgreSQL (TEST_DATABASE_URL; skipped when it is not set)', () => {
  let fresh: FreshDatabase | undefined;
  let work = '';
  const running: Running[] = [];

  afterAll(async () => {
    for (const api of running) if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    await Promise.all(running.map((api) => api.exited));
    await fresh?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('one migrates and seeds under the lock, the other waits; both serve the same catalogue and neither dies', async () => {
    fresh = await createFreshDatabase(TEST_DATABASE_URL ?? '', 'estante_replicas');
    work = await mkdtemp(path.join(tmpdir(), 'estante-replicas-'));
    const ports = [await freePort(), await freePort()];
    // DATA_DIR is unused with DATABASE_URL; the outbox folder lives under it.
    // Both run the courtesy notices' job runner (on by default), sweeping every 10 s.
    for (const [i, port] of ports.entries()) {
      running.push(start(`replica ${i + 1}`, port, { DATABASE_URL: fresh.url, DATA_DIR: path.join(work, `data-${i + 1}`), NOTICES_SWEEP_SECONDS: '10' }));
    }
    await Promise.all(running.map((api) => ready(api, 200_000)));
    const [one, two] = running as [Running, Running];

    // Exactly one migrated and seeded; the other waited for the lock and then found nothing to do.
    const ids = (await readMigrations()).map((m) => m.id);
    const migrated = running.filter((api) => messages(api).includes(`applied migrations ${ids.join(', ')}`));
    const seeded = running.filter((api) => messages(api).some((m) => m.startsWith('seeded the empty catalogue')));
    const waited = running.filter((api) => messages(api).some((m) => /^waited [\d.]+ s for another process to migrate and seed/.test(m)));
    expect(migrated.map((a) => a.name), 'the process that migrated').toHaveLength(1);
    expect(seeded.map((a) => a.name), 'the process that seeded').toEqual(migrated.map((a) => a.name));
    expect(waited.map((a) => a.name), 'the process that waited').toEqual(running.filter((a) => !migrated.includes(a)).map((a) => a.name));
    for (const api of running.filter((a) => !migrated.includes(a))) expect(messages(api).filter((m) => m.startsWith('applied migrations') || m.startsWith('seeded'))).toEqual([]);

    // Both serve the same data: the same search total, from one seed (not two).
    const [t1, t2] = await Promise.all([jazzTotal(one), jazzTotal(two)]);
    expect(t1).toBeGreaterThan(0);
    expect(t2).toBe(t1);
    const db = await openPostgres(fresh.url);
    try {
      expect(await db.query<{ id: number }>('SELECT id FROM estante_migrations ORDER BY id')).toEqual(ids.map((id) => ({ id })));
      const counts = await seedCounts(db);
      const people = peopleSeed();
      // The generated people and the clearance declaration's demo patron (seed/clearance.ts), one login each.
      expect(counts).toMatchObject({ pessoas: people.pessoas.length + 1, logins: people.logins.length + 1 });
      expect(counts.titulos).toBeGreaterThan(1000);
      expect(counts.emprestimos).toBeGreaterThan(0);

      // Courtesy notices with the job runner in both replicas: a loan due tomorrow gets exactly one
      // e-mail (in one of the two outboxes), after several sweeps of both.
      const [who] = await db.query<{ cod_pessoa: number; login: string }>(
        `SELECT p.cod_pessoa, l.login FROM pessoas p JOIN logins l ON l.cod_pessoa = p.cod_pessoa
          WHERE p.recebe_email AND cardinality(p.emails) > 0 ORDER BY p.cod_pessoa LIMIT 1`,
      );
      const [copy] = await db.query<{ cod_exemplar: number; obra: string }>(
        `SELECT e.cod_exemplar, t.obra FROM exemplares e JOIN titulos t ON t.cod_acervo = e.cod_acervo
          WHERE NOT EXISTS (SELECT 1 FROM emprestimos x WHERE x.cod_exemplar = e.cod_exemplar AND x.data_devolucao IS NULL) ORDER BY e.cod_exemplar LIMIT 1`,
      );
      const due = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const [loan] = await db.query<{ cod_emprestimo: number }>(
        'INSERT INTO emprestimos (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista) VALUES ($1, $2, $3::date - 14, $3::date) RETURNING cod_emprestimo',
        [copy!.cod_exemplar, who!.cod_pessoa, due],
      );
      const chave = `devolucao_proxima:${loan!.cod_emprestimo}:${due}`;
      const until = Date.now() + 90_000;
      for (;;) {
        const [row] = await db.query<{ situacao: string }>('SELECT situacao FROM avisos_cortesia WHERE chave = $1', [chave]);
        if (row?.situacao === 'enviado') break;
        if (Date.now() > until) throw new Error(`the notice ${chave} was not sent (${row?.situacao ?? 'no row'}):\n${running.map((a) => a.lines.slice(-20).join('\n')).join('\n')}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      // Two more sweep periods: nothing more.
      await new Promise((r) => setTimeout(r, 21_000));
      const sent: string[] = [];
      for (const i of [1, 2]) {
        const dir = path.join(work, `data-${i}`, 'outbox');
        for (const name of await readdir(dir).catch(() => [] as string[])) {
          if (!name.endsWith('.json')) continue;
          const m = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { login: string; subject: string };
          if (m.login === who!.login && m.subject.endsWith(copy!.obra)) sent.push(`replica ${i}: ${m.subject}`);
        }
      }
      expect(sent).toHaveLength(1);
      expect(await db.query('SELECT situacao, tentativas FROM avisos_cortesia WHERE chave = $1', [chave])).toEqual([{ situacao: 'enviado', tentativas: 1 }]);
      expect((await db.query('SELECT 1 FROM alertas WHERE cod_pessoa = $1 AND tipo = $2 AND dados->>$3 = $4', [who!.cod_pessoa, 'devolucao_proxima', 'cod_emprestimo', String(loan!.cod_emprestimo)])).length).toBe(1);
    } finally {
      await db.close();
    }

    // Neither died; both stop cleanly.
    for (const api of running) expect(api.child.exitCode, api.lines.join('\n')).toBeNull();
    for (const api of running) api.child.kill('SIGTERM');
    for (const api of running) expect(await api.exited, `${api.name}:\n${api.lines.join('\n')}`).toEqual({ code: 0, signal: null });
  }, 240_000);
});
