// The whole site for the e2e suite, from the production build: the API on an in-folder
// PGlite seeded from the real MARC records, the shell and the four remotes, plus the
// fixture remotes on FIXTURE_PORT: the throwing one at its root, the version matrix's under
// /<fixture>/ (built here first, from the real apps: e2e/fixtures/build.mjs).
//
// Test control (deploy one remote alone, e2e/tests/deploy-alone.spec.ts), on FIXTURE_PORT:
//   POST /__e2e/remotes/<name>/restart {"distDir": "<folder>"}  closes that remote's static server
//   and listens again on its port serving another build (omit distDir: back to apps/<name>/dist).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from '../scripts/api-process.mjs';
import { serveSite } from '../scripts/serve.mjs';
import { createRemoteServer, defaultRemotePorts, remoteNames } from '../apps/shell/server.mjs';
import { startTestIdentityProviders } from '../apps/api/test-support/sso-idp.mjs';
import { buildFixtures, fixtureDist, fixtures } from './fixtures/build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const apiPort = Number(process.env.E2E_API_PORT ?? 8090);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-e2e-'));

if (process.env.E2E_SKIP_FIXTURE_BUILD !== '1') await buildFixtures();

// Recovery codes land in this folder (playwright.config.ts sets it; the tests read it).
const outbox = process.env.E2E_OUTBOX ?? path.join(dataDir, 'outbox');
fs.rmSync(outbox, { recursive: true, force: true });
fs.mkdirSync(outbox, { recursive: true });

// A real local OpenID provider and SAML identity provider for the single sign-on round trips;
// their env turns SSO on in the API (USA_OIDC, the SAML logout link that shows the SAML button).
const siteUrl = `http://localhost:${process.env.PORT ?? 8080}`;
const idps = await startTestIdentityProviders({ siteUrl });

// The library staff's OAuth client moderates comments (title-comments.spec.ts approves one with it).
const moderationSecret = process.env.E2E_MODERATION_SECRET ?? 'estante-e2e-moderation-secret';
// The loan desk's OAuth client validates a patron's loan token (patron-area.spec.ts).
const deskSecret = process.env.E2E_DESK_SECRET ?? 'estante-e2e-desk-secret';
const api = await startApi({
  port: apiPort,
  dataDir,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', MAIL_OUTBOX: outbox, OAUTH_MODERATION_CLIENT_SECRET: moderationSecret, OAUTH_DESK_CLIENT_SECRET: deskSecret, ...idps.env },
});
const fixturePort = Number(process.env.FIXTURE_PORT ?? 8089);
const host = process.env.HOST ?? '127.0.0.1';
// The fixture remotes are not in remotes.json (a test swaps them in): the shell's CSP must allow them.
const site = await serveSite({ apiUrl: `http://127.0.0.1:${apiPort}`, host, scriptOrigins: [`http://localhost:${fixturePort}`, `http://127.0.0.1:${fixturePort}`] });
const mounts = Object.fromEntries(Object.keys(fixtures()).map((name) => [`/${name}/`, fixtureDist(name)]));
const fixture = await createRemoteServer({ distDir: path.join(here, 'fixtures/throwing-remote/dist'), mounts });

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
  const old = site.servers[index];
  // A kept-alive browser connection must not hold the deployment: cut what is left after 3 s.
  if (old) {
    const cut = setTimeout(() => old.server.closeAllConnections(), 3000);
    await old.close();
    clearTimeout(cut);
  }
  const next = await createRemoteServer({ distDir });
  await next.listen({ host, port: defaultRemotePorts[name] });
  site.servers[index] = next;
  return { name, port: defaultRemotePorts[name], distDir };
});

await fixture.listen({ host, port: fixturePort });
console.log(`e2e site ready at ${site.url}`);

const stop = async () => {
  await Promise.allSettled([site.close(), fixture.close(), idps.close()]);
  api.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
