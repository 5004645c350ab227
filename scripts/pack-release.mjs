// Packs the shared packages a remote needs, as a release publishes them, into examples/.registry/
// (pnpm pack: `workspace:*` and `catalog:` become real versions; each package's `files` decides what
// ships: its TypeScript sources, which are its type declarations, without tests). An app built outside
// this workspace (examples/patron-area-custom) installs these tarballs, never the source folders.
//
//   pnpm pack:release [--out <folder>]
//
// Writes <name>-<version>.tgz (what the release is) and a copy without the version, e.g.
// estante-ui.tgz, which the example's package.json names, so a release does not rename its
// dependencies; and registry.json: each package's name, version and file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What a remote of this federation builds on: the factory, the shared singletons, the bundled calls. */
export const RELEASED = ['federation', 'ui', 'session', 'api-client', 'api-endpoints', 'api-contract', 'i18n'];

/** The file name a package's tarball has without its version: @estante/ui -> estante-ui.tgz. */
export const unversioned = (/** @type {string} */ name) => `${name.replace(/^@/, '').replace('/', '-')}.tgz`;

/**
 * @param {{ out?: string, log?: (line: string) => void }} [options]
 * @returns {Record<string, { version: string, file: string, tarball: string }>} package name -> its release
 */
export function packRelease({ out = path.join(root, 'examples/.registry'), log = console.log } = {}) {
  const started = Date.now();
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  /** @type {Record<string, { version: string, file: string, tarball: string }>} */
  const registry = {};
  for (const folder of RELEASED) {
    const dir = path.join(root, 'packages', folder);
    const { name, version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const answer = execFileSync('pnpm', ['pack', '--json', '--pack-destination', out], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const packed = JSON.parse(answer.slice(answer.indexOf('{')));
    const tarball = path.basename(packed.filename);
    const file = unversioned(name);
    fs.copyFileSync(path.join(out, tarball), path.join(out, file));
    registry[name] = { version, file, tarball };
    const files = /** @type {{ path: string }[]} */ (packed.files ?? []).map((f) => f.path);
    const stray = files.filter((f) => /(^|\/)(node_modules|dist)\/|\.test\.[cm]?[jt]sx?$/.test(f));
    if (stray.length) throw new Error(`[pack-release] ${name} would ship ${stray.join(', ')}`);
    log(`${name}@${version}: ${tarball} (${files.length} files, ${Math.round(fs.statSync(path.join(out, tarball)).size / 1024)} KB)`);
  }
  fs.writeFileSync(path.join(out, 'registry.json'), `${JSON.stringify(registry, null, 2)}\n`);
  log(`packed ${RELEASED.length} packages into ${path.relative(root, out) || out} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return registry;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  packRelease(at > 0 && process.argv[at + 1] ? { out: path.resolve(process.argv[at + 1]) } : {});
}
