import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { FastifyValidationResult } from 'fastify/types/schema';
import AjvCompiler from '@fastify/ajv-compiler';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { hstsWhenHttps, jsonTooDeep } from '@estante/server-kit';
import { tokenService } from './access/tokens';
import { defaultAuthOptions, type AuthOptions } from './access/options';
import { authContext } from './access/signin';
import { DEFAULT_CORS_ORIGINS } from './config';
import type { Db } from './db/db';
import { withLogRedaction } from './lib/log';
import { MODULES } from './modules';
import type { SsoOptions } from './modules/sso/config';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { langPlugin } from './plugins/lang';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { readRoutingPlugin } from './plugins/read-routing';
import { API_HELMET_OPTIONS } from './plugins/security-headers';

export interface AppOptions {
  /** A migrated database (see db/migrate.ts). */
  db: Db;
  jwtSecret: string;
  /**
   * Fastify (pino) logger options; false in tests. Request lines go through lib/log.ts (sensitive
   * query parameters redacted, no headers or bodies), whatever serializers these options name.
   */
  logger?: FastifyServerOptions['logger'];
  /** Longest wait of GET /ready for the database's answer (ms); default 2000. */
  readyTimeoutMs?: number;
  /** Sign-in settings (clock, token lives, limits, captcha, outbox); defaults in auth/options.ts, env in main.ts. */
  auth?: Partial<AuthOptions>;
  /** Origins whose pages may call the API with credentials (CORS); default `npm start`'s (config.ts). */
  corsOrigins?: readonly string[];
  /** Single sign-on (OpenID Connect, SAML) and the external bases' key; env in main.ts (modules/sso/config.ts). */
  sso?: SsoOptions;
  /** The site's public address (PUBLIC_URL, config.ts), for the addresses the API gives out. */
  publicUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True once drain() was called (a stop signal): GET /ready answers 503 from then on. */
    readonly draining: boolean;
    /** Marks the server as stopping (lib/shutdown.ts calls it before close()). */
    drain(): void;
  }
}

/** Where `value` holds a number that is not finite (JSON pointer), or null. */
function nonFinite(value: unknown, at = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : at;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = nonFinite(v, `${at}/${k}`);
      if (found !== null) return found;
    }
  }
  return null;
}

type Validate = FastifyValidationResult;

/**
 * Ajv coerces `1e309` or `Infinity` in a path or query to Infinity and lets it pass `integer` and
 * `maximum` alike; PostgreSQL then refuses it and the client got a 500 (found by the fuzzing suite).
 * No JSON client can mean a number that is not finite: it is refused as an invalid value.
 */
function finiteOnly(validate: Validate): Validate {
  const checked: Validate = (data: unknown) => {
    const ok = validate(data);
    checked.errors = validate.errors;
    if (ok !== true) return ok;
    const at = nonFinite(data);
    if (at === null) return true;
    checked.errors = [{ keyword: 'type', instancePath: at, schemaPath: '#', params: { type: 'number' }, message: 'must be a finite number' }];
    return false;
  };
  return checked;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const auth: AuthOptions = { ...defaultAuthOptions(), ...opts.auth };
  const app = Fastify({
    logger: withLogRedaction(opts.logger ?? false),
    // Behind the shell's proxy the client is the X-Forwarded-For address (per-IP limits).
    trustProxy: auth.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Validation: Fastify's Ajv options, but a JSON body keeps its arrays. Fastify's default
  // coerceTypes 'array' turns a one-element array into a scalar, except inside anyOf, where `[5]`
  // passed a union of integer and string unchanged and reached a handler as an array (a 500 found by
  // the fuzzing suite). A query string or a path is all text: there the default coercion stays.
  const ajv = AjvCompiler();
  const bodyValidator = ajv({}, { customOptions: { coerceTypes: true } });
  const otherValidator = ajv({}, { customOptions: {} });
  app.setValidatorCompiler((route) => finiteOnly((route.httpPart === 'body' ? bodyValidator : otherValidator)(route)));
  const tokens = tokenService(opts.jwtSecret, { ttl: auth.accessTokenTtl, now: auth.now });
  const ctx = authContext(opts.db, tokens, auth, opts.jwtSecret);
  let draining = false;
  app.decorate('draining', { getter: () => draining });
  app.decorate('drain', () => {
    draining = true;
  });

  // Form-encoded token requests are the OAuth default; JSON is what the known clients send.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  // JSON bodies: a body nested too deep answers 400 like a malformed one (plugins/errors.ts),
  // before anything walks it (validation, a stack overflow and a 500 otherwise).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTooDeep(text)) return done(Object.assign(new Error('JSON body nested too deep'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    return defaultJson(request, text, done);
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Stopping: the answers of the requests still in flight close their connection behind them.
    if (draining) reply.header('connection', 'close');
  });

  await app.register(langPlugin);
  await app.register(errorsPlugin);
  // CORS only for the configured origins (the site's): any other origin gets no CORS header at all.
  const corsOrigins = new Set(opts.corsOrigins ?? DEFAULT_CORS_ORIGINS);
  await app.register(cors, {
    origin: (origin, done) => done(null, origin !== undefined && corsOrigins.has(origin)),
    credentials: true,
    allowedHeaders: ['authorization', 'content-type', 'lang', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after'],
  });
  // Security headers (plugins/security-headers.ts): a JSON API's CSP (default-src 'none'), no
  // framing, no sniffing, no referrer; HSTS only on https. /api/docs gets swagger-ui's own CSP.
  await app.register(helmet, API_HELMET_OPTIONS);
  app.addHook('onSend', hstsWhenHttps);
  await app.register(openapiPlugin);
  await app.register(authPlugin, { db: opts.db, tokens, now: auth.now });
  // DATABASE_READ_URL: which requests' reads may go to the read standby (db/read-standby.ts).
  await app.register(readRoutingPlugin);
  await app.register(rateLimitPlugin, { db: opts.db, now: auth.now, max: auth.ipRateLimit.max, windowSeconds: auth.ipRateLimit.windowSeconds });

  const deps = {
    db: opts.db,
    ctx,
    now: auth.now,
    mail: { outbox: auth.mailOutbox, smtp: auth.smtp },
    sso: opts.sso ?? {},
    jwtSecret: opts.jwtSecret,
    publicUrl: opts.publicUrl,
    readyTimeoutMs: opts.readyTimeoutMs ?? 2000,
    draining: () => draining,
  };
  for (const [module, prefix] of MODULES) await app.register(module, { ...deps, prefix });
  return app;
}
