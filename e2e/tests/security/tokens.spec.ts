import crypto from 'node:crypto';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { report } from '../../../apps/api/suites/figures';
import { e2eSecrets } from '../../stacks.mjs';
import { DEMO, expect, navigate, signInAs, test } from '../helpers';

/**
 * Tokens in the browser (issue 28), on the real site in Chromium: an access token that expires
 * while 50 calls are out gives one refresh and 50 replays; two tabs signed in at once keep working
 * through a refresh; signing out in one tab signs out the other; and no token is in an address, a
 * Referer, a page's HTML, a cached answer or readable storage.
 *
 * How the token expires: the patron's access token lives 15 minutes, and the client learns it
 * expired from the API's 401 (packages/api-client). The test makes the API see it expired: from a
 * chosen moment, a call carrying the token is forwarded with that token's own claims and signature
 * key (the e2e stack's JWT secret, e2e/stacks.mjs) but an expiry in the past — the same token as the
 * API would see it 15 minutes later. The API's answer (401) and everything after it are the real ones.
 */

const JWT = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/;

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** `token` (HS256) with the same claims, issued and expired 16 minutes earlier, signed with the stack's key. */
function expired(token: string): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { iat: number; exp: number };
  const shifted = b64(JSON.stringify({ ...claims, iat: claims.iat - 960, exp: claims.exp - 960 }));
  const signature = crypto.createHmac('sha256', e2eSecrets.JWT_SECRET).update(`${header}.${shifted}`).digest();
  return `${header}.${shifted}.${b64(signature)}`;
}

interface Grants {
  /** Every token the token endpoint handed out (access and refresh, public ones included). */
  readonly tokens: Set<string>;
  /** The refresh grants sent. */
  readonly refreshes: Request[];
  /** Every access token the patron was given (the password grant's, each refresh's). */
  readonly patron: Set<string>;
  /** The patron's latest access token. */
  access(): string;
}

/** Watches the token endpoint's answers in `context`. */
function watchGrants(context: BrowserContext): Grants {
  const tokens = new Set<string>();
  const refreshes: Request[] = [];
  const patron = new Set<string>();
  let access = '';
  context.on('request', (req) => {
    if (new URL(req.url()).pathname !== '/oauth/token' || req.method() !== 'POST') return;
    const body = (req.postDataJSON() ?? {}) as { grant_type?: string };
    if (body.grant_type === 'refresh_token') refreshes.push(req);
  });
  context.on('response', async (res) => {
    if (new URL(res.url()).pathname !== '/oauth/token' || !res.ok()) return;
    const json = (await res.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string };
    const grant = ((res.request().postDataJSON() ?? {}) as { grant_type?: string }).grant_type;
    if (json.access_token) tokens.add(json.access_token);
    if (json.refresh_token) tokens.add(json.refresh_token);
    if (json.access_token && grant !== 'client_credentials') {
      access = json.access_token;
      patron.add(access);
    }
  });
  return { tokens, refreshes, patron, access: () => access };
}

/** From now on the API sees `token` as expired (the calls that carry it; any other goes as it is). */
async function expireAtApi(context: BrowserContext, token: string) {
  const stale = expired(token);
  await context.route('**/api/**', async (route) => {
    const headers = route.request().headers();
    if (headers.authorization === `Bearer ${token}`) await route.continue({ headers: { ...headers, authorization: `Bearer ${stale}` } });
    else await route.fallback();
  });
}

/** `n` concurrent private calls from the page through the app's own API client (the shared singleton). */
async function concurrentCalls(page: Page, n: number): Promise<{ ok: number; failed: string[] }> {
  return page.evaluate(async (count) => {
    type Entry = { loaded?: unknown; get: () => Promise<() => { client: { get: (url: string, cfg: object) => Promise<unknown> } }> };
    const scope = (window as unknown as { __ESTANTE_SHARE_SCOPE__: Record<string, Record<string, Entry>> }).__ESTANTE_SHARE_SCOPE__;
    const versions = Object.values(scope['@estante/api-client'] ?? {});
    const entry = versions.find((v) => v.loaded) ?? versions[0];
    if (!entry) throw new Error('no @estante/api-client in the share scope');
    const { client } = (await entry.get())();
    const outcomes = await Promise.allSettled(Array.from({ length: count }, () => client.get('/api/pessoas', { tokenMode: 'private' })));
    return { ok: outcomes.filter((o) => o.status === 'fulfilled').length, failed: outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : [])) };
  }, n);
}

