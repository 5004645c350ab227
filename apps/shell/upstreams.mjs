// @ts-check
/**
 * API_URL naming several API replicas (comma-separated): the shell's proxy balances between them.
 * undici's BalancedPool (the one @fastify/reply-from uses for a list of origins) sends each request to
 * the next upstream in turn. A request whose connection an upstream refused (a replica stopped or
 * restarting) never reached it: it is sent again to the next one, whatever its method, and that
 * upstream is taken out of the turn for `restMs` (then put back: if it still refuses, out again), so
 * the requests after it go straight to the others. The last upstream left is never taken out.
 */
import { BalancedPool } from 'undici';

/** Errors of a connection that was never made: the request did not reach that upstream. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * The API's origins in API_URL: one address, or several separated by commas. Anything that is not an
 * http(s) address is an error.
 * @param {string} apiUrl
 * @returns {string[]}
 */
export function apiOrigins(apiUrl) {
  const origins = String(apiUrl)
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => {
      let url;
      try {
        url = new URL(u);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`API_URL: "${u}" is not an http(s) address (several replicas: comma-separated)`);
      return url.origin;
    });
  if (origins.length === 0) throw new Error('API_URL is empty');
  return [...new Set(origins)];
}

/** @param {unknown} err */
const notConnected = (err) => {
  const e = /** @type {{ code?: unknown, cause?: { code?: unknown } } | null} */ (err);
  return NOT_CONNECTED.has(String(e?.code ?? '')) || NOT_CONNECTED.has(String(e?.cause?.code ?? ''));
};

/**
 * The upstreams of the shell's proxy. One origin: null (the proxy's own pool, as before). Several:
 * the pool to hand @fastify/http-proxy (`undici`), the retry rule for its `replyOptions.retryDelay`,
 * and `request` for the shell's own calls (the sign-in's token request) through the same pool.
 * @param {string[]} origins
 * @param {{ restMs?: number }} [options]
 */
export function balancedUpstreams(origins, { restMs = 2000 } = {}) {
  if (origins.length < 2) return null;
  const pool = new BalancedPool(origins);
  const tries = origins.length + 1;
  /** @type {Set<string>} */
  const resting = new Set();
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  /** Takes the upstream that refused `err`'s connection out of the turn for restMs. @param {unknown} err */
  const rest = (err) => {
    const e = /** @type {{ address?: unknown, port?: unknown, cause?: { address?: unknown, port?: unknown } }} */ (err);
    const address = e?.address ?? e?.cause?.address;
    const port = e?.port ?? e?.cause?.port;
    const origin = origins.find((o) => {
      const u = new URL(o);
      return u.hostname.replace(/^\[|\]$/g, '') === address && Number(u.port || (u.protocol === 'https:' ? 443 : 80)) === port;
    });
    if (!origin || resting.has(origin) || resting.size + 1 >= origins.length) return;
    resting.add(origin);
    pool.removeUpstream(origin);
    const timer = setTimeout(() => {
      timers.delete(timer);
      resting.delete(origin);
      pool.addUpstream(origin);
    }, restMs);
    timer.unref();
    timers.add(timer);
  };
  return {
    pool,
    /**
     * reply-from's retryDelay: a refused connection goes to the next upstream at once; everything
     * else as reply-from decides by default (a GET answered 503 retried, nothing else).
     * @param {{ err: unknown, req: any, res: any, attempt: number, getDefaultDelay: (req: any, res: any, err: any, attempt: number) => number | null }} details
     */
    retryDelay({ err, req, res, attempt, getDefaultDelay }) {
      if (err && notConnected(err)) {
        rest(err);
        return attempt + 1 < tries ? 1 : null;
      }
      return getDefaultDelay(req, res, err, attempt);
    },
    /**
     * A request to one of the upstreams (the next in turn), sent again to the next one when refused.
     * @param {{ path: string, method: import('undici').Dispatcher.HttpMethod, headers: Record<string, string>, body?: string }} options
     */
    async request(options) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await pool.request(options);
        } catch (err) {
          if (!notConnected(err) || attempt >= tries) throw err;
          rest(err);
        }
      }
    },
    /** The upstreams taken out of the turn now. */
    resting: () => [...resting],
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return pool.close();
    },
  };
}
