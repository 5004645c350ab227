import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EXIT_DATA_DIR_IN_USE } from '../src/cli/open';
import { LOCK_FILE, lockDataDir } from '../src/db/data-lock';
import { openPglite } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openTestPostgres, TEST_DATABASE_URL } from './helpers';
import { collectionXml, recordXml } from './marc-fixtures';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('the import CLI: progress on stderr, the report and every failure on stdout, exit 1 when a record failed', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'estante-cli-'));
  try {
    const file = path.join(dir, 'cli.xml');
    // 5,200 records (a progress line at 5,000), the third with a bare "&".
    const records = Array.from({ length: 5_200 }, (_, i) => recordXml(`CLI-${i + 1}`, i === 2 ? 'Tom & Jerry' : `Title ${i + 1}`));
    await writeFile(file, collectionXml(records));
    const env = { ...process.env, DATA_DIR: path.join(dir, 'db'), DATABASE_URL: '', INIT_CWD: dir };
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', 'cli.xml'], { cwd: API_DIR, env, maxBuffer: 1 << 24 });
    const failed = await run.then(
      () => null,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/^cli\.xml: 5000 read, 4999 imported, 1 failed, \d+ records\/s$/m);
    expect(failed?.stderr).toMatch(/^cli\.xml: 5200 read, 5199 imported, 1 failed, \d+ records\/s \(done in [\d.]+ s\)$/m);
    expect(failed?.stdout).toContain('cli.xml: 5200 records (5199 bibliographic, 0 authority, 1 failed)');
    expect(failed?.stdout).toContain(`FAILED ${file} record #3 (line 5): unescaped "&" near "Tom & Jerry" (write it as &amp;)`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

describe('the import CLI and a server on the same data', () => {
  const importCli = (dir: string, env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', 'few.xml'], { cwd: API_DIR, env: { ...process.env, INIT_CWD: dir, ...env }, maxBuffer: 1 << 24 }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
  const fewRecords = (dir: string) => writeFile(path.join(dir, 'few.xml'), collectionXml(Array.from({ length: 12 }, (_, i) => recordXml(`LOCK-${i + 1}`, `Locked ${i + 1}`))));

  it('embedded database: refused with a clear message while the server has the folder open (nothing written); imported once it stopped, or when it died', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'estante-cli-lock-'));
    try {
      await fewRecords(dir);
      const dataDir = path.join(dir, 'db');
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      // The server's way of opening its data folder (main.ts: openDb), in this process.
      const server = await openPglite(dataDir);
      const refused = await importCli(dir, env);
      expect(refused.code).toBe(EXIT_DATA_DIR_IN_USE);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toContain(`The data folder ${dataDir} is in use by another Estante process`);
      expect(refused.stderr).toContain('Nothing was changed.');
      // nothing imported, not even the schema
      expect(await server.query(`SELECT to_regclass('titulos')::text AS t`)).toEqual([{ t: null }]);
      await server.close();

      const imported = await importCli(dir, env);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stdout).toContain('few.xml: 12 records (12 bibliographic, 0 authority, 0 failed)');
      const after = await openPglite(dataDir);
      expect(await after.query<{ n: number }>(`SELECT count(*)::int AS n FROM titulos`)).toEqual([{ n: 12 }]);
      await after.close();

      // A server that died (killed, its lock left behind) does not block the folder for ever.
      const dead = spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore' }).pid;
      await writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: dead, host: hostname(), what: 'server', since: new Date().toISOString() }));
      const afterCrash = await importCli(dir, env);
      expect(afterCrash.code, afterCrash.stderr).toBe(0);
      expect(afterCrash.stdout).toContain('few.xml: 12 records (12 bibliographic, 0 authority, 0 failed)');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it.skipIf(!TEST_DATABASE_URL)('PostgreSQL (DATABASE_URL): the import runs while a server uses the same database, and the server sees the titles at once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'estante-cli-pg-'));
    const server = await openTestPostgres(TEST_DATABASE_URL ?? '');
    try {
      await fewRecords(dir);
      await migrate(server);
      const [{ schema } = { schema: '' }] = await server.query<{ schema: string }>('SELECT current_schema() AS schema');
      const url = new URL(TEST_DATABASE_URL ?? '');
      url.searchParams.set('options', `-c search_path=${schema},public`);
      // DATA_DIR locked as a running embedded server would: irrelevant on PostgreSQL
      const dataDir = path.join(dir, 'db');
      const release = lockDataDir(dataDir, 'server');
      const imported = await importCli(dir, { DATA_DIR: dataDir, DATABASE_URL: url.toString() });
      release();
      expect(imported.code, imported.stderr).toBe(0);
      expect(await server.query<{ n: number }>(`SELECT count(*)::int AS n FROM titulos WHERE obra LIKE 'Locked %'`)).toEqual([{ n: 12 }]);
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
