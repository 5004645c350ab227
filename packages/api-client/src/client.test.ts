import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type Credentials, type CredentialsBridge } from './client';
import { SERVER_ERROR_CODES } from '@estante/api-contract/constants';
import { ApiError, bareServerCode, errorMessageKey, SERVER_CODES, serverCodeKey, toApiError } from './errors';

// A real HTTP server on loopback stands in for the API: the client is exercised through
// axios' real adapter, headers and status codes included.
let server: http.Server;
let baseURL = '';
let tokenCalls = 0;
let validToken = 't1';
let refuseAll = false;
// the patron's side: the access token the API accepts, refresh grants received, whether they fail
let privateToken = 'p1';
let refreshCalls = 0;
let failRefresh = false;
const seen: { lang?: string; auth?: string }[] = [];
const posted: { url: string; body: unknown; auth?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/oauth/token') {
      tokenCalls += 1;
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const parsed = JSON.parse(body) as { grant_type: string; client_id: string; refresh_token?: string };
        if (parsed.grant_type === 'refresh_token') {
          refreshCalls += 1;
          setTimeout(() => {
            if (failRefresh || parsed.refresh_token !== 'r1') {
              res.statusCode = 400;
              res.end(JSON.stringify({ message: 'invalid_grant' }));
              return;
            }
            privateToken = 'p2';
            res.end(JSON.stringify({ access_token: 'p2', refresh_token: 'r2', expires_in: 900 }));
          }, 30);
          return;
        }
        if (parsed.grant_type !== 'client_credentials' || parsed.client_id !== 'estante-web') {
          res.statusCode = 401;
          res.end(JSON.stringify({ message: 'bad client' }));
          return;
        }
        // answer slowly so concurrent callers overlap
        setTimeout(() => res.end(JSON.stringify({ access_token: validToken, expires_in: 900 })), 30);
      });
      return;
    }
    seen.push({ lang: String(req.headers.lang), auth: req.headers.authorization });
    if (req.method === 'POST' && req.url?.startsWith('/api/unidade-informacao/')) {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        posted.push({ url: req.url ?? '', body: JSON.parse(body) as unknown, auth: req.headers.authorization });
        res.statusCode = 201;
        res.end(JSON.stringify({ ok: true }));
      });
      return;
    }
    if (req.url?.startsWith('/api/private')) {
      const ok = !refuseAll && req.headers.authorization === `Bearer ${privateToken}`;
      res.statusCode = ok ? 200 : 401;
      res.end(JSON.stringify(ok ? { mine: req.url } : { message: 'expired' }));
      return;
    }
    if (refuseAll || req.headers.authorization !== `Bearer ${validToken}`) {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: 'token' }));
      return;
    }
    if (req.url === '/api/invalid') {
      res.statusCode = 422;
      res.end(JSON.stringify({ message: 'Informe o título.', campo: 'titulo', codigo: 'X' }));
      return;
    }
    if (req.url === '/api/missing') {
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'Título não encontrado.' }));
      return;
    }
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  tokenCalls = 0;
  validToken = 't1';
  refuseAll = false;
  privateToken = 'p1';
  refreshCalls = 0;
  failRefresh = false;
  seen.length = 0;
  posted.length = 0;
});

