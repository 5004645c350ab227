// Serves the production build: the shell on :8080 (proxying the API) and each remote on
// its own port. Assumes `pnpm build` ran and the API listens on API_URL. serveRemotes and
// serveShell are its two halves (the e2e suite starts one shell per worker on the same remotes).
// SIGTERM / SIGINT: a graceful stop (no new connections, requests in flight finish), exit 0;
// after SHUTDOWN_TIMEOUT_MS (default 10000) the open connections are cut and the exit code is 1.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeGracefully, createRemoteServer, createShellServer, defaultRemotePorts, remoteNames } from '../apps/shell/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** SHUTDOWN_TIMEOUT_MS (ms), as the API reads it. */
function shutdownTimeout(value = process.env.SHUTDOWN_TIMEOUT_MS) {
  if (!value) return 10_000;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`SHUTDOWN_TIMEOUT_MS must be a positive whole number of milliseconds (got ${value})`);
  return n;
}

/**
 * The `estante-web` client's secret, which the shell adds to the sign-in calls it proxies:
 * OAUTH_WEB_CLIENT_SECRET, else the one the API keeps in its data folder (`<DATA_DIR>/secrets.json`,
 * generated at its first start: apps/api/src/access/secrets.ts) when that folder is on this
 * machine; else none (the browser's client is public and signs in without it). Never a constant.
 */
export function webClientSecret({ env = process.env, dataDir = path.resolve(root, env.DATA_DIR ?? '.data') } = {}) {
  if (env.OAUTH_WEB_CLIENT_SECRET?.trim()) return env.OAUTH_WEB_CLIENT_SECRET;
  try {
    const kept = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    return typeof kept?.OAUTH_WEB_CLIENT_SECRET === 'string' && kept.OAUTH_WEB_CLIENT_SECRET ? kept.OAUTH_WEB_CLIENT_SECRET : undefined;
  } catch {
    return undefined;
  }
}

/** Starts each remote's static server on its port (apps/<name>/dist); answers them in remoteNames' order. */
export async function serveRemotes({ host = process.env.HOST ?? '127.0.0.1' } = {}) {
  const servers = [];
  for (const name of remoteNames) {
    const app = await createRemoteServer({ distDir: path.join(root, 'apps', name, 'dist') });
    await app.listen({ host, port: defaultRemotePorts[name] });
    servers.push(app);
  }
  return servers;
}

/**
 * Starts the shell's server on `port`, proxying the API at `apiUrl`. The e2e suite starts one per
 * worker, all loading the same remotes (e2e/server.mjs).
 * `scriptOrigins`: more origins the shell's CSP lets the page load scripts from (e2e fixtures).
 * `clientSecret`: the web client's secret it adds when proxying /oauth/token (default webClientSecret()).
 */
export async function serveShell({
  host = process.env.HOST ?? '127.0.0.1',
  port = Number(process.env.PORT ?? 8080),
  apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 8090}`,
  remotesFile = process.env.REMOTES_FILE,
  shellDist = path.join(root, 'apps/shell', process.env.ESTANTE_MONOLITH === '1' ? 'dist-monolith' : 'dist'),
  scriptOrigins = /** @type {string[]} */ ([]),
  clientSecret = webClientSecret(),
  publicUrl = process.env.PUBLIC_URL,
  fetchContainer = /** @type {typeof fetch | undefined} */ (undefined),
} = {}) {
  const env = clientSecret ? { ...process.env, OAUTH_WEB_CLIENT_SECRET: clientSecret } : process.env;
  // Warnings and errors only (a remote's server fragment skipped, a failed token request); LOG_LEVEL=info adds every request.
  const logger = { level: process.env.LOG_LEVEL ?? 'warn' };
  const shell = await createShellServer({ distDir: shellDist, apiUrl, remotesFile, extraScriptOrigins: scriptOrigins, env, publicUrl, logger, ...(fetchContainer ? { fetchContainer } : {}) });
  await shell.listen({ host, port });
  return shell;
}

/**
 * Starts the remote servers and the shell's server. `close()` stops them all gracefully and
 * resolves true, or false when `shutdownTimeoutMs` ran out and connections were cut; calling it
 * again returns the same promise. The shell's options (and their defaults) are serveShell's.
 */
export async function serveSite({ shutdownTimeoutMs = shutdownTimeout(), ...shellOptions } = /** @type {Parameters<typeof serveShell>[0] & { shutdownTimeoutMs?: number }} */ ({})) {
  const servers = await serveRemotes({ host: shellOptions.host });
  const shell = await serveShell(shellOptions);
  servers.push(shell);
  const { port } = /** @type {import('node:net').AddressInfo} */ (shell.server.address());
  /** @type {Promise<boolean> | undefined} */
  let closing;
  return {
    servers,
    url: `http://localhost:${port}`,
    close: () => (closing ??= closeGracefully(servers, { timeoutMs: shutdownTimeoutMs })),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = await serveSite();
  console.log(`Estante site: ${site.url}`);
  const stop = (/** @type {string} */ signal) => {
    console.log(`${signal}: stopping (requests in flight finish)`);
    void site.close().then((clean) => {
      if (!clean) console.error('stop timed out (SHUTDOWN_TIMEOUT_MS): open connections were cut');
      process.exit(clean ? 0 : 1);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
