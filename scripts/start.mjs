// `npm start`: install (pinned pnpm), build, start the API on the embedded database (seeded
// from the real MARC records in apps/api/data when empty) and serve the site at http://localhost:8080.
// Only Node's own modules are imported before the install: the servers (Fastify and the rest)
// are imported once `pnpm install` has put them in place, so a clean clone starts.
import path from 'node:path';
import { ensurePnpm, pnpm, root } from './pnpm.mjs';

ensurePnpm();
pnpm('install', '--frozen-lockfile');
pnpm('run', 'build');

const { startApi } = await import('./api-process.mjs');
const { serveSite, webClientSecret } = await import('./serve.mjs');

const apiPort = Number(process.env.API_PORT ?? 8090);
const sitePort = Number(process.env.PORT ?? 8080);
const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(root, '.data');
// The site's public address (the calendar feed's and every other address the API gives out):
// PUBLIC_URL, else the shell's own address.
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${sitePort}`;
// CORS: the API answers cross-origin calls only from the site's origin (this one, under both names
// of the loopback, unless configured).
const cors = process.env.CORS_ORIGINS || process.env.PUBLIC_URL ? {} : { CORS_ORIGINS: `http://localhost:${sitePort},http://127.0.0.1:${sitePort}` };
console.log(`[estante] starting the API on :${apiPort} (data in ${dataDir})`);
const api = await startApi({ port: apiPort, dataDir, env: { ...cors, PUBLIC_URL: publicUrl } });
// The secrets not set in the environment are the API's, kept in the data folder (generated at its
// first start): the shell gets the web client's from there, never from the code.
const site = await serveSite({ port: sitePort, apiUrl: `http://127.0.0.1:${apiPort}`, clientSecret: webClientSecret({ dataDir }), publicUrl });

console.log(`
  Estante is running:  ${site.url}
  API (same origin):   ${site.url}/api  (direct: http://127.0.0.1:${apiPort}, docs at /api/docs)
  Remotes:             catalogue :8081, title-detail :8082, patron-area :8083, auth :8084
  Stop with Ctrl+C.
`);

let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`[estante] ${signal}: stopping`);
  // The site first (no new requests reach the API), then the API, which drains and closes its database.
  await site.close().catch((e) => console.error(`[estante] closing the site: ${e.message}`));
  const exited = new Promise((resolve) => (api.exitCode !== null ? resolve() : api.once('exit', resolve)));
  api.kill('SIGTERM');
  const timeout = setTimeout(() => {
    console.error('[estante] the API did not stop in time; killing it');
    api.kill('SIGKILL');
  }, 15_000);
  await exited;
  clearTimeout(timeout);
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
