// Serves the production build: the shell on :8080 (proxying the API) and each remote on
// its own port. Assumes `pnpm build` ran and the API listens on API_URL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteServer, createShellServer, defaultRemotePorts, remoteNames } from '../apps/shell/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function serveSite({
  host = process.env.HOST ?? '127.0.0.1',
  port = Number(process.env.PORT ?? 8080),
  apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 8090}`,
  remotesFile = process.env.REMOTES_FILE,
  shellDist = path.join(root, 'apps/shell', process.env.ESTANTE_MONOLITH === '1' ? 'dist-monolith' : 'dist'),
} = {}) {
  const servers = [];
  for (const name of remoteNames) {
    const app = await createRemoteServer({ distDir: path.join(root, 'apps', name, 'dist') });
    await app.listen({ host, port: defaultRemotePorts[name] });
    servers.push(app);
  }
  const shell = await createShellServer({ distDir: shellDist, apiUrl, remotesFile });
  await shell.listen({ host, port });
  servers.push(shell);
  return { servers, url: `http://localhost:${port}`, close: () => Promise.all(servers.map((s) => s.close())) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = await serveSite();
  console.log(`Estante site: ${site.url}`);
  const stop = () => site.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
