import type { FastifyInstance, InjectOptions } from 'fastify';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthErrorResponse, Instituicao, OidcAuthorizeResponse, PessoaResponse, SamlLoginResponse } from '@estante/api-contract';
import { buildApp } from '../../app';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { seedSettings } from '../../seed/index';
import { seedAuth } from '../../seed/auth';
import { seedPeople } from '../../seed/people';
import { applyInstitutionFlags, institutionFlagsFromEnv, ssoOptionsFromEnv, type SsoOptions } from './config';
import { parseIdpMetadata } from './metadata';
import { startTestOidcProvider, startTestSamlIdp, type TestAccount, type TestOidcProvider, type TestSamlIdp } from '../../../test-support/sso-idp.mjs';
import { Clock, claims, TEST_ARGON2, WEB, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, JWT_SECRET, SEED_DATE, TEST_DATABASE_URL, WEB_CLIENT_SECRET, type Backend } from '../../../test/helpers';
import { Browser, formsOf, freePort } from '../../../test/sso-helpers';

// Single sign-on end to end, on every backend: a real OpenID provider (oidc-provider) and a real
// SAML identity provider (samlify), both started here on free loopback ports, driven over HTTP
// like a browser (redirects, cookies, the providers' own login and consent forms), against the
// API listening on its own port. The database has the seeded settings and people (no catalogue:
// single sign-on needs none of it).

if (!TEST_DATABASE_URL) console.info('[sso tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const OIDC_CLIENT = { client_id: 'estante-api', client_secret: 'test-oidc-client-secret' };
const BASES_SECRET = 'test-external-bases-secret';
const PT = { lang: '1' };
const EN = { lang: '5' };
const ES = { lang: '3' };

/** Identity provider accounts; the claims name seeded persons (seed-people.ts) or nobody. */
const ACCOUNTS: TestAccount[] = [
  // preferred_username = a user code; uid = the username for SAML
  { username: '20240001', password: 'idp-pass-1', claims: { preferred_username: '20240001', email: 'ana.souza@aluno.estante.example', email_verified: true, name: 'Ana Beatriz Souza' } },
  // only an e-mail of a seeded person
  { username: 'bruno.idp', password: 'idp-pass-2', claims: { email: 'BRUNO.LIMA@aluno.estante.example', email_verified: true } },
  { username: 'carlos.idp', password: 'idp-pass-3', claims: { email: 'carlos.mendes@estante.example', email_verified: true } },
  // an e-mail the provider does not vouch for
  { username: 'unverified.idp', password: 'idp-pass-4', claims: { email: 'bruno.lima@aluno.estante.example', email_verified: false } },
  // the person blocked by the library (bloqueio)
  { username: '20240003', password: 'idp-pass-5', claims: { preferred_username: '20240003', email: 'daniela.rocha@aluno.estante.example', email_verified: true } },
  // nobody the library knows
  { username: 'stranger', password: 'idp-pass-6', claims: { preferred_username: 'stranger', email: 'stranger@elsewhere.example', email_verified: true } },
];

interface Harness {
  db: Db;
  app: FastifyInstance;
  api: string;
  op: TestOidcProvider;
  idp: TestSamlIdp;
  clock: Clock;
  publicToken: string;
}

async function lightSeed(backend: Backend): Promise<Db> {
  const db = await backend.open();
  await migrate(db);
  await seedSettings(db, SEED_DATE);
  await seedAuth(db, WEB_CLIENT_SECRET, TEST_ARGON2);
  await db.transaction((tx) => seedPeople(tx, SEED_DATE));
  return db;
}

function useSso(backend: Backend): () => Harness {
  let h: Harness | undefined;
  const extra: FastifyInstance[] = [];
  beforeAll(async () => {
    const db = await lightSeed(backend);
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const op = await startTestOidcProvider({ clients: [{ ...OIDC_CLIENT, redirect_uris: [`${api}/oidc/callback`] }], accounts: ACCOUNTS });
    const idp = await startTestSamlIdp({ accounts: ACCOUNTS, serviceProvider: { entityId: `${api}/saml/metadata`, acsUrl: `${api}/saml/acs` } });
    const clock = new Clock();
    const app = await buildApp({
      db,
      jwtSecret: JWT_SECRET,
      auth: { now: clock.now, argon2: TEST_ARGON2, ipRateLimit: { max: 100_000, windowSeconds: 60 } },
      sso: {
        publicBaseUrl: api,
        oidc: { issuer: op.issuer, clientId: OIDC_CLIENT.client_id, clientSecret: OIDC_CLIENT.client_secret },
        saml: { idpMetadata: idp.metadataUrl },
        externalBasesSecret: BASES_SECRET,
      },
    });
    await app.listen({ port, host: '127.0.0.1' });
    const res = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: WEB } });
    h = { db, app, api, op, idp, clock, publicToken: res.json<{ access_token: string }>().access_token };
  }, 240_000);
  afterAll(async () => {
    for (const a of extra) await a.close();
    await h?.app.close();
    await h?.op.close();
    await h?.idp.close();
    await h?.db.close();
  });
  return () => {
    if (!h) throw new Error('not ready');
    return h;
  };
}

