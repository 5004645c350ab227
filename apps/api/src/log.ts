import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values never reach a log line (compared without case): OAuth and OpenID
 * Connect (`code`, `state`, `nonce`, tokens), SAML (`SAMLResponse`, `RelayState`, the one-time
 * `saml` reference), passwords, recovery and captcha codes, and anything named like a secret.
 */
export const SENSITIVE_QUERY_PARAMS: ReadonlySet<string> = new Set(
  [
    'code',
    'state',
    'nonce',
    'session_state',
    'id_token',
    'id_token_hint',
    'access_token',
    'refresh_token',
    'token',
    'client_secret',
    'code_verifier',
    'password',
    'senha',
    'codigo',
    'recaptcha_token',
    'samlresponse',
    'samlrequest',
    'samlart',
    'relaystate',
    'saml',
    'signature',
    'ticket',
    'secret',
    'key',
    'jwt',
    'assertion',
  ].map((name) => name.toLowerCase()),
);

export const REDACTED = '[REDACTED]';

const decode = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/**
 * The URL as a log line may show it: the path as is, the value of every sensitive query parameter
 * replaced by [REDACTED] (names and the other values untouched, in their order), no fragment.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash >= 0 ? url.slice(0, hash) : url;
  const q = withoutHash.indexOf('?');
  if (q < 0) return withoutHash;
  const query = withoutHash
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq >= 0 ? part.slice(0, eq) : part;
      return SENSITIVE_QUERY_PARAMS.has(decode(name).trim().toLowerCase()) ? `${name}=${REDACTED}` : part;
    })
    .join('&');
  return `${withoutHash.slice(0, q)}?${query}`;
}

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

/**
 * Fastify's request serializers without secrets: the request line is method, redacted URL, host and
 * client address (never a header or body: no Authorization, Cookie or form fields); the completed
 * line repeats method and redacted URL beside the status, so each line stands on its own.
 */
export const logSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket ? req.socket.remotePort : undefined,
    };
  },
  res(reply: { statusCode: number; request?: FastifyRequest }) {
    const req = reply.request;
    return { statusCode: reply.statusCode, ...(req ? { method: req.method, url: redactUrl(req.url) } : {}) };
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