/** Runs a check and reports it, a failure included (the error is thrown again). */
async function measured(name: string, run: () => Promise<Record<string, number>>) {
  try {
    report('security', name, { failures: 0, ...(await run()) } as { cases: number; failures: number });
  } catch (error) {
    report('security', name, { cases: 1, failures: 1 });
    throw error;
  }
}

const CONCURRENT = 50;

test('50 concurrent calls with an expired access token: exactly one refresh grant on the wire and 50 successful replays', async ({ page, context }) => {
  await measured('tokens: 50 concurrent with an expired token', async () => {
    const grants = watchGrants(context);
    await signInAs(page);
    const first = grants.access();
    expect(first).toMatch(JWT);
    const replays: string[] = [];
    context.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/pessoas' && req.headers().authorization !== `Bearer ${first}`) replays.push(req.headers().authorization ?? '');
    });
    const answered: number[] = [];
    context.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/pessoas') answered.push(res.status());
    });
    await expireAtApi(context, first);
    const from = Date.now();
    const result = await concurrentCalls(page, CONCURRENT);
    const ms = Date.now() - from;
    expect(result.failed).toEqual([]);
    expect(result.ok).toBe(CONCURRENT);
    expect(grants.refreshes).toHaveLength(1);
    const second = grants.access();
    expect(second).not.toBe(first);
    expect(replays).toHaveLength(CONCURRENT);
    expect(new Set(replays)).toEqual(new Set([`Bearer ${second}`]));
    expect(answered.filter((s) => s === 401)).toHaveLength(CONCURRENT);
    expect(answered.filter((s) => s === 200)).toHaveLength(CONCURRENT);
    // still signed in, on the new token
    await navigate(page, '/meupergamum/dados-pessoais');
    await expect(page.getByText('Olá, Ana')).toBeVisible();
    return { cases: CONCURRENT, refreshes: grants.refreshes.length, replays: replays.length, total_ms: ms };
  });
});

