import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPglite, type Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { JWT_SECRET } from './helpers';
import { cspDirectives as directives } from '@estante/server-kit';

// The API's security headers (@fastify/helmet, src/security-headers.ts): a JSON API's CSP on every
// answer (errors too), swagger-ui's own CSP on /api/docs, HSTS only over https.

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  app = await buildApp({ db, jwtSecret: JWT_SECRET });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});


describe('API security headers', () => {
  it('JSON answers, errors included: nothing to load or run, never framed, no sniffing, no referrer, same-origin only', async () => {
    for (const [url, status] of [
      ['/health', 200],
      ['/ready', 200],
      ['/api/consulta?termo_pesquisa=x', 401],
      ['/nowhere', 404],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(directives(res.headers['content-security-policy']), url).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('HSTS only over https (X-Forwarded-Proto from the trusted proxy), never over plain http', async () => {
    expect((await app.inject({ url: '/health' })).headers['strict-transport-security']).toBeUndefined();
    const https = await app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    // an address TRUST_PROXY does not believe cannot claim https
    const outsider = await app.inject({ url: '/health', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } });
    expect(outsider.headers['strict-transport-security']).toBeUndefined();
  });

  it('/api/docs keeps working: swagger-ui gets scripts and styles from its own origin, no inline script, no upgrade of http', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']?.[0]).toBe("'self'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    // swagger-ui writes a <style> element: inline styles yes, inline scripts no
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    // every script of the page is a file of its own origin
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs = '', inline = ''] of scripts) {
      expect(attrs).toMatch(/\bsrc="\/api\/docs\/static\/[^":]+"/);
      expect(inline.trim()).toBe('');
    }
    const init = await app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/docs/json' })).json<{ openapi: string }>().openapi).toBe('3.1.0');
  });
});
