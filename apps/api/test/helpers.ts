import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app';
import { defaultMarcDir } from '../src/config';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import type { ImportReport } from '../src/marc/import';
import { seed } from '../src/seed';

export const MARC_DIR = defaultMarcDir();
export const JWT_SECRET = 'test-secret-0123456789abcdef0123456789';
/** The tests' own secret of the `estante-web` client (the server's comes from the environment or the data folder). */
export const WEB_CLIENT_SECRET = 'test-web-client-secret-0123456789';
/** Reference date of the seeded data in the tests (the seed's default is today). */
export const SEED_DATE = '2026-03-02';

/** A real PostgreSQL server for the storage tests (.ci/run sets it); unset: PGlite only. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface Backend {
  name: string;
  /** Why the backend is skipped, or null when it runs. */
  skip: string | null;
  open(): Promise<Db>;
}

/** The storage tests run on each available backend. */
const PGLITE: Backend = { name: 'PGlite (in memory)', skip: null, open: () => openPglite() };
export const BACKENDS: Backend[] = [
  PGLITE,
  {
    name: 'PostgreSQL (TEST_DATABASE_URL)',
    skip: TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set (.ci/run sets it)',
    open: () => openTestPostgres(TEST_DATABASE_URL ?? ''),
  },
];

/**
 * A fresh schema of its own on the real server (estante_test_<pid>_<time>, first in search_path),
 * dropped again by close(), so every run starts clean and runs never see each other's rows.
 * unaccent and pg_trgm live in public, as the migration expects (public.unaccent).
 */
export async function openTestPostgres(connectionString: string): Promise<Db> {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    for (const ext of ['unaccent', 'pg_trgm']) {
      try {
        await admin.query(`CREATE EXTENSION IF NOT EXISTS ${ext} SCHEMA public`);
      } catch (e) {
        // Another test file created it at the same moment.
        if ((e as { code?: string }).code !== '23505') throw e;
      }
    }
  } finally {
    await admin.end();
  }
  const schema = `estante_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const db = await openPostgres({ connectionString, schema, max: 4 });
  return {
    ...db,
    close: async () => {
      try {
        await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      } finally {
        await db.close();
      }
    },
  };
}

/** A fresh database on `backend` (in-memory PGlite by default) with the real MARC files imported and the settings seeded. */
export async function seededDb(backend: Backend = PGLITE): Promise<{ db: Db; report: ImportReport }> {
  const db = await backend.open();
  await migrate(db);
  const report = await seed(db, MARC_DIR, false, { referenceDate: SEED_DATE, webClientSecret: WEB_CLIENT_SECRET });
  if (!report) throw new Error('seed did not import');
  return { db, report };
}

export async function seededApp(): Promise<{ app: FastifyInstance; db: Db; token: string }> {
  const { db } = await seededDb();
  const app = await buildApp({ db, jwtSecret: JWT_SECRET });
  const res = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'estante-web' } });
  const token = res.json<{ access_token: string }>().access_token;
  return { app, db, token };
}

/**
 * One seeded in-memory app per test file (beforeAll/afterAll), with the calls every API test
 * makes: `inject` as is, `get` with the public token, `ok` expecting 200, `query` on the db.
 */
export function useSeededApp() {
  let ctx: Awaited<ReturnType<typeof seededApp>> | undefined;
  const live = () => {
    if (!ctx) throw new Error('useSeededApp: the app is not ready (call inside tests)');
    return ctx;
  };
  beforeAll(async () => {
    ctx = await seededApp();
  });
  afterAll(async () => {
    await ctx?.app.close();
    await ctx?.db.close();
  });
  const inject = (options: InjectOptions) => live().app.inject(options);
  const get = (url: string, headers: Record<string, string> = {}) =>
    inject({ method: 'GET', url, headers: { authorization: `Bearer ${live().token}`, ...headers } });
  const ok = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => live().db.query<T>(sql, params);
  const db = () => live().db;
  const token = () => live().token;
  return { inject, get, ok, query, db, token };
}
