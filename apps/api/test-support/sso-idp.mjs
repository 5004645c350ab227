// TEST ONLY. Real local identity providers for the single sign-on tests (apps/api/test/sso.test.ts)
// and for the browser suite (e2e/server.mjs may import this file): an OpenID provider
// (`oidc-provider`, with its own login and consent pages) and a SAML identity provider (`samlify`
// as IdP, with a login page, a key pair and a self-signed certificate generated at start).
// Plain JavaScript (types in sso-idp.d.mts) so `node` can import it without a TypeScript loader.
// Never used by the server itself; the passwords here are test fixtures.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';
import samlify from 'samlify';
import selfsigned from 'selfsigned';

/** @param {string} s */
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** @param {http.IncomingMessage} req @returns {Promise<Record<string, string>>} */
async function formBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** @param {http.Server} server @param {number} port @param {string} host @returns {Promise<number>} */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** @param {http.Server} server @returns {Promise<void>} */
const closeServer = (server) =>
  new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/** @param {http.ServerResponse} res @param {number} status @param {string} title @param {string} body */
function page(res, status, title, body) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><main><h1>${esc(title)}</h1>${body}</main></body></html>`);
}

/** @param {string} action @param {string} [username] @param {string} [error] */
const loginForm = (action, username = '', error = '') =>
  `${error ? `<p role="alert" class="error">${esc(error)}</p>` : ''}
<form method="post" action="${esc(action)}">
  <p><label for="username">Username</label> <input id="username" name="username" autocomplete="username" value="${esc(username)}" autofocus></p>
  <p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password"></p>
  <p><button type="submit">Sign in</button></p>
</form>`;

/**
 * @param {import('./sso-idp.d.mts').TestAccount[]} accounts
 * @param {string} username
 * @param {string} password
 */
function findAccount(accounts, username, password) {
  const wanted = username.trim().toLowerCase();
  const account = accounts.find((a) => a.username.toLowerCase() === wanted || (typeof a.claims?.email === 'string' && a.claims.email.toLowerCase() === wanted));
  if (!account) return null;
  if (account.password !== undefined && account.password !== password) return null;
  return account;
}

// ------------------------------------------------------------------------------------------------
// OpenID provider

/**
 * Starts an OpenID provider (oidc-provider 9) on `http://<host>:<port>` (port 0: a free one).
 * Login page: GET /interaction/<uid> (fields "Username", "Password", button "Sign in"); consent
 * page: "Allow" / "Deny" (skipped with `autoConsent`). Accounts sign in with their username (or
 * their e-mail claim); `sub` is the username.
 * @param {import('./sso-idp.d.mts').TestOidcProviderOptions} options
 * @returns {Promise<import('./sso-idp.d.mts').TestOidcProvider>}
 */
