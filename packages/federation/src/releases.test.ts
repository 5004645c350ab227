import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import semver from 'semver';
import { parseVersion, satisfies } from './compat';
import {
  bumped,
  compareVersions,
  currentExports,
  entryOf,
  exportsDiff,
  pendingBumps,
  readHistory,
  recordedAtOrBelow,
  repoRoot,
  sharedImportsOf,
  sharedPackageNames,
  type EntryExports,
} from './exports.mjs';
import { packageOf } from './shared.mjs';

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; version: string; peerDependencies?: Record<string, string> };
const workspaceDirs = ['apps', 'packages'].flatMap((top) =>
  fs
    .readdirSync(path.join(repoRoot, top))
    .map((name) => path.join(repoRoot, top, name))
    .filter((dir) => fs.existsSync(path.join(dir, 'package.json'))),
);
/** The remotes of this repository, and the institution's example built outside the workspace. */
const remoteApps = ['apps/catalogue', 'apps/title-detail', 'apps/patron-area', 'apps/auth', 'examples/patron-area-custom'];

/** The lowest version a range admits. */
function minimumOf(range: string): string {
  const min = semver.minVersion(range);
  if (!min) throw new Error(`not a range: ${range}`);
  return min.version;
}

describe('every app and package is released on its own', () => {
  it('has a semver version of its own, 1.0.0 or later, and a CHANGELOG.md', () => {
    for (const dir of workspaceDirs) {
      const { name, version } = readJson(path.join(dir, 'package.json'));
      expect(parseVersion(version), `${name} ${version}`).not.toBeNull();
      expect(Number(version.split('.')[0]), `${name}@${version}`).toBeGreaterThanOrEqual(1);
      expect(fs.existsSync(path.join(dir, 'CHANGELOG.md')), `${name}: CHANGELOG.md`).toBe(true);
    }
  });
});

describe('shared packages: exports recorded per version, bumped as semver says', () => {
  let now: Record<string, EntryExports>;
  let pending: Record<string, 'patch' | 'minor' | 'major'>;
  beforeAll(async () => {
    now = currentExports();
    pending = await pendingBumps();
  }, 120_000);

  it('covers every package that has a shared entry', () => {
    expect(sharedPackageNames()).toEqual(['@estante/api-client', '@estante/federation', '@estante/i18n', '@estante/session', '@estante/ui']);
  });

  it('what each package exports now is its recorded version’s, or a pending changeset bumps it (added: minor, removed: major)', () => {
    const problems: string[] = [];
    for (const name of sharedPackageNames()) {
      const version = readJson(path.join(repoRoot, 'packages', name.slice('@estante/'.length), 'package.json')).version;
      const history = readHistory(name);
      const recorded = recordedAtOrBelow(history, version);
      if (!recorded) {
        problems.push(`${name}@${version} has no recorded exports: run pnpm exports:record`);
        continue;
      }
      const { added, removed } = exportsDiff(history[recorded]!, now[name]!);
      const bump = pending[name];
      if (removed.length && bump !== 'major') problems.push(`${name} no longer exports ${removed.join(', ')}: that is a major change (pnpm changeset)`);
      else if (added.length && bump !== 'minor' && bump !== 'major') problems.push(`${name} now exports ${added.join(', ')}: add a changeset (minor) for it`);
    }
    expect(problems).toEqual([]);
  });

  it('each remote imports only what the minimum of its declared range exports, and declares every shared package it imports', () => {
    const problems: string[] = [];
    for (const app of remoteApps) {
      const dir = path.join(repoRoot, app);
      const declared = readJson(path.join(dir, 'package.json')).peerDependencies ?? {};
      for (const [key, { names, files }] of Object.entries(sharedImportsOf(path.join(dir, 'src')))) {
        const pkg = packageOf(key);
        const range = declared[pkg];
        if (!range) {
          problems.push(`${app} imports ${key} (${[...files][0]}) but declares no range of ${pkg} in its peerDependencies`);
          continue;
        }
        const min = minimumOf(range);
        const current = readJson(path.join(repoRoot, 'packages', pkg.slice('@estante/'.length), 'package.json')).version;
        const next = bumped(current, pending[pkg]);
        const history = readHistory(pkg);
        // the pending release of the package exports what the package exports now
        const record = compareVersions(min, next) === 0 && pending[pkg] ? now[pkg] : history[recordedAtOrBelow(history, min) ?? ''];
        if (!record) {
          problems.push(`${app} declares ${pkg} ${range}, but no version at or below ${min} is recorded`);
          continue;
        }
        const exported = record[entryOf(key)];
        if (!exported) {
          problems.push(`${app} imports ${key}, which ${pkg}@${min} does not have: declare the version that added it`);
          continue;
        }
        const missing = [...names].filter((name) => name !== '*' && !exported.includes(name));
        if (missing.length) problems.push(`${app} imports ${missing.join(', ')} from ${key}, which ${pkg}@${min} does not export: declare the version that added it`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('each remote’s declared ranges admit this workspace’s versions (or the pending release)', () => {
    for (const app of remoteApps) {
      const declared = readJson(path.join(repoRoot, app, 'package.json')).peerDependencies ?? {};
      for (const [pkg, range] of Object.entries(declared)) {
        if (!pkg.startsWith('@estante/')) continue;
        const current = readJson(path.join(repoRoot, 'packages', pkg.slice('@estante/'.length), 'package.json')).version;
        const ok = satisfies(current, range) || satisfies(bumped(current, pending[pkg]), range);
        expect(ok, `${app}: ${pkg} ${range} against ${current}`).toBe(true);
      }
    }
  });
});

describe('the rules, on made-up records', () => {
  it('exportsDiff names what came and went, entries and names', () => {
    expect(exportsDiff({ '.': ['a', 'b'], './x': ['c'] }, { '.': ['a', 'd'], './y': ['e'] })).toEqual({ added: ['. d', './y'], removed: ['. b', './x'] });
  });
  it('recordedAtOrBelow: the latest recorded version not above the one asked', () => {
    const h = { '1.0.0': {}, '1.2.0': {}, '2.0.0': {} };
    expect(recordedAtOrBelow(h, '1.3.0')).toBe('1.2.0');
    expect(recordedAtOrBelow(h, '1.2.0')).toBe('1.2.0');
    expect(recordedAtOrBelow(h, '0.9.0')).toBeNull();
  });
  it('pendingBumps reads the changesets as Changesets does, the highest bump per package', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'changesets-'));
    const dir = path.join(root, '.changeset');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'a.md'), '---\n"@estante/ui": minor\n"@estante/patron-area": patch\n---\n\nText: with a colon\n');
    fs.writeFileSync(path.join(dir, 'b.md'), "---\n'@estante/ui': patch\n'@estante/session': major\n---\n");
    fs.writeFileSync(path.join(dir, 'README.md'), '---\n"@estante/ui": major\n---\n');
    expect(await pendingBumps(root)).toEqual({ '@estante/ui': 'minor', '@estante/patron-area': 'patch', '@estante/session': 'major' });
    fs.rmSync(root, { recursive: true });
  });
  it('bumped: semver steps', () => {
    expect([bumped('1.3.1', 'patch'), bumped('1.3.1', 'minor'), bumped('1.3.1', 'major'), bumped('1.3.1', undefined)]).toEqual(['1.3.2', '1.4.0', '2.0.0', '1.3.1']);
  });
  it('the minimum of a declared range', () => {
    expect(minimumOf('^1.3.0')).toBe('1.3.0');
    expect(minimumOf('^2.0.0 || ^1.2.0')).toBe('1.2.0');
  });
});
