import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../test/fresh-database';
import { openPglite, openPostgres, type Db } from './db';
import { migrate, MIGRATIONS_DIR, readMigrations, withStartupLock } from './migrate';

// The migrations folder, its bookkeeping, and the start-up lock (two processes on one database:
// test/replicas.test.ts starts two real servers).

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The names the migrations had in the earlier TypeScript list, as databases made by it store them. */
const OLD_NAMES = [
  'catalogue',
  'libraries, copies, activity details',
  'people, circulation, courses',
  'sign-in: OAuth clients, refresh tokens, recovery codes, captcha, limits, permissions',
  'facet values per title',
  'single sign-on',
  'course, discipline and professor facets',
  'rede-pergamum',
];

describe('migrations folder', () => {
  it('holds NNNN_name.sql files numbered 1, 2, 3 … without gaps, read in number order', async () => {
    const migrations = await readMigrations();
    expect(migrations.length).toBeGreaterThanOrEqual(8);
    expect(migrations.map((m) => m.id)).toEqual(migrations.map((_, i) => i + 1));
    expect(migrations[0]).toMatchObject({ id: 1, name: 'catalogue', file: '0001_catalogue.sql' });
    expect(migrations[0]?.sql).toContain('CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;');
    expect(MIGRATIONS_DIR).toBe(fileURLToPath(new URL('./migrations/', import.meta.url)));
  });

  it('refuses a .sql file not named NNNN_name.sql, and a number used twice', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'estante-migrations-'));
    try {
      await writeFile(path.join(dir, 'README.md'), 'not a migration');
      await writeFile(path.join(dir, '0001_one.sql'), 'SELECT 1;');
      expect((await readMigrations(dir)).map((m) => m.file)).toEqual(['0001_one.sql']);
      await writeFile(path.join(dir, '0001_again.sql'), 'SELECT 1;');
      await expect(readMigrations(dir)).rejects.toThrow(/number 0001 used twice/);
      await rm(path.join(dir, '0001_again.sql'));
      await writeFile(path.join(dir, '2_two.sql'), 'SELECT 2;');
      await expect(readMigrations(dir)).rejects.toThrow(/2_two\.sql.*NNNN_name\.sql/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('migrate (PGlite)', () => {
  it('applies every migration once, recording id and name; a second run applies nothing', async () => {
    const db = await openPglite();
    const all = (await readMigrations()).map((m) => m.id);
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ id: number; nome: string }>('SELECT id, nome FROM estante_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(all);
    expect(rows[3]?.nome).toBe('sign-in');
    await db.close();
  });

  it('recognises a database migrated by the earlier TypeScript list (same ids, other names)', async () => {
    const db = await openPglite();
    // A database of that time: the first eight migrations only.
    const early = await mkdtemp(path.join(tmpdir(), 'estante-migrations-'));
    for (const m of (await readdir(MIGRATIONS_DIR)).filter((f) => /^000[1-8]_/.test(f))) await copyFile(path.join(MIGRATIONS_DIR, m), path.join(early, m));
    await migrate(db, early);
    await rm(early, { recursive: true });
    for (const [i, nome] of OLD_NAMES.entries()) await db.query('UPDATE estante_migrations SET nome = $2 WHERE id = $1', [i + 1, nome]);
    const later = (await readMigrations()).map((m) => m.id).filter((id) => id > 8);
    // Only migrations added after the move would run (none re-run: they would fail on existing tables).
    await expect(migrate(db)).resolves.toEqual(later);
    await db.close();
  });

  it('rolls a failing migration back entirely and does not record it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'estante-migrations-'));
    const db = await openPglite();
    try {
      await writeFile(path.join(dir, '0001_ok.sql'), 'CREATE TABLE um (x int);');
      await writeFile(path.join(dir, '0002_broken.sql'), 'CREATE TABLE dois (x int);\nSELECT no_such_function();');
      await expect(migrate(db, dir)).rejects.toThrow(/no_such_function/);
      expect(await db.query('SELECT id FROM estante_migrations')).toEqual([{ id: 1 }]);
      expect(await db.query(`SELECT to_regclass('dois') AS t`)).toEqual([{ t: null }]);
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('withStartupLock runs the work at once on PGlite (one connection) and returns its result', async () => {
    const db = await openPglite();
    let waited = false;
    const applied = await withStartupLock(
      db,
      async () => {
        const ids = await migrate(db);
        await db.transaction((tx) => tx.query('SELECT 1'));
        return ids;
      },
      () => (waited = true),
    );
    expect(applied.length).toBeGreaterThanOrEqual(8);
    expect(waited).toBe(false);
    await db.close();
  });
});

describe.skipIf(!TEST_DATABASE_URL)('withStartupLock (PostgreSQL, TEST_DATABASE_URL; skipped when it is not set)', () => {
  let fresh: FreshDatabase | undefined;
  const opened: Db[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close().catch(() => undefined)));
    await fresh?.drop();
  });

  it('two connections migrating one empty database at once take turns: one migrates (extensions too), the other waits and finds it done', async () => {
    fresh = await createFreshDatabase(TEST_DATABASE_URL ?? '', 'estante_lock');
    const [a, b] = await Promise.all([openPostgres(fresh.url), openPostgres(fresh.url)]);
    if (!a || !b) throw new Error('not opened');
    opened.push(a, b);
    const waited: string[] = [];
    const run = (db: Db, name: string) =>
      withStartupLock(
        db,
        async () => ({ name, applied: await migrate(db) }),
        () => waited.push(name),
      );
    const results = await Promise.all([run(a, 'a'), run(b, 'b')]);
    const all = (await readMigrations()).map((m) => m.id);
    const first = results.find((r) => r.applied.length > 0);
    const second = results.find((r) => r.applied.length === 0);
    expect(first?.applied).toEqual(all);
    expect(second).toBeDefined();
    expect(waited).toEqual([second?.name]);
    const extensions = await a.query<{ extname: string }>(`SELECT extname FROM pg_extension WHERE extname IN ('unaccent', 'pg_trgm') ORDER BY 1`);
    expect(extensions.map((e) => e.extname)).toEqual(['pg_trgm', 'unaccent']);
    // released: nobody holds it any more
    const [held] = await a.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`);
    expect(held?.n).toBe(0);
  });

  it('migrates a fresh database through a schema of its own (the API benchmark’s bench_<N>): the extensions go to public, which the functions name', async () => {
    const other = await createFreshDatabase(TEST_DATABASE_URL ?? '', 'estante_schema');
    const db = await openPostgres({ connectionString: other.url, schema: 'bench_test' });
    try {
      expect(await migrate(db)).toEqual((await readMigrations()).map((m) => m.id));
      const placed = await db.query<{ extname: string; schema: string }>(
        `SELECT e.extname, n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname IN ('unaccent', 'pg_trgm') ORDER BY 1`,
      );
      expect(placed).toEqual([{ extname: 'pg_trgm', schema: 'public' }, { extname: 'unaccent', schema: 'public' }]);
      const [row] = await db.query<{ t: string }>(`SELECT estante_unaccent('Música') AS t`);
      expect(row?.t).toBe('Musica');
    } finally {
      await db.close();
      await other.drop();
    }
  });

  it('releases the lock when the work throws', async () => {
    if (!fresh) throw new Error('the previous test did not create the database');
    const db = await openPostgres(fresh.url);
    opened.push(db);
    await expect(withStartupLock(db, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let waited = false;
    await expect(withStartupLock(db, () => Promise.resolve(42), () => (waited = true))).resolves.toBe(42);
    expect(waited).toBe(false);
  });
});
