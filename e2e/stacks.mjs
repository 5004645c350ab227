// Where the e2e suite's per-worker stacks listen (read by e2e/server.mjs, playwright.config.ts and
// tests/helpers.ts). Worker i of Playwright (its parallel index) has a stack of its own: the shell's
// server on :8100+i, proxying to its API on :8120+i (a copy of the seeded database, replaced by a
// fresh copy for every spec file), its identity providers and its mail outbox. The four remotes
// (:8081-8084) and the fixture remotes (:8089) are static and shared by every stack.
import os from 'node:os';
import path from 'node:path';

/** At most this many stacks (so at most this many workers): :8100-8109 and :8120-8129. */
export const MAX_STACKS = 10;
const shellBase = Number(process.env.E2E_SHELL_PORT ?? 8100);
const apiBase = Number(process.env.E2E_API_PORT ?? 8120);

/** The fixture remotes and the test control endpoints (e2e/server.mjs). */
export const FIXTURE_PORT = Number(process.env.FIXTURE_PORT ?? 8089);

/**
 * The site of the development builds (the shell, catalogue and title-detail in React's development
 * mode, e2e/fixtures/build.mjs), on stack 0's API: where i27-hydration.spec.ts reads React's warnings.
 */
export const DEV_SHELL_PORT = Number(process.env.E2E_DEV_SHELL_PORT ?? 8099);

/**
 * The secrets of the e2e stacks' APIs, the suite's own (the product has no default secret): the
 * shells add the web client's when they proxy a sign-in, and captcha.spec.ts checks the widget's
 * payload with the captcha key.
 */
export const e2eSecrets = {
  JWT_SECRET: process.env.E2E_JWT_SECRET ?? 'estante-e2e-jwt-secret-0123456789abcdef',
  OAUTH_WEB_CLIENT_SECRET: process.env.E2E_WEB_CLIENT_SECRET ?? 'estante-e2e-web-client-secret',
  ALTCHA_HMAC_KEY: process.env.E2E_ALTCHA_HMAC_KEY ?? 'estante-e2e-altcha-key',
};

/** @param {number} i */
export const shellPort = (i) => shellBase + i;
/** @param {number} i */
export const apiPort = (i) => apiBase + i;
/** The development mail outbox of stack `i` (recovery codes, baskets sent): its API writes, the tests read. @param {number} i */
export const outboxOf = (i) => path.join(process.env.E2E_OUTBOX ?? path.join(os.tmpdir(), 'estante-e2e-outbox'), String(i));

/**
 * How many workers (and stacks): E2E_WORKERS, else what the machine allows: one per core (a worker
 * is one chromium, one shell server and one API, two while its next fresh copy starts: more than a
 * core's worth under load), and 1.5 GiB of memory each.
 */
export function workerCount(env = process.env) {
  if (env.E2E_WORKERS) {
    const n = Number(env.E2E_WORKERS);
    if (!Number.isInteger(n) || n < 1 || n > MAX_STACKS) throw new Error(`E2E_WORKERS must be a whole number from 1 to ${MAX_STACKS} (got ${env.E2E_WORKERS})`);
    return n;
  }
  // A worker keeps two processes busy (its browser and its own API, beside the shared remotes): one
  // worker per two cores. On a 2-core machine two workers starved each other into timeouts.
  const byCpu = Math.floor(os.availableParallelism() / 2);
  const byMemory = Math.floor(os.totalmem() / (1.5 * 1024 ** 3));
  return Math.max(1, Math.min(MAX_STACKS, byCpu, byMemory));
}
