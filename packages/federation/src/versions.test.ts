import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentLock, lockProblems, packageState, readLock, sharedPackages } from './versions.mjs';

const semver = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?$/;

describe('shared package versions', () => {
  it('covers every package that has a shared singleton or entry', () => {
    expect(sharedPackages()).toEqual(['@estante/api-client', '@estante/federation', '@estante/i18n', '@estante/session', '@estante/ui']);
  });

  it('every shared package carries a real semver version, 1.0.0 or later', () => {
    for (const name of sharedPackages()) {
      const { version } = packageState(name);
      expect(version, name).toMatch(semver);
      expect(Number(version.split('.')[0]), `${name}@${version}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('is bumped on change: the source of each shared package is the one locked with its version', () => {
    // On failure: "<pkg> changed since <version>: bump its version (semver) and run pnpm versions:lock"
    expect(lockProblems(readLock(), currentLock())).toEqual([]);
  });
});

describe('lockProblems', () => {
  const locked = { '@estante/session': { version: '1.0.0', hash: 'a' } };
  it('asks for a bump when the source changed and the version did not', () => {
    expect(lockProblems(locked, { '@estante/session': { version: '1.0.0', hash: 'b' } })).toEqual([
      '@estante/session changed since 1.0.0: bump its version (semver) and run pnpm versions:lock',
    ]);
  });
  it('asks to re-lock after a bump, and for packages the lock does not know', () => {
    expect(lockProblems(locked, { '@estante/session': { version: '1.1.0', hash: 'b' }, '@estante/ui': { version: '1.0.0', hash: 'c' } })).toEqual([
      '@estante/session is at 1.1.0 but the lock records 1.0.0: run pnpm versions:lock',
      '@estante/ui is not in packages/federation/versions.lock.json: run pnpm versions:lock',
    ]);
  });
  it('is content with an unchanged package', () => {
    expect(lockProblems(locked, { '@estante/session': { version: '1.0.0', hash: 'a' } })).toEqual([]);
  });
});

describe('packageState', () => {
  it('hashes the published source only: tests change nothing, a source file or the exports change the hash', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-versions-'));
    try {
      fs.mkdirSync(path.join(dir, 'src/nested'), { recursive: true });
      const pkg = { name: '@estante/probe', version: '1.0.0', exports: { '.': './src/index.ts' } };
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
      fs.writeFileSync(path.join(dir, 'src/index.ts'), 'export const a = 1;\n');
      const first = packageState('@estante/probe', dir);
      expect(first).toMatchObject({ version: '1.0.0', files: 1 });
      for (const test of ['index.test.ts', 'nested/x.spec.tsx', 'test-setup.ts', '__tests__/y.ts']) {
        fs.mkdirSync(path.dirname(path.join(dir, 'src', test)), { recursive: true });
        fs.writeFileSync(path.join(dir, 'src', test), 'export {};\n');
      }
      expect(packageState('@estante/probe', dir).hash).toBe(first.hash);
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, version: '1.0.1' }));
      expect(packageState('@estante/probe', dir)).toMatchObject({ version: '1.0.1', hash: first.hash });
      fs.writeFileSync(path.join(dir, 'src/nested/strings.json'), '{}');
      const second = packageState('@estante/probe', dir).hash;
      expect(second).not.toBe(first.hash);
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, exports: { ...pkg.exports, './x': './src/x.ts' } }));
      expect(packageState('@estante/probe', dir).hash).not.toBe(second);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
