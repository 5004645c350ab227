import { describe, expect, it } from 'vitest';
import { readStandbyFromEnv } from '../config';
import type { Db, Queryable } from './db';
import { isConnectionError, isReadOnlyStatement, isStandbyRefusal, runInReadScope, withReadStandby, type StandbyLog } from './read-standby';

// The routing of db/read-standby.ts on two recording Dbs: which one each call reaches, the fallback
// when the standby fails, its back-off and the one read that tries it again. The app's routing of
// real requests: test/read-standby.test.ts; a real streaming standby: suites/reliability/load.test.ts.

interface Recorder extends Db {
  calls: string[];
  /** What the next statements throw (null: they answer). */
  fail: unknown;
}

function recorder(name: string): Recorder {
  const r: Recorder = {
    calls: [],
    fail: null,
    query: async <T>(sql: string) => {
      r.calls.push(sql);
      if (r.fail) throw r.fail;
      return [{ from: name }] as T[];
    },
    exec: async (sql) => void r.calls.push(sql),
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>, options?: { readOnly?: boolean }) => {
      r.calls.push(options?.readOnly ? 'BEGIN READ ONLY' : 'BEGIN');
      if (r.fail) throw r.fail;
      return fn(r);
    },
    withAdvisoryLock: async <T>(_key: bigint, fn: () => Promise<T>) => fn(),
    sql: async (text) => (r.calls.push(text), { rows: [] }),
    close: async () => undefined,
  };
  return r;
}

function setup(retryMs = 1000) {
  const primary = recorder('primary');
  const standby = recorder('standby');
  const logs: string[] = [];
  const log: StandbyLog = { warn: (m) => logs.push(`warn ${m}`), info: (m) => logs.push(`info ${m}`) };
  let t = 0;
  const db = withReadStandby(primary, standby, { label: 'postgres://estante:***@standby:5433/estante', retryMs, log, now: () => t });
  const publicRead = <T>(fn: () => Promise<T>) => runInReadScope({ standby: () => true }, fn);
  return { primary, standby, db, logs, publicRead, advance: (ms: number) => (t += ms) };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });

