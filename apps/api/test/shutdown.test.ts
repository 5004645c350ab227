import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMarcDir } from '../src/config';
import { freePort } from './sso-helpers';

// The real API process (tsx src/main.ts, as `pnpm start` runs it) stopped by SIGTERM: a request
// whose body is still arriving when the signal comes is answered, new connections are refused, the
// database is closed and the exit code is 0; a request that never ends makes the process give up
// after SHUTDOWN_TIMEOUT_MS with exit code 1 and a log line saying so. The catalogue is one small
// MARC file (MARC_DIR), so the first start seeds in seconds; both starts share the data folder.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(apiDir, 'node_modules/.bin/tsx');

let work = '';
let marcDir = '';
let dataDir = '';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estante-shutdown-'));
  marcDir = path.join(work, 'marc');
  dataDir = path.join(work, 'data');
  await mkdir(path.join(marcDir, 'bib'), { recursive: true });
  // the smallest bibliographic file of the real records
  const bib = path.join(defaultMarcDir(), 'bib');
  const files = await Promise.all((await readdir(bib)).filter((n) => n.endsWith('.xml')).map(async (n) => ({ n, size: (await stat(path.join(bib, n))).size })));
  const smallest = files.sort((a, b) => a.size - b.size)[0];
  if (!smallest) throw new Error(`no MARCXML file under ${bib}`);
  await copyFile(path.join(bib, smallest.n), path.join(marcDir, 'bib', smallest.n));
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  port: number;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

async function startApi(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, MARC_DIR: marcDir, SEED_DATE: '2026-03-02', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...String(chunk).split('\n').filter((l) => l.trim() !== ''));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the API exited during start-up:\n${lines.join('\n')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return { child, port, lines, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not answer within 180 s:\n${lines.join('\n')}`);
}

/** POST /oauth/token whose body arrives in two parts: the request is in flight until `finish()`. */
function slowTokenRequest(port: number) {
  const body = JSON.stringify({ grant_type: 'client_credentials', client_id: 'estante-web' });
  const half = Math.floor(body.length / 2);
  const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/oauth/token', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += String(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  req.write(body.slice(0, half));
  return { answered, finish: () => req.end(body.slice(half)), abort: () => req.destroy() };
}

/** Whether anything answers GET /ready with 200 on a new connection. */
async function readyOk(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the API process on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, closes the database and exits 0', async () => {
    const api = await startApi({ SHUTDOWN_TIMEOUT_MS: '8000' });
    expect(await readyOk(api.port)).toBe(true);
    const slow = slowTokenRequest(api.port);
    await wait(300);
    const signalled = Date.now();
    api.child.kill('SIGTERM');
    await wait(500);
    // draining: not ready, and no new connection is taken
    expect(await readyOk(api.port)).toBe(false);
    expect(api.child.exitCode).toBeNull();
    slow.finish();
    const answer = await slow.answered;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ token_type: 'Bearer', scope: 'public' });
    const exit = await api.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalled).toBeLessThan(8000);
    const messages = api.lines.map((l) => (JSON.parse(l) as { msg?: string }).msg ?? '');
    expect(messages.some((m) => m.startsWith('shutting down'))).toBe(true);
    expect(messages.some((m) => m.startsWith('stopped: requests finished, database closed'))).toBe(true);
  }, 240_000);

  it('gives up after SHUTDOWN_TIMEOUT_MS when a request never ends: exit code 1, logged', async () => {
    const api = await startApi({ SHUTDOWN_TIMEOUT_MS: '700' });
    const slow = slowTokenRequest(api.port);
    void slow.answered.catch(() => undefined);
    await wait(300);
    const signalled = Date.now();
    api.child.kill('SIGTERM');
    const exit = await api.exited;
    slow.abort();
    expect(exit).toMatchObject({ code: 1, signal: null });
    expect(exit.at - signalled).toBeGreaterThanOrEqual(650);
    expect(exit.at - signalled).toBeLessThan(5000);
    const timedOut = api.lines.map((l) => JSON.parse(l) as { level: number; msg?: string }).find((r) => r.msg?.startsWith('shutdown timed out after 700 ms'));
    expect(timedOut?.level).toBe(50);
  }, 240_000);
});
