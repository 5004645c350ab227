// Starts the API server as a child process and resolves once /health answers. The child is Node
// itself running apps/api/src/main.ts through tsx's loader (no pnpm or tsx wrapper in between),
// so a SIGTERM sent to it reaches the server, which drains and closes its database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startApi({ port = 8090, dataDir, timeoutMs = 300_000, env = {} } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', ...(dataDir ? { DATA_DIR: dataDir } : {}) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error('the API server exited during start-up');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error(`the API server did not answer on :${port} within ${timeoutMs} ms`);
}

/** Stops an API child started by startApi (SIGTERM: it drains and closes its database; SIGKILL after `timeoutMs`). */
export async function stopApi(child, { timeoutMs = 15_000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}
