// Makes sure the pinned pnpm (package.json "packageManager") is on PATH; installs it with
// npm when missing or of another version. Returns the command to run it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

function version() {
  try {
    return execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export function ensurePnpm() {
  const have = version();
  if (have === wanted) return;
  console.log(`[estante] installing pnpm ${wanted} (found ${have ?? 'none'})`);
  execFileSync('npm', ['install', '--global', `pnpm@${wanted}`], { stdio: 'inherit' });
  if (version() !== wanted) throw new Error(`pnpm ${wanted} is not on PATH after installing it`);
}

/** Run `pnpm <args>` in the repository, inheriting the terminal; throws on failure. */
export function pnpm(...args) {
  execFileSync('pnpm', args, { cwd: root, stdio: 'inherit', env: process.env });
}

export { root };
