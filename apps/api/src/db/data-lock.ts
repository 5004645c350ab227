import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The lock file in a PGlite data folder: who has the folder open (one writer at a time). */
export const LOCK_FILE = 'estante.lock';

/** What the lock file holds. */
export interface LockOwner {
  pid: number;
  host: string;
  /** What opened the folder: `server`, `import`, `seed`, … (process.argv's script). */
  what: string;
  since: string;
}

/** The data folder is open in another live process (the server, or another command). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Estante process (${owner.what}, pid ${owner.pid} on ${owner.host}, since ${owner.since}). ` +
        'Only one process may write the embedded database: stop the server (or wait for the other command to finish) and run this again, ' +
        'or run the server and this command on PostgreSQL (DATABASE_URL), where both may write. Nothing was changed. ' +
        `If no Estante process is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Whether a process of this host with that pid is running (a pid of another host counts as running). */
function alive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true;
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, owned by another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, what: String(owner.what ?? '?'), since: String(owner.since ?? '?') }
      : null;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw e;
    return null; // unreadable or half-written: judged by its age below
  }
}

/**
 * Takes the data folder for this process: creates `<dataDir>/estante.lock` (exclusively, so of two
 * processes starting together one wins) naming this process. A lock left by a process that died
 * (its pid no longer runs on this host) is stale and taken over; a live one is DataDirInUseError.
 * Returns the release (idempotent; also run when the process exits).
 */
export function lockDataDir(dataDir: string, what = scriptName()): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockOwner = { pid: process.pid, host: os.hostname(), what, since: new Date().toISOString() };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, text, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          // Only our own lock (never one another process took over).
          if (fs.readFileSync(file, 'utf8') === text) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let owner: LockOwner | null;
    let seen: string;
    try {
      seen = fs.readFileSync(file, 'utf8');
      owner = readOwner(file);
    } catch {
      continue; // released meanwhile: try again
    }
    if (owner === null) {
      // Unreadable: a lock being written right now, or garbage left behind. Garbage once it is old.
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) continue;
      if (Date.now() - stat.mtimeMs < 10_000) throw new DataDirInUseError(dataDir, { pid: 0, host: os.hostname(), what: 'starting', since: stat.mtime.toISOString() });
    } else if (alive(owner)) {
      throw new DataDirInUseError(dataDir, owner);
    }
    // Stale: its process is gone. Removed only if it is still the lock judged stale.
    try {
      if (fs.readFileSync(file, 'utf8') === seen) fs.unlinkSync(file);
    } catch {
      // gone already
    }
  }
  throw new Error(`could not take the lock ${file}`);
}

/** `import`, `seed`, `main`, …: the script this process runs. */
function scriptName(): string {
  const script = process.argv[1] ?? '';
  const base = path.basename(script).replace(/\.[cm]?[jt]s$/, '');
  return base === 'main' ? 'server' : base || 'node';
}
