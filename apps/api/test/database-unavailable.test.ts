import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPglite, openPostgres, type Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seedAuth } from '../src/seed/auth';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { JWT_SECRET, TEST_DATABASE_URL, WEB_CLIENT_SECRET } from './helpers';

// The database out of reach (PostgreSQL restarting or down; suites/reliability/pg-restart.test.ts
// restarts a real one under load): requests answer 503 with a translated message and Retry-After
// instead of 500 "unexpected error", and a connection that drops inside a transaction no longer ends
// the process (an 'error' event on the checked-out client had no listener).

describe('isDatabaseUnavailable', () => {
  it('is true for a server that is not there for now, false for a statement that failed', () => {
    const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
    expect(isDatabaseUnavailable(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(coded('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(coded('the database system is shutting down', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(coded('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''))).toBe(true);
    expect(isDatabaseUnavailable(coded('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(coded('syntax error at or near "SELEC"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('hold not stored'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('a request while the database is out of reach', () => {
  it('is 503 with the translated message and Retry-After; a failing statement stays 500', async () => {
    const real = await openPglite();
    await migrate(real);
    await seedAuth(real, WEB_CLIENT_SECRET);
    let fault: Error | null = null;
    const db: Db = { ...real, query: (sql, params) => (fault ? Promise.reject(fault) : real.query(sql, params)) };
    const app = await buildApp({ db, jwtSecret: JWT_SECRET });
    const token = (await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'estante-web' } })).json<{ access_token: string }>().access_token;
    const get = (lang: string) => app.inject({ url: '/api/acervo/1', headers: { authorization: `Bearer ${token}`, lang } });

    fault = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const pt = await get('1');
    expect(pt.statusCode).toBe(503);
    expect(pt.headers['retry-after']).toBe('5');
    expect(pt.json()).toEqual({ message: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.' });
    expect((await get('5')).json()).toEqual({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
    fault = new Error('Connection terminated unexpectedly');
    expect((await get('3')).json()).toEqual({ message: 'El servicio no está disponible temporalmente. Inténtelo de nuevo en unos instantes.' });

    fault = Object.assign(new Error('syntax error'), { code: '42601' });
    const broken = await get('5');
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ message: 'Unexpected error. Please try again later.' });

    fault = null;
    expect((await get('5')).statusCode).toBe(404); // the empty catalogue answers again
    await app.close();
    await real.close();
  });
});

describe.skipIf(!TEST_DATABASE_URL)('a transaction whose connection drops between two statements (PostgreSQL, TEST_DATABASE_URL)', () => {
  it('fails, the process lives on, and the pool answers again', async () => {
    const db = await openPostgres({ connectionString: TEST_DATABASE_URL ?? '', max: 2 });
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const failed = await db
        .transaction(async (tx) => {
          const [me] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          // The server ends this connection while the transaction waits (as a restart does); the
          // client's 'error' event fires now, with no statement running.
          await admin.query('SELECT pg_terminate_backend($1)', [me?.pid]);
          await new Promise((r) => setTimeout(r, 300));
          await tx.query('SELECT 1');
          return 'committed';
        })
        .catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failed)).toBe(true);
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await db.close();
    }
  });
});
