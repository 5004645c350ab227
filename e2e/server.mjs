// The whole site for the e2e suite, from the production build, once per Playwright worker
// (e2e/stacks.mjs says where each listens):
//   - the API's database seeded once from the real MARC records into a snapshot folder (PGlite);
//   - per worker i, a stack: the shell's server on :8100+i proxying to its API on :8120+i, its own
//     OpenID and SAML identity providers (their redirects name that shell) and mail outbox. The API
//     runs on a copy of the snapshot; for every spec file the worker asks for a fresh copy
//     (POST /__e2e/stacks/<i>/reset below), so no spec sees what another one changed;
//   - shared by every stack (static files): the four remotes on :8081-8084 and, on :8089, the
//     fixture remotes: the throwing one at its root, the version matrix's under /<fixture>/ (built
//     here first, from the real apps: e2e/fixtures/build.mjs).
//
// Test control, on FIXTURE_PORT (:8089):
//   POST /__e2e/stacks/<i>/reset  stack i's API answers from a fresh copy of the seeded snapshot and
//   its outbox is emptied (tests/helpers.ts calls it before the first test of each spec file). The
//   fresh copy's API is started in the background beforehand; its port (:8120+i) is a TCP relay
//   that then points at it, and the old API is stopped. A stack nobody called since is left as it is.
//   With a body {"sql": "<statements>"}, the fresh copy is made for it: the statements are run on it
//   (PGlite, before its API starts), so a spec starts from the seed with data the API cannot write
//   (tests/security/xss.spec.ts: institution texts, MARC fields, authority headings).
//   POST /__e2e/remotes/<name>/restart {"distDir": "<folder>"}  closes that remote's static server
//   and listens again on its port serving another build (omit distDir: back to apps/<name>/dist);
//   deploy-alone.spec.ts, which therefore runs alone (playwright.config.ts).
//   POST /__e2e/stacks/<i>/container-fault {"remote": "<name>", "fault": "<fault>" | null}  from now on
//   stack i's shell meets that fault when its server fetches the remote's server container (README "The
//   first HTML"): `refused` (a port where nothing listens), `http500`, `slow` (10 s, or until the page's
//   budget gives up), `broken-js` (the file cut in half), `throws` (code that throws when run); null
//   ends it. Only that stack's shell, and only its server: the browser fetches the remote as usual.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startApi, stopApi } from '../scripts/api-process.mjs';
import { serveRemotes, serveShell } from '../scripts/serve.mjs';
import { closeGracefully, createRemoteServer, createShellServer, defaultRemotePorts, remoteEnvName, remoteNames } from '../apps/shell/server.mjs';
import { startTestIdentityProviders } from '../apps/api/test-support/sso-idp.mjs';
import { buildFixtures, developmentApps, developmentDist, fixtureDist, fixtures } from './fixtures/build.mjs';
import { apiPort, DEV_SHELL_PORT, e2eSecrets, FIXTURE_PORT, outboxOf, shellPort, workerCount } from './stacks.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const host = process.env.HOST ?? '127.0.0.1';
const stackCount = workerCount();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-e2e-'));
const snapshot = path.join(work, 'seeded');
// Every copy is started with the snapshot's reference date, so a run across midnight (UTC) seeds nothing more.
// The server fragments' budget (apps/shell/fragments.mjs, 300 ms in production) made roomy: the specs
// check what the first HTML holds while other workers load the machine; the budget itself is tested
// by apps/shell/fragments.test.mjs.
process.env.FRAGMENT_BUDGET_MS ??= '3000';
const seedDate = process.env.SEED_DATE ?? new Date().toISOString().slice(0, 10);
const started = Date.now();

