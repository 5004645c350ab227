import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire, isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { antdStaticStylesLoaderFor, buildTime, defineAppConfig, parseBuildAgainst, providedVersions, sharedConfig } from './rspack.mjs';
import { satisfies } from './compat';
import { hostOnly, uiEntries } from './shared.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const shellDir = path.join(here, '../../../apps/shell');
const session = JSON.parse(fs.readFileSync(path.join(here, '../../session/package.json'), 'utf8')) as { version: string };

const remoteApps = ['catalogue', 'title-detail', 'patron-area', 'auth'];
const appDir = (name: string) => path.join(here, '../../../apps', name);
const peers = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(appDir(name), 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> }).peerDependencies ?? {};

describe('what a remote asks of the shared keys', () => {
  it('the range its package.json declares (peerDependencies of the key’s package), never the version it was built against', () => {
    const declared = peers('patron-area');
    const remote = sharedConfig(appDir('patron-area'), 'remote');
    expect(remote['@estante/session']?.requiredVersion).toBe(declared['@estante/session']);
    expect(remote['@estante/ui/table']?.requiredVersion).toBe(declared['@estante/ui']);
    expect(remote['react-dom/client']?.requiredVersion).toBe(declared['react-dom']);
    expect(remote['@estante/federation/router']?.requiredVersion).toBe(declared['@estante/federation']);
    expect(remote['@estante/api-client/react']?.requiredVersion).toBe(declared['@estante/api-client']);
  });
  it('stateful keys are singletons (the host’s copy), design-system entries fall back; a remote provides nothing', () => {
    const remote = sharedConfig(appDir('patron-area'), 'remote');
    for (const key of hostOnly) expect(remote[key], key).toMatchObject({ singleton: true, strictVersion: false });
    // strict: with no copy in range in the scope, the remote's own fallback (never the host's older one)
    for (const key of uiEntries) expect(remote[key], key).toMatchObject({ singleton: false, strictVersion: true });
    for (const config of Object.values(remote)) {
      expect(config.version).toBeUndefined();
      expect(config.import).toBeUndefined();
    }
  });
  it('the host provides every key, with the version it has, singletons for the stateful ones only', () => {
    const host = sharedConfig(shellDir, 'host');
    expect(host['@estante/session']).toMatchObject({ singleton: true, version: session.version });
    expect(host['@estante/ui/table']).toMatchObject({ singleton: false });
    // every page needs the singletons: in the shell's first file, not a chunk (and a request) each
    for (const [key, config] of Object.entries(host)) expect(Boolean(config.eager), key).toBe(config.singleton === true);
    expect(Object.values(sharedConfig(shellDir, 'remote')).some((config) => config.eager)).toBe(false);
  });
  it('the shell provides what every remote of this repository declares', () => {
    const provided = providedVersions(sharedConfig(shellDir, 'host'));
    for (const name of remoteApps) {
      for (const [key, config] of Object.entries(sharedConfig(appDir(name), 'remote'))) {
        if (config.requiredVersion) expect(satisfies(provided[key]!, config.requiredVersion), `${name} ${key} ${config.requiredVersion}`).toBe(true);
      }
    }
  });
});