describe('withReadStandby: where each call goes', () => {
  it('sends a read of a public-read scope to the standby, everything else to the primary', async () => {
    const { primary, standby, db, publicRead } = setup();
    expect(await publicRead(() => db.query('SELECT 1 AS one'))).toEqual([{ from: 'standby' }]);
    expect(await publicRead(() => db.query('WITH t AS (SELECT 1) SELECT * FROM t'))).toEqual([{ from: 'standby' }]);
    // Writes, a write disguised as a WITH, row locks, sequences: the primary, even in a public read.
    for (const sql of ['INSERT INTO x VALUES (1)', 'WITH d AS (DELETE FROM x RETURNING *) SELECT * FROM d', 'SELECT * FROM x FOR UPDATE', "SELECT nextval('s')", 'UPDATE x SET a = 1']) {
      expect(await publicRead(() => db.query(sql)), sql).toEqual([{ from: 'primary' }]);
    }
    // Outside a scope (start-up, the job runner), or in a scope that says no (a patron's request): the primary.
    expect(await db.query('SELECT 2')).toEqual([{ from: 'primary' }]);
    expect(await runInReadScope({ standby: () => false }, () => db.query('SELECT 3'))).toEqual([{ from: 'primary' }]);
    // Read-write transactions, batches and the library SQL: the primary, whatever the scope.
    await publicRead(() => db.transaction((tx) => tx.query('SELECT 4')));
    await publicRead(() => db.exec('SELECT 5'));
    await publicRead(() => db.sql('SELECT 6'));
    // A read-only transaction (the search's) of a public read: the standby; elsewhere the primary.
    await publicRead(() => db.transaction((tx) => tx.query('SELECT 7'), { readOnly: true }));
    await db.transaction((tx) => tx.query('SELECT 8'), { readOnly: true });
    expect(standby.calls).toEqual(['SELECT 1 AS one', 'WITH t AS (SELECT 1) SELECT * FROM t', 'BEGIN READ ONLY', 'SELECT 7']);
    expect(primary.calls).toHaveLength(13);
    expect(db.readStandby.counts()).toEqual({ standby: 3, fallback: 0 });
  });

  it('falls back to the primary while the standby refuses connections, leaves it alone for the back-off, then one read tries it again', async () => {
    const { primary, standby, db, logs, publicRead, advance } = setup(1000);
    standby.fail = refused();
    expect(await publicRead(() => db.query('SELECT 1'))).toEqual([{ from: 'primary' }]);
    expect(db.readStandby.state()).toBe('unavailable');
    expect(logs).toEqual([expect.stringMatching(/^warn read standby postgres:\/\/estante:\*\*\*@standby:5433\/estante unavailable \(connect ECONNREFUSED .*\): the catalogue's reads go to the primary/)]);
    // Within the back-off, 20 reads at once: none tries the standby.
    const many = await Promise.all(Array.from({ length: 20 }, () => publicRead(() => db.query('SELECT 1'))));
    expect(many.every((r) => r[0]?.from === 'primary')).toBe(true);
    expect(standby.calls).toHaveLength(1);
    // Past it, still down: one read tries (the others go on to the primary), and it is left alone again.
    advance(1001);
    await Promise.all(Array.from({ length: 5 }, () => publicRead(() => db.query('SELECT 1'))));
    expect(standby.calls).toHaveLength(2);
    expect(logs).toHaveLength(1); // the fallback is logged once, not per read
    // Back: the next try after the back-off finds it, and the reads go to it again.
    standby.fail = null;
    advance(1001);
    expect(await publicRead(() => db.query('SELECT 1'))).toEqual([{ from: 'standby' }]);
    expect(db.readStandby.state()).toBe('in use');
    expect(logs[1]).toMatch(/^info read standby postgres:\/\/estante:\*\*\*@standby:5433\/estante answers again/);
    expect(await publicRead(() => db.query('SELECT 1'))).toEqual([{ from: 'standby' }]);
    expect(primary.calls).toHaveLength(1 + 20 + 5);
    // A read-only transaction failed by the standby runs again, whole, on the primary.
    standby.fail = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(await publicRead(() => db.transaction((tx) => tx.query('SELECT 9'), { readOnly: true }))).toEqual([{ from: 'primary' }]);
    expect(primary.calls.slice(-2)).toEqual(['BEGIN READ ONLY', 'SELECT 9']);
    expect(db.readStandby.state()).toBe('unavailable');
    expect(db.readStandby.counts()).toEqual({ standby: 2, fallback: 27 });
  });

  it('runs a statement cancelled by a replication conflict, or refused as a write, again on the primary, without backing off', async () => {
    const { standby, db, logs, publicRead } = setup();
    standby.fail = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
    expect(await publicRead(() => db.query('SELECT 1'))).toEqual([{ from: 'primary' }]);
    standby.fail = Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' });
    expect(await publicRead(() => db.query('SELECT f()'))).toEqual([{ from: 'primary' }]);
    expect(db.readStandby.state()).toBe('in use');
    expect(logs).toEqual([]);
    // Any other error is the statement's own: the client gets it (the primary would fail it the same).
    standby.fail = Object.assign(new Error('column "x" does not exist'), { code: '42703' });
    await expect(publicRead(() => db.query('SELECT x'))).rejects.toThrow(/column "x"/);
    expect(db.readStandby.state()).toBe('in use');
  });

  it('pings the standby through the same back-off (GET /ready)', async () => {
    const { standby, db, advance } = setup(1000);
    expect(await db.readStandby.ping()).toBe('in use');
    standby.fail = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    expect(await db.readStandby.ping()).toBe('unavailable');
    standby.fail = null;
    expect(await db.readStandby.ping()).toBe('unavailable'); // within the back-off: not asked
    expect(standby.calls).toHaveLength(2);
    advance(1001);
    expect(await db.readStandby.ping()).toBe('in use');
  });
});

describe('what counts as the standby not answering, and as a read', () => {
  it('classifies the errors', () => {
    for (const e of [refused(), { code: 'ECONNRESET' }, { code: '08006' }, { code: '57P01' }, { code: '57P03' }, { code: '53300' }, new Error('Connection terminated unexpectedly'), new Error('timeout exceeded when trying to connect'), new AggregateError([refused()])]) {
      expect(isConnectionError(e), JSON.stringify(e)).toBe(true);
    }
    for (const e of [{ code: '42703', message: 'connection error in a column name' }, { code: '23505' }, new Error('boom'), null]) expect(isConnectionError(e)).toBe(false);
    expect([{ code: '40001' }, { code: '25006' }, { code: '57P04' }].every(isStandbyRefusal)).toBe(true);
    expect(isStandbyRefusal({ code: '23505' })).toBe(false);
  });

  it('takes only plain reads', () => {
    expect(isReadOnlyStatement('  select * from titulos where updated_at > $1')).toBe(true);
    expect(isReadOnlyStatement('(SELECT 1) UNION (SELECT 2)')).toBe(true);
    expect(isReadOnlyStatement('SELECT pg_advisory_lock(1)')).toBe(false);
    expect(isReadOnlyStatement("SELECT set_config('a', 'b', false)")).toBe(false);
    expect(isReadOnlyStatement('SELECT * FROM x FOR SHARE')).toBe(false);
    expect(isReadOnlyStatement('DELETE FROM x')).toBe(false);
  });
});

describe('DATABASE_READ_URL and DATABASE_READ_RETRY_MS', () => {
  it('takes a standby only beside DATABASE_URL, and a positive whole back-off', () => {
    expect(readStandbyFromEnv({})).toEqual({ databaseReadRetryMs: 5000 });
    expect(readStandbyFromEnv({ DATABASE_URL: 'postgres://p/e', DATABASE_READ_URL: 'postgres://s/e', DATABASE_READ_RETRY_MS: '250' })).toEqual({ databaseReadUrl: 'postgres://s/e', databaseReadRetryMs: 250 });
    expect(() => readStandbyFromEnv({ DATABASE_READ_URL: 'postgres://s/e' })).toThrow(/set DATABASE_URL too/);
    expect(() => readStandbyFromEnv({ DATABASE_READ_RETRY_MS: '0' })).toThrow(/DATABASE_READ_RETRY_MS must be a positive whole number/);
  });
});
