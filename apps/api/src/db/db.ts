import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What the rest of the server needs from SQL: plain Postgres, so a pg pool can implement it later. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
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

/** Opens PGlite in `dataDir` (persisted) or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { unaccent, pg_trgm } });
  const lock = new Mutex();
  return {
    query: <T>(sql: string, params: unknown[] = []) => lock.run(async () => (await pg.query<T>(sql, params)).rows),
    exec: (sql: string) => lock.run(async () => void (await pg.exec(sql))),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      lock.run(() =>
        pg.transaction(async (tx) =>
          fn({
            query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows,
            exec: async (sql: string) => void (await tx.exec(sql)),
          }),
        ),
      ),
    close: () => lock.run(() => pg.close()),
  };
}
