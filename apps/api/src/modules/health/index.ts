import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';
import { endpoint } from '../../plugins/contract';
import { healthRepository } from './repository';

/** Rejects after `ms` (a readiness check must not hang on a stuck database). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /health (liveness) and GET /ready (readiness: the database answers, the server is not stopping;
 * with a read standby, whether it is in use: a standby down does not make the server unready).
 */
export const healthModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, readyTimeoutMs, draining }) => {
  const repo = healthRepository(db);
  app.route({
    ...endpoint(app, 'health'),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  });
  app.route({
    ...endpoint(app, 'ready'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining()) return reply.code(503).send({ status: 'unavailable' as const, message: 'shutting down' });
      try {
        await within(repo.ping(), readyTimeoutMs);
        // DATABASE_READ_URL: whether the catalogue's reads go to the standby now (the primary answers them otherwise).
        if (db.readStandby) return { status: 'ok' as const, standby: await within(db.readStandby.ping(), readyTimeoutMs).catch(() => 'unavailable' as const) };
        return { status: 'ok' as const };
      } catch (e) {
        request.log.warn({ err: e }, 'readiness: the database does not answer');
        return reply.code(503).send({ status: 'unavailable' as const, message: 'the database does not answer' });
      }
    },
  });
};
