// The whole site for the e2e suite, from the production build: the API on an in-folder
// PGlite seeded from the real MARC records, the shell and the four remotes, plus the
// throwing fixture remote on FIXTURE_PORT.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from '../scripts/api-process.mjs';
import { serveSite } from '../scripts/serve.mjs';
import { createRemoteServer } from '../apps/shell/server.mjs';
import { startTestIdentityProviders } from '../apps/api/test-support/sso-idp.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiPort = Number(process.env.E2E_API_PORT ?? 8090);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-e2e-'));

// Recovery codes land in this folder (playwright.config.ts sets it; the tests read it).
const outbox = process.env.E2E_OUTBOX ?? path.join(dataDir, 'outbox');
fs.rmSync(outbox, { recursive: true, force: true });
fs.mkdirSync(outbox, { recursive: true });

// A real local OpenID provider and SAML identity provider for the single sign-on round trips;
// their env turns SSO on in the API (USA_OIDC, the SAML logout link that shows the SAML button).
const siteUrl = `http://localhost:${process.env.PORT ?? 8080}`;
const idps = await startTestIdentityProviders({ siteUrl });

const api = await startApi({ port: apiPort, dataDir, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', MAIL_OUTBOX: outbox, ...idps.env } });
const fixturePort = Number(process.env.FIXTURE_PORT ?? 8089);
// The fixture remote is not in remotes.json (a test swaps it in): the shell's CSP must allow it.
const site = await serveSite({ apiUrl: `http://127.0.0.1:${apiPort}`, scriptOrigins: [`http://localhost:${fixturePort}`, `http://127.0.0.1:${fixturePort}`] });
const fixture = await createRemoteServer({ distDir: path.join(here, 'fixtures/throwing-remote/dist') });
await fixture.listen({ host: '127.0.0.1', port: fixturePort });
console.log(`e2e site ready at ${site.url}`);

const stop = async () => {
  await Promise.allSettled([site.close(), fixture.close(), idps.close()]);
  api.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
