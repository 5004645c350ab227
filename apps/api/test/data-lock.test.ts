import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../src/db/data-lock';

// One writer per embedded data folder: the lock the server and the command line tools take.
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', 'process.pid'], { stdio: 'ignore' }).pid ?? 999_999;

describe('the data folder lock', () => {
  it('one holder at a time: a second opening is refused with who holds it, and allowed once released', () => {
    const dir = tempDir();
    const release = lockDataDir(dir, 'server');
    const lock = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'));
    expect(lock).toMatchObject({ pid: process.pid, host: os.hostname(), what: 'server' });
    let refused: unknown;
    try {
      lockDataDir(dir, 'import');
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(`The data folder ${dir} is in use by another Estante process (server, pid ${process.pid}`);
    expect((refused as Error).message).toContain('DATABASE_URL');
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir, 'import')();
  });

  it('a lock left by a process that died is stale and taken over', () => {
    const dir = tempDir();
    const pid = deadPid();
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid, host: os.hostname(), what: 'server', since: '2026-01-01T00:00:00.000Z' }));
    const release = lockDataDir(dir, 'import');
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, what: 'import' });
    release();
  });

  it('an unreadable lock: refused while it may be being written, taken over once old', () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE);
    fs.writeFileSync(file, '{"pi');
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    lockDataDir(dir)();
  });

  it('releasing never removes a lock another process has taken over since', () => {
    const dir = tempDir();
    const release = lockDataDir(dir, 'server');
    const theirs = JSON.stringify({ pid: 1, host: 'another-host', what: 'server', since: 'now' });
    fs.writeFileSync(path.join(dir, LOCK_FILE), theirs);
    release();
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(theirs);
  });
});
