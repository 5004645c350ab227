import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTime, defineAppConfig, parseBuildAgainst, providedVersions, sharedConfig } from './rspack.mjs';
import { satisfies } from './compat';

const here = path.dirname(fileURLToPath(import.meta.url));
const shellDir = path.join(here, '../../../apps/shell');
const session = JSON.parse(fs.readFileSync(path.join(here, '../../session/package.json'), 'utf8')) as { version: string };

describe('ESTANTE_BUILD_AGAINST (test hook of the version matrix)', () => {
  it('reads <shared key>@<version>, several separated by commas', () => {
    expect(parseBuildAgainst(undefined)).toEqual({});
    expect(parseBuildAgainst('@estante/session@2.0.0, react@19.0.0')).toEqual({ '@estante/session': '2.0.0', react: '19.0.0' });
    for (const bad of ['@estante/session', 'react@latest', '@2.0.0']) expect(() => parseBuildAgainst(bad)).toThrow(/ESTANTE_BUILD_AGAINST/);
  });
  it("changes only the remote's requiredVersion of that singleton, never what it bundles", () => {
    const remote = sharedConfig(shellDir, 'remote', { '@estante/session': '2.0.0' });
    expect(remote['@estante/session']).toMatchObject({ requiredVersion: '^2.0.0', version: session.version });
    expect(remote.react.requiredVersion).toBe(`^${remote.react.version}`);
    // the host provides what it has
    expect(sharedConfig(shellDir, 'host', { '@estante/session': '2.0.0' })['@estante/session'].requiredVersion).toBe(`^${session.version}`);
    expect(() => sharedConfig(shellDir, 'remote', { 'left-pad': '1.0.0' })).toThrow(/not a shared singleton/);
  });
  it('the host provides a version of every singleton that satisfies what an up-to-date remote asks', () => {
    const provided = providedVersions(sharedConfig(shellDir, 'host'));
    const remote = sharedConfig(shellDir, 'remote');
    for (const [key, config] of Object.entries(remote)) expect(satisfies(provided[key]!, config.requiredVersion), key).toBe(true);
    expect(provided['@estante/session']).toBe(session.version);
  });
});

describe('buildTime', () => {
  it('honours SOURCE_DATE_EPOCH', () => {
    expect(buildTime({ SOURCE_DATE_EPOCH: '1700000000' })).toBe('2023-11-14T22:13:20.000Z');
    expect(Date.parse(buildTime({}))).toBeGreaterThan(Date.parse('2024-01-01'));
    expect(() => buildTime({ SOURCE_DATE_EPOCH: 'yesterday' })).toThrow(/SOURCE_DATE_EPOCH/);
  });
});

describe('a remote build', () => {
  // A tiny remote inside this package (so react and @estante/* resolve), built for real.
  const dir = fs.mkdtempSync(path.join(here, '../.tmp-remote-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function build(env: Record<string, string>) {
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@estante/probe-remote', version: '1.4.0' }));
    fs.writeFileSync(path.join(dir, 'src/index.ts'), "import('./App');\n");
    fs.writeFileSync(
      path.join(dir, 'src/App.tsx'),
      "import { useState } from 'react';\nimport * as session from '@estante/session';\nexport default function App() { const [n] = useState(Object.keys(session).length); return String(n); }\n",
    );
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      const config = defineAppConfig({ kind: 'remote', name: 'patron-area', dir })({}, { mode: 'production' });
      config.devtool = false;
      await new Promise<void>((resolve, reject) =>
        rspack(config).run((error, stats) => (error ? reject(error) : stats?.hasErrors() ? reject(new Error(stats.toString({ all: false, errors: true }))) : resolve())),
      );
    } finally {
      process.env = saved;
    }
    const out = env.ESTANTE_OUT_DIR ?? path.join(dir, 'dist');
    return { out, manifest: JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Record<string, unknown> };
  }

  it('writes manifest.json beside remoteEntry.js with the ranges of the singletons it consumes', async () => {
    const { out, manifest } = await build({ SOURCE_DATE_EPOCH: '1700000000' });
    expect(fs.existsSync(path.join(out, 'remoteEntry.js'))).toBe(true);
    const react = sharedConfig(dir, 'remote').react.requiredVersion;
    expect(manifest).toMatchObject({ name: 'patron-area', version: '1.4.0', buildTime: '2023-11-14T22:13:20.000Z' });
    const shared = manifest.shared as Record<string, string>;
    expect(shared).toMatchObject({ '@estante/session': `^${session.version}`, react });
    // only what the remote consumes (App and what its shared imports reach): no renderer, no design-system entry it never renders
    expect(Object.keys(shared)).not.toContain('react-dom');
    expect(Object.keys(shared).filter((k) => k.startsWith('@estante/ui/'))).toEqual([]);
    // the exposed ./App's chunks, which the shell's server preloads for the route: files of this build
    const preload = manifest.preload as { js: string[]; css: string[] };
    expect(preload.js.length).toBeGreaterThan(0);
    expect(preload.js.some((f) => f.startsWith('expose-app.'))).toBe(true);
    for (const file of [...preload.js, ...preload.css]) expect(fs.existsSync(path.join(out, file)), file).toBe(true);
    expect(preload.js).not.toContain('remoteEntry.js');
  }, 60_000);

  it('precompresses what it builds: .br and .gz beside each file over 1 KB, which decode to it', async () => {
    const { out } = await build({});
    const entry = fs.readFileSync(path.join(out, 'remoteEntry.js'));
    expect(entry.length).toBeGreaterThan(1024);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, 'remoteEntry.js.br')))).toEqual(entry);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(out, 'remoteEntry.js.gz')))).toEqual(entry);
    for (const file of fs.readdirSync(out)) {
      if (!/\.(js|css|html|json|svg)$/.test(file)) continue;
      const size = fs.statSync(path.join(out, file)).size;
      expect(fs.existsSync(path.join(out, `${file}.br`)), file).toBe(size > 1024);
    }
  }, 60_000);

  it('with ESTANTE_BUILD_AGAINST and ESTANTE_OUT_DIR: the pretended range, in the other folder', async () => {
    const other = path.join(dir, 'elsewhere');
    const { manifest } = await build({ ESTANTE_BUILD_AGAINST: '@estante/session@2.0.0', ESTANTE_OUT_DIR: other });
    expect(manifest.shared).toMatchObject({ '@estante/session': '^2.0.0' });
    expect(fs.existsSync(path.join(other, 'remoteEntry.js'))).toBe(true);
    // and the federation config asks it too: the entry's consume module carries the range
    expect(fs.readFileSync(path.join(other, 'remoteEntry.js'), 'utf8')).toMatch(/\^2\.0\.0/);
  }, 60_000);
});
