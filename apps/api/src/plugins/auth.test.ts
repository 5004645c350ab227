import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openPglite, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { JWT_SECRET } from '../../test/helpers';

// Access comes from the route's declaration, not from its path: closed unless declared public.
describe('auth plugin', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    app = await buildApp({ db, jwtSecret: JWT_SECRET });
    app.get('/undeclared-test', async () => ({ ok: true }));
    app.get('/declared-public-test', { config: { auth: 'public' } }, async () => ({ ok: true }));
    app.get('/api/declared-public-test', { config: { auth: 'public' } }, async () => ({ ok: true }));
    app.get('/api/declared-patron-test', { config: { auth: 'patron' } }, async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('a route that declares nothing needs a bearer token, whatever its path', async () => {
    const r = await app.inject({ url: '/undeclared-test' });
    expect(r.statusCode).toBe(401);
    expect(r.headers['www-authenticate']).toBe('Bearer');
    expect(r.json()).toEqual({ message: 'Autenticação necessária.' });
  });

  it('a route declared public answers without a token, also under /api', async () => {
    expect((await app.inject({ url: '/declared-public-test' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/declared-public-test' })).statusCode).toBe(200);
  });

  it('an unknown path is 404 without a token (nothing there to protect)', async () => {
    const r = await app.inject({ url: '/api/no-such-thing', headers: { lang: '5' } });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: 'Resource not found.' });
  });

  it('a bad token is refused with invalid_token', async () => {
    const r = await app.inject({ url: '/undeclared-test', headers: { authorization: 'Bearer nope' } });
    expect(r.statusCode).toBe(401);
    expect(r.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it("a patron's route is never cacheable, even refused: Cache-Control: private, no-store", async () => {
    const r = await app.inject({ url: '/api/declared-patron-test' });
    expect(r.statusCode).toBe(401);
    expect(r.headers['cache-control']).toBe('private, no-store');
    const publicRoute = await app.inject({ url: '/api/declared-public-test' });
    expect(publicRoute.headers['cache-control']).toBeUndefined();
  });
});
