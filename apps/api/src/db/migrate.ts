import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

// The schema is the SQL files of ./migrations, `NNNN_name.sql`, applied in number order. Append-only:
// a migration, once shipped, is never edited; add a new file with the next number instead. The number
// is the migration's id in `estante_migrations` (ids 1-8 were applied by the earlier TypeScript
// list under the same numbers, so databases made by it are recognised).
// Text search: portuguese stemming over unaccented text. unaccent() is only STABLE, so an
// IMMUTABLE wrapper with an explicit dictionary (0001) lets it appear in generated columns and indexes.

/** The folder of the .sql files, from this module's own place (tsx, vitest, any working directory). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE_NAME = /^(\d{4})_([a-z0-9][a-z0-9-]*)\.sql$/;

export interface Migration {
  id: number;
  /** The file name's words (`0004_sign-in.sql` → `sign-in`), stored in estante_migrations.nome. */
  name: string;
  file: string;
  sql: string;
}

/** The migrations of `dir` in id order. A .sql file not named NNNN_name.sql, or a repeated number, is an error. */
export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const out: Migration[] = [];
  for (const file of files) {
    const m = FILE_NAME.exec(file);
    if (!m?.[1] || !m[2]) throw new Error(`migration ${file} in ${dir}: the name must be NNNN_name.sql (lower case, digits, dashes)`);
    const id = Number(m[1]);
    if (out.some((x) => x.id === id)) throw new Error(`migration number ${m[1]} used twice in ${dir}`);
    out.push({ id, name: m[2], file, sql: await readFile(path.join(dir, file), 'utf8') });
  }
  return out;
}

/**
 * Applies the pending migrations in order, each in a transaction with its row in estante_migrations;
 * safe to run at every start. Not safe to run from two processes at once on one PostgreSQL database:
 * callers that may (the server, the CLIs) run it inside withStartupLock.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<number[]> {
  const migrations = await readMigrations(dir);
  await db.exec(`CREATE TABLE IF NOT EXISTS estante_migrations (
    id integer PRIMARY KEY, nome text NOT NULL, aplicada_em timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ id: number }>('SELECT id FROM estante_migrations')).map((r) => r.id));
  const applied: number[] = [];
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO estante_migrations (id, nome) VALUES ($1, $2)', [m.id, m.name]);
    });
    applied.push(m.id);
  }
  return applied;
}

/**
 * Key of the advisory lock that start-up work holds: "estante" in ASCII. Advisory locks belong to one
 * database, so replicas on the same database take turns and other databases on the server do not wait.
 */
export const STARTUP_LOCK_KEY = 0x65_73_74_61_6e_74_65n;

/**
 * Runs `fn` (migrations, the first seed) while holding the start-up lock, so replicas started together
 * on one empty PostgreSQL database take turns: the first creates the extensions, migrates and seeds;
 * the others wait, then find nothing left to do. `onWait` is called once when another process holds
 * the lock. PGlite (one connection of one process) runs `fn` at once.
 */
export function withStartupLock<T>(db: Db, fn: () => Promise<T>, onWait?: () => void): Promise<T> {
  return db.withAdvisoryLock(STARTUP_LOCK_KEY, fn, onWait);
}
