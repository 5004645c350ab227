import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { defaultMarcDir } from '../src/config';
import { openPglite, type Db } from '../src/db/db';
import { migrate } from '../src/db/migrations';
import type { ImportReport } from '../src/marc/import';
import { seed } from '../src/seed';

export const MARC_DIR = defaultMarcDir();
export const JWT_SECRET = 'test-secret-0123456789abcdef0123456789';

/** In-memory PGlite with the real MARC files imported and the settings seeded. */
export async function seededDb(): Promise<{ db: Db; report: ImportReport }> {
  const db = await openPglite();
  await migrate(db);
  const report = await seed(db, MARC_DIR);
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
