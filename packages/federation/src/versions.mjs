// @ts-check
/**
 * "Bumped on change": every shared package (the ones shared.mjs makes singletons of) carries a
 * semver version, and packages/federation/versions.lock.json records, per package, that version
 * and a hash of what it publishes (its src files, tests left out, plus the exports and
 * dependencies of its package.json). A unit test (versions.test.ts) fails when the hash moved but
 * the version did not; `pnpm versions:lock` (scripts/versions-lock.mjs) rewrites the lock after a bump.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routerEntry, sharedSingletons, uiEntries } from './shared.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
export const lockFile = path.resolve(here, '../versions.lock.json');

/** The workspace packages that are shared singletons (or whose entries are): @estante/session, …, federation (router entry). */
export function sharedPackages() {
  const names = new Set();
  for (const key of [...Object.keys(sharedSingletons), ...uiEntries, routerEntry]) {
    if (key.startsWith('@estante/')) names.add(key.split('/').slice(0, 2).join('/'));
  }
  return [...names].sort();
}

/** Folder of a workspace package under packages/ (@estante/api-client -> packages/api-client). */
export const packageDir = (/** @type {string} */ name) => path.join(repoRoot, 'packages', name.slice('@estante/'.length));

/** Test files, test setup and helpers that never ship. */
const notPublished = /(^|\/)(__tests__|test-support)\/|\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)test-setup\.[cm]?[jt]sx?$/;

/** @param {string} dir @param {string} [rel] @returns {string[]} */
function filesUnder(dir, rel = '') {
  /** @type {string[]} */
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesUnder(dir, child));
    else if (entry.isFile() && !notPublished.test(child)) out.push(child);
  }
  return out;
}

/**
 * The version and the source hash of one package, as the lock records them.
 * @param {string} name
 * @param {string} [dir] the package's folder (packages/<name> unless told)
 * @returns {{ version: string, hash: string, files: number }}
 */
export function packageState(name, dir = packageDir(name)) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const hash = crypto.createHash('sha256');
  // What the package.json publishes (its version aside, which is what the lock compares).
  hash.update(JSON.stringify({ exports: pkg.exports ?? null, dependencies: pkg.dependencies ?? null, peerDependencies: pkg.peerDependencies ?? null }));
  const files = filesUnder(path.join(dir, 'src')).sort();
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, 'src', file)));
  }
  return { version: String(pkg.version), hash: `sha256-${hash.digest('base64')}`, files: files.length };
}

/** @typedef {Record<string, { version: string, hash: string }>} VersionsLock */

/** The lock as it should be now. @returns {VersionsLock} */
export function currentLock() {
  /** @type {VersionsLock} */
  const lock = {};
  for (const name of sharedPackages()) {
    const { version, hash } = packageState(name);
    lock[name] = { version, hash };
  }
  return lock;
}

/** The committed lock (empty when there is none). @returns {VersionsLock} */
export function readLock() {
  return fs.existsSync(lockFile) ? JSON.parse(fs.readFileSync(lockFile, 'utf8')) : {};
}

/**
 * What is wrong with the committed lock: one message per package whose source changed while its
 * version stayed, whose version went down, or that the lock does not know.
 * @param {VersionsLock} locked @param {VersionsLock} now @returns {string[]}
 */
export function lockProblems(locked, now) {
  /** @type {string[]} */
  const problems = [];
  for (const [name, state] of Object.entries(now)) {
    const before = locked[name];
    if (!before) {
      problems.push(`${name} is not in packages/federation/versions.lock.json: run pnpm versions:lock`);
    } else if (before.hash !== state.hash && before.version === state.version) {
      problems.push(`${name} changed since ${before.version}: bump its version (semver) and run pnpm versions:lock`);
    } else if (before.version !== state.version) {
      problems.push(`${name} is at ${state.version} but the lock records ${before.version}: run pnpm versions:lock`);
    }
  }
  for (const name of Object.keys(locked)) {
    if (!now[name]) problems.push(`${name} is no longer shared: run pnpm versions:lock`);
  }
  return problems;
}