export async function startTestOidcProvider({ port = 0, host = '127.0.0.1', clients, accounts, autoConsent = false }) {
  const server = http.createServer();
  const actualPort = await listen(server, port, host);
  const issuer = `http://${host}:${actualPort}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
  const byId = new Map(accounts.map((a) => [a.username, a]));

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.client_id,
      ...(c.client_secret ? { client_secret: c.client_secret } : { token_endpoint_auth_method: 'none' }),
      redirect_uris: c.redirect_uris,
      post_logout_redirect_uris: c.post_logout_redirect_uris ?? [],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 3600, Session: 3600, Grant: 3600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = byId.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account.claims }) };
    },
  });
  provider.on('server_error', (_ctx, err) => console.error('[test OpenID provider]', err));
  const callback = provider.callback();

  /** @param {any} details */
  async function grantFor(details) {
    const { prompt, params, session, grantId } = details;
    const grant = grantId ? await provider.Grant.find(grantId) : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
    if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
    if (prompt.details.missingResourceScopes) {
      for (const [indicator, scopes] of Object.entries(prompt.details.missingResourceScopes)) grant.addResourceScope(indicator, scopes.join(' '));
    }
    return grant.save();
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function interaction(req, res) {
    const url = new URL(req.url ?? '/', issuer);
    const [, , uid, action] = url.pathname.split('/');
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return page(res, 400, 'Test OpenID provider', '<p>Unknown interaction.</p>');
    const base = `/interaction/${encodeURIComponent(uid)}`;
    if (req.method === 'GET' && !action) {
      if (details.prompt.name === 'login') {
        return page(res, 200, 'Test OpenID provider — sign in', loginForm(`${base}/login`, details.params.login_hint ?? ''));
      }
      if (autoConsent) {
        return provider.interactionFinished(req, res, { consent: { grantId: await grantFor(details) } }, { mergeWithLastSubmission: true });
      }
      const scopes = details.prompt.details.missingOIDCScope ?? [];
      return page(
        res,
        200,
        'Test OpenID provider — consent',
        `<p>Allow <strong>${esc(details.params.client_id)}</strong> to read: ${esc(scopes.join(' '))}</p>
<form method="post" action="${base}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="${base}/abort"><button type="submit">Deny</button></form>`,
      );
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await formBody(req);
      const account = findAccount(accounts, form.username ?? '', form.password ?? '');
      if (!account) return page(res, 200, 'Test OpenID provider — sign in', loginForm(`${base}/login`, form.username ?? '', 'Wrong username or password.'));
      return provider.interactionFinished(req, res, { login: { accountId: account.username } }, { mergeWithLastSubmission: false });
    }
    if (req.method === 'POST' && action === 'confirm') {
      return provider.interactionFinished(req, res, { consent: { grantId: await grantFor(details) } }, { mergeWithLastSubmission: true });
    }
    if (req.method === 'POST' && action === 'abort') {
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user denied the request.' }, { mergeWithLastSubmission: false });
    }
    return page(res, 404, 'Test OpenID provider', '<p>Not found.</p>');
  }

  server.on('request', (req, res) => {
    if ((req.url ?? '').startsWith('/interaction/')) {
      interaction(req, res).catch((err) => {
        console.error('[test OpenID provider] interaction', err);
        if (!res.headersSent) page(res, 400, 'Test OpenID provider', `<p>${esc(err instanceof Error ? err.message : String(err))}</p>`);
      });
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    port: actualPort,
    logoutUrl: `${issuer}/session/end`,
    close: () => closeServer(server),
  };
}

// ------------------------------------------------------------------------------------------------
// SAML identity provider

const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const UNSPECIFIED = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';
const BASIC = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';

// samlify refuses to parse without a schema validator; the test IdP trusts its one SP's requests
// (node-saml built them) and only reads their ID, issuer and ACS.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped: test identity provider') });

/**
 * Starts a SAML 2.0 identity provider on `http://<host>:<port>` (port 0: a free one): metadata at
 * GET /metadata, single sign-on at GET /sso (HTTP-Redirect binding) showing a login page (fields
 * "Username", "Password", button "Sign in"), then an auto-submitting HTTP-POST form to the SP's
 * ACS with a signed response (assertion and response signed, RSA-SHA256) carrying the account's
 * attributes (uid, email, displayName by default).
 * @param {import('./sso-idp.d.mts').TestSamlIdpOptions} options
 * @returns {Promise<import('./sso-idp.d.mts').TestSamlIdp>}
 */
export async function startTestSamlIdp({ port = 0, host = '127.0.0.1', accounts, serviceProvider, entityId, signResponse = true, afterLogout }) {
  const server = http.createServer();
  const actualPort = await listen(server, port, host);
  const url = `http://${host}:${actualPort}`;
  const idpEntityId = entityId ?? `${url}/metadata`;
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'Estante test SAML IdP' }], { keySize: 2048, algorithm: 'sha256', days: 30 });
  const idp = samlify.IdentityProvider({
    entityID: idpEntityId,
    signingCert: pems.cert,
    privateKey: pems.private,
    singleSignOnService: [{ Binding: REDIRECT, Location: `${url}/sso` }],
    singleLogoutService: [{ Binding: REDIRECT, Location: `${url}/slo` }],
    nameIDFormat: [UNSPECIFIED],
    wantAuthnRequestsSigned: false,
    isAssertionEncrypted: false,
    requestSignatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
  /** @type {ReturnType<typeof samlify.ServiceProvider> | null} */
  let sp = null;
  /** @param {import('./sso-idp.d.mts').TestServiceProvider} value */
  const setServiceProvider = (value) => {
    sp =
      'metadata' in value && value.metadata
        ? samlify.ServiceProvider({ metadata: value.metadata, wantMessageSigned: signResponse })
        : samlify.ServiceProvider({
            entityID: /** @type {{ entityId: string }} */ (value).entityId,
            assertionConsumerService: [{ Binding: POST, Location: /** @type {{ acsUrl: string }} */ (value).acsUrl }],
            wantAssertionsSigned: true,
            wantMessageSigned: signResponse,
          });
  };
  if (serviceProvider) setServiceProvider(serviceProvider);

  /** Pending sign-ins: the parsed request and RelayState, by a one-time id of the login page. */
  const pending = new Map();

  /**
   * @param {any} request the parsed AuthnRequest (samlify's extract)
   * @param {string | undefined} relayState
   * @param {import('./sso-idp.d.mts').TestAccount} account
   */
  async function signedResponse(request, relayState, account) {
    if (!sp) throw new Error('no service provider registered');
    const target = sp;
    const attributes = { uid: account.username, ...(account.claims?.email ? { email: account.claims.email } : {}), ...(account.claims?.name ? { displayName: account.claims.name } : {}), ...account.attributes };
    const result = await idp.createLoginResponse(target, { extract: request }, 'post', { email: account.username }, {
      relayState,
      customTagReplacement: (template) => {
        const now = new Date();
        const later = new Date(now.getTime() + 5 * 60_000).toISOString();
        const acs = target.entityMeta.getAssertionConsumerService(POST);
        const id = `_${randomBytes(20).toString('hex')}`;
        const context = samlify.SamlLib.replaceTagsByValue(template, {
          ID: id,
          AssertionID: `_${randomBytes(20).toString('hex')}`,
          Destination: acs,
          Audience: target.entityMeta.getEntityID(),
          EntityID: target.entityMeta.getEntityID(),
          SubjectRecipient: acs,
          Issuer: idpEntityId,
          IssueInstant: now.toISOString(),
          AssertionConsumerServiceURL: acs,
          StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
          ConditionsNotBefore: now.toISOString(),
          ConditionsNotOnOrAfter: later,
          SubjectConfirmationDataNotOnOrAfter: later,
          NameIDFormat: account.nameIdFormat ?? UNSPECIFIED,
          NameID: account.nameId ?? account.username,
          InResponseTo: request?.request?.id ?? '',
          AuthnStatement: '__AUTHN_STATEMENT__',
          AttributeStatement: '__ATTRIBUTE_STATEMENT__',
        })
          .replace(
            '__AUTHN_STATEMENT__',
            `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_${randomBytes(8).toString('hex')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
          )
          .replace(
            '__ATTRIBUTE_STATEMENT__',
            `<saml:AttributeStatement>${Object.entries(attributes)
              .map(
                ([name, value]) =>
                  `<saml:Attribute Name="${esc(name)}" NameFormat="${BASIC}"><saml:AttributeValue xsi:type="xs:string">${esc(value)}</saml:AttributeValue></saml:Attribute>`,
              )
              .join('')}</saml:AttributeStatement>`,
          );
        return { id, context };
      },
    });
    return { acsUrl: result.entityEndpoint, SAMLResponse: result.context, RelayState: relayState };
  }

  /** @param {http.ServerResponse} res @param {{ acsUrl: string, SAMLResponse: string, RelayState?: string }} r */
  const autoPost = (res, r) =>
    page(
      res,
      200,
      'Test SAML identity provider — signing you in',
      `<form method="post" action="${esc(r.acsUrl)}" id="saml-post">
  <input type="hidden" name="SAMLResponse" value="${esc(r.SAMLResponse)}">
  ${r.RelayState !== undefined ? `<input type="hidden" name="RelayState" value="${esc(r.RelayState)}">` : ''}
  <noscript><button type="submit">Continue</button></noscript>
</form>
<script>document.getElementById('saml-post').submit()</script>`,
    );

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(req, res) {
    const u = new URL(req.url ?? '/', url);
    if (req.method === 'GET' && u.pathname === '/metadata') {
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
      return res.end(idp.getMetadata());
    }
    if (req.method === 'GET' && u.pathname === '/slo') {
      // The logout page of LINK_LOGOUT_SAML (no session is kept: nothing to end), or straight back to the site.
      if (afterLogout) {
        res.writeHead(302, { location: afterLogout, 'cache-control': 'no-store' });
        return res.end();
      }
      return page(res, 200, 'Test SAML identity provider — signed out', '<p>You are signed out.</p>');
    }
    if (req.method === 'GET' && u.pathname === '/sso') {
      if (!sp) return page(res, 500, 'Test SAML identity provider', '<p>No service provider registered.</p>');
      const query = Object.fromEntries(u.searchParams);
      const octetString = (u.search.startsWith('?') ? u.search.slice(1) : u.search).split('&').filter((p) => !p.startsWith('Signature=')).join('&');
      const parsed = await idp.parseLoginRequest(sp, 'redirect', { query, octetString });
      if (parsed.extract?.issuer && parsed.extract.issuer !== sp.entityMeta.getEntityID()) {
        return page(res, 400, 'Test SAML identity provider', '<p>Unknown service provider.</p>');
      }
      const uid = randomUUID();
      pending.set(uid, { request: parsed.extract, relayState: query.RelayState });
      return page(res, 200, 'Test SAML identity provider — sign in', loginForm(`/sso/login?uid=${uid}`));
    }
    if (req.method === 'POST' && u.pathname === '/sso/login') {
      const uid = u.searchParams.get('uid') ?? '';
      const started = pending.get(uid);
      if (!started) return page(res, 400, 'Test SAML identity provider', '<p>Unknown or finished sign-in.</p>');
      const form = await formBody(req);
      const account = findAccount(accounts, form.username ?? '', form.password ?? '');
      if (!account) return page(res, 200, 'Test SAML identity provider — sign in', loginForm(`/sso/login?uid=${uid}`, form.username ?? '', 'Wrong username or password.'));
      pending.delete(uid);
      return autoPost(res, await signedResponse(started.request, started.relayState, account));
    }
    return page(res, 404, 'Test SAML identity provider', '<p>Not found.</p>');
  }

  server.on('request', (req, res) => {
    handle(req, res).catch((err) => {
      console.error('[test SAML IdP]', err);
      if (!res.headersSent) page(res, 400, 'Test SAML identity provider', `<p>${esc(err instanceof Error ? err.message : String(err))}</p>`);
    });
  });

  return {
    url,
    entityId: idpEntityId,
    ssoUrl: `${url}/sso`,
    logoutUrl: `${url}/slo`,
    metadataUrl: `${url}/metadata`,
    metadata: idp.getMetadata(),
    certificate: pems.cert,
    setServiceProvider,
    close: () => closeServer(server),
  };
}

// ------------------------------------------------------------------------------------------------
// Both, for a site

/**
 * Accounts of the test identity providers that name the seeded demo people (seed-people.ts):
 * by user code claim (20240001, blocked 20240003), by e-mail only (20240002, P0001), and nobody.
 * @type {import('./sso-idp.d.mts').TestAccount[]}
 */
export const DEMO_SSO_ACCOUNTS = [
  { username: '20240001', password: 'Sso#2024', claims: { preferred_username: '20240001', email: 'ana.souza@aluno.estante.example', email_verified: true, name: 'Ana Beatriz Souza' } },
  { username: 'bruno', password: 'Sso#2024', claims: { email: 'bruno.lima@aluno.estante.example', email_verified: true, name: 'Bruno Carvalho Lima' } },
  { username: 'carlos', password: 'Sso#2024', claims: { email: 'carlos.mendes@estante.example', email_verified: true, name: 'Carlos Eduardo Mendes' } },
  { username: '20240003', password: 'Sso#2024', claims: { preferred_username: '20240003', email: 'daniela.rocha@aluno.estante.example', email_verified: true } },
  { username: 'stranger', password: 'Sso#2024', claims: { preferred_username: 'stranger', email: 'stranger@elsewhere.example', email_verified: true } },
];

/**
 * Starts both identity providers for a site at `siteUrl` (the origin the browser uses; its server
 * proxies /oidc and /saml to the API) and answers the API's environment for them (PUBLIC_BASE_URL,
 * OIDC_*, SAML_IDP_METADATA, USA_OIDC=true, LINK_LOGOUT_SAML → the IdP's logout, which sends the
 * browser back to `<siteUrl>/`). LINK_LOGOUT_OIDC is left unset: oidc-provider's end-session page
 * asks for a confirmation.
 * @param {import('./sso-idp.d.mts').TestIdentityProvidersOptions} options
 * @returns {Promise<import('./sso-idp.d.mts').TestIdentityProviders>}
 */
export async function startTestIdentityProviders({ siteUrl, accounts = DEMO_SSO_ACCOUNTS, autoConsent = false, host = '127.0.0.1' }) {
  const site = siteUrl.replace(/\/+$/, '');
  const client = { client_id: 'estante-test', client_secret: 'estante-test-oidc-secret' };
  const oidc = await startTestOidcProvider({ host, accounts, autoConsent, clients: [{ ...client, redirect_uris: [`${site}/oidc/callback`], post_logout_redirect_uris: [`${site}/`] }] });
  const saml = await startTestSamlIdp({ host, accounts, serviceProvider: { entityId: `${site}/saml/metadata`, acsUrl: `${site}/saml/acs` }, afterLogout: `${site}/` });
  return {
    oidc,
    saml,
    env: {
      PUBLIC_BASE_URL: site,
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: client.client_id,
      OIDC_CLIENT_SECRET: client.client_secret,
      SAML_IDP_METADATA: saml.metadataUrl,
      USA_OIDC: 'true',
      LINK_LOGOUT_SAML: saml.logoutUrl,
    },
    close: async () => {
      await Promise.all([oidc.close(), saml.close()]);
    },
  };
}
