/** SQLSTATEs of a server that is not there for now: connection exceptions (08…), shut down, crashed or starting up (57P01–57P03). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
/** Socket errors of a connection refused, reset or timed out. */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own words for a connection that dropped or never came (no code). */
const UNAVAILABLE_MESSAGE = /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)$/;

/**
 * Whether `e` says the database cannot be reached right now (PostgreSQL restarting or down, the
 * connection dropped) rather than that a statement failed: the request may be tried again later
 * (the error handler answers 503 with Retry-After, plugins/errors.ts).
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
  if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  return UNAVAILABLE_MESSAGE.test(e.message);
}
