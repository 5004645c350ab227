// `npm start`: install (pinned pnpm), build, start the API on the embedded database (seeded
// from the real MARC records when empty) and serve the site at http://localhost:8080.
import path from 'node:path';
import { ensurePnpm, pnpm, root } from './pnpm.mjs';
import { startApi } from './api-process.mjs';
import { serveSite } from './serve.mjs';

ensurePnpm();
pnpm('install', '--frozen-lockfile');
pnpm('run', 'build');

const apiPort = Number(process.env.API_PORT ?? 8090);
const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(root, '.data');
console.log(`[estante] starting the API on :${apiPort} (data in ${dataDir})`);
const api = await startApi({ port: apiPort, dataDir });
const site = await serveSite({ apiUrl: `http://127.0.0.1:${apiPort}` });

console.log(`
  Estante is running:  ${site.url}
  API (same origin):   ${site.url}/api  (direct: http://127.0.0.1:${apiPort}, docs at /api/docs)
  Remotes:             catalogue :8081, title-detail :8082, patron-area :8083, auth :8084
  Stop with Ctrl+C.
`);

const stop = async () => {
  await site.close();
  api.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
