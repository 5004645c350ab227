import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openPglite, type Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { gracefulShutdown, shutdownTimeoutFromEnv } from '../src/lib/shutdown';
import { JWT_SECRET } from './helpers';
import { LogCapture } from './ops-helpers';

// GET /ready (readiness: the database answers) beside GET /health (liveness), both public, and the
// graceful stop's effect on them (the stop of the real process: shutdown.test.ts).

async function migrated(): Promise<Db> {
  const db = await openPglite();
  await migrate(db);
  return db;
}

describe('GET /ready', () => {
  it('is 200 {status: ok} while the database answers, without a token, never cached', async () => {
    const db = await migrated();
    const app = await buildApp({ db, jwtSecret: JWT_SECRET });
    const res = await app.inject({ url: '/ready' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
    await db.close();
  });

  it('is 503 with a message once the database is closed, while /health stays 200 (liveness)', async () => {
    const db = await migrated();
    const app = await buildApp({ db, jwtSecret: JWT_SECRET });
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);
    await db.close();
    const res = await app.inject({ url: '/ready' });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', message: 'the database does not answer' });
    const health = await app.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('is 503 when the database fails or hangs (a broken connection), within the readiness timeout', async () => {
    const real = await migrated();
    const log = new LogCapture();
    const broken: Db = { ...real, query: () => Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' })) };
    const failing = await buildApp({ db: broken, jwtSecret: JWT_SECRET, logger: { level: 'warn', stream: log } });
    const res = await failing.inject({ url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toBe('the database does not answer');
    // the cause is in the log, not in the public answer
    expect(log.lines.some((l) => l.includes('Connection terminated unexpectedly'))).toBe(true);
    expect(res.body).not.toContain('Connection terminated');
    await failing.close();

    const hanging: Db = { ...real, query: () => new Promise(() => undefined) };
    const slow = await buildApp({ db: hanging, jwtSecret: JWT_SECRET, readyTimeoutMs: 200 });
    const started = Date.now();
    const stuck = await slow.inject({ url: '/ready' });
    expect(stuck.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
    await slow.close();
    await real.close();
  });

  it('is 503 "shutting down" once the server drains, though the database still answers', async () => {
    const db = await migrated();
    const app: FastifyInstance = await buildApp({ db, jwtSecret: JWT_SECRET });
    expect(app.draining).toBe(false);
    app.drain();
    expect(app.draining).toBe(true);
    const res = await app.inject({ url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', message: 'shutting down' });
    expect((await db.query('SELECT 1 AS one'))[0]).toEqual({ one: 1 });
    await app.close();
    await db.close();
  });

  it('is in the OpenAPI document with both answers', async () => {
    const db = await migrated();
    const app = await buildApp({ db, jwtSecret: JWT_SECRET });
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, { get: { responses: Record<string, unknown> } }> }>();
    expect(Object.keys(doc.paths['/ready']?.get.responses ?? {}).sort()).toEqual(['200', '503']);
    await app.close();
    await db.close();
  });
});

describe('graceful stop (in process)', () => {
  it('SHUTDOWN_TIMEOUT_MS: 10 s by default, a positive whole number of ms, anything else refused', () => {
    expect(shutdownTimeoutFromEnv({})).toBe(10_000);
    expect(shutdownTimeoutFromEnv({ SHUTDOWN_TIMEOUT_MS: '2500' })).toBe(2500);
    for (const bad of ['0', '-1', '1.5', '10s', 'abc']) expect(() => shutdownTimeoutFromEnv({ SHUTDOWN_TIMEOUT_MS: bad })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it('lets a request in flight finish, closes the database, and resolves 0', async () => {
    const db = await migrated();
    let closed = false;
    const watched: Db = {
      ...db,
      close: async () => {
        closed = true;
        await db.close();
      },
    };
    const app = await buildApp({ db: watched, jwtSecret: JWT_SECRET });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    app.get('/slow-test', { config: { auth: 'public' } }, async () => {
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/slow-test`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 100));
    const stopping = gracefulShutdown(app, watched, { timeoutMs: 5000, signal: 'SIGTERM' });
    await new Promise((r) => setTimeout(r, 100));
    expect(closed).toBe(false);
    // no new connections
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    release();
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    expect(await stopping).toBe(0);
    expect(closed).toBe(true);
  });

  it('gives up after the timeout when a request never ends: resolves 1 and logs why', async () => {
    const db = await migrated();
    const log = new LogCapture();
    const app = await buildApp({ db, jwtSecret: JWT_SECRET, logger: { level: 'info', stream: log } });
    app.get('/never-test', { config: { auth: 'public' } }, () => new Promise(() => undefined));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const controller = new AbortController();
    const hanging = fetch(`http://127.0.0.1:${port}/never-test`, { signal: controller.signal }).catch(() => 'aborted');
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    expect(await gracefulShutdown(app, db, { timeoutMs: 300 })).toBe(1);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(log.records().some((r) => r.level === 50 && String(r.msg).includes('shutdown timed out after 300 ms'))).toBe(true);
    controller.abort();
    await hanging;
    app.server.closeAllConnections();
    await db.close();
  });
});
