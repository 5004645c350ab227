// @ts-check
/**
 * The one rspack + Module Federation config factory. Every app's rspack.config.mjs is
 * a call to `defineAppConfig`. `kind: 'host'` builds the shell; `kind: 'remote'` builds a
 * remote exposing `./App`. With ESTANTE_MONOLITH=1 the shell is built with every remote
 * bundled in and federation off: the baseline that the cost of federation is measured
 * against (pnpm bench:bundle).
 *
 * Versions (DESIGN.md, rules of the federation): a remote build writes `manifest.json` beside its
 * remoteEntry.js — `{ name, version, buildTime, shared: { <singleton>: <range it needs> }, preload: { js, css } }`
 * (preload: the files of the exposed `./App`'s chunks, which the shell's server preloads for a route), the
 * ranges being exactly the requiredVersion its federation config asks of each shared singleton
 * the remote consumes — and the host build embeds the versions it provides (`__SHARED_VERSIONS__`),
 * which the shell checks a remote's manifest against before loading it (apps/shell/src/remotes.ts).
 *
 * Environment:
 * - SOURCE_DATE_EPOCH (seconds): the manifest's buildTime, for reproducible builds.
 * - ESTANTE_OUT_DIR: build into this folder instead of the app's dist/ (the e2e fixtures).
 * - ESTANTE_BUILD_AGAINST — TEST HOOK for the version matrix (e2e/tests/versions.spec.ts), never
 *   for a real deployment: `'@estante/session@2.0.0'` (comma-separated for several) makes a remote
 *   build pretend it was built against that release of a shared singleton: its requiredVersion in
 *   the federation config and in manifest.json becomes `^2.0.0`. The code bundled is unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { hostOnly, isHostOnly, packageOf, uiEntries } from './shared.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/** The federation's apps, their ports and container names (shared with contract.ts). */