// The library staff's OAuth client moderates comments (title-comments.spec.ts approves one with it).
const moderationSecret = process.env.E2E_MODERATION_SECRET ?? 'estante-e2e-moderation-secret';
// The loan desk's OAuth client validates a patron's loan token (patron-area.spec.ts).
const deskSecret = process.env.E2E_DESK_SECRET ?? 'estante-e2e-desk-secret';
// The API's own secrets (e2e/stacks.mjs), so the shells and specs know them: no data-folder ones.
const apiEnv = { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', SEED_DATE: seedDate, OAUTH_MODERATION_CLIENT_SECRET: moderationSecret, OAUTH_DESK_CLIENT_SECRET: deskSecret, ...e2eSecrets };
// The courtesy notices' runner is off in the e2e stacks (README "Courtesy notices"): on the seed's day
// its first sweep would write a notice per current loan / hold / request into the outbox the specs
// read their recovery codes and exports from (the notices have API tests of their own).
apiEnv.NOTICES = process.env.E2E_NOTICES ?? '0';

/** A port free now on the loopback (for an API behind its stack's relay). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Runs `sql` on the PGlite data folder `dir` (closed, no API on it yet), with the extensions the
 * API's database uses (its migrations' generated columns call unaccent). PGlite is the API's
 * dependency: its ES module build is imported from there.
 * @param {string} dir @param {string} sql
 */
async function applySql(dir, sql) {
  const dist = path.dirname(createRequire(path.join(root, 'apps/api/package.json')).resolve('@electric-sql/pglite'));
  const load = (/** @type {string} */ file) => import(pathToFileURL(path.join(dist, file)).href);
  const [{ PGlite }, { unaccent }, { pg_trgm }] = await Promise.all([load('index.js'), load('contrib/unaccent.js'), load('contrib/pg_trgm.js')]);
  const pg = await PGlite.create({ dataDir: dir, extensions: { unaccent, pg_trgm } });
  try {
    await pg.exec(sql);
  } finally {
    await pg.close();
  }
}

/**
 * The fresh copies' APIs start one at a time: a start is a few seconds of CPU (Node, PGlite, the
 * seed's check), and several at once on a small machine starve the browsers of the tests running.
 */
let starting = Promise.resolve();
function oneAtATime(/** @type {() => Promise<any>} */ start) {
  const run = starting.then(start);
  starting = run.catch(() => undefined);
  return run;
}

/** Seeds the snapshot: an API started on an empty folder seeds it, then stops (closing its database). */
async function seedSnapshot() {
  const api = await startApi({ port: await freePort(), dataDir: snapshot, env: apiEnv });
  await stopApi(api);
}

// The fixture remotes build while the snapshot is seeded.
await Promise.all([process.env.E2E_SKIP_FIXTURE_BUILD === '1' ? undefined : buildFixtures(), seedSnapshot()]);
console.log(`e2e: seeded the snapshot and built the fixtures in ${((Date.now() - started) / 1000).toFixed(1)} s; starting ${stackCount} stacks`);

/**
 * @typedef {{ child: import('node:child_process').ChildProcess, port: number, dir: string, sockets: Set<net.Socket> }} Backend
 */

/**
 * The stand-in of the external content bases (issue 25): GET/HEAD /__e2e/bases/<base> on the fixture
 * server answers a page naming the base and whether a token came; `gale` answers 503, a base that is down.
 */
const externalBasesUrl = `http://127.0.0.1:${FIXTURE_PORT}/__e2e/bases`;
const DOWN_BASE = 'gale';

/** The faults a stack's shell can meet fetching a remote's server container (POST /__e2e/stacks/<i>/container-fault). */
const containerFaultNames = ['refused', 'http500', 'slow', 'broken-js', 'throws'];
const remoteOfPort = Object.fromEntries(Object.entries(defaultRemotePorts).map(([name, port]) => [String(port), name]));

/**
 * The shell's fetch of the remote server containers, meeting the fault set for the remote (by its port) if any.
 * @param {Map<string, string>} faults
 * @returns {typeof fetch}
 */
function faultyContainerFetch(faults) {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const fault = faults.get(remoteOfPort[url.port] ?? '');
    if (!fault) return fetch(input, init);
    if (fault === 'refused') return fetch(`http://127.0.0.1:1${url.pathname}`, init);
    if (fault === 'http500') return new Response('Internal Server Error', { status: 500 });
    if (fault === 'slow') {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, 10_000);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(init.signal?.reason);
        });
      });
      return fetch(input, init);
    }
    // The real file, spoilt (an unconditional fetch: a 304 would carry no code to spoil).
    const code = await (await fetch(url, { signal: init?.signal })).text();
    const body = fault === 'broken-js' ? code.slice(0, Math.floor(code.length / 2)) : `throw new Error('e2e: this server container throws when run');\n${code}`;
    return new Response(body, { status: 200, headers: { 'content-type': 'application/javascript', etag: `"e2e-${fault}"` } });
  };
}

