import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { swaggerUiCsp } from './security-headers';

/**
 * The OpenAPI description, made from the contract's schemas as the modules register them, and its
 * browsable page at /api/docs (public: the onRoute hook declares its routes so).
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Estante API',
          description: 'Reference REST server of the Estante catalogue (Pergamum-compatible contract).',
          version: '0.2.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(async (docs) => {
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, auth: 'public' };
      });
      await docs.register(swaggerUi, { routePrefix: '/api/docs', ...swaggerUiCsp });
    });
  },
  { name: 'estante-openapi' },
);
