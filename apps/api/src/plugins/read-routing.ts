import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { runInReadScope } from '../db/read-standby';
import { WEB_CLIENT_ID } from '../seed/auth';

/** The catalogue's public reads (DATABASE_READ_URL): search, titles, authorities, the network's catalogue, the sitemap. */
const CATALOGUE_PREFIXES = ['/api/consulta', '/api/v2/consulta', '/api/acervo', '/api/autoridade', '/api/rede-pergamum', '/api/oai'];

/**
 * Whether the request's reads may go to the read standby (db/read-standby.ts): a GET (or HEAD) of
 * the catalogue, made with the public token (client_credentials) or on a public route (the sitemap).
 * A patron's token, a staff client's, a route declared 'patron' and any other method: the primary
 * (a patron reads their own writes). Asked when the statement runs, after the token is checked.
 */
export function readsFromStandby(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.routeOptions.url;
  if (!url || !CATALOGUE_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`))) return false;
  const auth = request.routeOptions.config.auth ?? 'token';
  if (auth === 'patron') return false;
  // The site's public token only: a staff client's token (the desk's, the moderation client's) is of
  // scope 'public' too, and its reads stay on the primary (apps/api/README.md, "A read standby").
  const visitor = request.auth?.scope === 'public' && request.auth.client_id === WEB_CLIENT_ID;
  if (auth === 'public') return request.auth === null || visitor;
  return visitor;
}

/** Every request runs in a read scope of its own (AsyncLocalStorage), read by the Db when a statement runs. */
export const readRoutingPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      runInReadScope({ standby: () => readsFromStandby(request) }, done);
    });
  },
  { name: 'estante-read-routing' },
);