/** Stack i: its identity providers, API (behind a relay on its fixed port) and shell. */
async function startStack(/** @type {number} */ i) {
  const siteUrl = `http://localhost:${shellPort(i)}`;
  // A real local OpenID provider and SAML identity provider for the single sign-on round trips;
  // their env turns SSO on in the API (USA_OIDC, the SAML logout link that shows the SAML button).
  const idps = await startTestIdentityProviders({ siteUrl });
  const outbox = outboxOf(i);
  const emptyOutbox = () => {
    fs.rmSync(outbox, { recursive: true, force: true });
    fs.mkdirSync(outbox, { recursive: true });
  };
  emptyOutbox();
  // SKIP_SEED: a copy of the snapshot is seeded already (the seed's check would add nothing, in seconds).
  // EXTERNAL_BASES_URL: the external content bases answer from the fixture server (below): a local stand-in.
  const env = { ...apiEnv, SKIP_SEED: '1', MAIL_OUTBOX: outbox, EXTERNAL_BASES_URL: externalBasesUrl, ...idps.env };
  let copies = 0;
  /** @returns {Promise<Backend>} */
  const boot = async (/** @type {string | undefined} */ sql) => {
    const dir = path.join(work, `stack-${i}-${copies++}`);
    fs.cpSync(snapshot, dir, { recursive: true });
    if (sql) {
      try {
        await applySql(dir, sql);
      } catch (e) {
        fs.rmSync(dir, { recursive: true, force: true });
        throw e;
      }
    }
    const port = await freePort();
    return { child: await startApi({ port, dataDir: dir, env }), port, dir, sockets: new Set() };
  };
  let current = await boot();
  /** Whether anything connected to the current API (if not, it still holds the seeded state). */
  let used = false;
  /** @type {Promise<Backend>} */
  let next;
  const prepareNext = () => {
    next = oneAtATime(() => boot(undefined));
    next.catch(() => undefined); // reported by the reset that awaits it
  };
  /** Stops an API and removes its copy (`now`: SIGKILL, as the suite ends: the copy is thrown away anyway). */
  const retire = async (/** @type {Backend} */ old, now = false) => {
    for (const s of old.sockets) s.destroy();
    if (now) old.child.kill('SIGKILL');
    else await stopApi(old.child, { timeoutMs: 5000 });
    fs.rmSync(old.dir, { recursive: true, force: true });
  };

  // The relay: each connection to :8120+i goes to the API current when it opened.
  const relay = net.createServer((client) => {
    used = true;
    const backend = current;
    const upstream = net.connect(backend.port, '127.0.0.1');
    backend.sockets.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      backend.sockets.delete(client);
      backend.sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve, reject) => {
    relay.once('error', reject);
    relay.listen(apiPort(i), host, () => resolve(undefined));
  });
  /** @type {Map<string, string>} remote name -> the fault its server container meets */
  const containerFaults = new Map();
  // The fixture remotes are not in remotes.json (a test swaps them in): the shell's CSP must allow them.
  const shell = await serveShell({ fetchContainer: faultyContainerFetch(containerFaults), host, port: shellPort(i), apiUrl: `http://127.0.0.1:${apiPort(i)}`, scriptOrigins: [`http://localhost:${FIXTURE_PORT}`, `http://127.0.0.1:${FIXTURE_PORT}`], clientSecret: e2eSecrets.OAUTH_WEB_CLIENT_SECRET });
  prepareNext();

  /** @type {Promise<unknown>} */
  let resetting = Promise.resolve();
  return {
    shell,
    /** @param {string} remote @param {string | null} fault */
    setContainerFault(remote, fault) {
      if (fault) containerFaults.set(remote, fault);
      else containerFaults.delete(remote);
    },
    /**
     * Stack i back to the seeded state (`sql`: with these statements run on it); answers how long it
     * waited for the fresh copy to start.
     */
    reset(/** @type {string | undefined} */ sql) {
      const run = resetting.then(async () => {
        if (!used && !sql) return { replaced: false, waitedMs: 0 };
        const from = Date.now();
        // A copy of its own for the statements (the one prepared beforehand stays for a plain reset).
        const fresh = sql
          ? await oneAtATime(() => boot(sql))
          : await next.catch((/** @type {Error} */ e) => {
              prepareNext(); // the next reset tries again
              throw e;
            });
        const waitedMs = Date.now() - from;
        const old = current;
        current = fresh;
        used = false;
        await retire(old);
        emptyOutbox();
        if (!sql) prepareNext();
        return { replaced: true, waitedMs, sql: Boolean(sql) };
      });
      resetting = run.catch(() => undefined);
      return run;
    },
    async close() {
      await closeGracefully([shell], { timeoutMs: 3000 });
      relay.close();
      await Promise.allSettled([retire(current, true), next.then((b) => retire(b, true)), idps.close()]);
    },
  };
}

