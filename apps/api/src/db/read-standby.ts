import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable, TransactionOptions } from './db';

/**
 * DATABASE_READ_URL: a read-only streaming standby beside the primary (DATABASE_URL). The public
 * catalogue's reads go to it; everything else to the primary:
 *   - only a plain query (`query`) of a request that runs in a read scope whose test says so
 *     (plugins/read-routing.ts: a GET of the catalogue with the public token, or a public route);
 *   - and only a statement that reads (SELECT / WITH without a data-modifying word, no row locks,
 *     no sequences or advisory locks), or a READ ONLY transaction (`transaction(fn, { readOnly:
 *     true })`, the search's): every write, read-write transaction, batch (`exec`, `sql`) and
 *     advisory lock goes to the primary, and so does every read made with a patron's token (the
 *     patron reads their own writes: the standby may lag behind the primary).
 * A standby that does not answer (a connection-class error: refused, reset, shut down, starting up,
 * too many connections) makes that read run on the primary, with no error to the client; the standby
 * is then left alone for `retryMs`, after which one read tries it again (the others keep going to the
 * primary meanwhile: no storm of connection attempts or time-outs). A statement cancelled by a
 * replication conflict, or refused as a write (read-only transaction), runs again on the primary.
 * The change of state is logged (the standby's address without its password).
 */

/** Decides, for the request in progress, whether its reads may go to the standby. */
export interface ReadScope {
  standby: () => boolean;
}

const scope = new AsyncLocalStorage<ReadScope>();

/** Runs `fn` (and everything it starts) in `readScope`: plugins/read-routing.ts, around each request. */
export function runInReadScope<T>(readScope: ReadScope, fn: () => T): T {
  return scope.run(readScope, fn);
}

export type StandbyState = 'in use' | 'unavailable';

export interface ReadStandby {
  /** 'in use' while the standby answers; 'unavailable' while reads fall back to the primary. */
  state(): StandbyState;
  /** One trivial statement on the standby (GET /ready), through the same back-off; its state afterwards. */
  ping(): Promise<StandbyState>;
  /** Statements the standby answered, and reads that fell back to the primary, since the start. */
  counts(): { standby: number; fallback: number };
}

/** The Db of a server with a read standby: a Db (the primary's, but for the reads above) with `readStandby`. */
export interface StandbyDb extends Db {
  readStandby: ReadStandby;
  /** Where the changes of state are logged from now on (main.ts: the app's logger). */
  setLog(log: StandbyLog): void;
}

export interface StandbyLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface StandbyOptions {
  /** The standby's address for the log, already without its password (redactUrl). */
  label: string;
  /** How long the standby is left alone after it failed (ms). */
  retryMs: number;
  /** Where the changes of state go; replaceable once the app's logger exists (setLog). */
  log?: StandbyLog;
  now?: () => number;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** admin_shutdown, crash_shutdown, cannot_connect_now (a standby starting up), too_many_connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_MESSAGE = /connection terminated|connection timeout|timeout exceeded when trying to connect|connection error|not queryable|cannot use a pool after calling end/i;

/** The standby did not answer: try it again later (SQLSTATE class 08, the codes above, a dropped socket). */
export function isConnectionError(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown } | null;
  const code = typeof err?.code === 'string' ? err.code : '';
  if (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
  if (e instanceof AggregateError) return e.errors.some(isConnectionError);
  return !/^[0-9A-Z]{5}$/.test(code) && typeof err?.message === 'string' && CONNECTION_MESSAGE.test(err.message);
}

/**
 * The statement cannot run on a standby as it is: cancelled by a replication conflict (40001 on a
 * standby, "conflict with recovery"; 57P04 database dropped), or refused as a write (25006).
 */
export function isStandbyRefusal(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '40001' || code === '57P04' || code === '25006';
}

// A SELECT or WITH that writes: a data-modifying WITH, row locks, functions with an effect.
const WRITES = /\b(insert|update|delete|merge)\b|\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b|\b(nextval|setval|pg_advisory\w*|pg_try_advisory\w*|set_config|txid_current|pg_notify)\s*\(/i;

/** A statement that only reads (may run on a read-only standby). */
export function isReadOnlyStatement(sql: string): boolean {
  return /^\s*\(?\s*(select|with)\b/i.test(sql) && !WRITES.test(sql);
}

/**
 * The primary's Db with the standby's reads routed as described above. Closing it closes both.
 * `standby` is the standby's Db (openPostgres on DATABASE_READ_URL, a short connection time-out).
 */
export function withReadStandby(primary: Db, standby: Db, options: StandbyOptions): StandbyDb {
  const now = options.now ?? Date.now;
  let log: StandbyLog = options.log ?? { warn: (m) => console.warn(m), info: (m) => console.info(m) };
  let up = true;
  let retryAt = 0;
  let probing = false;
  let served = 0;
  let fellBack = 0;

  /** 'use': the standby; 'probe': the one read that tries it again after the back-off; null: the primary. */
  const pick = (): 'use' | 'probe' | null => {
    if (up) return 'use';
    if (probing || now() < retryAt) return null;
    probing = true;
    return 'probe';
  };
  const failed = (e: unknown) => {
    probing = false;
    retryAt = now() + options.retryMs;
    if (up) {
      up = false;
      log.warn(`read standby ${options.label} unavailable (${e instanceof Error ? e.message : String(e)}): the catalogue's reads go to the primary; trying it again every ${options.retryMs} ms`);
    }
  };
  const answered = () => {
    probing = false;
    if (!up) {
      up = true;
      log.info(`read standby ${options.label} answers again: the catalogue's public reads go to it`);
    }
  };

  /** Runs `run` on the standby when it may; on the primary otherwise, or when the standby failed it. */
  async function viaStandby<T>(run: (db: Db) => Promise<T>): Promise<T> {
    const how = pick();
    if (how === null) {
      fellBack++;
      return run(primary);
    }
    try {
      const result = await run(standby);
      served++;
      answered();
      return result;
    } catch (e) {
      if (isConnectionError(e)) {
        failed(e);
      } else {
        if (how === 'probe') answered(); // it answered, with an error of the statement
        if (!isStandbyRefusal(e)) throw e;
      }
      fellBack++;
      return run(primary);
    }
  }

  return {
    ...primary,
    query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> {
      if (!scope.getStore()?.standby() || !isReadOnlyStatement(sql)) return primary.query<T>(sql, params);
      return viaStandby((db) => db.query<T>(sql, params));
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T> {
      // A read-only transaction (the search's) is a read: run again whole on the primary if the standby fails it.
      if (!options?.readOnly || !scope.getStore()?.standby()) return primary.transaction(fn, options);
      return viaStandby((db) => db.transaction(fn, options));
    },
    close: async () => {
      await Promise.allSettled([standby.close()]);
      await primary.close();
    },
    readStandby: {
      state: () => (up ? 'in use' : 'unavailable'),
      async ping() {
        const how = pick();
        if (how === null) return 'unavailable';
        try {
          await standby.query('SELECT 1');
          answered();
        } catch (e) {
          if (isConnectionError(e)) failed(e);
          else answered();
        }
        return up ? 'in use' : 'unavailable';
      },
      counts: () => ({ standby: served, fallback: fellBack }),
    },
    setLog(next: StandbyLog) {
      log = next;
    },
  };
}