export function ssoCases(live: () => Harness): void {
  const inject = (o: InjectOptions, app?: FastifyInstance) => (app ?? live().app).inject(o);
  const withToken = (headers: Record<string, string> = {}, token = live().publicToken) => ({ authorization: `Bearer ${token}`, ...headers });
  const oidcAuthorize = (query: Record<string, string>, headers: Record<string, string> = {}, app?: FastifyInstance) =>
    inject({ method: 'GET', url: `/oidc/authorize?${new URLSearchParams(query).toString()}`, headers: withToken(headers) }, app);
  const oidcValidar = (nonce: string, headers: Record<string, string> = {}) => inject({ method: 'POST', url: '/oidc/validar', headers: withToken(headers), payload: { nonce } });
  const samlLogin = (query: Record<string, string>, headers: Record<string, string> = {}, app?: FastifyInstance) =>
    inject({ method: 'GET', url: `/saml/login?${new URLSearchParams(query).toString()}`, headers: withToken(headers) }, app);
  const samlValidar = (saml: string, headers: Record<string, string> = {}, app?: FastifyInstance) =>
    inject({ method: 'POST', url: '/saml/validar', headers: withToken(headers), payload: { saml } }, app);
  const spa = (path: string) => `${live().api}${path}`;
  const person = async (pair: Pair) => {
    const res = await inject({ method: 'GET', url: '/api/pessoas', headers: { authorization: `Bearer ${pair.access_token}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PessoaResponse>();
  };

  /** /oidc/authorize, then the provider's login (and consent) pages, until the API sends the browser to the SPA. */
  async function oidcRoundTrip(username: string, password: string, options: { deny?: boolean; login?: string } = {}) {
    const start = await oidcAuthorize({ login: options.login ?? `${username}@idp.example`, redirect: spa('/oauth-response') });
    expect(start.statusCode, start.body).toBe(200);
    const { nonce, link } = start.json<OidcAuthorizeResponse>();
    const browser = new Browser();
    const atSpa = (u: URL) => u.origin === live().api && u.pathname === '/oauth-response';
    let step = await browser.follow(link, {}, atSpa);
    const login = formsOf(step.html, step.url)[0];
    expect(login?.action, step.html).toMatch(/\/interaction\/[^/]+\/login$/);
    step = await browser.follow(login?.action ?? '', { form: { username, password } }, atSpa);
    if (step.res) {
      // the consent page: Allow or Deny
      const forms = formsOf(step.html, step.url);
      const choice = forms.find((f) => f.action.endsWith(options.deny ? '/abort' : '/confirm'));
      expect(choice, step.html).toBeDefined();
      step = await browser.follow(choice?.action ?? '', { form: {} }, atSpa);
    }
    expect(step.res, step.html).toBeNull();
    return { nonce, link, landed: new URL(step.url), browser };
  }

  /** /saml/login, then the IdP's login page: the auto-posting form it answers (not yet posted). */
  async function samlAtIdp(username: string, password: string, app?: FastifyInstance) {
    const start = await samlLogin({ redirect: spa('/saml-response') }, {}, app);
    expect(start.statusCode, start.body).toBe(200);
    const { link } = start.json<SamlLoginResponse>();
    const browser = new Browser();
    const page = await browser.follow(link);
    const login = formsOf(page.html, page.url)[0];
    expect(login, page.html).toBeDefined();
    const posted = await browser.follow(login?.action ?? '', { form: { username, password } });
    const form = formsOf(posted.html, posted.url)[0];
    expect(form?.fields.SAMLResponse, posted.html).toBeTruthy();
    return { link, browser, form: form as { action: string; fields: Record<string, string> } };
  }

  /** Posts a SAMLResponse to the ACS as the browser does: the API's redirect to the SPA. */
  async function postAcs(form: { action: string; fields: Record<string, string> }, app?: FastifyInstance) {
    if (app) {
      const res = await app.inject({ method: 'POST', url: '/saml/acs', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form.fields).toString() });
      return { status: res.statusCode, location: res.headers.location as string | undefined, body: res.body };
    }
    const res = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields), redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location') ?? undefined, body: await res.text() };
  }

  async function samlRoundTrip(username: string, password: string) {
    const { form } = await samlAtIdp(username, password);
    const acs = await postAcs(form);
    expect(acs.status, acs.body).toBe(303);
    const landed = new URL(acs.location ?? '');
    expect(landed.origin + landed.pathname).toBe(spa('/saml-response'));
    return { reference: landed.searchParams.get('saml') ?? '', form };
  }

  const samlXml = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');
  const samlB64 = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

  describe('OpenID Connect', () => {
    it('needs a bearer token and an allowed redirect', async () => {
      const none = await inject({ method: 'GET', url: `/oidc/authorize?redirect=${encodeURIComponent(spa('/oauth-response'))}` });
      expect(none.statusCode).toBe(401);
      expect(none.json<AuthErrorResponse>().message).toBe('Autenticação necessária.');
      for (const redirect of ['https://evil.example/oauth-response', 'javascript:alert(1)', '/oauth-response', `${live().api.replace('http:', 'ftp:')}/x`, `http://user:pw@${new URL(live().api).host}/oauth-response`]) {
        const res = await oidcAuthorize({ login: 'a@b.example', redirect }, EN);
        expect(res.statusCode, redirect).toBe(400);
        expect(res.json<AuthErrorResponse>().message).toBe('Return address not allowed.');
      }
      const validar = await inject({ method: 'POST', url: '/oidc/validar', payload: { nonce: 'x' } });
      expect(validar.statusCode).toBe(401);
    });

    it('starts a code flow with PKCE (S256), state, nonce and the login hint', async () => {
      const res = await oidcAuthorize({ login: 'ana.souza@aluno.estante.example', redirect: spa('/oauth-response') });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { nonce, link } = res.json<OidcAuthorizeResponse>();
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const u = new URL(link);
      expect(u.origin + u.pathname).toBe(`${live().op.issuer}/auth`);
      expect(Object.fromEntries(u.searchParams)).toMatchObject({
        client_id: OIDC_CLIENT.client_id,
        response_type: 'code',
        redirect_uri: `${live().api}/oidc/callback`,
        code_challenge_method: 'S256',
        login_hint: 'ana.souza@aluno.estante.example',
        scope: 'openid email profile',
      });
      expect(u.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(u.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(u.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      // The nonce the SPA validates never goes to the provider.
      expect(link).not.toContain(nonce);
      // Before the provider sent the browser back there is nothing to validate yet (and the nonce is not spent).
      const early = await oidcValidar(nonce, EN);
      expect(early.statusCode).toBe(422);
      expect(early.json<AuthErrorResponse>()).toMatchObject({ codigo: 'SSO_INCOMPLETO', message: 'The sign-in at the identity provider is not complete yet.' });
    });

    it('round trip: provider login and consent, callback, /oauth-response?nonce, the token pair of a password login, the right person', async () => {
      const { nonce, landed } = await oidcRoundTrip('20240001', 'idp-pass-1');
      expect(landed.searchParams.get('nonce')).toBe(nonce);
      const res = await oidcValidar(nonce);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const pair = res.json<Pair>();
      expect(Object.keys(pair).sort()).toEqual(['access_token', 'expires_in', 'refresh_expires_in', 'refresh_token', 'token_type']);
      expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
      expect(pair.refresh_expires_in).toBeGreaterThan(0);
      expect(claims(pair.access_token)).toMatchObject({ scope: 'private', login: '20240001', client_id: WEB });
      const me = await person(pair);
      expect(me.user).toMatchObject({ login: '20240001', nome_pessoa: 'Ana Beatriz Souza' });
      // The refresh token rotates like any other.
      const refreshed = await inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'refresh_token', client_id: WEB, refresh_token: pair.refresh_token } });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      // The nonce is single use.
      const again = await oidcValidar(nonce, ES);
      expect(again.statusCode).toBe(422);
      expect(again.json<AuthErrorResponse>()).toMatchObject({ codigo: 'SSO_REFERENCIA_INVALIDA', message: 'El inicio de sesión único caducó o ya se usó. Inicie sesión de nuevo.' });
    });

    it('the callback is single use: the same provider redirect again is refused', async () => {
      const start = await oidcAuthorize({ login: 'x@y.example', redirect: spa('/oauth-response') });
      const { link } = start.json<OidcAuthorizeResponse>();
      const browser = new Browser();
      let callback = '';
      const atCallback = (u: URL) => {
        if (u.pathname === '/oidc/callback') callback = u.href;
        return u.pathname === '/oidc/callback';
      };
      let step = await browser.follow(link, {}, atCallback);
      step = await browser.follow(formsOf(step.html, step.url)[0]?.action ?? '', { form: { username: 'carlos.idp', password: 'idp-pass-3' } }, atCallback);
      if (step.res) await browser.follow(formsOf(step.html, step.url).find((f) => f.action.endsWith('/confirm'))?.action ?? '', { form: {} }, atCallback);
      expect(callback).toContain('code=');
      const first = await fetch(callback, { redirect: 'manual' });
      expect(first.status).toBe(302);
      const second = await fetch(callback, { redirect: 'manual' });
      expect(second.status).toBe(400);
      const nonce = new URL(first.headers.get('location') ?? '').searchParams.get('nonce') ?? '';
      const pair = await oidcValidar(nonce);
      expect(pair.statusCode, pair.body).toBe(200);
      expect((await person(pair.json<Pair>())).user.login).toBe('P0001');
      // A state nobody started.
      const unknown = await inject({ method: 'GET', url: '/oidc/callback?state=nobody&code=abc', headers: EN });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<AuthErrorResponse>().message).toBe('The single sign-on expired or was already used. Please sign in again.');
      expect((await inject({ method: 'GET', url: '/oidc/callback' })).statusCode).toBe(400);
    });

    it('matches a verified e-mail when no user code claim names a login (case-insensitive)', async () => {
      const { nonce } = await oidcRoundTrip('bruno.idp', 'idp-pass-2');
      const res = await oidcValidar(nonce);
      expect(res.statusCode, res.body).toBe(200);
      expect((await person(res.json<Pair>())).user.login).toBe('20240002');
    });

    it('refuses an identity the library does not know, or an e-mail the provider does not vouch for, with the message in pt/en/es', async () => {
      const stranger = await oidcRoundTrip('stranger', 'idp-pass-6');
      const pt = await oidcValidar(stranger.nonce, PT);
      expect(pt.statusCode).toBe(422);
      expect(pt.json<AuthErrorResponse>()).toMatchObject({ codigo: 'USUARIO_NAO_ENCONTRADO', message: 'Usuário não encontrado no sistema da biblioteca.' });
      // spent, even so
      expect((await oidcValidar(stranger.nonce)).json<AuthErrorResponse>().codigo).toBe('SSO_REFERENCIA_INVALIDA');
      const unverified = await oidcRoundTrip('unverified.idp', 'idp-pass-4');
      const en = await oidcValidar(unverified.nonce, EN);
      expect(en.statusCode).toBe(422);
      expect(en.json<AuthErrorResponse>().message).toBe('User not found in the library system.');
      const again = await oidcRoundTrip('stranger', 'idp-pass-6');
      expect((await oidcValidar(again.nonce, ES)).json<AuthErrorResponse>().message).toBe('Usuario no encontrado en el sistema de la biblioteca.');
    });

    it('answers 430 ACESSO_BLOQUEADO for a person blocked by the library, as the password grant', async () => {
      const { nonce } = await oidcRoundTrip('20240003', 'idp-pass-5');
      const res = await oidcValidar(nonce, EN);
      expect(res.statusCode).toBe(430);
      expect(res.json<AuthErrorResponse>()).toMatchObject({ message: 'ACESSO_BLOQUEADO', codigo: 'ACESSO_BLOQUEADO', detalhe: 'Access blocked by the library. Please contact the library.' });
    });

    it('passes on a refusal at the provider (consent denied) as a translated 422', async () => {
      const { nonce, landed } = await oidcRoundTrip('20240001', 'idp-pass-1', { deny: true });
      expect(landed.searchParams.get('nonce')).toBe(nonce);
      const res = await oidcValidar(nonce, EN);
      expect(res.statusCode).toBe(422);
      expect(res.json<AuthErrorResponse>()).toMatchObject({ codigo: 'SSO_RECUSADO' });
      expect(res.json<AuthErrorResponse>().message).toMatch(/^The identity provider refused the sign-in: /);
    });

    it('lets the nonce expire two minutes after the return', async () => {
      const { nonce } = await oidcRoundTrip('20240001', 'idp-pass-1');
      live().clock.advance(121);
      try {
        const res = await oidcValidar(nonce);
        expect(res.statusCode).toBe(422);
        expect(res.json<AuthErrorResponse>().codigo).toBe('SSO_REFERENCIA_INVALIDA');
      } finally {
        live().clock.advance(-121);
      }
    });

    it('refuses malformed bodies with 400, never 500', async () => {
      for (const payload of [{}, { nonce: '' }, { nonce: null }, { nonce: 'x'.repeat(500) }]) {
        const res = await inject({ method: 'POST', url: '/oidc/validar', headers: withToken(), payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const nul = await oidcValidar('a\u0000b');
      expect(nul.statusCode).toBe(422);
      const badState = await inject({ method: 'GET', url: '/oidc/callback?state=%00&code=x' });
      expect(badState.statusCode).toBe(400);
    });
  });

  describe('SAML', () => {
    it('serves our service provider metadata and starts with an AuthnRequest to the IdP (HTTP-Redirect) and a RelayState', async () => {
      const meta = await inject({ method: 'GET', url: '/saml/metadata' });
      expect(meta.statusCode, meta.body).toBe(200);
      expect(meta.headers['content-type']).toContain('application/samlmetadata+xml');
      expect(meta.body).toContain(`entityID="${live().api}/saml/metadata"`);
      expect(meta.body).toContain(`Location="${live().api}/saml/acs"`);
      expect(meta.body).toContain('WantAssertionsSigned="true"');
      const res = await samlLogin({ redirect: spa('/saml-response') });
      expect(res.statusCode, res.body).toBe(200);
      const u = new URL(res.json<SamlLoginResponse>().link);
      expect(u.origin + u.pathname).toBe(live().idp.ssoUrl);
      expect(u.searchParams.get('SAMLRequest')).toBeTruthy();
      expect(u.searchParams.get('RelayState')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const bad = await samlLogin({ redirect: 'https://evil.example/saml-response' }, ES);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<AuthErrorResponse>().message).toBe('Dirección de retorno no permitida.');
      expect((await inject({ method: 'GET', url: `/saml/login?redirect=${encodeURIComponent(spa('/saml-response'))}` })).statusCode).toBe(401);
    });

    it('round trip: IdP login, signed response posted to the ACS, /saml-response?saml=, the token pair, the right person; single use', async () => {
      const { reference } = await samlRoundTrip('20240001', 'idp-pass-1');
      expect(reference).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const res = await samlValidar(reference);
      expect(res.statusCode, res.body).toBe(200);
      const pair = res.json<Pair>();
      expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
      expect((await person(pair)).user).toMatchObject({ login: '20240001', nome_pessoa: 'Ana Beatriz Souza' });
      const again = await samlValidar(reference, EN);
      expect(again.statusCode).toBe(422);
      expect(again.json<AuthErrorResponse>()).toMatchObject({ codigo: 'SSO_REFERENCIA_INVALIDA', message: 'The single sign-on expired or was already used. Please sign in again.' });
    });

    it('matches the e-mail attribute when the uid names no login', async () => {
      const { reference } = await samlRoundTrip('carlos.idp', 'idp-pass-3');
      const res = await samlValidar(reference);
      expect(res.statusCode, res.body).toBe(200);
      expect((await person(res.json<Pair>())).user.login).toBe('P0001');
    });

    it('refuses an unknown identity (422, translated) and a blocked person (430)', async () => {
      const unknown = await samlRoundTrip('stranger', 'idp-pass-6');
      const res = await samlValidar(unknown.reference, EN);
      expect(res.statusCode).toBe(422);
      expect(res.json<AuthErrorResponse>()).toMatchObject({ codigo: 'USUARIO_NAO_ENCONTRADO', message: 'User not found in the library system.' });
      const blocked = await samlRoundTrip('20240003', 'idp-pass-5');
      const b = await samlValidar(blocked.reference);
      expect(b.statusCode).toBe(430);
      expect(b.json<AuthErrorResponse>().message).toBe('ACESSO_BLOQUEADO');
    });

    it('refuses a tampered response, an unsigned one and one signed by another key', async () => {
      // tampered: the signed assertion now names someone else
      const tampered = await samlAtIdp('20240001', 'idp-pass-1');
      const xml = samlXml(tampered.form.fields.SAMLResponse ?? '');
      expect(xml).toContain('>20240001<');
      const changed = await postAcs({ ...tampered.form, fields: { ...tampered.form.fields, SAMLResponse: samlB64(xml.replaceAll('>20240001<', '>P0001<')) } });
      expect(changed.status, changed.body).toBe(303);
      const t1 = await samlValidar(new URL(changed.location ?? '').searchParams.get('saml') ?? '', EN);
      expect(t1.statusCode).toBe(422);
      expect(t1.json<AuthErrorResponse>()).toMatchObject({ codigo: 'SSO_RESPOSTA_INVALIDA', message: 'The identity provider sent an invalid response. Please sign in again.' });

      // unsigned: every signature removed
      const unsigned = await samlAtIdp('20240001', 'idp-pass-1');
      const stripped = samlXml(unsigned.form.fields.SAMLResponse ?? '').replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '');
      expect(stripped).not.toContain('Signature');
      const u = await postAcs({ ...unsigned.form, fields: { ...unsigned.form.fields, SAMLResponse: samlB64(stripped) } });
      expect(u.status).toBe(303);
      expect((await samlValidar(new URL(u.location ?? '').searchParams.get('saml') ?? '')).json<AuthErrorResponse>().codigo).toBe('SSO_RESPOSTA_INVALIDA');

      // another IdP with the same entity id but its own key, answering our real request
      const rogue = await startTestSamlIdp({ accounts: ACCOUNTS, entityId: live().idp.entityId, serviceProvider: { entityId: `${live().api}/saml/metadata`, acsUrl: `${live().api}/saml/acs` } });
      try {
        const start = await samlLogin({ redirect: spa('/saml-response') });
        const link = new URL(start.json<SamlLoginResponse>().link);
        const browser = new Browser();
        const page = await browser.follow(`${rogue.ssoUrl}${link.search}`);
        const posted = await browser.follow(formsOf(page.html, page.url)[0]?.action ?? '', { form: { username: '20240001', password: 'idp-pass-1' } });
        const r = await postAcs(formsOf(posted.html, posted.url)[0] ?? { action: '', fields: {} });
        expect(r.status).toBe(303);
        expect((await samlValidar(new URL(r.location ?? '').searchParams.get('saml') ?? '')).json<AuthErrorResponse>().codigo).toBe('SSO_RESPOSTA_INVALIDA');
      } finally {
        await rogue.close();
      }
    });

    it("refuses a response replayed, or posted with another attempt's RelayState (InResponseTo)", async () => {
      const { form } = await samlRoundTrip('20240001', 'idp-pass-1');
      const replay = await postAcs(form);
      expect(replay.status).toBe(400);
      // A valid response to request A, posted for attempt B.
      const a = await samlAtIdp('20240001', 'idp-pass-1');
      const b = await samlLogin({ redirect: spa('/saml-response') });
      const relayB = new URL(b.json<SamlLoginResponse>().link).searchParams.get('RelayState') ?? '';
      const crossed = await postAcs({ ...a.form, fields: { ...a.form.fields, RelayState: relayB } });
      expect(crossed.status).toBe(303);
      expect((await samlValidar(new URL(crossed.location ?? '').searchParams.get('saml') ?? '')).json<AuthErrorResponse>().codigo).toBe('SSO_RESPOSTA_INVALIDA');
      // Unknown RelayState, missing fields: 400.
      const unknown = await postAcs({ ...a.form, fields: { ...a.form.fields, RelayState: 'nobody' } });
      expect(unknown.status).toBe(400);
      const missing = await inject({ method: 'POST', url: '/saml/acs', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'RelayState=x' });
      expect(missing.statusCode).toBe(400);
      const garbage = await postAcs({ ...a.form, fields: { SAMLResponse: 'not base64 xml <', RelayState: a.form.fields.RelayState ?? '' } });
      expect(garbage.status).toBe(303);
      expect((await samlValidar(new URL(garbage.location ?? '').searchParams.get('saml') ?? '')).json<AuthErrorResponse>().codigo).toBe('SSO_RESPOSTA_INVALIDA');
    });

    it('works with the IdP given by SSO URL and certificate instead of metadata', async () => {
      const h = live();
      const app = await buildApp({
        db: h.db,
        jwtSecret: JWT_SECRET,
        auth: { argon2: TEST_ARGON2, ipRateLimit: { max: 100_000, windowSeconds: 60 } },
        sso: { publicBaseUrl: h.api, saml: { idpSsoUrl: h.idp.ssoUrl, idpCert: [h.idp.certificate], idpIssuer: h.idp.entityId } },
      });
      try {
        const { form } = await samlAtIdp('bruno.idp', 'idp-pass-2', app);
        const acs = await postAcs(form, app);
        expect(acs.status, acs.body).toBe(303);
        const res = await samlValidar(new URL(acs.location ?? '').searchParams.get('saml') ?? '', {}, app);
        expect(res.statusCode, res.body).toBe(200);
        expect((await person(res.json<Pair>())).user.login).toBe('20240002');
      } finally {
        await app.close();
      }
    });
  });

  describe('configuration', () => {
    it('answers 422 "not configured" in pt/en/es when single sign-on is off, and nothing else changes', async () => {
      const app = await buildApp({ db: live().db, jwtSecret: JWT_SECRET });
      try {
        const token = (await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: WEB } })).json<{ access_token: string }>().access_token;
        const headers = (lang: Record<string, string>) => ({ authorization: `Bearer ${token}`, ...lang });
        const oidc = await app.inject({ method: 'GET', url: `/oidc/authorize?login=a@b.example&redirect=${encodeURIComponent('http://localhost:8080/oauth-response')}`, headers: headers(PT) });
        expect(oidc.statusCode).toBe(422);
        expect(oidc.json<AuthErrorResponse>()).toMatchObject({ codigo: 'SSO_NAO_CONFIGURADO', message: 'O login único (SSO) não está configurado nesta instalação.' });
        const saml = await app.inject({ method: 'GET', url: `/saml/login?redirect=${encodeURIComponent('http://localhost:8080/saml-response')}`, headers: headers(EN) });
        expect(saml.statusCode).toBe(422);
        expect(saml.json<AuthErrorResponse>().message).toBe('Single sign-on is not configured on this installation.');
        const es = await app.inject({ method: 'GET', url: `/saml/login?redirect=x`, headers: headers(ES) });
        expect(es.json<AuthErrorResponse>().message).toBe('El inicio de sesión único (SSO) no está configurado en esta instalación.');
        expect((await app.inject({ method: 'POST', url: '/oidc/validar', headers: headers(PT), payload: { nonce: 'x' } })).statusCode).toBe(422);
      } finally {
        await app.close();
      }
    });

    it('takes the provider from configuracoes.sso (secrets from the environment only) and the allowed origins too', async () => {
      const h = live();
      await h.db.query(
        `UPDATE configuracoes SET valor = jsonb_set(jsonb_set(valor, '{oidc,issuer}', to_jsonb($1::text)), '{origens_redirect}', '["https://catalogo.example.edu"]') WHERE chave = 'sso'`,
        [h.op.issuer],
      );
      await h.db.query(`UPDATE configuracoes SET valor = jsonb_set(valor, '{oidc,client_id}', to_jsonb($1::text)) WHERE chave = 'sso'`, [OIDC_CLIENT.client_id]);
      const app = await buildApp({ db: h.db, jwtSecret: JWT_SECRET, sso: { publicBaseUrl: h.api, oidc: { clientSecret: OIDC_CLIENT.client_secret } } });
      try {
        const res = await oidcAuthorize({ login: 'a@b.example', redirect: 'https://catalogo.example.edu/oauth-response' }, {}, app);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<OidcAuthorizeResponse>().link.startsWith(`${h.op.issuer}/auth?`)).toBe(true);
      } finally {
        await app.close();
        await h.db.query(`UPDATE configuracoes SET valor = jsonb_set(valor, '{origens_redirect}', '[]') WHERE chave = 'sso'`);
      }
    });

    it('reads the environment: SSO variables and the institution flags of the login page', async () => {
      const env = {
        PUBLIC_BASE_URL: 'https://catalogo.example.edu/',
        SSO_REDIRECT_ORIGINS: 'http://localhost:8080, http://127.0.0.1:8080',
        OIDC_ISSUER: 'https://idp.example.edu/realms/x',
        OIDC_CLIENT_ID: 'estante',
        OIDC_CLIENT_SECRET: 's3cret',
        SAML_IDP_SSO_URL: 'https://idp.example.edu/sso',
        SAML_IDP_CERT: '-----BEGIN CERTIFICATE-----\\nMIIB\\n-----END CERTIFICATE-----',
        SAML_WANT_RESPONSE_SIGNED: 'true',
        EXTERNAL_BASES_SECRET: 'k',
      };
      const o: SsoOptions = ssoOptionsFromEnv(env);
      expect(o).toMatchObject({
        publicBaseUrl: 'https://catalogo.example.edu/',
        redirectOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
        oidc: { issuer: 'https://idp.example.edu/realms/x', clientId: 'estante', clientSecret: 's3cret' },
        saml: { idpSsoUrl: 'https://idp.example.edu/sso', idpCert: ['-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----'], wantResponseSigned: true },
        externalBasesSecret: 'k',
      });
      expect(institutionFlagsFromEnv({})).toEqual({});
      const flags = institutionFlagsFromEnv({ USA_OIDC: 'true', LINK_LOGOUT_OIDC: 'https://idp.example.edu/logout', LINK_LOGOUT_SAML: 'none' });
      expect(flags).toEqual({ usaOIDC: true, link_logout_OIDC: 'https://idp.example.edu/logout', link_logout_saml: null });
      const h = live();
      const before = (await inject({ method: 'GET', url: '/api/parametros/instituicao', headers: withToken() })).json<Instituicao>();
      expect(before).toMatchObject({ usaOIDC: false, link_logout_OIDC: null, link_logout_saml: null });
      await applyInstitutionFlags(h.db, { usaOIDC: true, link_logout_OIDC: h.op.logoutUrl, link_logout_saml: h.idp.logoutUrl });
      try {
        const after = (await inject({ method: 'GET', url: '/api/parametros/instituicao', headers: withToken() })).json<Instituicao>();
        expect(after).toMatchObject({ ...before, usaOIDC: true, link_logout_OIDC: h.op.logoutUrl, link_logout_saml: h.idp.logoutUrl });
      } finally {
        await applyInstitutionFlags(h.db, { usaOIDC: false, link_logout_OIDC: null, link_logout_saml: null });
      }
    });

    it('limits starts and validations per client IP (429 with Retry-After), and documents every call in /api/docs', async () => {
      const h = live();
      const app = await buildApp({ db: h.db, jwtSecret: JWT_SECRET, auth: { ipRateLimit: { max: 2, windowSeconds: 60 } }, sso: { publicBaseUrl: h.api } });
      try {
        // a client of its own (the counters live in the database, shared with the other tests' app)
        const client = { ...EN, 'x-forwarded-for': '198.51.100.23' };
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) statuses.push((await samlLogin({ redirect: spa('/saml-response') }, client, app)).statusCode);
        expect(statuses).toEqual([422, 422, 429]);
        const limited = await samlValidar('x', client, app);
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
        expect(docs.statusCode).toBe(200);
        const paths = Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
        for (const p of ['/oidc/authorize', '/oidc/callback', '/oidc/validar', '/saml/login', '/saml/acs', '/saml/validar', '/saml/metadata', '/api/pessoas/token-redireciona']) {
          expect(paths).toContain(p);
        }
      } finally {
        await app.close();
      }
    });

    it('reads IdP metadata (SSO URL, signing certificates, entity id) and refuses what is not', () => {
      const meta = parseIdpMetadata(live().idp.metadata);
      expect(meta).toMatchObject({ entityId: live().idp.entityId, ssoUrl: live().idp.ssoUrl });
      expect(meta.certs).toHaveLength(1);
      expect(live().idp.certificate.replace(/-----[^-]+-----|\s/g, '')).toBe(meta.certs[0]);
      expect(() => parseIdpMetadata('<x/>')).toThrow(/IDPSSODescriptor/);
      expect(() => parseIdpMetadata('not xml')).toThrow();
    });
  });

  describe('external content bases (token-redireciona)', () => {
    const signIn = async () => {
      const res = await inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', client_id: WEB, username: '20240001', password: 'Leitura#2024' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Pair>().access_token;
    };

    it("answers the base's address with a 60-second HS256 token for the signed-in patron", async () => {
      const token = await signIn();
      // The bases must answer (a 502 otherwise): this API's own address stands for them (it answers 404, a server that answers).
      await live().db.query(
        `UPDATE configuracoes SET valor = valor || jsonb_build_object('pearson', jsonb_build_object('link', $1::text || '/pearson/acesso'), 'grupoa', jsonb_build_object('link', $1::text || '/grupoa/acesso')) WHERE chave = 'bases_externas'`,
        [live().api],
      );
      for (const base of ['pearson', 'grupoa']) {
        const res = await inject({ method: 'GET', url: `/api/pessoas/token-redireciona?base=${base}`, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, res.body).toBe(200);
        const link = new URL(res.json<{ link: string }>().link);
        expect(link.origin + link.pathname).toBe(`${live().api}/${base}/acesso`);
        const jwt = link.searchParams.get('token') ?? '';
        const { payload, protectedHeader } = await jwtVerify(jwt, new TextEncoder().encode(BASES_SECRET), { audience: base, currentDate: live().clock.now() });
        expect(protectedHeader.alg).toBe('HS256');
        expect(payload).toMatchObject({ sub: '20240001', aud: base, iss: live().api, nome: 'Ana Beatriz Souza', email: 'ana.souza@aluno.estante.example' });
        expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(60);
        expect(payload.jti).toBeTruthy();
      }
    });

    it('404 for a base that is not configured, 401 without a patron', async () => {
      const token = await signIn();
      for (const base of ['nada', '../x', 'toString', '__proto__']) {
        const res = await inject({ method: 'GET', url: `/api/pessoas/token-redireciona?base=${encodeURIComponent(base)}`, headers: { authorization: `Bearer ${token}`, ...EN } });
        expect(res.statusCode, base).toBe(404);
        expect(res.json<AuthErrorResponse>()).toEqual({ message: 'External services inaccessible: this content base is not configured. Please contact support.', codigo: 'BASE_EXTERNA_NAO_CONFIGURADA' });
      }
      const pub = await inject({ method: 'GET', url: '/api/pessoas/token-redireciona?base=pearson', headers: withToken() });
      expect(pub.statusCode).toBe(401);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`single sign-on on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    ssoCases(useSso(backend));
  });
}
