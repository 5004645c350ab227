import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { REDACTED, redactUrl } from '@estante/server-kit';

export { REDACTED, redactUrl, SENSITIVE_QUERY_PARAMS } from '@estante/server-kit';

type LoggedError = {
  type: string;
  message: string;
  code?: string | number;
  statusCode?: number;
  stack: string;
  cause?: LoggedError;
};

/**
 * An error as a log line shows it: type, message, code, status and stack, and the same of its
 * cause (three deep). Nothing else of it: errors of HTTP clients and protocol libraries carry the
 * request or response they failed on (bodies, claims, headers), which may hold a secret.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: typeof err === 'string' ? err : 'non-error value thrown', stack: '' };
  const e = err as Error & { code?: unknown; statusCode?: unknown };
  const out: LoggedError = { type: e.name || e.constructor.name, message: e.message, stack: e.stack ?? '' };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Addresses whose last segment is a credential (the due-date feed's key, modules/emprestimo): logged as REDACTED. */
const SECRET_PATHS = /^(\/api\/emprestimo\/calendario\/)[^/?#]+/;
/** A request URL as a log line shows it: sensitive query parameters and secret path segments redacted. */
export const redactRequestUrl = (url: string): string => redactUrl(url).replace(SECRET_PATHS, `$1${REDACTED}`);

/**
 * Fastify's request serializers without secrets: the request line is method, redacted URL, host and
 * client address (never a header or body: no Authorization, Cookie or form fields); the completed
 * line repeats method and redacted URL beside the status, so each line stands on its own.
 */
export const logSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactRequestUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket ? req.socket.remotePort : undefined,
    };
  },
  res(reply: { statusCode: number; request?: FastifyRequest }) {
    const req = reply.request;
    return { statusCode: reply.statusCode, ...(req ? { method: req.method, url: redactRequestUrl(req.url) } : {}) };
  },
  err: serializeError,
};

/** Paths pino censors whatever a log call passes (a second net under the serializers). */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'password',
  'senha',
  'codigo',
  'access_token',
  'refresh_token',
  'client_secret',
  '*.password',
  '*.senha',
  '*.codigo',
  '*.access_token',
  '*.refresh_token',
  '*.client_secret',
];

/** The server's logger options with the serializers above (false stays false). */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: { ...base.serializers, ...logSerializers },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
}
