// @ts-check
/**
 * What each shared package publishes to the page, release by release: the exported names of each
 * of its shared entries (shared.mjs), recorded per version in the package's `exports-history.json`
 * (`pnpm exports:record`, run by `pnpm release`). An app declares the range it needs of a shared
 * package (peerDependencies); packages/federation's releases test reads the app's imports and fails
 * when the minimum of that range did not export what the app imports, and fails when a package's
 * exports changed without a pending changeset that bumps it as semver says (added: minor, removed:
 * major). This replaces the old source-hash lock: a change inside a package that exports the same
 * names (a fix, a page, a string) needs no bump of a shared singleton.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import ts from 'typescript';
import { hostOnly, packageOf, uiEntries } from './shared.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

/** @typedef {Record<string, string[]>} EntryExports entry ('.', './table') -> sorted exported names */
/** @typedef {Record<string, EntryExports>} ExportsHistory version -> the shared entries' exports at that version */

/** The shared keys of our own packages ('@estante/ui/table', '@estante/session', …). */
export const ourSharedKeys = () => [...hostOnly, ...uiEntries].filter((key) => key.startsWith('@estante/')).sort();

/** The workspace packages whose entries are shared: '@estante/api-client', '@estante/federation', … */
export const sharedPackageNames = () => [...new Set(ourSharedKeys().map(packageOf))].sort();

/** packages/<name> of a workspace package. */
export const packageDir = (/** @type {string} */ name) => path.join(repoRoot, 'packages', name.slice('@estante/'.length));

/** The subpath of a shared key within its package: '@estante/ui/table' -> './table', '@estante/session' -> '.'. */
export const entryOf = (/** @type {string} */ key) => (key === packageOf(key) ? '.' : `.${key.slice(packageOf(key).length)}`);

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The package.json of a workspace package. @param {string} name */
export const packageJson = (name) => readJson(path.join(packageDir(name), 'package.json'));

/**
 * The exported names (values and types) of every shared entry of every shared package, now, as the
 * TypeScript checker sees them (re-exports followed).
 * @returns {Record<string, EntryExports>} package -> entry -> names
 */
export function currentExports() {
  /** @type {{ pkg: string, entry: string, file: string }[]} */
  const roots = [];
  for (const key of ourSharedKeys()) {
    const pkg = packageOf(key);
    const entry = entryOf(key);
    const target = packageJson(pkg).exports?.[entry];
    if (!target) throw new Error(`${key}: ${pkg} exports no ${entry}`);
    roots.push({ pkg, entry, file: path.join(packageDir(pkg), target) });
  }
  const program = ts.createProgram(
    roots.map((r) => r.file),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      allowJs: true,
      noEmit: true,
      skipLibCheck: true,
      resolveJsonModule: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  /** @type {Record<string, EntryExports>} */
  const out = {};
  for (const { pkg, entry, file } of roots) {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    const names = symbol ? checker.getExportsOfModule(symbol).map((exported) => exported.getName()) : [];
    (out[pkg] ??= {})[entry] = [...new Set(names)].sort();
  }
  return out;
}

/** The history file of a package. */
export const historyFile = (/** @type {string} */ name) => path.join(packageDir(name), 'exports-history.json');

/** @param {string} name @returns {ExportsHistory} */
export function readHistory(name) {
  const file = historyFile(name);
  return fs.existsSync(file) ? readJson(file) : {};
}

/** Semver order, for sorting. @param {string} a @param {string} b */
export const compareVersions = (a, b) => semver.compare(a, b);

/** The latest recorded version at or below `version` (null when none). @param {ExportsHistory} history @param {string} version */
export function recordedAtOrBelow(history, version) {
  const versions = Object.keys(history).filter((v) => compareVersions(v, version) <= 0).sort(compareVersions);
  return versions.at(-1) ?? null;
}

/**
 * How two records of one package differ.
 * @param {EntryExports} before @param {EntryExports} after
 * @returns {{ added: string[], removed: string[] }} 'entry name' items ('./table DataTable'; an entry alone when the entry itself came or went)
 */
export function exportsDiff(before, after) {
  /** @type {string[]} */
  const added = [];
  /** @type {string[]} */
  const removed = [];
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = before[entry];
    const a = after[entry];
    if (!b) added.push(entry);
    else if (!a) removed.push(entry);
    else {
      for (const name of a) if (!b.includes(name)) added.push(`${entry} ${name}`);
      for (const name of b) if (!a.includes(name)) removed.push(`${entry} ${name}`);
    }
  }
  return { added, removed };
}

