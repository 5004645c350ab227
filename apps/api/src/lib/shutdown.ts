import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';

/** SHUTDOWN_TIMEOUT_MS when unset: how long a stop waits for requests in flight. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** SHUTDOWN_TIMEOUT_MS of the environment (whole milliseconds); anything else stops the start. */
export function shutdownTimeoutFromEnv(env: NodeJS.ProcessEnv): number {
  const value = env.SHUTDOWN_TIMEOUT_MS?.trim();
  if (!value) return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`SHUTDOWN_TIMEOUT_MS must be a positive whole number of milliseconds (got ${value})`);
  return n;
}

/**
 * A graceful stop: /ready turns 503, the server stops accepting connections (idle keep-alive ones
 * are closed, a request arriving on an open one gets 503), the requests in flight finish, then the
 * database is closed. Resolves the exit code: 0 when all of that is done, 1 when `timeoutMs` ran
 * out first or something failed (logged either way; the caller exits with it).
 */
export async function gracefulShutdown(app: FastifyInstance, db: Db, { timeoutMs, signal }: { timeoutMs: number; signal?: string }): Promise<number> {
  const started = Date.now();
  app.log.info({ signal, timeoutMs }, 'shutting down: no new connections, waiting for the requests in flight');
  app.drain();
  // A keep-alive connection whose request finishes during the stop would otherwise stay open until
  // its idle timeout (the answers carry Connection: close too, see app.ts).
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const stopped = (async () => {
    await app.close();
    await db.close();
    return 'stopped' as const;
  })();
  try {
    const outcome = await Promise.race([stopped, timedOut]);
    if (outcome === 'timeout') {
      app.log.error({ timeoutMs }, `shutdown timed out after ${timeoutMs} ms with requests still in flight: exiting anyway`);
      return 1;
    }
    app.log.info({ ms: Date.now() - started }, 'stopped: requests finished, database closed');
    return 0;
  } catch (e) {
    app.log.error({ err: e }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(timer);
    clearInterval(reaper);
  }
}
