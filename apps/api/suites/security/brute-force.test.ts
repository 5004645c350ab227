/**
 * Brute force (issue 28, 5): password guessing on one user code is stopped at the configured number of
 * failures (430, until the password is reset) and slowed by the per-user-code limit (429 with
 * Retry-After); credential stuffing across many user codes from one address is slowed by the per-IP
 * limit; and the answers tell an attacker nothing about which user codes exist. README "Sign-in and
 * the session" says what someone who knows a user code can and cannot do.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { defaultAuthOptions } from '../../src/access/options';
import { Clock, WEB } from '../../test/auth-helpers';
import { percentile, report, size } from '../figures';
import { useSecurityHarness } from './harness';

const h = useSecurityHarness();
const DEFAULTS = defaultAuthOptions();

describe('brute force', () => {
  let app: FastifyInstance;
  const clock = new Clock();
  beforeAll(async () => {
    await h.prepare();
    // The production limits (apps/api/src/access/options.ts), on a clock the test moves.
    app = await h.appWith({ now: clock.now, ipRateLimit: DEFAULTS.ipRateLimit, accountRateLimit: DEFAULTS.accountRateLimit });
  });

  const attempt = (username: string, password: string, ip: string) =>
    h.token({ grant_type: 'password', client_id: WEB, username, password }, { 'x-forwarded-for': ip, lang: '2' }, app);

  it('guessing one password: 430 from the 5th failure on, even with the right one; 429 with Retry-After past 10 attempts in 15 minutes', async () => {
    const victim = await h.person({ password: 'Certa#2024xy' });
    const tries = size(30, 300);
    const statuses: number[] = [];
    let checked = 0;
    for (let i = 0; i < tries; i++) {
      // Each guess from another address: a botnet, so the per-IP limit does not help here.
      const res = await attempt(victim.login, i === 7 ? victim.password : `Errada#${i}`, `198.51.100.${i % 250}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 401) checked++;
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      if (i % 10 === 9) clock.advance(60);
    }
    const first430 = statuses.indexOf(430);
    const failures = [
      ...(first430 !== 4 ? [`first 430 at attempt ${first430 + 1}, expected 5`] : []),
      ...(statuses[7] === 200 ? ['the right password signed in after the block'] : []),
      ...(statuses.some((s) => s === 200 || s >= 500) ? [`answers: ${[...new Set(statuses)].join(', ')}`] : []),
      ...(!statuses.includes(429) ? ['no 429 from the per-user-code limit'] : []),
    ];
    report('security', 'brute force: one user code, many addresses', { cases: tries, failures: failures.length, passwords_checked: checked, first_430_at: first430 + 1, answered_429: statuses.filter((s) => s === 429).length });
    expect(failures).toEqual([]);
    // The patron gets back in with "Forgot password" (the block ends with a new password), not by waiting.
    clock.advance(3600);
    expect((await attempt(victim.login, victim.password, '198.51.100.1')).statusCode).toBe(430);
  });

  it('credential stuffing: many user codes from one address are held to the per-IP limit (429 with Retry-After)', async () => {
    const codes = size(150, 1500);
    let evaluated = 0;
    let limited = 0;
    const failures: string[] = [];
    const start = clock.t;
    for (let i = 0; i < codes; i++) {
      const res = await attempt(`S${100000 + i}`, 'Senha#123', '203.0.113.50');
      if (res.statusCode === 401) evaluated++;
      else if (res.statusCode === 429) {
        limited++;
        if (!(Number(res.headers['retry-after']) > 0)) failures.push(`429 without Retry-After at ${i}`);
      } else failures.push(`attempt ${i}: ${res.statusCode}`);
      clock.advance(0.1); // 10 attempts a second
    }
    const minutes = (clock.t - start) / 60_000;
    const perMinute = evaluated / Math.max(1, Math.ceil(minutes));
    if (perMinute > DEFAULTS.ipRateLimit.max) failures.push(`${perMinute} passwords checked a minute from one address`);
    report('security', 'brute force: credential stuffing from one address', { cases: codes, failures: failures.length, passwords_checked: evaluated, answered_429: limited, checked_per_minute: Math.round(perMinute), limit_per_minute: DEFAULTS.ipRateLimit.max });
    expect(limited).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it("the answers do not tell which user codes exist: a known code's and an unknown code's answers are the same, and take as long", async () => {
    // A user code shared by several persons is left out: the two-step login (SPEC.md §2) asks who you
    // are before any password, by design, and says so (README "Sign-in and the session").
    const known = await h.query<{ login: string }>(
      `SELECT login FROM logins l WHERE senha_hash IS NOT NULL AND NOT bloqueado
          AND NOT EXISTS (SELECT 1 FROM logins o WHERE lower(o.login) = lower(l.login) AND o.cod_pessoa <> l.cod_pessoa)
        ORDER BY cod_login LIMIT $1`,
      [size(6, 30)],
    );
    const failures: string[] = [];
    const timesKnown: number[] = [];
    const timesUnknown: number[] = [];
    for (const [i, { login }] of known.entries()) {
      const unknown = `X${login}Z${i}`;
      for (let n = 1; n <= 6; n++) {
        const ip = `192.0.2.${(i * 6 + n) % 250}`;
        let t0 = performance.now();
        const a = await attempt(login, `Errada#${n}`, ip);
        timesKnown.push(performance.now() - t0);
        t0 = performance.now();
        const b = await attempt(unknown, `Errada#${n}`, ip);
        timesUnknown.push(performance.now() - t0);
        if (a.statusCode !== b.statusCode || a.body !== b.body) failures.push(`${login} attempt ${n}: ${a.statusCode} ${a.body} vs ${b.statusCode} ${b.body}`);
      }
      clock.advance(16 * 60);
    }
    report('security', 'brute force: known vs unknown user codes', {
      cases: timesKnown.length,
      failures: failures.length,
      p50_ms: percentile(timesKnown, 50),
      p99_ms: percentile(timesKnown, 99),
      unknown_p50_ms: percentile(timesUnknown, 50),
      unknown_p99_ms: percentile(timesUnknown, 99),
    });
    expect(failures).toEqual([]);
  });
});