const remotes = await serveRemotes({ host });
// The stacks' APIs start together (copies of the snapshot: nothing to seed).
const stacks = await Promise.all(Array.from({ length: stackCount }, (_, i) => startStack(i)));

const mounts = Object.fromEntries([
  ...Object.keys(fixtures()).map((name) => [`/${name}/`, fixtureDist(name)]),
  // The development builds of the remotes the server renders with, under /development/<remote>/.
  ...developmentApps.filter((app) => app !== 'shell').map((app) => [`/development/${app}/`, developmentDist(app)]),
]);
const fixture = await createRemoteServer({ distDir: path.join(here, 'fixtures/throwing-remote/dist'), mounts });

// The site of the development builds (i27-hydration.spec.ts): the shell's, its development remotes from
// the fixture server, the production ones for the others; on stack 0's API (it reads public pages only).
const developmentShell = await createShellServer({
  distDir: developmentDist('shell'),
  apiUrl: `http://127.0.0.1:${apiPort(0)}`,
  env: {
    ...process.env,
    OAUTH_WEB_CLIENT_SECRET: e2eSecrets.OAUTH_WEB_CLIENT_SECRET,
    ...Object.fromEntries(
      remoteNames.map((name) => [
        remoteEnvName(name),
        developmentApps.includes(name) ? `http://localhost:${FIXTURE_PORT}/development/${name}/remoteEntry.js` : `http://localhost:${defaultRemotePorts[name]}/remoteEntry.js`,
      ]),
    ),
  },
  publicUrl: `http://localhost:${DEV_SHELL_PORT}`,
  logger: { level: 'warn' },
});
await developmentShell.listen({ host, port: DEV_SHELL_PORT });

fixture.get('/__e2e/bases/:base', async (req, reply) => {
  const { base } = /** @type {{ base: string }} */ (req.params);
  const query = /** @type {Record<string, string | undefined>} */ (req.query);
  const name = base.replace(/[^a-z0-9_-]/gi, '');
  if (name === DOWN_BASE) return reply.code(503).type('text/html').send('<!doctype html><title>503</title><p>Service unavailable</p>');
  const signed = typeof query.token === 'string' && query.token.split('.').length === 3;
  return reply
    .type('text/html')
    .send(`<!doctype html><html lang="en"><title>Base ${name}</title><h1>External base ${name}</h1><p id="signed">${signed ? 'signed token received' : 'no token'}</p></html>`);
});

