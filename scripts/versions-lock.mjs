// pnpm versions:lock — records, per shared package, its version and the hash of its published
// source in packages/federation/versions.lock.json. Run it after bumping a shared package's version
// (a change without a bump fails packages/federation's versions test; see src/versions.mjs).
// `--check` only reports (exit 1 when the lock is out of date).
import fs from 'node:fs';
import path from 'node:path';
import { currentLock, lockFile, lockProblems, readLock, repoRoot } from '../packages/federation/src/versions.mjs';

const now = currentLock();
const problems = lockProblems(readLock(), now);
if (process.argv.includes('--check')) {
  for (const p of problems) console.error(p);
  process.exit(problems.length ? 1 : 0);
}
// A package whose source changed must have been bumped first: locking it anyway would hide the change.
const unbumped = problems.filter((p) => p.includes('bump its version'));
if (unbumped.length && !process.argv.includes('--force')) {
  for (const p of unbumped) console.error(p);
  console.error('versions:lock: bump those versions first (or --force to accept the changes as they are).');
  process.exit(1);
}
fs.writeFileSync(lockFile, `${JSON.stringify(now, null, 2)}\n`);
for (const [name, { version }] of Object.entries(now)) console.log(`${name}@${version}`);
console.log(`wrote ${path.relative(repoRoot, lockFile)}`);