const apps = JSON.parse(fs.readFileSync(path.join(here, 'apps.json'), 'utf8'));
/** @type {Record<string, string>} remote name -> container name */
const remotes = Object.fromEntries(Object.entries(apps.remotes).map(([name, r]) => [name, /** @type {{container: string}} */ (r).container]));
/** @type {Record<string, number>} app name -> default port */
export const defaultPorts = {
  shell: apps.shell.port,
  ...Object.fromEntries(Object.entries(apps.remotes).map(([name, r]) => [name, /** @type {{port: number}} */ (r).port])),
};
const reactRouterProduction = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('react-router'))),
  '../production/index.mjs',
);
/** The browsers the CSS is written for (Baseline 2023: :is(), :where(), cascade layers, nesting). */
export const CSS_TARGETS = 'chrome >= 111, edge >= 111, firefox >= 113, safari >= 16.4';
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 8090}`;

/** @param {string} file */
function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Version of a dependency as installed for `appDir` (follows pnpm symlinks).
 * @param {string} appDir @param {string} pkg
 */
function installedVersion(appDir, pkg) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : (pkg.split('/')[0] ?? pkg);
  const candidates = [path.join(appDir, 'node_modules', base, 'package.json'), path.join(repoRoot, 'node_modules', '.pnpm', 'node_modules', base, 'package.json')];
  for (const file of candidates) if (fs.existsSync(file)) return String(readJson(file).version);
  throw new Error(`[federation] ${pkg} is not installed for ${appDir}`);
}

/**
 * ESTANTE_BUILD_AGAINST parsed: shared key -> the version the build pretends it was built against.
 * @param {string | undefined} value e.g. '@estante/session@2.0.0,react@19.0.0'
 * @returns {Record<string, string>}
 */
export function parseBuildAgainst(value) {
  /** @type {Record<string, string>} */
  const against = {};
  for (const spec of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const at = spec.lastIndexOf('@');
    const key = spec.slice(0, at);
    const version = spec.slice(at + 1);
    if (at <= 0 || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
      throw new Error(`[federation] ESTANTE_BUILD_AGAINST: "${spec}" is not <shared key>@<version>`);
    }
    against[key] = version;
  }
  return against;
}

/**
 * The ranges an app declares it needs of each package (its package.json `peerDependencies`): what
 * its manifest carries and what the shell checks, never simply the version it was built against.
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
export function declaredRanges(appDir) {
  const file = path.join(appDir, 'package.json');
  return fs.existsSync(file) ? { ...(readJson(file).peerDependencies ?? {}) } : {};
}

/**
 * Where a workspace package of ours lives: resolved from the app, so an app built outside this
 * repository (examples/patron-area-custom, from the packed releases) finds its installed copy.
 * @param {string} appDir @param {string} name e.g. '@estante/ui'
 */
function ourPackageDir(appDir, name) {
  const local = path.join(appDir, 'node_modules', name);
  if (fs.existsSync(path.join(local, 'package.json'))) return fs.realpathSync(local);
  return path.join(repoRoot, 'packages', name.slice('@estante/'.length));
}

/**
 * @estante/ui's scripts/antd-static-styles-loader.cjs (antd's style generators out of the bundle), from
 * the copy of @estante/ui the app has: packages/ui in this repository, the installed release outside it.
 * @param {string} appDir
 */
export function antdStaticStylesLoaderFor(appDir) {
  return path.join(ourPackageDir(appDir, '@estante/ui'), 'scripts/antd-static-styles-loader.cjs');
}

/**
 * The shared configuration.
 *
 * The host (the shell) provides every shared key (shared.mjs) with the version it has: its
 * stateful singletons (react, react-dom, the router entry, the session, the API client's core, the
 * query layer, i18n) and the design-system entries, the latter with an absolute `import`, so the
 * shell provides them even when it never renders that component: a remote then finds the shell's
 * copy and the page keeps one antd.
 *
 * A remote provides nothing: it only consumes (ConsumeSharedPlugin), asking of each key the range
 * its package.json declares (peerDependencies of the key's package). A stateful key is a singleton:
 * the host's copy, whatever its version (the shell refuses the remote before it runs when the host's
 * version is outside the declared range: manifest.json's `shared`). A design-system entry is not a
 * singleton: when the host's copy is older than the remote declares, the remote uses the copy it
 * bundles as its fallback (manifest.json's `fallback`). The fallbacks are also what a remote runs
 * on alone (its standalone page, where nothing is provided). Since no remote registers its copies,
 * a newer remote can never swap its React or its design system in under the shell and the others.
 *
 * @param {string} appDir
 * @param {'host' | 'remote'} [kind]
 * @param {Record<string, string>} [against] a remote only: pretend it declared `^<version>` of these keys (ESTANTE_BUILD_AGAINST, a test hook)
 * @returns {Record<string, { singleton: boolean, shareKey: string, requiredVersion: string | false, version?: string, import?: string, strictVersion?: boolean, eager?: boolean }>}
 */
export function sharedConfig(appDir, kind = 'host', against = {}) {
  /** @type {Record<string, any>} */
  const shared = {};
  const declared = kind === 'remote' ? declaredRanges(appDir) : {};
  for (const key of [...hostOnly, ...uiEntries]) {
    const pkgName = packageOf(key);
    const singleton = isHostOnly(key);
    if (kind === 'remote') {
      // strictVersion on a design-system entry: no copy in range in the scope -> the remote's own
      // fallback (non-strict, Module Federation would warn and take the host's older copy anyway).
      // Not on a singleton: the shell refused the remote before it ran when the host's is out of range.
      shared[key] = { singleton, shareKey: key, requiredVersion: declared[pkgName] ?? false, strictVersion: !singleton };
      continue;
    }
    // The host's singletons are eager: every page needs them (React, the router, the session, the
    // API client, i18next), so they are in the shell's main.js instead of a chunk each. Measured on
    // `/`: 33 files instead of 50, 28 KB less transferred; each script a page inserts costs the
    // main thread ~2.3 ms at a phone's 4x CPU (50 of them: 113 ms).
    if (!key.startsWith('@estante/')) {
      const version = installedVersion(appDir, key);
      shared[key] = { singleton, shareKey: key, requiredVersion: `^${version}`, version, ...(singleton ? { eager: true } : {}) };
      continue;
    }
    const dir = ourPackageDir(appDir, pkgName);
    const pkg = readJson(path.join(dir, 'package.json'));
    const sub = key === pkgName ? '.' : `.${key.slice(pkgName.length)}`;
    const target = pkg.exports?.[sub];
    if (!target) throw new Error(`[federation] ${key} is not exported by ${pkgName}`);
    shared[key] = { singleton, shareKey: key, import: path.join(dir, target), version: pkg.version, requiredVersion: `^${pkg.version}`, ...(singleton ? { eager: true } : {}) };
  }
  for (const [key, version] of Object.entries(against)) {
    if (!shared[key]) throw new Error(`[federation] ESTANTE_BUILD_AGAINST names ${key}, which is not a shared key`);
    if (kind === 'remote') shared[key].requiredVersion = `^${version}`;
  }
  return shared;
}

/** The versions the host provides of each shared singleton (embedded in the shell as __SHARED_VERSIONS__). */
export function providedVersions(/** @type {Record<string, { version?: string }>} */ shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, String(config.version)]));
}

/**
 * The build time of the manifest: SOURCE_DATE_EPOCH (seconds) when set, so a rebuild of the same
 * sources writes the same manifest; now otherwise.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function buildTime(env = process.env) {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return new Date().toISOString();
  if (!/^\d+$/.test(epoch)) throw new Error(`[federation] SOURCE_DATE_EPOCH must be whole seconds (got ${epoch})`);
  return new Date(Number(epoch) * 1000).toISOString();
}

/**
 * Writes manifest.json beside remoteEntry.js: the remote, its version (its release: package.json),
 * its build time, and the range it declares of each shared key it consumes (read from the
 * consume-shared modules of the build, so a key the remote never imports is not asked of the shell):
 * `shared` holds the stateful singletons, which the shell checks and refuses the remote on, and
 * `fallback` the design-system entries, which the remote brings itself when the host's are older.
 * A consumed key whose package the app does not declare in its peerDependencies fails the build.
 */
export class RemoteManifestPlugin {
  /** @param {{ name: string, version: string, shared: Record<string, { requiredVersion: string | false, singleton: boolean }>, server?: string, dir: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { name, version, shared, server, dir } = this.options;
    // Longest keys first, so 'react-dom/client' is not taken for 'react-dom'.
    const keys = Object.keys(shared).sort((a, b) => b.length - a.length);
    compiler.hooks.thisCompilation.tap('EstanteRemoteManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EstanteRemoteManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        /** @type {Record<string, string>} */
        const singletons = {};
        /** @type {Record<string, string>} */
        const fallbacks = {};
        for (const module of compilation.modules) {
          if (module.type !== 'consume-shared-module') continue;
          // "consume shared module (default) <key>@<requiredVersion> …"
          const id = module.identifier().replace(/^consume shared module \([^)]*\) /, '');
          const key = keys.find((k) => id.startsWith(`${k}@`));
          if (!key) continue;
          const config = shared[key];
          if (!config) continue;
          if (!config.requiredVersion) {
            compilation.errors.push(
              new rspack.WebpackError(`[federation] ${name} imports ${key} but declares no range of ${packageOf(key)}: add it to the peerDependencies of its package.json`),
            );
            continue;
          }
          (config.singleton ? singletons : fallbacks)[key] = config.requiredVersion;
        }
        const sorted = (/** @type {Record<string, string>} */ o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
        const manifest = {
          name,
          version,
          buildTime: buildTime(),
          shared: sorted(singletons),
          fallback: sorted(fallbacks),
          preload: exposedInitialFiles(compilation),
          // A remote rendered on the server: its stylesheets, which the page links in its head so the
          // server's HTML is styled from the first paint (the browser then finds them loaded).
          ...(server ? { server, css: ownStylesheets(compilation, dir) } : {}),
        };
        compilation.emitAsset('manifest.json', new rspack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/**
 * The stylesheets of an app's own code (its `src`), relative to its folder, in a stable order: not the
 * copies of the design system's it bundles as fallbacks (the shell provides those, with their CSS).
 * @param {import('@rspack/core').Compilation} compilation @param {string} dir
 */
function ownStylesheets(compilation, dir) {
  const src = path.join(dir, 'src') + path.sep;
  /** @type {Set<string>} */
  const files = new Set();
  // The exposed ./App's chunks and those it loads later (the standalone page's copies are not served to the shell).
  const start = compilation.namedChunkGroups.get(EXPOSED_APP_CHUNK);
  /** @type {Set<import('@rspack/core').ChunkGroup>} */
  const groups = new Set(start ? [start] : []);
  for (const group of groups) for (const child of group.childrenIterable) groups.add(child);
  for (const group of groups) {
    for (const chunk of group.chunks) {
      const css = [...chunk.files].filter((file) => file.endsWith('.css'));
      if (!css.length) continue;
      const own = compilation.chunkGraph.getChunkModules(chunk).some((module) => {
        const resource = /** @type {{ resource?: string }} */ (module).resource ?? '';
        return resource.startsWith(src) && resource.endsWith('.css');
      });
      if (own) for (const file of css) files.add(file);
    }
  }
  return [...files].sort();
}

/** Name of the chunk group of the exposed `./App` (its initial chunks are what manifest.json lists to preload). */
export const EXPOSED_APP_CHUNK = 'expose-app';

/**
 * The files of the exposed `./App` module's chunks, relative to the remote's folder: what the
 * shell may fetch at HTML time, beside remoteEntry.js, for the route it renders. Shared
 * singletons are not in them (the shell provides those); the remote's own fallbacks of them are
 * separate chunks, never listed.
 * @param {import('@rspack/core').Compilation} compilation
 * @returns {{ js: string[], css: string[] }}
 */
function exposedInitialFiles(compilation) {
  const group = compilation.namedChunkGroups.get(EXPOSED_APP_CHUNK);
  /** @type {{ js: string[], css: string[] }} */
  const files = { js: [], css: [] };
  if (!group) return files;
  for (const chunk of group.chunks) {
    for (const file of chunk.files) {
      if (file.endsWith('.js')) files.js.push(file);
      else if (file.endsWith('.css')) files.css.push(file);
    }
  }
  return files;
}

/** What is precompressed, and from how many bytes (smaller files gain nothing). */
const PRECOMPRESS = { test: /\.(js|css|html|json|svg)$/, threshold: 1024 };

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every built
 * .js/.css/.html/.json/.svg over 1 KB, after every other plugin (the HTML and manifest.json
 * included), so the servers (apps/shell/server.mjs, @fastify/static's preCompressed) never
 * compress a built file on the fly.
 */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EstantePrecompress', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EstantePrecompress', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const asset of compilation.getAssets()) {
          if (!PRECOMPRESS.test.test(asset.name)) continue;
          const source = asset.source.buffer();
          if (source.length <= PRECOMPRESS.threshold) continue;
          const br = zlib.brotliCompressSync(source, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          const gz = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
          compilation.emitAsset(`${asset.name}.br`, new rspack.sources.RawSource(br), { compressed: true });
          compilation.emitAsset(`${asset.name}.gz`, new rspack.sources.RawSource(gz), { compressed: true });
        }
      });
    });
  }
}

/**
 * @typedef {object} AppOptions
 * @property {'host' | 'remote'} kind
 * @property {string} name package folder under apps/ (shell, catalogue, title-detail, patron-area, auth)
 * @property {string} dir the app folder (import.meta.dirname of its rspack.config.mjs)
 * @property {string} [title] document title of the standalone page
 * @property {string} [uniqueName] build identity (chunk-loading global); defaults to `name`
 * @property {string} [version] the remote's version in its manifest; defaults to its package.json's
 * @property {string} [server] a remote that renders on the server: its head of a page (e.g. './src/server.ts',
 *   exposed as `./head` beside `./App`), built with the App into its server container
 *   `server/remoteEntry.cjs`, which manifest.json names (`server`) and the shell's server renders the
 *   remote's routes with (serverConfig)
 */

/** @param {AppOptions} options */
export function defineAppConfig(options) {
  const { kind, name, dir } = options;
  const monolith = kind === 'host' && process.env.ESTANTE_MONOLITH === '1';
  const port = Number(process.env.PORT ?? defaultPorts[name]);
  const against = parseBuildAgainst(process.env.ESTANTE_BUILD_AGAINST);
  if (kind === 'host' && Object.keys(against).length) console.warn('[federation] ESTANTE_BUILD_AGAINST is a hook for remote builds; the host ignores it');
  const shared = monolith ? {} : sharedConfig(dir, kind, against);
  const outDir = process.env.ESTANTE_OUT_DIR ? path.resolve(process.env.ESTANTE_OUT_DIR) : path.join(dir, monolith ? 'dist-monolith' : 'dist');

  /** @type {(env: unknown, argv: { mode?: string }) => import("@rspack/core").Configuration | import("@rspack/core").Configuration[]} */
  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    /** @type {import('@rspack/core').Configuration['plugins']} */
    const plugins = [
      new rspack.HtmlRspackPlugin({
        // The shell has its own page (the chrome painted before any script); a remote
        // running alone uses the plain one here.
        template: fs.existsSync(path.join(dir, 'index.html')) ? path.join(dir, 'index.html') : path.join(here, 'standalone.html'),
        templateParameters: { title: options.title ?? 'Estante', build: monolith ? 'monolith' : 'federated' },
        minify: production,
      }),
      new rspack.DefinePlugin({
        __MONOLITH__: JSON.stringify(monolith),
        // What the shell provides, checked against each remote's manifest (the monolith has no remotes).
        __SHARED_VERSIONS__: JSON.stringify(kind === 'host' ? providedVersions(shared) : {}),
      }),
    ];

    /** @type {Record<string, string | false>} */
    const alias = {};
    for (const [remote] of Object.entries(remotes)) {
      // `@monolith/<name>` resolves to the remote's App only in the monolith build.
      alias[`@monolith/${remote}`] = monolith ? path.join(repoRoot, 'apps', remote, 'src/App.tsx') : false;
    }

    if (!monolith) {
      // Rspack's built-in Module Federation (the webpack 5 container protocol). Measured on
      // this site, the @module-federation/enhanced 2.9 runtime cost 35 KB gzip in the shell
      // plus 16 KB in every remote entry, against about 6 KB for this one in all; remotes
      // are loaded and retried by the shell itself (apps/shell/src/remotes.ts), so nothing
      // of the larger runtime (manifests, runtime plugins, preloading) is needed.
      const container = kind === 'host' ? 'shell' : (remotes[name] ?? name.replace(/[^A-Za-z0-9_]/g, '_'));
      if (kind === 'host') {
        plugins.push(new rspack.container.ModuleFederationPluginV1({ name: container, shared }));
      } else {
        // A remote: the container (its ./App) and consumes only. It provides nothing to the share
        // scope (see sharedConfig): the host's copies, or its own fallbacks.
        plugins.push(
          new rspack.container.ContainerPlugin({
            name: container,
            filename: 'remoteEntry.js',
            exposes: { './App': { import: './src/App.tsx', name: EXPOSED_APP_CHUNK } },
            library: { type: 'var', name: container },
            shareScope: 'default',
          }),
          new rspack.sharing.ConsumeSharedPlugin({ consumes: shared, shareScope: 'default' }),
        );
        const pkgFile = path.join(dir, 'package.json');
        const version = options.version ?? (fs.existsSync(pkgFile) ? String(readJson(pkgFile).version) : '0.0.0');
        plugins.push(new RemoteManifestPlugin({ name, version, shared, server: options.server ? SERVER_ENTRY : undefined, dir }));
      }
    }

    if (production) plugins.push(new PrecompressPlugin());

    /** @type {import('@rspack/core').Configuration} */
    const browser = {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: kind === 'host' ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        // The share scope settles a tie between equal versions in favour of the greater
        // uniqueName; '~' sorts after every letter, so the shell's copy of a singleton always
        // wins and a remote never swaps in its own antd or React.
        uniqueName: kind === 'host' ? '~shell' : (options.uniqueName ?? name),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // react-router resolves to its development build under every export condition;
        // production builds take its production build (no dev checks, smaller).
        alias: production ? { ...alias, 'react-router$': reactRouterProduction } : alias,
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          // antd runs in zero-runtime mode with its CSS built ahead of time (@estante/ui/theme): the
          // functions that would compute its styles in the page are dropped from the bundle.
          { test: /[\\/]antd[\\/]es[\\/].+\.js$/, loader: antdStaticStylesLoaderFor(dir) },
          // antd's helper packages (@rc-component/*, @ant-design/*) are side-effect-free ES modules
          // that do not say so: declared here, the bundler drops what no component uses (e.g. the
          // form engine and its validator that antd's inputs import only for a context).
          { test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(@rc-component|@ant-design)[\\/]/, sideEffects: false },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(svg|png|ico)$/, type: 'asset/resource' },
        ],
      },
      plugins,
      optimization: {
        // Remotes must not split their exposed module into a runtime chunk of their own.
        runtimeChunk: false,
        // CSS for the browsers that run the site's JavaScript (es2022, CSS cascade layers): with
        // lightningcss's default targets every :is() rule of antd's CSS was written three times
        // (:-webkit-any, :-moz-any, :is), tripling the stylesheet (512 KB raw against 168).
        minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } })],
        // ESTANTE_UNMINIFIED=1: a production build with readable code (React's and our functions by
        // name in a CPU profile of the page), for finding what a phone spends its time on.
        minimize: process.env.ESTANTE_UNMINIFIED === '1' ? false : undefined,
        splitChunks: production ? { cacheGroups: { [STYLES_CHUNK]: stylesGroup(kind, dir) } } : undefined,
      },
      performance: { hints: false },
      // One stylesheet per app (stylesGroup) joins files that chunks import in different orders (the
      // monolith's forms and tables): our stylesheets are scoped by their components' class names and
      // antd's sit in a layer below them, so their order within the file changes nothing.
      ignoreWarnings: [/Conflicting order between/],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/oauth'], target: apiTarget, changeOrigin: false }],
      },
    };
    // The server build (issue 27): the shell's page renderer, and each remote that renders on the
    // server (`server`), built beside the browser build (whose clean keeps the server folder).
    const serves = !monolith && (kind === 'host' || options.server);
    if (!serves) return browser;
    browser.output = { ...browser.output, clean: { keep: (/** @type {string} */ file) => path.relative(outDir, file).split(path.sep)[0] === SERVER_DIR } };
    const container = kind === 'host' ? 'shell' : (remotes[name] ?? name.replace(/[^A-Za-z0-9_]/g, '_'));
    return [browser, serverConfig({ kind, dir, head: options.server, outDir, production, shared, container, uniqueName: browser.output.uniqueName ?? name })];
  };
}

/** Name of the chunk that holds all of an app's own stylesheets (one file a rendered page links). */
export const STYLES_CHUNK = 'styles';

/**
 * One stylesheet per app instead of one per chunk: a server-rendered page links its CSS before
 * the first paint, and each file is a render-blocking request (18 of them on the results page,
 * 9 of them under 1 KB). Every CSS module of the app's own code goes to one chunk, which the
 * chunks that need it load first (the browser finds it already linked by the page). The shell's
 * group takes every stylesheet of its build (the chrome's and the design system's, which it
 * provides); a remote's only those of its `src`: its fallback copies of the design system's CSS
 * stay with the fallbacks, loaded only if the remote ever runs on its own copy.
 * @param {'host' | 'remote'} kind @param {string} dir
 * @returns {import('@rspack/core').OptimizationSplitChunksCacheGroup}
 */
function stylesGroup(kind, dir) {
  const src = path.join(dir, 'src') + path.sep;
  return {
    name: STYLES_CHUNK,
    type: 'css/auto',
    chunks: 'all',
    enforce: true,
    priority: 100,
    ...(kind === 'host' ? {} : { test: (/** @type {import('@rspack/core').Module} */ module) => (/** @type {{ resource?: string }} */ (module).resource ?? '').startsWith(src) }),
  };
}

/** The folder of a build's server code, beside its browser files. */
export const SERVER_DIR = 'server';
/** A remote's server container, relative to its remoteEntry.js (manifest.json's `server`). */
export const SERVER_ENTRY = `${SERVER_DIR}/remoteEntry.cjs`;
/** The shell's page renderer, relative to its dist folder (apps/shell/server.mjs requires it). */
export const SHELL_RENDERER = `${SERVER_DIR}/render.cjs`;

/** A loader that makes a stylesheet import nothing: the server renders markup, the browser build carries the CSS. */
const emptyModule = path.join(here, 'empty-module-loader.cjs');

/**
 * The server build of an app (issue 27, DESIGN.md "The public catalogue rendered on the server"):
 * the same code as the browser's, for Node, one file (no chunk to load at run time), over the same
 * container protocol and the same share scope rules as the page.
 *
 * - A remote: its container (`server/remoteEntry.cjs`, a CommonJS module whose export is the
 *   container), exposing the same `./App` as in the page and `./head`, its head of a page (`server`,
 *   e.g. './src/server.ts'); it consumes the shared singletons with the ranges it declares, exactly
 *   as its browser build does. The shell's server fetches it from the remote's configured address,
 *   revalidating it on every page, so a remote deployed alone renders its new HTML on the next
 *   request.
 * - The host (the shell): its page renderer (`server/render.cjs`, from ./src/server/render.ts),
 *   providing every shared key with the version it has, as the page does: a remote's components then
 *   render inside the shell's React tree, with the shell's React, router, query cache and i18next.
 *
 * Stylesheets are left out (the browser build has them); antd's style generators are dropped as in
 * the browser (zero runtime).
 * @param {{ kind: 'host' | 'remote', dir: string, head?: string, outDir: string, production: boolean, shared: Record<string, any>, container: string, uniqueName: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function serverConfig({ kind, dir, head, outDir, production, shared, container, uniqueName }) {
  const host = kind === 'host';
  /** @type {import('@rspack/core').Configuration['plugins']} */
  const plugins = [
    new rspack.DefinePlugin({
      __MONOLITH__: 'false',
      __SHARED_VERSIONS__: JSON.stringify(host ? providedVersions(shared) : {}),
    }),
    // One file: nothing is loaded from disk or network once the container runs.
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ];
  if (host) {
    plugins.push(new rspack.container.ModuleFederationPluginV1({ name: container, shared }));
  } else {
    plugins.push(
      new rspack.container.ContainerPlugin({
        name: container,
        filename: path.basename(SERVER_ENTRY),
        exposes: { './App': './src/App.tsx', ...(head ? { './head': head } : {}) },
        library: { type: 'commonjs-module' },
        shareScope: 'default',
      }),
      new rspack.sharing.ConsumeSharedPlugin({ consumes: shared, shareScope: 'default' }),
    );
  }
  return {
    name: 'server',
    // After the browser build, whose clean of the shared output folder would race this one's files.
    dependencies: ['browser'],
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'node20',
    entry: host ? { render: './src/server/render.ts' } : {},
    devtool: false,
    output: {
      path: path.join(outDir, SERVER_DIR),
      filename: host ? path.basename(SHELL_RENDERER) : path.basename(SERVER_ENTRY),
      chunkFilename: '[name].cjs',
      library: host ? { type: 'commonjs-module' } : undefined,
      // The same identity as the browser build: the share scope settles ties the same way.
      uniqueName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // The same react-router build as the page's (production), so both render the same markup; no
      // remote bundled in (the monolith's aliases).
      alias: { ...Object.fromEntries(Object.keys(remotes).map((remote) => [`@monolith/${remote}`, false])), ...(production ? { 'react-router$': reactRouterProduction } : {}) },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic', development: !production } } } },
          type: 'javascript/auto',
        },
        { test: /[\\/]antd[\\/]es[\\/].+\.js$/, loader: antdStaticStylesLoaderFor(dir) },
        { test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(@rc-component|@ant-design)[\\/]/, sideEffects: false },
        { test: /\.css$/, loader: emptyModule, type: 'javascript/auto' },
      ],
    },
    plugins,
    optimization: { splitChunks: false, runtimeChunk: false, minimize: false },
    performance: { hints: false },
  };
}