/**
 * The bumps the pending changesets ask for, the highest per package, read by Changesets' own reader
 * (`<root>/.changeset/*.md`, as `changeset version` reads them).
 * @param {string} [root] the folder holding .changeset/
 * @returns {Promise<Record<string, 'patch' | 'minor' | 'major'>>}
 */
export async function pendingBumps(root = repoRoot) {
  const { default: readChangesets } = await import('@changesets/read');
  const rank = { none: 0, patch: 1, minor: 2, major: 3 };
  /** @type {Record<string, 'patch' | 'minor' | 'major'>} */
  const bumps = {};
  for (const { releases } of await readChangesets(root)) {
    for (const { name, type } of releases) {
      if (type === 'none') continue;
      if (!bumps[name] || rank[type] > rank[bumps[name]]) bumps[name] = type;
    }
  }
  return bumps;
}

/** The version a bump leads to (the version itself without one). @param {string} version @param {'patch' | 'minor' | 'major' | undefined} bump */
export const bumped = (version, bump) => (bump ? (semver.inc(version, bump) ?? version) : version);

/**
 * Records the current exports under each shared package's current version when they differ from
 * the latest recorded (`pnpm exports:record`; `pnpm release` runs it after `changeset version`).
 * @returns {string[]} what was recorded ('@estante/ui@1.4.0')
 */
export function recordExports() {
  const now = currentExports();
  /** @type {string[]} */
  const written = [];
  for (const [name, entries] of Object.entries(now)) {
    const history = readHistory(name);
    const version = String(packageJson(name).version);
    const latest = Object.keys(history).sort(compareVersions).at(-1);
    const last = latest ? history[latest] : undefined;
    if (last && JSON.stringify(last) === JSON.stringify(entries)) continue;
    if (latest && compareVersions(version, latest) <= 0 && last) {
      throw new Error(`${name}: its exports changed but its version ${version} is not above the recorded ${latest}: add a changeset and run pnpm release`);
    }
    history[version] = entries;
    const sorted = Object.fromEntries(Object.entries(history).sort(([a], [b]) => compareVersions(a, b)));
    fs.writeFileSync(historyFile(name), `${JSON.stringify(sorted, null, 2)}\n`);
    written.push(`${name}@${version}`);
  }
  return written;
}

/**
 * The named imports of shared keys in an app's sources: key -> names ('*' for a namespace import,
 * 'default' for a default import). Type-only imports count: a fork typechecks against them.
 * @param {string} srcDir
 * @returns {Record<string, { names: Set<string>, files: Set<string> }>}
 */
export function sharedImportsOf(srcDir) {
  const keys = new Set(ourSharedKeys());
  /** @type {Record<string, { names: Set<string>, files: Set<string> }>} */
  const found = {};
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
        continue;
      }
      if (!/\.(tsx?|mjs|js)$/.test(entry.name) || /\.(test|spec)\.[jt]sx?$/.test(entry.name)) continue;
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false, entry.name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      for (const statement of source.statements) {
        if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
        const key = statement.moduleSpecifier.text;
        if (!keys.has(key)) continue;
        const record = (found[key] ??= { names: new Set(), files: new Set() });
        record.files.add(path.relative(srcDir, file));
        if (ts.isImportDeclaration(statement)) {
          const clause = statement.importClause;
          if (clause?.name) record.names.add('default');
          const bindings = clause?.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) record.names.add('*');
          else if (bindings) for (const el of bindings.elements) record.names.add((el.propertyName ?? el.name).text);
        } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
          for (const el of statement.exportClause.elements) record.names.add((el.propertyName ?? el.name).text);
        } else {
          record.names.add('*');
        }
      }
    }
  };
  walk(srcDir);
  return found;
}
