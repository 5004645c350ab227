import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '../db/db';
import { pgRateLimitStore } from './rate-limit-store';

/**
 * Per client IP, for the routes that opt in (`config.rateLimit`: password attempts, recovery,
 * e-mail exports), counted in PostgreSQL so every replica counts the same attempts. The 429 is
 * answered by the errors plugin (translated, with Retry-After).
 */
export const rateLimitPlugin = fp<{ db: Db; now: () => Date; max: number; windowSeconds: number }>(
  async (app: FastifyInstance, { db, now, max, windowSeconds }) => {
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      max,
      timeWindow: windowSeconds * 1000,
      store: pgRateLimitStore(db, now),
      errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limit'), { statusCode: context.statusCode, ttl: context.ttl }),
    });
  },
  { name: 'estante-rate-limit', dependencies: ['estante-errors'] },
);