/** Stack i's API back to the seeded state (a fresh copy of the snapshot, `sql` of the body run on it), its outbox emptied. */
fixture.post('/__e2e/stacks/:i/reset', { bodyLimit: 64 * 1024 * 1024 }, async (req, reply) => {
  const i = Number(/** @type {{ i: string }} */ (req.params).i);
  const stack = stacks[i];
  if (!stack) return reply.code(404).send({ error: `no stack ${i} (${stackCount} stacks)` });
  const sql = /** @type {{ sql?: unknown } | undefined} */ (req.body)?.sql;
  if (sql !== undefined && typeof sql !== 'string') return reply.code(400).send({ error: 'sql must be a string' });
  const result = await stack.reset(sql || undefined);
  if (result.waitedMs > 2000) console.log(`e2e: stack ${i} waited ${(result.waitedMs / 1000).toFixed(1)} s for its fresh copy`);
  return result;
});

/** Stack i's shell meets a fault (or none: null) fetching a remote's server container. */
fixture.post('/__e2e/stacks/:i/container-fault', async (req, reply) => {
  const stack = stacks[Number(/** @type {{ i: string }} */ (req.params).i)];
  const body = /** @type {{ remote?: string, fault?: string | null } | undefined} */ (req.body);
  if (!stack) return reply.code(404).send({ error: 'no such stack' });
  if (!body?.remote || !remoteNames.includes(body.remote)) return reply.code(400).send({ error: `remote must be one of ${remoteNames.join(', ')}` });
  if (body.fault != null && !containerFaultNames.includes(body.fault)) return reply.code(400).send({ error: `fault must be null or one of ${containerFaultNames.join(', ')}` });
  stack.setContainerFault(body.remote, body.fault ?? null);
  return { remote: body.remote, fault: body.fault ?? null };
});

/** Restarts one remote's static server on its port with another build: a deployment of that remote alone. */
fixture.post('/__e2e/remotes/:name/restart', async (req, reply) => {
  const { name } = /** @type {{ name: string }} */ (req.params);
  const index = remoteNames.indexOf(name);
  if (index < 0) return reply.code(404).send({ error: `no remote ${name}` });
  const body = /** @type {{ distDir?: string } | undefined} */ (req.body);
  const distDir = path.resolve(body?.distDir ?? path.join(root, 'apps', name, 'dist'));
  if (!distDir.startsWith(`${root}${path.sep}`) || !fs.existsSync(path.join(distDir, 'remoteEntry.js'))) {
    return reply.code(400).send({ error: `${distDir} is not a remote build in this repository` });
  }
  const old = remotes[index];
  // A kept-alive browser connection must not hold the deployment: cut what is left after 3 s.
  if (old) {
    const cut = setTimeout(() => old.server.closeAllConnections(), 3000);
    await old.close();
    clearTimeout(cut);
  }
  const next = await createRemoteServer({ distDir });
  await next.listen({ host, port: defaultRemotePorts[name] });
  remotes[index] = next;
  return { name, port: defaultRemotePorts[name], distDir };
});

await fixture.listen({ host, port: FIXTURE_PORT });
console.log(`e2e: ${stackCount} stacks ready (shells ${stacks.map((_, i) => `:${shellPort(i)}`).join(' ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// Playwright sends SIGTERM when the suite ends (gracefulShutdown in playwright.config.ts).
const stop = async () => {
  await Promise.allSettled([closeGracefully([...remotes, fixture, developmentShell], { timeoutMs: 3000 }), ...stacks.map((s) => s.close())]);
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