describe('ESTANTE_BUILD_AGAINST (test hook of the version matrix)', () => {
  it('reads <shared key>@<version>, several separated by commas', () => {
    expect(parseBuildAgainst(undefined)).toEqual({});
    expect(parseBuildAgainst('@estante/session@2.0.0, react@19.0.0')).toEqual({ '@estante/session': '2.0.0', react: '19.0.0' });
    for (const bad of ['@estante/session', 'react@latest', '@2.0.0']) expect(() => parseBuildAgainst(bad)).toThrow(/ESTANTE_BUILD_AGAINST/);
  });
  it("changes only the remote's declared range of that key", () => {
    const remote = sharedConfig(appDir('patron-area'), 'remote', { '@estante/session': '2.0.0' });
    expect(remote['@estante/session']?.requiredVersion).toBe('^2.0.0');
    expect(remote.react?.requiredVersion).toBe(peers('patron-area').react);
    expect(sharedConfig(shellDir, 'host', { '@estante/session': '2.0.0' })['@estante/session']?.requiredVersion).toBe(`^${session.version}`);
    expect(() => sharedConfig(shellDir, 'remote', { 'left-pad': '1.0.0' })).toThrow(/not a shared key/);
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

  // what the probe's code and its fallbacks reach (the session's own copy imports the client core, i18n, …)
  const declared = { react: '^19.0.0', '@estante/session': '^1.0.0', '@estante/ui': '^1.3.0', '@estante/api-client': '^2.0.0', '@estante/i18n': '^1.1.0' };
  async function build(env: Record<string, string>, peerDependencies: Record<string, string> = declared, server?: string) {
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@estante/probe-remote', version: '1.4.0', peerDependencies }));
    fs.writeFileSync(path.join(dir, 'src/index.ts'), "import('./App');\n");
    fs.writeFileSync(
      path.join(dir, 'src/App.tsx'),
      `${fs.existsSync(path.join(dir, 'src/app.css')) ? "import './app.css';\n" : ''}${fs.existsSync(path.join(dir, 'src/later.ts')) ? "export const later = () => import('./later');\n" : ''}import { useState } from 'react';\nimport * as session from '@estante/session';\nimport { useDocumentTitle } from '@estante/ui/document';\nexport default function App() { const [n] = useState(Object.keys(session).length); useDocumentTitle('x'); return String(n); }\n`,
    );
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      const built = defineAppConfig({ kind: 'remote', name: 'patron-area', dir, server })({}, { mode: 'production' });
      const configs = Array.isArray(built) ? built : [built];
      for (const config of configs) config.devtool = false;
      await new Promise<void>((resolve, reject) =>
        rspack(configs).run((error, stats) => (error ? reject(error) : stats?.hasErrors() ? reject(new Error(stats.toString({ all: false, errors: true }))) : resolve())),
      );
    } finally {
      process.env = saved;
    }
    const out = env.ESTANTE_OUT_DIR ?? path.join(dir, 'dist');
    return { out, manifest: JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Record<string, unknown> };
  }

  it('writes manifest.json beside remoteEntry.js with its version and the ranges it declares of what it consumes', async () => {
    const { out, manifest } = await build({ SOURCE_DATE_EPOCH: '1700000000' });
    expect(fs.existsSync(path.join(out, 'remoteEntry.js'))).toBe(true);
    expect(manifest).toMatchObject({ name: 'patron-area', version: '1.4.0', buildTime: '2023-11-14T22:13:20.000Z' });
    // the stateful singletons, checked by the shell: the declared ranges, not the versions installed here
    const shared = manifest.shared as Record<string, string>;
    expect(shared).toMatchObject({ '@estante/session': '^1.0.0', react: '^19.0.0', '@estante/api-client': '^2.0.0' });
    // only what the remote consumes: no renderer it never imports
    expect(Object.keys(shared)).not.toContain('react-dom');
    // the design-system entries it uses, which it brings itself when the host's are older
    expect(manifest.fallback).toMatchObject({ '@estante/ui/document': '^1.3.0' });
    expect(Object.keys(manifest.fallback as object).every((k) => k.startsWith('@estante/ui/'))).toBe(true);
    expect(Object.keys(shared).some((k) => k.startsWith('@estante/ui/'))).toBe(false);
    // the exposed ./App's chunks, which the shell's server preloads for the route: files of this build
    const preload = manifest.preload as { js: string[]; css: string[] };
    expect(preload.js.length).toBeGreaterThan(0);
    expect(preload.js.some((f) => f.startsWith('expose-app.'))).toBe(true);
    for (const file of [...preload.js, ...preload.css]) expect(fs.existsSync(path.join(out, file)), file).toBe(true);
    expect(preload.js).not.toContain('remoteEntry.js');
  }, 60_000);

  it('with a server head: a server container of one file that manifest.json names, with the remote’s stylesheets, kept by the browser build’s clean', async () => {
    fs.writeFileSync(path.join(dir, 'src/rule.ts'), 'export const twice = (n: number): number => n * 2;\n');
    fs.writeFileSync(path.join(dir, 'src/server.ts'), "import { twice } from './rule';\nexport const contract = 2;\nexport const head = async () => ({ title: String(twice(21)) });\n");
    fs.writeFileSync(path.join(dir, 'src/app.css'), '.probe { color: #123456; }\n');
    // a part loaded later, with a stylesheet of its own
    fs.writeFileSync(path.join(dir, 'src/later.css'), '.later { color: #654321; }\n');
    fs.writeFileSync(path.join(dir, 'src/later.ts'), "import './later.css';\nexport const later = 1;\n");
    try {
      await build({}, declared, './src/server.ts');
      const { out, manifest } = await build({}, declared, './src/server.ts'); // a second build over the first: the container stays
      expect(manifest.server).toBe('server/remoteEntry.cjs');
      expect(fs.readdirSync(path.join(out, 'server'))).toEqual(['remoteEntry.cjs']);
      // its stylesheets, which the shell links in the page's head; the CSS itself stays out of the server's code
      // (one file for all of them, the part's too: each stylesheet the page links is a request before its first paint)
      const css = manifest.css as string[];
      expect(css).toEqual([expect.stringMatching(/^styles\.[0-9a-f]{8}\.css$/)]);
      expect(fs.readFileSync(path.join(out, css[0]!), 'utf8')).toContain('#123456');
      expect(fs.readFileSync(path.join(out, css[0]!), 'utf8')).toContain('#654321');
      expect(fs.readdirSync(out).filter((file) => file.endsWith('.css'))).toEqual(css);
      expect((manifest.preload as { css: string[] }).css).toEqual(css);
      const code = fs.readFileSync(path.join(out, 'server/remoteEntry.cjs'), 'utf8');
      expect(code).not.toContain('#123456');
      // a container, run as the shell's server runs it (apps/shell/src/server/render.ts): no package asked for, Node's own modules at most
      const module: { exports: { init: (scope: unknown) => Promise<void>; get: (name: string) => Promise<() => Record<string, unknown>> } } = { exports: {} as never };
      const run = vm.runInThisContext(`(function (module, exports, require) {${code}\n})`) as (m: unknown, e: unknown, r: (id: string) => never) => void;
      run(module, module.exports, (id) => {
        if (!isBuiltin(id)) throw new Error(`required ${id}`);
        return require(id) as never;
      });
      await module.exports.init({}); // an empty share scope: the container's own copies
      const head = (await module.exports.get('./head'))() as { contract: number; head: () => Promise<unknown> };
      expect(head.contract).toBe(2);
      expect(await head.head()).toEqual({ title: '42' });
      expect(typeof (await module.exports.get('./App'))().default).toBe('function');
      // a remote without one names none
      expect((await build({})).manifest.server).toBeUndefined();
    } finally {
      for (const file of ['app.css', 'later.css', 'later.ts']) fs.rmSync(path.join(dir, 'src', file));
    }
  }, 120_000);

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

  it('fails when the remote imports a shared package it declares no range of', async () => {
    const { '@estante/session': _, ...withoutSession } = declared;
    await expect(build({}, withoutSession)).rejects.toThrow(/declares no range of @estante\/session/);
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

describe('the factory from an installed copy (an app built outside this repository)', () => {
  it('takes antd’s static-styles loader from the @estante/ui the app has: packages/ui here, the installed release outside', () => {
    expect(antdStaticStylesLoaderFor(appDir('patron-area'))).toBe(path.join(here, '../../ui/scripts/antd-static-styles-loader.cjs'));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-installed-'));
    try {
      const ui = path.join(outside, 'node_modules/@estante/ui');
      fs.mkdirSync(path.join(ui, 'scripts'), { recursive: true });
      fs.writeFileSync(path.join(ui, 'package.json'), '{"name":"@estante/ui","version":"1.3.1"}');
      expect(antdStaticStylesLoaderFor(outside)).toBe(path.join(fs.realpathSync(ui), 'scripts/antd-static-styles-loader.cjs'));
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
