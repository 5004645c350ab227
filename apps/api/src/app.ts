import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HealthResponse, NotReadyResponse, ReadyResponse } from '@estante/api-contract';
import { tokenService } from './auth';
import { defaultAuthOptions, type AuthOptions } from './auth-options';
import { pgRateLimitStore } from './rate-limit';
import { authContext } from './signin';
import type { Db } from './db/db';
import { langOf, t, validationMessage } from './i18n';
import { withLogRedaction } from './log';
import { hstsWhenHttps } from '@estante/server-kit';
import { API_HELMET_OPTIONS, swaggerUiCsp } from './security-headers';
import { acervoRoutes } from './routes/acervo';
import { autoridadeRoutes } from './routes/autoridade';
import { bibliotecasRoutes } from './routes/bibliotecas';
import { CAPTCHA_PATH, captchaRoutes } from './routes/captcha';
import { consultaRoutes } from './routes/consulta';
import { consultaListasRoutes } from './routes/consulta-listas';
import { oauthRoutes } from './routes/oauth';
import { parametrosRoutes } from './routes/parametros';
import { pessoasRoutes } from './routes/pessoas';
import { ssoRoutes } from './routes/sso';
import { unidadeInformacaoRoutes } from './routes/unidade-informacao';
import { cestaRoutes } from './routes/cesta';
import { aquisicoesRoutes } from './routes/aquisicoes';
import { redeRoutes } from './routes/rede';
import type { SsoOptions } from './sso/config';

export interface AppOptions {
  /** A migrated database (see db/migrations.ts). */
  db: Db;
  jwtSecret: string;
  /**
   * Fastify (pino) logger options; false in tests. Request lines go through log.ts (sensitive query
   * parameters redacted, no headers or bodies), whatever serializers these options name.
   */
  logger?: FastifyServerOptions['logger'];
  /** Longest wait of GET /ready for the database's answer (ms); default 2000. */
  readyTimeoutMs?: number;
  /** Sign-in settings (clock, token lives, limits, captcha, outbox); defaults in auth-options.ts, env in main.ts. */
  auth?: Partial<AuthOptions>;
  /** Single sign-on (OpenID Connect, SAML) and the external bases' key; env in main.ts (sso/config.ts). */
  sso?: SsoOptions;
}

/** Default cover images are public: an <img> sends no bearer token. */
const isPublicPath = (url: string) =>
  !url.startsWith('/api/') ||
  url.startsWith('/api/docs') ||
  /^\/api\/consulta\/imagem-padrao\/[^/?]+/.test(url) ||
  // The captcha widget fetches its challenge without a token.
  url === CAPTCHA_PATH ||
  url.startsWith(`${CAPTCHA_PATH}?`);

declare module 'fastify' {
  interface FastifyInstance {
    /** True once drain() was called (a stop signal): GET /ready answers 503 from then on. */
    readonly draining: boolean;
    /** Marks the server as stopping (src/shutdown.ts calls it before close()). */
    drain(): void;
  }
}

/** Rejects after `ms` (a readiness check must not hang on a stuck database). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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
  const tokens = tokenService(opts.jwtSecret, { ttl: auth.accessTokenTtl, now: auth.now });
  const ctx = authContext(opts.db, tokens, auth, opts.jwtSecret);
  app.decorateRequest('auth', null);
  let draining = false;
  app.decorate('draining', { getter: () => draining });
  app.decorate('drain', () => {
    draining = true;
  });

  // Form-encoded token requests are the OAuth default; JSON is what the known clients send.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Stopping: the answers of the requests still in flight close their connection behind them.
    if (draining) reply.header('connection', 'close');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langOf(request.headers.lang);
    const first = error.validation?.[0];
    if (first) {
      return reply.code(400).send({ message: validationMessage(lang, first, error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: t('erroInesperado', lang) });
    }
    const key =
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'tipoConteudo' : error.code?.startsWith('FST_ERR_CTP') ? 'corpoInvalido' : 'requisicaoInvalida';
    return reply.code(status).send({ message: t(key, lang) });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: t('naoEncontrado', langOf(request.headers.lang)) }));

  await app.register(cors, {
    origin: true,
    credentials: true,
    allowedHeaders: ['authorization', 'content-type', 'lang', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after'],
  });

  // Security headers (security-headers.ts): a JSON API's CSP (default-src 'none'), no framing,
  // no sniffing, no referrer; HSTS only on https. /api/docs gets swagger-ui's own CSP below.
  await app.register(helmet, API_HELMET_OPTIONS);
  app.addHook('onSend', hstsWhenHttps);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Estante API',
        description: 'Reference REST server of the Estante catalogue (Pergamum-compatible contract).',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', ...swaggerUiCsp });

  // Every /api route needs a valid bearer token (the public one from client_credentials will do).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || isPublicPath(request.url)) return;
    const lang = langOf(request.headers.lang);
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return reply.code(401).header('www-authenticate', 'Bearer').send({ message: t('tokenAusente', lang) });
    try {
      request.auth = await tokens.verify(match[1]);
    } catch {
      return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ message: t('tokenInvalido', lang) });
    }
  });

  app.get('/health', { schema: { tags: ['health'], summary: 'Liveness: the process answers (no database call)', response: { 200: HealthResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  const readyTimeoutMs = opts.readyTimeoutMs ?? 2000;
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 200 when the database answers a trivial query; 503 while shutting down or when it does not answer',
        response: { 200: ReadyResponse, 503: NotReadyResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining) return reply.code(503).send({ status: 'unavailable' as const, message: 'shutting down' });
      try {
        await within(opts.db.query('SELECT 1'), readyTimeoutMs);
        return { status: 'ok' as const };
      } catch (e) {
        request.log.warn({ err: e }, 'readiness: the database does not answer');
        return reply.code(503).send({ status: 'unavailable' as const, message: 'the database does not answer' });
      }
    },
  );
  // Per client IP, for the routes that opt in (config.rateLimit): password attempts and recovery.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    max: auth.ipRateLimit.max,
    timeWindow: auth.ipRateLimit.windowSeconds * 1000,
    store: pgRateLimitStore(opts.db, auth.now),
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limit'), { statusCode: context.statusCode, ttl: context.ttl }),
  });
  await app.register(oauthRoutes, { ctx });
  await app.register(pessoasRoutes, { ctx });
  await app.register(captchaRoutes, { ctx });
  await app.register(ssoRoutes, { ctx, sso: opts.sso ?? {}, jwtSecret: opts.jwtSecret });
  await app.register(parametrosRoutes, { db: opts.db });
  await app.register(consultaRoutes, { db: opts.db });
  await app.register(consultaListasRoutes, { db: opts.db });
  await app.register(acervoRoutes, { db: opts.db });
  await app.register(redeRoutes, { db: opts.db });
  await app.register(aquisicoesRoutes, { db: opts.db, now: auth.now });
  await app.register(cestaRoutes, { db: opts.db, mail: { outbox: auth.mailOutbox, smtp: auth.smtp }, now: auth.now });
  await app.register(bibliotecasRoutes, { db: opts.db });
  await app.register(autoridadeRoutes, { db: opts.db });
  await app.register(unidadeInformacaoRoutes, { ctx });
  return app;
}
