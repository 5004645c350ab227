import { describe, expect, it } from 'vitest';
import { compareVersions, isValidRange, parseRemoteManifest, parseVersion, satisfies, versionConflicts } from './compat';

const table = (rows: [string, string, boolean][]) => rows.map(([version, range, ok]) => ({ version, range, ok }));

describe('satisfies', () => {
  it.each(
    table([
      // caret on 1.x and later: same major
      ['1.0.0', '^1.0.0', true],
      ['1.4.2', '^1.0.0', true],
      ['1.99.99', '^1.2.3', true],
      ['1.2.2', '^1.2.3', false],
      ['2.0.0', '^1.0.0', false],
      ['0.9.0', '^1.0.0', false],
      ['1.0.0', '^2.0.0', false],
      ['2.3.0', '^2.0.0', true],
      ['19.3.1', '^19.0.0', true],
      ['19.3.1', '^19.3.1', true],
      ['19.3.0', '^19.3.1', false],
      // caret on 0.x: the minor is the breaking part; on 0.0.x, the patch
      ['0.2.3', '^0.2.3', true],
      ['0.2.9', '^0.2.3', true],
      ['0.3.0', '^0.2.3', false],
      ['0.2.2', '^0.2.3', false],
      ['0.0.3', '^0.0.3', true],
      ['0.0.4', '^0.0.3', false],
      ['0.1.0', '^0.0.3', false],
      ['0.0.9', '^0.0.x', true],
      ['0.1.0', '^0.0.x', false],
      ['0.9.0', '^0.x', true],
      ['1.0.0', '^0.x', false],
      ['0.1.5', '^0.1', true],
      ['0.2.0', '^0.1', false],
      ['1.9.0', '^1.x', true],
      ['1.9.0', '^1', true],
      ['1.0.0', '^1.2.x', false],
      ['1.3.0', '^1.2.x', true],
      // tilde: same minor (same major with only a major)
      ['1.2.3', '~1.2.3', true],
      ['1.2.9', '~1.2.3', true],
      ['1.3.0', '~1.2.3', false],
      ['1.2.2', '~1.2.3', false],
      ['1.2.0', '~1.2', true],
      ['1.3.0', '~1.2', false],
      ['1.9.0', '~1', true],
      ['2.0.0', '~1', false],
      ['0.2.5', '~0.2.3', true],
      ['0.3.0', '~0.2.3', false],
      // exact
      ['1.2.3', '1.2.3', true],
      ['1.2.3', '=1.2.3', true],
      ['1.2.4', '1.2.3', false],
      ['1.2.3', 'v1.2.3', true],
      // x-ranges
      ['1.2.3', '*', true],
      ['0.0.1', 'x', true],
      ['1.5.0', '1.x', true],
      ['2.0.0', '1.x', false],
      ['1.2.7', '1.2.x', true],
      ['1.3.0', '1.2.X', false],
      ['1.4.0', '1', true],
      ['1.2.0', '1.2', true],
      ['1.3.0', '1.2', false],
      // unions
      ['2.1.0', '^1.0.0 || ^2.0.0', true],
      ['3.0.0', '^1.0.0 || ^2.0.0', false],
      // prereleases only within the same major.minor.patch as a prerelease bound
      ['2.0.0-beta.2', '^2.0.0-beta.1', true],
      ['2.0.0-beta.1', '^2.0.0-beta.2', false],
      ['2.0.0', '^2.0.0-beta.1', true],
      ['2.0.1-beta.1', '^2.0.0-beta.1', false],
      ['1.3.0-rc.1', '^1.0.0', false],
      ['1.0.0-rc.1', '^1.0.0', false],
      ['1.0.0-rc.1', '*', false],
      ['1.0.0-rc.1', '1.0.0-rc.1', true],
      // build metadata is ignored
      ['1.2.3+build.5', '^1.2.0', true],
      // nonsense never satisfies
      ['1.2', '^1.0.0', false],
      ['one', '*', false],
      ['1.2.3', '>=1.0.0', false],
      ['1.2.3', '^1.2.3.4', false],
      ['1.2.3', '', false],
      ['01.2.3', '*', false],
    ]),
  )('$version in $range: $ok', ({ version, range, ok }) => {
    expect(satisfies(version, range)).toBe(ok);
  });
});

describe('versions', () => {
  it('orders by semver precedence', () => {
    const sorted = ['1.0.0', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-beta.11', '1.0.0-beta.2', '1.0.0-alpha.beta', '1.0.0-rc.1', '0.9.9', '1.0.1', '1.10.0', '1.2.0']
      .map((text) => ({ text, version: parseVersion(text)! }))
      .sort((a, b) => compareVersions(a.version, b.version))
      .map((x) => x.text);
    expect(sorted).toEqual(['0.9.9', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0', '1.0.1', '1.2.0', '1.10.0']);
  });
  it('reads only real versions and the ranges the factory writes', () => {
    expect(parseVersion('1.2.3-rc.1')).toEqual({ major: 1, minor: 2, patch: 3, pre: ['rc', 1] });
    expect(parseVersion('1.2')).toBeNull();
    for (const range of ['^1.0.0', '~0.2.3', '1.2.3', '1.x', '*', '^1 || ^2']) expect(isValidRange(range)).toBe(true);
    for (const range of ['', '>=1.0.0', '^^1', '1.2.3 - 2.0.0', 'latest', '||']) expect(isValidRange(range)).toBe(false);
  });
});

describe('remote manifests', () => {
  const good = {
    name: 'title-detail',
    version: '1.4.0',
    buildTime: '2024-01-01T00:00:00.000Z',
    shared: { react: '^19.0.0', '@estante/session': '^2.0.0' },
    fallback: { '@estante/ui/table': '^1.4.0' },
  };
  it('accepts a manifest as the factory writes it', () => {
    expect(parseRemoteManifest(good)).toEqual(good);
  });
  it('reads a manifest of an earlier build, without fallback entries, as one with none', () => {
    const { fallback: _, ...earlier } = good;
    expect(parseRemoteManifest(earlier)).toEqual({ ...earlier, fallback: {} });
  });
  it('refuses anything else', () => {
    for (const bad of [null, 'x', [], { ...good, version: 'latest' }, { ...good, shared: null }, { ...good, shared: { react: '>=19' } }, { ...good, fallback: ['x'] }, { ...good, fallback: { '@estante/ui/table': 'newest' } }, { ...good, name: 3 }, { ...good, buildTime: undefined }]) {
      expect(parseRemoteManifest(bad)).toBeNull();
    }
  });
  it('lists the singletons whose provided version is outside the range the remote needs', () => {
    const provided = { react: '19.3.1', '@estante/session': '1.0.0', '@estante/ui/button': '1.0.0' };
    expect(versionConflicts(good.shared, provided)).toEqual([{ name: '@estante/session', range: '^2.0.0', provided: '1.0.0' }]);
    expect(versionConflicts({ react: '^19.0.0', '@estante/session': '^1.0.0' }, provided)).toEqual([]);
    // not provided by the shell: the remote runs on its own copy, no conflict
    expect(versionConflicts({ 'left-pad': '^1.0.0' }, provided)).toEqual([]);
  });
});
