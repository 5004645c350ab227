import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { lockDataDir } from './data-lock';
import { withReadStandby, type ReadStandby, type StandbyDb } from './read-standby';

/** What the rest of the server needs from SQL: plain Postgres (PGlite, or a real server through a pg pool). */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  readOnly?: boolean;
}

export interface Db extends Queryable {
  /**
   * `readOnly`: a READ ONLY transaction (a write in it fails); in the public catalogue's requests it
   * may run on the read standby (DATABASE_READ_URL, read-standby.ts).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs `fn` holding the database-wide advisory lock `key` (pg_advisory_lock), taken on a connection
   * of its own so `fn` may use this Db freely (queries, transactions); released when `fn` settles, or by
   * the server when the process dies. `onWait`: called once if another session holds the lock.
   * PGlite is one connection of one process: `fn` runs at once.
   */
  withAdvisoryLock<T>(key: bigint, fn: () => Promise<T>, onWait?: () => void): Promise<T>;
  /**
   * SQL a library brings (the job runner, notices/runner.ts): one statement with `values`, or several
   * without (the simple protocol, as node-postgres runs them), answering the rows of the last one.
   * On PGlite it goes through the same queue as every other query.
   */
  sql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  /** DATABASE_READ_URL: the read standby the public catalogue's reads go to (read-standby.ts); absent without one. */
  readStandby?: ReadStandby;
}

/**
 * PGlite is a single connection: every query and transaction goes through one FIFO queue so
 * a transaction never interleaves with queries of other requests.
 */
class Mutex {
  #tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(fn, fn);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * Opens PGlite in `dataDir` (persisted) or in memory when `dataDir` is undefined. A data folder is
 * one process's at a time (the server's, or a command's such as the import): it is locked while
 * open (data-lock.ts), and opening it while another live process has it throws DataDirInUseError
 * (two writers would each see only their own changes, and could corrupt the folder).
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  let pg: PGlite;
  try {
    pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { unaccent, pg_trgm } });
  } catch (e) {
    release();
    throw e;
  }
  const lock = new Mutex();
  return {
    query: <T>(sql: string, params: unknown[] = []) => lock.run(async () => (await pg.query<T>(sql, params)).rows),
    exec: (sql: string) => lock.run(async () => void (await pg.exec(sql))),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions) =>
      lock.run(() =>
        pg.transaction(async (tx) => {
          if (options?.readOnly) await tx.exec('SET TRANSACTION READ ONLY');
          return fn({
            query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows,
            exec: async (sql: string) => void (await tx.exec(sql)),
          });
        }),
      ),
    // Not through the mutex: `fn` queries through it.
    withAdvisoryLock: <T>(_key: bigint, fn: () => Promise<T>) => fn(),
    sql: (text: string, values?: unknown[]) =>
      lock.run(async () => {
        if (values && values.length > 0) return { rows: (await pg.query<Record<string, unknown>>(text, values)).rows };
        try {
          const results = await pg.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
        } catch (e) {
          // A batch that opened a transaction and failed in it would leave the one connection aborted.
          await pg.exec('ROLLBACK').catch(() => undefined);
          throw e;
        }
      }),
    close: () => lock.run(() => pg.close()).finally(release),
  };
}

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  connectionString: string;
  /** Schema for the tables (created when missing), searched before `public`; the tests use one per run. */
  schema?: string;
  max?: number;
  /** Longest wait for a new connection (ms); unset: pg's default (none). The read standby's is short. */
  connectTimeoutMs?: number;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A real PostgreSQL server (DATABASE_URL): a pool for plain queries, one client held for the
 * whole of a transaction (BEGIN ... COMMIT, ROLLBACK when `fn` throws).
 */
export async function openPostgres(options: PostgresOptions | string): Promise<Db> {
  const { connectionString, schema, max = 10, connectTimeoutMs } = typeof options === 'string' ? { connectionString: options } : options;
  if (schema) {
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
    ...(schema ? { options: `-c search_path=${quoteIdent(schema)},public` } : {}),
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const on = (c: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params: unknown[] = []) => (await c.query(sql, params)).rows as T[],
    // No parameters: the simple query protocol, which runs several statements at once.
    exec: async (sql: string) => void (await c.query(sql)),
  });
  return {
    ...on(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T> {
      let broken: unknown;
      // The connection dropping while the transaction waits between statements (PostgreSQL restarted)
      // is an 'error' event on the checked-out client: without a listener it would end the process.
      // The next statement then fails, the transaction with it, and the client is destroyed.
      const onError = (e: Error) => (broken = e);
      // The listener goes on in the pool's callback, as the client is handed out: a server shutting
      // down sends its FATAL in the same packet as the end of the handshake, handled before an
      // `await pool.connect()` resumes (test/pg-connect-race.test.ts).
      const client = await new Promise<pg.PoolClient>((resolve, reject) =>
        pool.connect((err, c) => {
          if (err || !c) return reject(err ?? new Error('no client'));
          c.on('error', onError);
          resolve(c);
        }),
      );
      try {
        await client.query(options?.readOnly ? 'BEGIN READ ONLY' : 'BEGIN');
        const result = await fn(on(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          broken = rollbackError; // the connection is unusable: destroy it instead of returning it to the pool
        }
        throw e;
      } finally {
        client.off('error', onError);
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    withAdvisoryLock: (key, fn, onWait) => withAdvisoryLock(connectionString, key, fn, onWait),
    async sql(text: string, values?: unknown[]) {
      // Several statements answer one result each (node-postgres): the last one's rows.
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Record<string, unknown>[] };
    },
    close: () => pool.end(),
  };
}

/**
 * A session-level advisory lock on a client outside the pool: the pool keeps its size for `fn`, and
 * the lock lives exactly as long as that connection (a process that dies releases it).
 */
async function withAdvisoryLock<T>(connectionString: string, key: bigint, fn: () => Promise<T>, onWait?: () => void): Promise<T> {
  const client = new pg.Client({ connectionString });
  // A dropped connection must not crash the process (its lock is gone with it; the work of `fn` is
  // transactional, and a second runner of a migration fails on estante_migrations' key).
  client.on('error', () => undefined);
  await client.connect();
  try {
    const [got] = (await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [key.toString()])).rows;
    if (!got?.ok) {
      onWait?.();
      await client.query('SELECT pg_advisory_lock($1::bigint)', [key.toString()]);
    }
    return await fn();
  } finally {
    // Also when `fn` threw; ending the session would release it anyway.
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [key.toString()]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/**
 * DATABASE_URL set: that PostgreSQL server; otherwise PGlite in `dataDir`. DATABASE_READ_URL beside
 * it: the public catalogue's reads on that read-only standby, falling back to the primary while it
 * does not answer (read-standby.ts; retried after `databaseReadRetryMs`).
 */
export async function openDb(config: { databaseUrl?: string; databaseReadUrl?: string; databaseReadRetryMs?: number; dataDir: string }): Promise<Db | StandbyDb> {
  if (!config.databaseUrl) return openPglite(config.dataDir);
  const primary = await openPostgres(config.databaseUrl);
  if (!config.databaseReadUrl) return primary;
  // No connection is made here: a standby down at the start is a standby down (the reads fall back).
  const standby = await openPostgres({ connectionString: config.databaseReadUrl, connectTimeoutMs: 2000 });
  return withReadStandby(primary, standby, { label: redactUrl(config.databaseReadUrl), retryMs: config.databaseReadRetryMs ?? 5000 });
}

/** The URL without its password, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}
