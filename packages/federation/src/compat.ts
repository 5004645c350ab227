/**
 * Version compatibility between the shell and a remote, checked in the page before a remote is
 * loaded (apps/shell/src/remotes.ts). A small, dependency-free subset of semver (the `semver`
 * package stays out of the shell's bundle): versions `1.2.3` and `1.2.3-beta.1`, and the ranges the
 * build factory writes into a remote's manifest.json: caret `^1.2.3`, tilde `~1.2.3`, exact
 * `1.2.3` / `=1.2.3`, x-ranges `1.x`, `1.2.x`, `1`, `*`, and unions of those with `||`.
 * Semantics are node-semver's, including caret on 0.x (`^0.2.3` is `>=0.2.3 <0.3.0`, `^0.0.3`
 * is `>=0.0.3 <0.0.4`) and prereleases (a prerelease satisfies a range only when a bound of the
 * range is a prerelease of the same major.minor.patch).
 */

export interface Version {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** Prerelease identifiers (`beta.1` -> ['beta', 1]); empty for a release. */
  readonly pre: readonly (string | number)[];
}

const NUM = '0|[1-9]\\d*';
const PRE = '(?:-([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?';
const BUILD = '(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?';
const versionPattern = new RegExp(`^v?(${NUM})\\.(${NUM})\\.(${NUM})${PRE}${BUILD}$`);
const X = `${NUM}|[xX*]`;
/** A partial version: `1`, `1.2`, `1.2.3`, `1.x`, `1.2.*`, `*`, with an optional prerelease on a full one. */
const partialPattern = new RegExp(`^v?(${X})(?:\\.(${X})(?:\\.(${X})${PRE}${BUILD})?)?$`);

const preIds = (pre: string | undefined): (string | number)[] =>
  pre ? pre.split('.').map((id) => (/^\d+$/.test(id) ? Number(id) : id)) : [];

/** `1.2.3` or `1.2.3-rc.1` (a leading `v` and build metadata allowed); null when it is not one. */
export function parseVersion(text: string): Version | null {
  const m = versionPattern.exec(text.trim());
  if (!m) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), pre: preIds(m[4]) };
}

function comparePre(a: Version['pre'], b: Version['pre']): number {
  if (!a.length || !b.length) return b.length - a.length; // a release sorts after its prereleases
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (typeof x === 'number') return -1; // numeric identifiers sort before alphanumeric ones
    if (typeof y === 'number') return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Negative, zero or positive as `a` is lower than, equal to or greater than `b` (semver precedence). */
export function compareVersions(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || Math.sign(comparePre(a.pre, b.pre));
}

/** One comparator set: `lower <= v` (inclusive) and `v < upper` (exclusive; none for `*`). */
interface Interval {
  readonly lower: Version;
  readonly upper: Version | null;
  /** An exact version (`1.2.3`, `=1.2.3`): only `lower` itself. */
  readonly exact?: boolean;
}

const v = (major: number, minor: number, patch: number, pre: Version['pre'] = []): Version => ({ major, minor, patch, pre });
const isX = (part: string | undefined) => part === undefined || /^[xX*]$/.test(part);

function parseSimple(text: string): Interval | null {
  const m = /^(\^|~|=)?\s*(.*)$/.exec(text.trim());
  const op = m?.[1] ?? '';
  const p = m ? partialPattern.exec(m[2] ?? '') : null;
  if (!p) return null;
  const [, ma, mi, pa, preText] = p;
  if (isX(ma)) return { lower: v(0, 0, 0), upper: null };
  const major = Number(ma);
  if (isX(mi)) return { lower: v(major, 0, 0), upper: v(major + 1, 0, 0) };
  const minor = Number(mi);
  if (isX(pa)) {
    if (op === '^' && major === 0) return { lower: v(0, minor, 0), upper: v(0, minor + 1, 0) };
    if (op === '^') return { lower: v(major, minor, 0), upper: v(major + 1, 0, 0) };
    return { lower: v(major, minor, 0), upper: v(major, minor + 1, 0) };
  }
  const patch = Number(pa);
  const lower = v(major, minor, patch, preIds(preText));
  switch (op) {
    case '^':
      if (major > 0) return { lower, upper: v(major + 1, 0, 0) };
      if (minor > 0) return { lower, upper: v(0, minor + 1, 0) };
      return { lower, upper: v(0, 0, patch + 1) };
    case '~':
      return { lower, upper: v(major, minor + 1, 0) };
    default:
      return { lower, upper: null, exact: true };
  }
}

/** The intervals of a range (`||` separates alternatives); null when the range is not one this module reads. */
export function parseRange(range: string): Interval[] | null {
  const parts = range.split('||').map((part) => parseSimple(part));
  return parts.length && parts.every((p): p is Interval => p !== null) ? parts : null;
}

/** Whether `range` is a range this module can check (what a remote's manifest must hold). */
export const isValidRange = (range: string): boolean => parseRange(range) !== null;

function inInterval(version: Version, { lower, upper, exact }: Interval): boolean {
  if (exact) return compareVersions(version, lower) === 0;
  if (compareVersions(version, lower) < 0) return false;
  if (upper && compareVersions(version, upper) >= 0) return false;
  // A prerelease only satisfies a range whose lower bound is a prerelease of the same major.minor.patch.
  if (version.pre.length) {
    return lower.pre.length > 0 && lower.major === version.major && lower.minor === version.minor && lower.patch === version.patch;
  }
  return true;
}

/** Whether `version` satisfies `range` (false for an invalid version or range). */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  const intervals = parseRange(range);
  return parsed !== null && intervals !== null && intervals.some((interval) => inInterval(parsed, interval));
}

