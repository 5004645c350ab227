import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '@estante/api-contract/routes';
import { call } from './call';
import { createApiClient, type ApiClient } from '@estante/api-client';
import { client as shared } from '@estante/api-client';
import * as auth from './auth';
import * as catalogue from './catalogue';
import { CAPTCHA_CHALLENGE_PATH } from './auth';
import { toApiError } from '@estante/api-client';
import { QueryClient } from '@estante/api-client/react';

// No server: an axios adapter records each request the client would send and answers it.
interface Sent {
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly params: unknown;
  readonly data: unknown;
  readonly auth: string | undefined;
}
let sent: Sent[] = [];

const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
  const auth = config.headers.get('Authorization');
  sent.push({
    method: config.method?.toUpperCase(),
    url: config.url,
    params: config.params as unknown,
    data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    auth: typeof auth === 'string' ? auth : undefined,
  });
  const data = config.url === ROUTES.token.url ? { access_token: 'pub', token_type: 'Bearer', expires_in: 900 } : { echo: config.url };
  return Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
};

function client(signedIn = false): ApiClient {
  const c = createApiClient({ baseURL: '', clientId: 'estante-web', langHeader: () => '1' });
  c.http.defaults.adapter = adapter;
  if (signedIn) {
    c.setCredentialsBridge({ current: () => ({ access_token: 'priv', refresh_token: 'r' }), refresh: () => Promise.reject(new Error('no')), expired: () => undefined });
  }
  return c;
}

/** The requests sent to the API, without the public token's own. */
const calls = () => sent.filter((s) => s.url !== ROUTES.token.url);

beforeEach(() => {
  sent = [];
});

describe('call(client, name, request)', () => {
  it('takes method and URL from ROUTES and fills the path parameters, encoded', async () => {
    await expect(call(client(), 'title', { params: { id: 42 } })).resolves.toEqual({ echo: '/api/acervo/42' });
    await call(client(), 'recoveryStart', { params: { id: 'ana/maria ?' } });
    expect(calls().map((s) => [s.method, s.url])).toEqual([
      ['GET', '/api/acervo/42'],
      ['GET', '/api/pessoas/ana%2Fmaria%20%3F/recuperar-senha'],
    ]);
  });

  it('sends the query as the query string and the body as JSON', async () => {
    await call(client(), 'suggestions', { query: { termo: 'jaz' } });
    await call(client(), 'recoveryValidate', { params: { id: 'u1' }, body: { codigo: '123456' } });
    expect(calls()).toMatchObject([
      { method: 'GET', url: '/api/consulta/sugestoes', params: { termo: 'jaz' }, data: undefined },
      { method: 'POST', url: '/api/pessoas/u1/recuperar-senha', params: undefined, data: { codigo: '123456' } },
    ]);
  });

  it('picks the token by the route’s auth: none for public, the public token for token, the patron’s for patron', async () => {
    await call(client(), 'captchaChallenge');
    await call(client(), 'institution');
    await call(client(true), 'sendGeneralComment', { body: { content: 'Olá', b: 2 } });
    expect(calls().map((s) => [s.url, s.auth])).toEqual([
      [ROUTES.captchaChallenge.url, undefined],
      [ROUTES.institution.url, 'Bearer pub'],
      [ROUTES.sendGeneralComment.url, 'Bearer priv'],
    ]);
    // A patron route for a visitor never leaves the browser; it fails as the server's 401 would.
    const err = toApiError(await call(client(), 'externalAccess', { query: { base: 'pearson' } }).catch((e: unknown) => e));
    expect(err.status).toBe(401);
    expect(calls()).toHaveLength(3);
  });

  it('lets the caller override the token mode (a token the session has not stored yet)', async () => {
    await call(client(), 'person', {}, { tokenMode: 'none', headers: { Authorization: 'Bearer fresh' } });
    expect(sent).toEqual([expect.objectContaining({ url: '/api/pessoas', auth: 'Bearer fresh' })]);
  });

  it('refuses a call whose path parameter is missing, before sending anything', async () => {
    // @ts-expect-error: the contract makes `params` required for this endpoint
    await expect(call(client(), 'title', {})).rejects.toThrow(/missing path parameter id/);
    expect(sent).toEqual([]);
  });
});

/** The page's one client (the shared core), answering through the recording adapter. */
function sharedClient(signedIn = false) {
  shared.http.defaults.adapter = adapter;
  shared.setCredentialsBridge({
    current: () => (signedIn ? { access_token: 'priv', refresh_token: 'r' } : null),
    refresh: () => Promise.reject(new Error('no')),
    expired: () => undefined,
  });
}

describe('the endpoint entries', () => {
  it('call through the shared core with the contract’s URLs, keeping the apps’ signatures', async () => {
    sharedClient(true);
    await catalogue.availability([3, 5]);
    await catalogue.specialisedOptions('opcoes-arquivo');
    await auth.revoke('r1');
    await auth.switchLogin('priv2', { codigo: 'U2', base: '7' });
    expect(calls()).toMatchObject([
      { method: 'GET', url: '/api/acervo/disponibilidade', params: { acervos: '3,5' } },
      { method: 'GET', url: '/api/consulta/opcoes-arquivo' },
      { method: 'POST', url: '/oauth/revoke', data: { token: 'r1', client_id: 'estante-web' }, auth: undefined },
      { method: 'PUT', url: '/api/pessoas/troca-login', data: { codigo: 'U2', base: '7' }, auth: 'Bearer priv2' },
    ]);
    expect(CAPTCHA_CHALLENGE_PATH).toBe('/api/captcha/desafio');
  });

  it('query-option factories key each answer by endpoint and arguments, and run through the query client', async () => {
    sharedClient();
    const options = catalogue.searchQuery({ q: 'jazz' } as Parameters<typeof catalogue.searchQuery>[0]);
    expect(options.queryKey).toEqual(['search', { q: 'jazz' }]);
    await new QueryClient().fetchQuery(options);
    expect(calls()).toMatchObject([{ method: 'GET', url: '/api/consulta', params: { q: 'jazz' } }]);
  });
});

describe('the grants', () => {
  it('a password grant without a refresh token is refused, never stored as half a pair', async () => {
    sharedClient();
    await expect(auth.passwordToken({ username: 'u', password: 'p' })).rejects.toThrow(/refresh_token/);
    expect(sent).toMatchObject([{ method: 'POST', url: '/oauth/token', data: { grant_type: 'password', client_id: 'estante-web', username: 'u', password: 'p' }, auth: undefined }]);
  });
});

describe('the footer calls', () => {
  it('a general comment and a suggestion go with the patron’s token, and never leave a visitor’s browser', async () => {
    await call(client(true), 'sendGeneralComment', { body: { content: 'Olá', b: 2 } });
    await call(client(true), 'sendAcquisitionSuggestion', { body: { biblioteca: 1, titulo: 'T', editor: 'E', periodico: true } });
    expect(calls()).toMatchObject([
      { method: 'POST', url: '/api/unidade-informacao/comentario', data: { content: 'Olá', b: 2 }, auth: 'Bearer priv' },
      { method: 'POST', url: '/api/unidade-informacao/sugestao-aquisicao', data: { biblioteca: 1, titulo: 'T', editor: 'E', periodico: true }, auth: 'Bearer priv' },
    ]);
    const err = toApiError(await call(client(), 'sendGeneralComment', { body: { content: 'Olá', b: 2 } }).catch((e: unknown) => e));
    expect(err.status).toBe(401);
    expect(calls()).toHaveLength(2);
  });
});
