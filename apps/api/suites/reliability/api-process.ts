// A real API process for the reliability suite (crash.test.ts, pg-restart.test.ts): `node --import tsx
// src/main.ts` as scripts/api-process.mjs and test/replicas.test.ts start it, on a PostgreSQL database of
// the test's own, with its log kept for the failure messages.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SEED_DATE = '2026-03-02';
/** The web client's secret the test gives the process (the password grant needs it). */
export const WEB_SECRET = 'reliability-suite-web-client-secret';

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  base: string;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
}

export function startApi(port: number, env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DATE,
      LOG_LEVEL: 'warn',
      NOTICES: '0',
      OAUTH_WEB_CLIENT_SECRET: WEB_SECRET,
      JWT_SECRET: 'reliability-suite-jwt-secret-of-at-least-32-characters',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...String(chunk).split('\n').filter((l) => l.trim() !== ''));
    if (lines.length > 2000) lines.splice(0, lines.length - 2000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, port, base: `http://127.0.0.1:${port}`, lines, exited, alive: () => child.exitCode === null && child.signalCode === null };
}

/** Resolves once GET /ready answers 200; throws (with the process's log) when it exits first or times out. */
export async function waitReady(api: ApiProcess, timeoutMs: number): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (!api.alive()) throw new Error(`the API exited during start-up:\n${api.lines.join('\n')}`);
    try {
      if ((await fetch(`${api.base}/ready`, { signal: AbortSignal.timeout(2000) })).status === 200) return Date.now() - t0;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the API was not ready within ${timeoutMs} ms:\n${api.lines.join('\n')}`);
}

/** kill -9, and waits for the process to be gone. */
export async function killHard(api: ApiProcess): Promise<void> {
  if (api.alive()) api.child.kill('SIGKILL');
  await api.exited;
}

/** A patron's access token (the password grant of the web client). */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 'estante-web', client_secret: WEB_SECRET, username, password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !body.access_token) throw new Error(`sign-in of ${username}: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** The public client's token (client credentials). */
export async function publicToken(base: string): Promise<string> {
  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'estante-web' }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !body.access_token) throw new Error(`client credentials: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}