/**
 * What a remote's build writes beside its remoteEntry.js (packages/federation/src/rspack.mjs):
 * the remote, its version (its release), when it was built, the range it declares of each stateful
 * singleton it consumes (`shared`: the shell refuses the remote when it provides none in range) and
 * of each design-system entry (`fallback`: the remote brings its own copy when the host's is older).
 */
export interface RemoteBuildManifest {
  readonly name: string;
  readonly version: string;
  readonly buildTime: string;
  readonly shared: Readonly<Record<string, string>>;
  readonly fallback: Readonly<Record<string, string>>;
}

/** A manifest.json as fetched, checked for shape (null when it is not a manifest). */
export function parseRemoteManifest(json: unknown): RemoteBuildManifest | null {
  if (!json || typeof json !== 'object') return null;
  const { name, version, buildTime, shared, fallback = {} } = json as Record<string, unknown>;
  if (typeof name !== 'string' || typeof version !== 'string' || !parseVersion(version) || typeof buildTime !== 'string') return null;
  const rangesOf = (value: unknown): Record<string, string> | null => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const ranges = Object.entries(value as Record<string, unknown>);
    return ranges.every(([, range]) => typeof range === 'string' && isValidRange(range)) ? (Object.fromEntries(ranges) as Record<string, string>) : null;
  };
  const singletons = rangesOf(shared);
  const fallbacks = rangesOf(fallback);
  if (!singletons || !fallbacks) return null;
  return { name, version, buildTime, shared: singletons, fallback: fallbacks };
}

/** One shared singleton a remote needs in a range the page does not provide. */
export interface VersionConflict {
  readonly name: string;
  readonly range: string;
  readonly provided: string;
}

/**
 * The conflicts between what a remote needs and what the shell provides. A singleton the shell does
 * not provide is no conflict: the remote then runs on the copy it bundles itself.
 */
export function versionConflicts(needs: Readonly<Record<string, string>>, provided: Readonly<Record<string, string>>): VersionConflict[] {
  const conflicts: VersionConflict[] = [];
  for (const [name, range] of Object.entries(needs)) {
    const version = provided[name];
    if (version !== undefined && !satisfies(version, range)) conflicts.push({ name, range, provided: version });
  }
  return conflicts;
}