test('two tabs signed in at once both keep working through a refresh (one grant), and signing out in one signs out the other', async ({ page, context }) => {
  await measured('tokens: two tabs through a refresh', async () => {
    const grants = watchGrants(context);
    await signInAs(page);
    const second = await context.newPage();
    await second.goto('/meupergamum');
    await expect(second.getByRole('heading', { name: 'Meu Pergamum', level: 1 })).toBeVisible();
    await expect(second.getByText('Olá, Ana')).toBeVisible();
    const first = grants.access();
    await expireAtApi(context, first);
    const [a, b] = await Promise.all([concurrentCalls(page, 10), concurrentCalls(second, 10)]);
    expect(a).toEqual({ ok: 10, failed: [] });
    expect(b).toEqual({ ok: 10, failed: [] });
    // One tab spent the refresh token; the other used the credentials it broadcast (no reuse, so no revoked family).
    expect(grants.refreshes).toHaveLength(1);
    // Both keep working afterwards, each through its own page.
    for (const tab of [page, second]) {
      await navigate(tab, '/meupergamum/emprestimos');
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await concurrentCalls(tab, 2)).toEqual({ ok: 2, failed: [] });
    }
    expect(grants.refreshes).toHaveLength(1);
    return { cases: 2, refreshes: grants.refreshes.length };
  });

  await measured('tokens: sign-out in one tab signs out the other', async () => {
    const second = context.pages()[1]!;
    await second.evaluate(() => ((window as unknown as { __tokensNoReload?: boolean }).__tokensNoReload = true));
    await page.getByRole('banner').getByRole('link', { name: 'Sair' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    // The other tab, untouched: signed out too, without a reload, and its personal area sends it to login.
    const from = Date.now();
    await expect(second.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    const ms = Date.now() - from;
    await expect(second.getByText('Olá, Ana')).toHaveCount(0);
    expect(await second.evaluate(() => (window as unknown as { __tokensNoReload?: boolean }).__tokensNoReload)).toBe(true);
    await expect(second).toHaveURL(/\/login\?redirect=/);
    return { cases: 1, propagation_ms: ms };
  });
});

test('no token in an address, a Referer, a page, a cached answer or readable storage', async ({ page, context }) => {
  const grants = watchGrants(context);
  const requests: { url: string; referer: string; type: string }[] = [];
  const pending: Promise<void>[] = [];
  context.on('request', (req) => {
    pending.push(
      req.allHeaders().then((h) => {
        requests.push({ url: req.url(), referer: h.referer ?? '', type: req.resourceType() });
      }, () => undefined),
    );
  });
  const documents: { url: string; body: string; cacheControl: string }[] = [];
  const patronAnswers: { url: string; cacheControl: string }[] = [];
  context.on('response', (res) => {
    const req = res.request();
    if (req.resourceType() === 'document') {
      pending.push(res.text().then((body) => void documents.push({ url: res.url(), body, cacheControl: res.headers()['cache-control'] ?? '' }), () => undefined));
    }
    const bearer = (req.headers().authorization ?? '').replace(/^Bearer /, '');
    if (new URL(res.url()).pathname.startsWith('/api/') && grants.patron.has(bearer)) patronAnswers.push({ url: res.url(), cacheControl: res.headers()['cache-control'] ?? '' });
  });

  // A patron's visit: sign in (remember me), the personal area's pages, a title with its cover, the results.
  await signInAs(page, DEMO.undergraduate, '/meupergamum', '', { remember: true });
  for (const address of ['/meupergamum/emprestimos', '/meupergamum/dados-pessoais', '/acervo/1780', '/?q=educacao&for=INDICE_1']) {
    await navigate(page, address);
    await expect(page.locator('html')).toHaveAttribute('data-estante-hydrated', /.+/);
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  // A page loaded afresh while signed in (its HTML and its cached copy), and a refresh on the way.
  await expireAtApi(context, grants.access());
  await page.goto('/meupergamum/dados-pessoais');
  await expect(page.getByText('Olá, Ana')).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await Promise.all(pending);

  const tokens = [...grants.tokens];
  expect(tokens.length).toBeGreaterThanOrEqual(4);
  const holds = (text: string) => JWT.test(text) || tokens.some((t) => text.includes(t));

  await measured('tokens: none in an address or a Referer', async () => {
    expect(requests.length).toBeGreaterThan(20);
    const leaks = requests.filter((r) => holds(decodeURIComponent(r.url)) || holds(decodeURIComponent(r.referer)));
    expect(leaks).toEqual([]);
    const byType = (type: string) => requests.filter((r) => r.type === type).length;
    return { cases: requests.length * 2, remotes: requests.filter((r) => /:808[1-4]\//.test(r.url)).length, scripts: byType('script'), fetches: byType('fetch') + byType('xhr'), images: byType('image') };
  });

  await measured('tokens: none in a page’s HTML; patron answers private, no-store', async () => {
    expect(documents.length).toBeGreaterThanOrEqual(2);
    expect(documents.filter((d) => holds(d.body)).map((d) => d.url)).toEqual([]);
    // The personal area's HTML is a frame (no patron data), revalidated every time.
    for (const d of documents.filter((doc) => new URL(doc.url).pathname.startsWith('/meupergamum'))) expect(d.cacheControl, d.url).toBe('no-cache');
    // Every answer the patron's token was sent for is never stored.
    expect(patronAnswers.length).toBeGreaterThanOrEqual(3);
    expect(patronAnswers.filter((a) => a.cacheControl !== 'private, no-store')).toEqual([]);
    // Nothing in the Cache Storage either.
    const cached = await page.evaluate(async () => {
      const out: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const req of await cache.keys()) out.push(`${req.url}\n${await (await cache.match(req))!.text()}`);
      }
      return out;
    });
    expect(cached.filter(holds)).toEqual([]);
    return { cases: documents.length + patronAnswers.length + cached.length, pages: documents.length, patron_answers: patronAnswers.length };
  });

  await measured('tokens: storage sealed (no token, user code or name readable)', async () => {
    const stored = await page.evaluate(async () => {
      const values: string[] = [];
      for (const store of [localStorage, sessionStorage]) for (let i = 0; i < store.length; i++) values.push(`${store.key(i)}=${store.getItem(store.key(i)!)}`);
      for (const info of await indexedDB.databases()) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(info.name!);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        for (const name of Array.from(db.objectStoreNames)) {
          const all = await new Promise<unknown[]>((resolve, reject) => {
            const r = db.transaction(name).objectStore(name).getAll();
            r.onsuccess = () => resolve(r.result);
            r.onerror = () => reject(r.error);
          });
          for (const v of all) values.push(`${info.name}/${name}=${v instanceof CryptoKey ? `CryptoKey extractable=${v.extractable}` : JSON.stringify(v)}`);
        }
        db.close();
      }
      document.cookie.split(';').forEach((c) => values.push(`cookie ${c}`));
      return values;
    });
    expect(stored.length).toBeGreaterThan(0);
    const readable = stored.filter((v) => holds(v) || v.includes(DEMO.undergraduate.login) || v.includes('Ana Beatriz') || /refresh_token|access_token/.test(v));
    expect(readable).toEqual([]);
    // The key that seals the session cannot be read out.
    expect(stored.filter((v) => v.includes('CryptoKey'))).not.toContainEqual(expect.stringContaining('extractable=true'));
    return { cases: stored.length };
  });
});
