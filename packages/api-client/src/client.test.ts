import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';

// A real HTTP server on loopback stands in for the API: the client is exercised through
// axios' real adapter, headers and status codes included.
let server: http.Server;
let baseURL = '';
let tokenCalls = 0;
let validToken = 't1';
let refuseAll = false;
const seen: { lang?: string; auth?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/oauth/token') {
      tokenCalls += 1;
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const parsed = JSON.parse(body) as { grant_type: string; client_id: string };
        if (parsed.grant_type !== 'client_credentials' || parsed.client_id !== 'estante-web') {
          res.statusCode = 401;
          res.end(JSON.stringify({ message: 'bad client' }));
          return;
        }
        // answer slowly so concurrent callers overlap
        setTimeout(() => res.end(JSON.stringify({ access_token: validToken, expires_in: 900 })), 30);
      });
      return;
    }
    seen.push({ lang: String(req.headers.lang), auth: req.headers.authorization });
    if (refuseAll || req.headers.authorization !== `Bearer ${validToken}`) {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: 'token' }));
      return;
    }
    if (req.url === '/api/missing') {
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'Título não encontrado.' }));
      return;
    }
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  tokenCalls = 0;
  validToken = 't1';
  refuseAll = false;
  seen.length = 0;
});

describe('api client', () => {
  it('fetches the public token once for concurrent calls and sends the lang header', async () => {
    const c = createApiClient({ baseURL, clientId: 'estante-web', langHeader: () => '5' });
    const results = await Promise.all([c.get('/api/a'), c.get('/api/b'), c.get('/api/c')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(tokenCalls).toBe(1);
    expect(seen.every((s) => s.lang === '5' && s.auth === 'Bearer t1')).toBe(true);
  });

  it('renews a rejected public token and replays the call once', async () => {
    const c = createApiClient({ baseURL, clientId: 'estante-web', langHeader: () => '1' });
    await c.get('/api/a');
    validToken = 't2'; // the server rotated its keys: t1 is now refused
    await expect(c.get('/api/a')).resolves.toEqual({ ok: true });
    expect(tokenCalls).toBe(2);
  });

  it('does not loop when the replay is refused too', async () => {
    const c = createApiClient({ baseURL, clientId: 'estante-web', langHeader: () => '1' });
    refuseAll = true;
    const err = await c.get('/api/a').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    // one call, one replay: two hits on the API and two token fetches, then it gives up
    expect(seen).toHaveLength(2);
    expect(tokenCalls).toBe(2);
  });

  it('maps an error body to ApiError with the server message', async () => {
    const c = createApiClient({ baseURL, clientId: 'estante-web', langHeader: () => '1' });
    const err = (await c.get('/api/missing').catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('http');
    expect(err.status).toBe(404);
    expect(err.serverMessage).toBe('Título não encontrado.');
  });

  it('reports an unreachable server as a network error', async () => {
    const c = createApiClient({ baseURL: 'http://127.0.0.1:9', clientId: 'estante-web', langHeader: () => '1' });
    const err = (await c.get('/api/a').catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('network');
  });
});
