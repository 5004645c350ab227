import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { corsOriginsFromEnv, DEFAULT_CORS_ORIGINS } from '../src/config';
import { openPglite, type Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { JWT_SECRET } from './helpers';

// CORS (issue 24): only the site's configured origins may call the API from a browser with
// credentials; any other origin gets no CORS header at all (it used to be reflected, credentials too).

const SITE = 'https://biblioteca.example.edu';
const EVIL = 'https://evil.example';

let db: Db;
let app: FastifyInstance;
let byDefault: FastifyInstance;

const corsHeaders = (headers: Record<string, unknown>) => Object.keys(headers).filter((h) => h.startsWith('access-control-'));

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  app = await buildApp({ db, jwtSecret: JWT_SECRET, corsOrigins: [SITE] });
  byDefault = await buildApp({ db, jwtSecret: JWT_SECRET });
});
afterAll(async () => {
  await app?.close();
  await byDefault?.close();
  await db?.close();
});

describe('CORS', () => {
  it("the site's origin may call with credentials, and its preflight is answered", async () => {
    const r = await app.inject({ url: '/health', headers: { origin: SITE } });
    expect(r.headers['access-control-allow-origin']).toBe(SITE);
    expect(r.headers['access-control-allow-credentials']).toBe('true');
    expect(r.headers.vary).toContain('Origin');
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/api/consulta',
      headers: { origin: SITE, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(pre.headers['access-control-allow-headers'])).toContain('authorization');
  });

  it('any other origin gets no CORS header, on answers and preflights alike', async () => {
    for (const origin of [EVIL, 'null', `${SITE}.evil.example`, 'http://biblioteca.example.edu']) {
      const r = await app.inject({ url: '/health', headers: { origin } });
      expect(r.statusCode).toBe(200);
      expect(corsHeaders(r.headers), origin).toEqual([]);
      const pre = await app.inject({
        method: 'OPTIONS',
        url: '/api/consulta',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(corsHeaders(pre.headers), origin).toEqual([]);
    }
  });

  it("by default only `npm start`'s own site (:8080) is allowed", async () => {
    for (const origin of DEFAULT_CORS_ORIGINS) {
      expect((await byDefault.inject({ url: '/health', headers: { origin } })).headers['access-control-allow-origin']).toBe(origin);
    }
    expect(corsHeaders((await byDefault.inject({ url: '/health', headers: { origin: 'http://localhost:3000' } })).headers)).toEqual([]);
    expect(corsHeaders((await byDefault.inject({ url: '/health', headers: { origin: EVIL } })).headers)).toEqual([]);
  });

  it('the origins come from CORS_ORIGINS, else PUBLIC_URL (or its older name PUBLIC_BASE_URL), else the default; a value that is no origin stops the start', () => {
    expect(corsOriginsFromEnv({ CORS_ORIGINS: `${SITE}, https://outra.example.edu:8443/` })).toEqual([SITE, 'https://outra.example.edu:8443']);
    expect(corsOriginsFromEnv({ PUBLIC_BASE_URL: `${SITE}/catalogo/` })).toEqual([SITE]);
    expect(corsOriginsFromEnv({})).toEqual(DEFAULT_CORS_ORIGINS);
    expect(() => corsOriginsFromEnv({ CORS_ORIGINS: '*' })).toThrow('CORS_ORIGINS: "*" is not an origin');
    expect(() => corsOriginsFromEnv({ CORS_ORIGINS: `${SITE}/catalogo` })).toThrow('is not an origin');
    expect(corsOriginsFromEnv({ PUBLIC_URL: `${SITE}/catalogo/`, PUBLIC_BASE_URL: 'https://other.example' })).toEqual([SITE]);
    expect(() => corsOriginsFromEnv({ PUBLIC_URL: 'biblioteca' })).toThrow('PUBLIC_URL: "biblioteca" is not an http(s) address');
    expect(() => corsOriginsFromEnv({ PUBLIC_BASE_URL: 'biblioteca' })).toThrow('PUBLIC_URL: "biblioteca" is not an http(s) address');
  });
});
