/**
 * Tokens under pressure (issue 28, 4), the API's side (the browser's — one refresh for 50 waiting
 * calls, two tabs, sign-out across tabs, no token in an address or a Referer — is
 * e2e/tests/security/tokens.spec.ts): a refresh token spent by 50 requests at once is spent once and
 * the reuse ends its sign-in; 50 calls with an expired token are all 401 invalid_token (the client's
 * cue to refresh); and no token, refresh token, password or calendar key is in any log line, after
 * every endpoint of the contract was called with them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { TEST_ARGON2, WEB, type Pair } from '../../test/auth-helpers';
import { JWT_SECRET } from '../../test/helpers';
import { LogCapture } from '../../test/ops-helpers';
import { percentile, report, size } from '../figures';
import { ALL_ROUTES, useSecurityHarness } from './harness';

const h = useSecurityHarness();

describe('tokens', () => {
  let app: FastifyInstance;
  const log = new LogCapture();
  beforeAll(async () => {
    await h.prepare();
    app = await buildApp({ db: h.db(), jwtSecret: JWT_SECRET, logger: { level: 'trace', stream: log }, auth: { argon2: TEST_ARGON2, ipRateLimit: { max: 100_000, windowSeconds: 60 }, mailOutbox: h.outbox } });
  });

  const signIn = async () => {
    const p = await h.person({ password: 'Token#2024xy' });
    const res = await h.login(p.login, p.password, {}, app);
    expect(res.statusCode, res.body).toBe(200);
    return { ...p, pair: res.json<Pair>() };
  };

  it('a refresh token sent by 50 requests at once is spent once; the reuse ends the sign-in', async () => {
    const n = size(50, 200);
    const me = await signIn();
    const t0 = performance.now();
    const answers = await Promise.all(Array.from({ length: n }, () => h.refresh(me.pair.refresh_token, app)));
    const ms = performance.now() - t0;
    const ok = answers.filter((r) => r.statusCode === 200);
    const failures = [
      ...(ok.length > 1 ? [`${ok.length} new pairs for one refresh token`] : []),
      ...answers.filter((r) => r.statusCode !== 200 && r.statusCode !== 401).map((r) => `answer ${r.statusCode}`),
    ];
    // Reuse revokes the family: the winner's new tokens stop working too (OAuth 2.0 Security BCP §4.14).
    for (const r of ok) {
      const pair = r.json<Pair>();
      if ((await h.get('/api/pessoas', pair.access_token, {}, app)).statusCode !== 401) failures.push("the winner's access token still works after the reuse");
      if ((await h.refresh(pair.refresh_token, app)).statusCode !== 401) failures.push("the winner's refresh token still works after the reuse");
    }
    if ((await h.get('/api/pessoas', me.pair.access_token, {}, app)).statusCode !== 401) failures.push('the first access token still works after the reuse');
    report('security', 'tokens: one refresh token spent by concurrent requests', { cases: n, failures: failures.length, pairs_issued: ok.length, p50_ms: ms / n });
    expect(failures).toEqual([]);
  });

  it('50 calls with an expired access token are each 401 invalid_token, the client\'s cue for one refresh', async () => {
    const n = size(50, 200);
    const expired = h.tokens().expired ?? '';
    const times: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const t0 = performance.now();
        const res = await h.get(i % 2 ? '/api/pessoas' : '/api/consulta/ordenacao', expired, {}, app);
        times.push(performance.now() - t0);
        return res;
      }),
    );
    const failures = answers.filter((r) => r.statusCode !== 401 || !String(r.headers['www-authenticate']).includes('invalid_token')).map((r) => `${r.statusCode} ${String(r.headers['www-authenticate'])}`);
    report('security', 'tokens: concurrent calls with an expired token', { cases: n, failures: failures.length, p50_ms: percentile(times, 50), p99_ms: percentile(times, 99) });
    expect(failures).toEqual([]);
  });

  it('no token, refresh token, password or calendar key in any log line, every endpoint called with them', async () => {
    const me = await signIn();
    const refreshed = (await h.refresh(me.pair.refresh_token, app)).json<Pair>();
    const feed = await h.inject({ method: 'POST', url: '/api/emprestimo/calendario', headers: { authorization: `Bearer ${refreshed.access_token}` } }, app);
    const key = /calendario\/([^/?"]+)\.ics/.exec(feed.body)?.[1];
    const secrets = [me.password, me.pair.access_token, me.pair.refresh_token, refreshed.access_token, refreshed.refresh_token, ...(key ? [key] : [])];
    let calls = 0;
    for (const [, route] of ALL_ROUTES) {
      const url = route.url.replace(':chave', key ?? 'k').replace(/:([A-Za-z_]\w*)/g, '1');
      calls++;
      await h.inject({ method: route.method, url: `${url}${url.includes('?') ? '&' : '?'}access_token=${refreshed.access_token}&token=${refreshed.refresh_token}`, headers: { authorization: `Bearer ${refreshed.access_token}`, cookie: `refresh=${refreshed.refresh_token}` }, ...(route.method !== 'GET' ? { payload: { refresh_token: refreshed.refresh_token, password: me.password, senhaAtual: me.password } } : {}) }, app);
    }
    await h.inject({ method: 'POST', url: '/oauth/revoke', payload: { token: refreshed.refresh_token, client_id: WEB } }, app);
    const leaks = log.lines.flatMap((line, i) => secrets.filter((s) => s.length >= 8 && line.includes(s)).map((s) => `line ${i}: ${s.slice(0, 12)}…`));
    report('security', 'tokens: secrets in the log', { cases: calls, failures: leaks.length, log_lines: log.lines.length, secrets: secrets.length, calendar_key: key ? 1 : 0 });
    expect(log.lines.length).toBeGreaterThan(calls);
    expect(key, feed.body).toBeTruthy();
    expect(leaks.slice(0, 10)).toEqual([]);
  });
});
