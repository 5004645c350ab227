/**
 * Headers on every endpoint (issue 28, 6), generated from the route table: the API's JSON policy
 * (nothing to load or run, never framed, no sniffing, no referrer), and CORS that never answers an
 * origin it was not configured with — fast-check's origins, and the look-alikes an attacker registers
 * (a suffix, a subdomain, another scheme or port, `null`). The shell's own CSP (scripts and connections
 * only from the configured remotes and the API) is apps/shell/server.test.mjs's, and the browser's
 * refusal of an injected inline script is e2e/tests/csp.spec.ts and the XSS corpus's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CORS_ORIGINS } from '../../src/config';
import { report, size } from '../figures';
import { ALL_ROUTES, useSecurityHarness } from './harness';

const h = useSecurityHarness();
const SITE = DEFAULT_CORS_ORIGINS[0] ?? 'http://localhost:8080';

const lookalikes = (origin: string): string[] => {
  const u = new URL(origin);
  return [
    `${origin}.evil.example`,
    `${u.protocol}//evil.${u.host}`,
    `${u.protocol}//${u.hostname}:${Number(u.port || 80) + 1}`,
    `${u.protocol === 'http:' ? 'https:' : 'http:'}//${u.host}`,
    `${origin}/`,
    origin.toUpperCase(),
    `${u.protocol}//${u.hostname}.:${u.port}`,
    'null',
    'file://',
    `${origin}%00.evil.example`,
  ];
};

describe('headers on every endpoint', () => {
  beforeAll(async () => {
    await h.prepare();
  });

  it("every endpoint answers with the API's security headers, errors and refusals included", async () => {
    const failures: string[] = [];
    for (const [name, route] of ALL_ROUTES) {
      const res = await h.call(route, route.auth === 'patron' ? h.tokens().bruno : h.tokens().public, { body: {} });
      const csp = String(res.headers['content-security-policy'] ?? '');
      if (!/default-src 'none'/.test(csp) || !/frame-ancestors 'none'/.test(csp)) failures.push(`${name}: CSP "${csp}"`);
      if (res.headers['x-content-type-options'] !== 'nosniff') failures.push(`${name}: no nosniff`);
      if (res.headers['referrer-policy'] !== 'no-referrer') failures.push(`${name}: Referrer-Policy ${String(res.headers['referrer-policy'])}`);
      if (res.headers['x-powered-by'] !== undefined) failures.push(`${name}: X-Powered-By`);
    }
    report('security', 'headers: security headers × every endpoint', { cases: ALL_ROUTES.length, failures: failures.length });
    expect(failures).toEqual([]);
  });

  it('CORS never echoes an origin it was not configured with: generated origins and look-alikes, on answers and preflights', async () => {
    const generated = fc.sample(fc.webUrl({ withQueryParameters: false, withFragments: false }).map((u) => new URL(u).origin), { numRuns: size(100, 2000), seed: 28 });
    const origins = [...new Set([...generated, ...lookalikes(SITE)])].filter((o) => !DEFAULT_CORS_ORIGINS.includes(o));
    const routes = ALL_ROUTES;
    const failures: string[] = [];
    let cases = 0;
    for (const [i, origin] of origins.entries()) {
      const [name, route] = routes[i % routes.length]!;
      const url = route.url.replace(/:([A-Za-z_]\w*)/g, '1');
      for (const [method, res] of [
        [route.method, await h.inject({ method: route.method, url, headers: { origin, authorization: `Bearer ${h.tokens().public}` } })],
        ['OPTIONS', await h.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': route.method, 'access-control-request-headers': 'authorization' } })],
      ] as const) {
        cases++;
        const allow = res.headers['access-control-allow-origin'];
        if (allow !== undefined) failures.push(`${name} ${method} from ${origin}: Access-Control-Allow-Origin ${String(allow)}`);
      }
    }
    // The configured site itself is answered (the check can see an echo).
    const own = await h.inject({ method: 'OPTIONS', url: '/api/consulta', headers: { origin: SITE, 'access-control-request-method': 'GET' } });
    expect(own.headers['access-control-allow-origin']).toBe(SITE);
    expect(own.headers['access-control-allow-credentials']).toBe('true');
    report('security', 'headers: CORS × generated and look-alike origins', { cases, failures: failures.length, origins: origins.length });
    expect(failures).toEqual([]);
  });
});