describe('api client', () => {
  it('fetches the public token once for concurrent calls and sends the lang header', async () => {
    const c = createApiClient({ baseURL, clientId: 'estante-web', langHeader: () => '5' });
    const results = await Promise.all([c.get('/api/a'), c.get('/api/b'), c.get('/api/c')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(tokenCalls).toBe(1);
    expect(seen.every((s) => s.lang === '5' && s.auth === 'Bearer t1')).toBe(true);
  });

  it('renews a rejected public token and replays the call once', async () => {
    const c = createApiClient({ baseURL, clientId: 'estante-web', langHeader: () => '1' });
    await c.get('/api/a');
    validToken = 't2'; // the server rotated its keys: t1 is now refused
    await expect(c.get('/api/a')).resolves.toEqual({ ok: true });
    expect(tokenCalls).toBe(2);
  });

  it('does not loop when the replay is refused too', async () => {
    const c = createApiClient({ baseURL, clientId: 'estante-web', langHeader: () => '1' });
    refuseAll = true;
    const err = await c.get('/api/a').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    // one call, one replay: two hits on the API and two token fetches, then it gives up
    expect(seen).toHaveLength(2);
    expect(tokenCalls).toBe(2);
  });

  it('maps an error body to ApiError with the server message', async () => {
    const c = createApiClient({ baseURL, clientId: 'estante-web', langHeader: () => '1' });
    const err = (await c.get('/api/missing').catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('http');
    expect(err.status).toBe(404);
    expect(err.serverMessage).toBe('Título não encontrado.');
  });

  it('keeps the field and code a 422 names', async () => {
    const c = createApiClient({ baseURL, clientId: 'estante-web', langHeader: () => '1' });
    const err = (await c.get('/api/invalid').catch((e: unknown) => e)) as ApiError;
    expect(err).toMatchObject({ status: 422, serverMessage: 'Informe o título.', serverField: 'titulo', serverCode: 'X' });
  });

  it('reports an unreachable server as a network error', async () => {
    const c = createApiClient({ baseURL: 'http://127.0.0.1:9', clientId: 'estante-web', langHeader: () => '1' });
    const err = (await c.get('/api/a').catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('network');
  });
});

/** A client wired to an in-memory stand-in of @estante/session (the real one is tested in its package). */
function signedInClient() {
  const c = createApiClient({ baseURL, clientId: 'estante-web', langHeader: () => '1' });
  let credentials: Credentials | null = { access_token: 'p1', refresh_token: 'r1' };
  const expired = { count: 0 };
  const bridge: CredentialsBridge = {
    current: () => credentials,
    refresh: async () => {
      const { data: answer } = await c.http.post<{ access_token: string; refresh_token?: string }>(
        '/oauth/token',
        { grant_type: 'refresh_token', client_id: 'estante-web', refresh_token: credentials?.refresh_token ?? '' },
        { tokenMode: 'none' },
      );
      credentials = { access_token: answer.access_token, refresh_token: answer.refresh_token ?? '' };
      return credentials;
    },
    expired: () => {
      expired.count += 1;
      credentials = null;
    },
  };
  c.setCredentialsBridge(bridge);
  return { c, expired, credentials: () => credentials };
}

describe('private calls and the refresh queue', () => {
  // 50: the size of the browser's check (e2e/tests/security/tokens.spec.ts), on the real site.
  it('50 concurrent 401s: one refresh, fifty replays with the new token', async () => {
    const { c } = signedInClient();
    privateToken = 'p-rotated-by-server'; // p1 expired
    const calls = Array.from({ length: 50 }, (_, i) => c.get<{ mine: string }>(`/api/private/${i}`, { tokenMode: 'private' }));
    await new Promise((r) => setTimeout(r, 5));
    privateToken = 'p2-pending'; // p1 still refused while the refresh runs; the refresh sets p2
    const results = await Promise.all(calls);
    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.mine)).toEqual(Array.from({ length: 50 }, (_, i) => `/api/private/${i}`));
    const replays = seen.filter((s) => s.auth === 'Bearer p2');
    expect(replays).toHaveLength(50);
  });

  it('a failed refresh rejects every queued call and clears the session once', async () => {
    const { c, expired, credentials } = signedInClient();
    privateToken = 'nobody';
    failRefresh = true;
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => c.get('/api/private/x', { tokenMode: 'private' })));
    expect(outcomes.every((o) => o.status === 'rejected' && (o.reason as ApiError).status === 401)).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(expired.count).toBe(1);
    expect(credentials()).toBeNull();
  });

  it('a replay refused again is not refreshed a second time (no loop)', async () => {
    const { c } = signedInClient();
    refuseAll = true;
    // the refresh succeeds (p2) but the server keeps refusing: one refresh, one replay, then the error
    const err = (await c.get('/api/private/y', { tokenMode: 'private' }).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(401);
    expect(refreshCalls).toBe(1);
    expect(seen.filter((s) => s.auth?.startsWith('Bearer p'))).toHaveLength(2);
  });

  it('private-else-public uses the public token for visitors; private refuses without a session', async () => {
    const c = createApiClient({ baseURL, clientId: 'estante-web', langHeader: () => '1' });
    await expect(c.get('/api/a', { tokenMode: 'privateElsePublic' })).resolves.toEqual({ ok: true });
    expect(seen.at(-1)?.auth).toBe('Bearer t1');
    const err = (await c.get('/api/private/z', { tokenMode: 'private' }).catch((e: unknown) => e)) as unknown;
    expect(toApiError(err).status).toBe(401);
    expect(seen.some((s) => s.auth === undefined)).toBe(false);
  });

  it('a cancelled call is reported as cancelled and shows nothing', async () => {
    const c = createApiClient({ baseURL, clientId: 'estante-web', langHeader: () => '1' });
    const controller = new AbortController();
    const call = c.get('/api/a', { signal: controller.signal });
    controller.abort();
    const err = toApiError(await call.catch((e: unknown) => e));
    expect(err.kind).toBe('cancelled');
    expect(errorMessageKey(err)).toBeNull();
  });
});

describe('error messages (SPEC.md §8)', () => {
  const http = (status: number, message?: string) => new ApiError('http', status, message);
  it('generic: 500 markers, other statuses as warnings with the server text', () => {
    expect(errorMessageKey(http(500, 'Falha ao consultar a Rede Pergamum'))).toMatchObject({ key: 'errors.networkCatalogue', level: 'warning' });
    expect(errorMessageKey(http(500, 'EMAIL_BIBLIOTECA: falha'))).toMatchObject({ key: 'errors.libraryEmail' });
    expect(errorMessageKey(http(500, 'boom'))).toMatchObject({ key: 'errors.unexpected', level: 'error' });
    expect(errorMessageKey(http(409, 'Solicitação duplicada.'))).toEqual({ text: 'Solicitação duplicada.', level: 'warning' });
    // A bare code of the catalogue (as a real installation may send it) is looked up as our key.
    expect(errorMessageKey(http(422, 'limite_comentarios_excedido'))).toEqual({ key: 'errors.codes.limite_comentarios_excedido', level: 'warning' });
    expect(errorMessageKey(http(422, 'Você já tem 3 comentário(s) aguardando.'))).toEqual({ key: 'Você já tem 3 comentário(s) aguardando.', level: 'warning' });
    expect(errorMessageKey(new ApiError('network'))).toMatchObject({ key: 'errors.network' });
  });

  // Every code the server may send (the contract's list: a new code is covered here as soon as it is
  // listed there; @estante/i18n's error-codes test fails until it has its text in pt, en and es).
  const coded = (status: number, codigo: string, message?: string) => new ApiError('http', status, message, { serverCode: codigo });
  it.each(SERVER_ERROR_CODES.map((c) => [c]))('the bare code %s reads as its translated text, whatever the status', (code) => {
    const key = `errors.codes.${code}`;
    expect(serverCodeKey(code)).toBe(key);
    expect(SERVER_CODES[code]).toBe(key);
    for (const status of [400, 403, 404, 409, 422, 430, 502, 503]) {
      const level = status >= 500 ? 'error' : 'warning';
      // codigo without a message, codigo with the code as its message, and the code as the whole message
      expect(errorMessageKey(coded(status, code)), `${status} codigo`).toEqual({ key, level });
      expect(errorMessageKey(coded(status, code, code)), `${status} codigo = message`).toEqual({ key, level });
      expect(errorMessageKey(http(status, code)), `${status} message`).toEqual({ key, level });
    }
  });

  it("a code with the server's own sentence shows the sentence; an unknown code is not taken for one", () => {
    const sentence = 'Você não tem débitos em aberto nesta biblioteca.';
    expect(errorMessageKey(coded(409, 'SOLICITACAO_DUPLICADA', 'Solicitação duplicada.'))).toEqual({ text: 'Solicitação duplicada.', level: 'warning' });
    expect(errorMessageKey(coded(422, 'SEM_DEBITOS', sentence))).toEqual({ key: sentence, level: 'warning' });
    expect(bareServerCode(coded(422, 'SEM_DEBITOS', sentence))).toBeNull();
    expect(bareServerCode(coded(422, 'NAO_EXISTE'))).toBeNull();
    expect(errorMessageKey(coded(422, 'NAO_EXISTE'))).toEqual({ key: 'errors.unexpected', level: 'error' });
    expect(errorMessageKey(http(404, 'NAO_EXISTE'))).toEqual({ text: 'NAO_EXISTE', level: 'warning' });
    // a 5xx with a known code reads as the code's text (the generic "unexpected" says less); an unknown code does not
    expect(errorMessageKey(coded(502, 'BASE_EXTERNA_INACESSIVEL', 'Serviços externos inacessíveis.'))).toEqual({ key: 'errors.codes.BASE_EXTERNA_INACESSIVEL', level: 'error' });
    expect(errorMessageKey(coded(503, 'EMAIL_INDISPONIVEL', 'Não foi possível enviar o e-mail agora.'))).toEqual({ key: 'errors.codes.EMAIL_INDISPONIVEL', level: 'error' });
    expect(errorMessageKey(coded(500, 'NAO_EXISTE', 'boom'))).toEqual({ key: 'errors.unexpected', level: 'error' });
  });
});
