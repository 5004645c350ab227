// @ts-check
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShellServer } from './server.mjs';
import { apiOrigins } from './upstreams.mjs';

// API_URL with two API replicas: the shell's proxy (and its token request) sends requests to each in
// turn, and past one that refuses connections (stopped) to the other, whatever the method.

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-upstreams-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>');

/** A stand-in replica answering which one it is, the path and the body it got. */
function replica(/** @type {string} */ name) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ replica: name, method: req.method, path: req.url, body }));
    });
  });
  return {
    server,
    async listen() {
      await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
      const address = server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((r) => server.close(() => r(undefined)));
    },
  };
}

const one = replica('one');
const two = replica('two');
let urls = /** @type {string[]} */ ([]);

beforeAll(async () => {
  urls = [await one.listen(), await two.listen()];
});
afterAll(async () => {
  await Promise.allSettled([one.stop(), two.stop()]);
  fs.rmSync(dist, { recursive: true, force: true });
});

/** @param {import('fastify').FastifyInstance} app @param {string} url @param {{ method?: string, body?: string }} [o] */
async function call(app, url, { method = 'GET', body } = {}) {
  const base = await app.listen({ host: '127.0.0.1', port: 0 }).catch(() => `http://127.0.0.1:${/** @type {any} */ (app.server.address()).port}`);
  const res = await fetch(`${base}${url}`, { method, ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}) });
  return { status: res.status, json: /** @type {{ replica: string, method: string, path: string, body: string }} */ (await res.json()) };
}

describe('API_URL with several replicas', () => {
  it('reads the list of origins, and refuses what is not an http(s) address', () => {
    expect(apiOrigins('http://127.0.0.1:8090')).toEqual(['http://127.0.0.1:8090']);
    expect(apiOrigins(' http://a.internal:8090/ , http://b.internal:8091,http://a.internal:8090')).toEqual(['http://a.internal:8090', 'http://b.internal:8091']);
    expect(() => apiOrigins('http://a:1,b:2')).toThrow(/API_URL: "b:2" is not an http\(s\) address/);
    expect(() => apiOrigins(' , ')).toThrow(/API_URL is empty/);
  });

  it('balances the proxied requests between the replicas, then sends every one to the replica left when the other stops', async () => {
    const app = await createShellServer({ distDir: dist, apiUrl: urls.join(','), env: {} });
    try {
      const seen = { one: 0, two: 0 };
      for (let i = 0; i < 20; i++) {
        const r = await call(app, `/api/consulta?i=${i}`);
        expect(r.status).toBe(200);
        expect(r.json.path).toBe(`/api/consulta?i=${i}`);
        seen[/** @type {'one' | 'two'} */ (r.json.replica)]++;
      }
      expect(seen.one).toBeGreaterThanOrEqual(8);
      expect(seen.two).toBeGreaterThanOrEqual(8);

      await two.stop();
      // GETs, POSTs with a body (a renewal, a hold) and the shell's own token request: none lost.
      for (let i = 0; i < 30; i++) {
        const r = i % 3 === 0 ? await call(app, '/api/reserva', { method: 'POST', body: JSON.stringify({ i }) }) : i % 3 === 1 ? await call(app, '/api/acervo/1') : await call(app, '/oauth/token', { method: 'POST', body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'estante-web' }) });
        expect(r.status, JSON.stringify(r.json)).toBe(200);
        expect(r.json.replica).toBe('one');
        if (i % 3 === 0) expect(JSON.parse(r.json.body)).toEqual({ i });
      }
    } finally {
      await app.close();
    }
  });
});
