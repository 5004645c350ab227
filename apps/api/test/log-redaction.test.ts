import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcAuthorizeResponse, SamlLoginResponse } from '@estante/api-contract';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { serializeError } from '../src/lib/log';
import type { OutboxMessage } from '../src/lib/outbox';
import { startTestOidcProvider, startTestSamlIdp, type TestAccount, type TestOidcProvider, type TestSamlIdp } from '../test-support/sso-idp.mjs';
import { TEST_ARGON2, WEB, type Pair } from './auth-helpers';
import { JWT_SECRET } from './helpers';
import { LogCapture, lightDb } from './ops-helpers';
import { Browser, formsOf, freePort } from './sso-helpers';

// No secret in any log line: the API runs with a pino logger at the most verbose level writing
// into this test, over real HTTP; a password sign-in, a refresh, a password recovery (code by the
// outbox, checked and used), an OpenID Connect and a SAML single sign-on against the local identity
// providers; then every secret seen in those exchanges is looked for in every line, and the lines
// must still tell method, path and status.

describe('serializeError', () => {
  it('serializes errors as type, message, code, status, stack and cause only (no response bodies or claims)', () => {
    const inner = Object.assign(new Error('unexpected ID Token "nonce" claim value'), { code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED', claims: { nonce: 'secret-nonce' } });
    const outer = Object.assign(new Error('callback failed', { cause: inner }), { statusCode: 400, response: { body: 'access_token=secret-token' } });
    const out = serializeError(outer);
    expect(out).toMatchObject({ type: 'Error', message: 'callback failed', statusCode: 400, cause: { message: 'unexpected ID Token "nonce" claim value', code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' } });
    expect(JSON.stringify(out)).not.toContain('secret-nonce');
    expect(JSON.stringify(out)).not.toContain('secret-token');
  });
});

const ACCOUNTS: TestAccount[] = [
  { username: '20240001', password: 'idp-pass-1', claims: { preferred_username: '20240001', email: 'ana.souza@aluno.estante.example', email_verified: true, name: 'Ana Beatriz Souza' } },
];
const OIDC_CLIENT = { client_id: 'estante-api', client_secret: 'test-oidc-client-secret' };

describe('the log of sign-in, refresh, recovery and single sign-on', () => {
  let db: Db;
  let app: FastifyInstance;
  let op: TestOidcProvider;
  let idp: TestSamlIdp;
  let api = '';
  let outbox = '';
  const log = new LogCapture();

  beforeAll(async () => {
    db = await lightDb();
    outbox = await mkdtemp(path.join(tmpdir(), 'estante-log-outbox-'));
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    op = await startTestOidcProvider({ clients: [{ ...OIDC_CLIENT, redirect_uris: [`${api}/oidc/callback`] }], accounts: ACCOUNTS, autoConsent: true });
    idp = await startTestSamlIdp({ accounts: ACCOUNTS, serviceProvider: { entityId: `${api}/saml/metadata`, acsUrl: `${api}/saml/acs` } });
    app = await buildApp({
      db,
      jwtSecret: JWT_SECRET,
      logger: { level: 'trace', stream: log },
      auth: { argon2: TEST_ARGON2, mailOutbox: outbox, ipRateLimit: { max: 100_000, windowSeconds: 60 } },
      sso: {
        publicBaseUrl: api,
        oidc: { issuer: op.issuer, clientId: OIDC_CLIENT.client_id, clientSecret: OIDC_CLIENT.client_secret },
        saml: { idpMetadata: idp.metadataUrl },
      },
    });
    await app.listen({ port, host: '127.0.0.1' });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await op?.close();
    await idp?.close();
    await db?.close();
    if (outbox) await rm(outbox, { recursive: true, force: true });
  });

  const post = (url: string, body: Record<string, unknown>, token?: string) =>
    fetch(`${api}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const get = (url: string, token: string) => fetch(`${api}${url}`, { headers: { authorization: `Bearer ${token}` } });

  it('has no token, code, state, nonce, password, SAMLResponse or RelayState in any line, and every request has its method, path and status', async () => {
    const secrets: Record<string, string> = {};
    const pub = (await (await post('/oauth/token', { grant_type: 'client_credentials', client_id: WEB })).json()) as { access_token: string };
    secrets.publicToken = pub.access_token;

    // password recovery: the code from the outbox, checked, then a new password
    const started = await get('/api/pessoas/20240002/recuperar-senha?recaptcha_token=captcha-payload-not-to-log', pub.access_token);
    expect(started.status).toBe(200);
    secrets.captcha = 'captcha-payload-not-to-log';
    const [file] = (await readdir(outbox)).filter((n) => n.endsWith('.json'));
    const mail = JSON.parse(await readFile(path.join(outbox, file ?? ''), 'utf8')) as OutboxMessage;
    secrets.recoveryCode = mail.codigo;
    expect((await post('/api/pessoas/20240002/recuperar-senha', { codigo: mail.codigo }, pub.access_token)).status).toBe(200);
    const newPassword = 'Xq7#Vw2@Kp9zT';
    secrets.newPassword = newPassword;
    const changed = await fetch(`${api}/api/pessoas/20240002/recuperar-senha`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${pub.access_token}` },
      body: JSON.stringify({ codigo: mail.codigo, senha: newPassword }),
    });
    expect(changed.status, await changed.text()).toBe(204);

    // password sign-in (a wrong one first), then a refresh
    const wrong = await post('/oauth/token', { grant_type: 'password', client_id: WEB, username: '20240002', password: 'Wrong#Pass123' });
    expect(wrong.status).toBe(401);
    secrets.wrongPassword = 'Wrong#Pass123';
    const signedIn = await post('/oauth/token', { grant_type: 'password', client_id: WEB, username: '20240002', password: newPassword });
    expect(signedIn.status).toBe(200);
    const pair = (await signedIn.json()) as Pair;
    secrets.accessToken = pair.access_token;
    secrets.refreshToken = pair.refresh_token;
    // a form-encoded refresh, as OAuth clients send it
    const refreshed = await fetch(`${api}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: WEB, refresh_token: pair.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
    const pair2 = (await refreshed.json()) as Pair;
    secrets.accessToken2 = pair2.access_token;
    secrets.refreshToken2 = pair2.refresh_token;
    expect((await get('/api/pessoas', pair2.access_token)).status).toBe(200);

    // OpenID Connect: authorize, the provider's login, the callback with code and state, validar
    const authorize = await get(`/oidc/authorize?login=20240001&redirect=${encodeURIComponent(`${api}/oauth-response`)}`, pub.access_token);
    expect(authorize.status).toBe(200);
    const { nonce, link } = (await authorize.json()) as OidcAuthorizeResponse;
    secrets.nonce = nonce;
    const linkParams = new URL(link).searchParams;
    secrets.oidcState = linkParams.get('state') ?? '';
    secrets.oidcNonceToProvider = linkParams.get('nonce') ?? '';
    secrets.codeChallenge = linkParams.get('code_challenge') ?? '';
    const browser = new Browser();
    let step = await browser.follow(link);
    const form = formsOf(step.html, step.url)[0];
    expect(form?.action, step.html).toBeTruthy();
    // follow by hand to see the callback's address
    let res = await browser.request(form?.action ?? '', { form: { username: '20240001', password: 'idp-pass-1' } });
    let callback: URL | null = null;
    for (let hops = 0; hops < 20 && res.status >= 300 && res.status < 400; hops++) {
      const next = new URL(res.headers.get('location') ?? '', res.url || form?.action);
      if (next.origin === api && next.pathname === '/oidc/callback') callback = next;
      if (next.origin === api && next.pathname === '/oauth-response') break;
      res = await browser.request(next.href);
    }
    expect(callback, 'the provider sent the browser to /oidc/callback').not.toBeNull();
    secrets.oidcCode = callback?.searchParams.get('code') ?? '';
    expect(callback?.searchParams.get('state')).toBe(secrets.oidcState);
    const validated = await post('/oidc/validar', { nonce }, pub.access_token);
    expect(validated.status).toBe(200);
    const ssoPair = (await validated.json()) as Pair;
    secrets.ssoAccessToken = ssoPair.access_token;
    secrets.ssoRefreshToken = ssoPair.refresh_token;

    // SAML: login link, the IdP's form, the ACS post (SAMLResponse, RelayState), validar
    const samlStart = await get(`/saml/login?redirect=${encodeURIComponent(`${api}/saml-response`)}`, pub.access_token);
    expect(samlStart.status).toBe(200);
    const samlBrowser = new Browser();
    step = await samlBrowser.follow(((await samlStart.json()) as SamlLoginResponse).link);
    const idpLogin = formsOf(step.html, step.url)[0];
    step = await samlBrowser.follow(idpLogin?.action ?? '', { form: { username: '20240001', password: 'idp-pass-1' } });
    const acsForm = formsOf(step.html, step.url)[0];
    const fields = acsForm?.fields ?? {};
    expect(fields.SAMLResponse).toBeTruthy();
    secrets.samlResponse = fields.SAMLResponse ?? '';
    secrets.relayState = fields.RelayState ?? '';
    const acs = await fetch(acsForm?.action ?? '', { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    expect(acs.status).toBe(303);
    const reference = new URL(acs.headers.get('location') ?? '').searchParams.get('saml') ?? '';
    secrets.samlReference = reference;
    const samlValidated = await post('/saml/validar', { saml: reference }, pub.access_token);
    expect(samlValidated.status).toBe(200);
    const samlPair = (await samlValidated.json()) as Pair;
    secrets.samlAccessToken = samlPair.access_token;
    secrets.samlRefreshToken = samlPair.refresh_token;

    // a callback replayed with the same code and state: refused, logged at warn, still nothing leaks
    expect((await fetch(callback?.href ?? '', { redirect: 'manual' })).status).toBe(400);

    // ---- the log
    await new Promise((r) => setTimeout(r, 100));
    for (const [name, value] of Object.entries(secrets)) expect(value.length, `${name} was seen`).toBeGreaterThanOrEqual(6);
    // numbers (time, pid, ports, response times) are not where a secret would be, and could hold six digits by chance
    const lines = log.records().map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'number' ? 0 : v)));
    expect(lines.length).toBeGreaterThanOrEqual(30);
    for (const [name, value] of Object.entries(secrets)) {
      // the whole value, and a fragment of the long ones (a line cut or re-encoded)
      const probes = [value, encodeURIComponent(value), ...(value.length > 64 ? [value.slice(20, 60)] : [])];
      for (const probe of probes) {
        const leak = lines.find((l) => l.includes(probe));
        expect(leak, `${name} appears in a log line`).toBeUndefined();
      }
    }
    for (const header of ['authorization', 'cookie', 'Bearer ']) expect(lines.some((l) => l.toLowerCase().includes(header.toLowerCase())), header).toBe(false);

    // and the lines still tell what happened
    const completed = log.records().filter((r) => r.msg === 'request completed') as { res: { statusCode: number; method: string; url: string } }[];
    const seen = (method: string, url: string, status: number) => completed.some((r) => r.res.method === method && r.res.url === url && r.res.statusCode === status);
    expect(seen('POST', '/oauth/token', 200)).toBe(true);
    expect(seen('POST', '/oauth/token', 401)).toBe(true);
    expect(seen('GET', '/api/pessoas/20240002/recuperar-senha?recaptcha_token=[REDACTED]', 200)).toBe(true);
    expect(seen('PUT', '/api/pessoas/20240002/recuperar-senha', 204)).toBe(true);
    expect(seen('GET', `/oidc/callback?code=[REDACTED]&state=[REDACTED]&iss=${encodeURIComponent(op.issuer)}`, 302)).toBe(true);
    expect(seen('GET', `/oidc/callback?code=[REDACTED]&state=[REDACTED]&iss=${encodeURIComponent(op.issuer)}`, 400)).toBe(true);
    expect(seen('POST', '/saml/acs', 303)).toBe(true);
    expect(seen('POST', '/saml/validar', 200)).toBe(true);
    const incoming = log.records().filter((r) => r.msg === 'incoming request') as { req: { method: string; url: string } }[];
    expect(incoming.some((r) => r.req.method === 'GET' && r.req.url.startsWith('/oidc/authorize?login=20240001&redirect='))).toBe(true);
  }, 120_000);
});
