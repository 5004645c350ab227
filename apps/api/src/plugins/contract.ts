import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type Endpoints } from '@estante/api-contract';
import { ROUTES, type EndpointName, type Routes } from '@estante/api-contract/routes';
import type { Text } from './lang';

type Security = { security: { bearer: never[] }[] };

/**
 * The route options of a contract endpoint, for `app.route({ ...endpoint(app, 'title'), handler })`:
 * method, URL (relative to the module's prefix), schemas (request validation, response
 * serialisation, OpenAPI) and the access the contract declares. A module registers only
 * endpoints under its own prefix.
 */
export function endpoint<K extends EndpointName>(
  app: FastifyInstance,
  name: K,
  config: { invalidParams?: Text; rateLimit?: Record<string, unknown> } = {},
): {
  method: Routes[K]['method'];
  url: string;
  schema: Endpoints[K] & Security;
  config: { auth: Routes[K]['auth']; invalidParams?: Text; rateLimit?: Record<string, unknown> };
} {
  const route = ROUTES[name];
  const prefix = app.prefix;
  if (!route.url.startsWith(prefix)) throw new Error(`${name} (${route.url}) is not under this module's prefix ${prefix}`);
  const schema = ENDPOINTS[name] as Endpoints[K];
  return {
    method: route.method,
    url: route.url.slice(prefix.length),
    schema: { ...schema, security: route.auth === 'public' ? [] : [{ bearer: [] }] } as Endpoints[K] & Security,
    config: { auth: route.auth, ...config },
  };
}
