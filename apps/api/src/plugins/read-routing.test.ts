import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID } from '../seed/auth';
import { readsFromStandby } from './read-routing';

const request = (url: string, auth: FastifyRequest['auth'], declared?: 'public' | 'token' | 'patron', method = 'GET') =>
  ({ method, auth, routeOptions: { url, config: declared ? { auth: declared } : {} } }) as unknown as FastifyRequest;
const visitor = { sub: 'public', scope: 'public', client_id: WEB_CLIENT_ID };

describe('which requests read from the standby', () => {
  it("the catalogue's GETs with the site's public token, and its public routes", () => {
    expect(readsFromStandby(request('/api/consulta', visitor))).toBe(true);
    expect(readsFromStandby(request('/api/acervo/mapa-do-site', null, 'public'))).toBe(true);
  });

  it("not a staff client's token (scope public too), a patron's, a write, or a route outside the catalogue", () => {
    for (const client of ['estante-balcao', 'estante-moderacao']) {
      expect(readsFromStandby(request('/api/consulta', { sub: 'public', scope: 'public', client_id: client })), client).toBe(false);
    }
    expect(readsFromStandby(request('/api/consulta', { sub: '7', scope: 'private', client_id: WEB_CLIENT_ID, login: 'x', cod_login: 1, sid: 's' }))).toBe(false);
    expect(readsFromStandby(request('/api/acervo/cesta-permanente', visitor, 'patron'))).toBe(false);
    expect(readsFromStandby(request('/api/acervo/exportar-cesta', visitor, 'token', 'POST'))).toBe(false);
    expect(readsFromStandby(request('/api/pessoas', visitor))).toBe(false);
  });
});
