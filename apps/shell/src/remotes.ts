import {
  containerNames,
  parseRemoteManifest,
  versionConflicts,
  type RemoteApp,
  type RemoteBuildManifest,
  type RemoteName,
  type RemotesManifest,
  type VersionConflict,
} from '@estante/federation';
import { loadExposedFactory, loadExposedModule } from './container';

/**
 * Remote loading. Remote URLs are read at run time from /remotes.json (a deployment can
 * point any remote at another build without rebuilding the shell), and a remote is
 * fetched only when its route is first visited.
 *
 * Before a remote's code runs, its manifest.json (written by its build beside remoteEntry.js)
 * is read and every range it needs of a shared singleton is checked against the version the
 * shell provides (__SHARED_VERSIONS__): a remote built for another major of, say,
 * @estante/session is refused with RemoteIncompatibleError, one with no readable manifest with
 * RemoteManifestError. Either way its route shows the fallback and the rest of the site works.
 */

/** A remote that needs a shared singleton in a range this shell does not provide. */
export class RemoteIncompatibleError extends Error {
  override readonly name = 'RemoteIncompatibleError';
  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    readonly conflicts: readonly VersionConflict[],
  ) {
    super(`remote ${remote} ${version} is incompatible: ${conflicts.map((c) => `needs ${c.name} ${c.range}, the shell provides ${c.provided}`).join('; ')}`);
  }
}

/** A remote whose manifest.json is missing or is not a manifest: it is not loaded. */
export class RemoteManifestError extends Error {
  override readonly name = 'RemoteManifestError';
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'missing' | 'invalid',
    readonly url: string,
  ) {
    super(`remote ${remote}: manifest ${url} is ${reason}`);
  }
}

let remoteUrls: Promise<RemotesManifest> | null = null;

async function fetchRemoteUrls(): Promise<RemotesManifest> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  return (await res.json()) as RemotesManifest;
}

/** The manifest's URL: manifest.json in the folder of the remote's remoteEntry.js. */
export function manifestUrl(entry: string, base: string = window.location.href): string {
  return new URL('manifest.json', new URL(entry, base)).href;
}

/**
 * Reads a remote's manifest and checks it against what this shell provides. A network failure or
 * a 5xx is an ordinary (retryable) failure; a 404 or a body that is not a manifest refuses the remote.
 */
export async function checkRemote(
  name: RemoteName,
  entry: string,
  provided: Readonly<Record<string, string>> = __SHARED_VERSIONS__,
): Promise<RemoteBuildManifest> {
  const url = manifestUrl(entry);
  const res = await fetch(url, { cache: 'no-store' });
  if (res.status === 404 || res.status === 410) throw new RemoteManifestError(name, 'missing', url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  let manifest: RemoteBuildManifest | null = null;
  try {
    manifest = parseRemoteManifest(await res.json());
  } catch {
    // not JSON: an invalid manifest
  }
  if (!manifest) throw new RemoteManifestError(name, 'invalid', url);
  const conflicts = versionConflicts(manifest.shared, provided);
  if (conflicts.length) throw new RemoteIncompatibleError(name, manifest.version, conflicts);
  return manifest;
}

/**
 * A manifest checked once per entry URL in the page's life (a route visited again reuses the
 * answer); a retry, or a failed check, reads it again.
 */
const checked = new Map<string, Promise<RemoteBuildManifest>>();

function checkedRemote(name: RemoteName, entry: string, retry: boolean): Promise<RemoteBuildManifest> {
  const known = checked.get(entry);
  if (known && !retry) return known;
  const check = checkRemote(name, entry);
  checked.set(entry, check);
  check.catch(() => {
    if (checked.get(entry) === check) checked.delete(entry);
  });
  return check;
}

const loaded = new Map<RemoteName, Promise<RemoteApp>>();

const monolithLoaders: Record<RemoteName, () => Promise<{ default: RemoteApp }>> = {
  catalogue: () => import('@monolith/catalogue'),
  'title-detail': () => import('@monolith/title-detail'),
  'patron-area': () => import('@monolith/patron-area'),
  auth: () => import('@monolith/auth'),
};

async function remoteEntry(name: RemoteName, retry: boolean): Promise<string> {
  if (retry || !remoteUrls) remoteUrls = fetchRemoteUrls();
  let urls: RemotesManifest;
  try {
    urls = await remoteUrls;
  } catch (error) {
    remoteUrls = null;
    throw error;
  }
  const entry = urls[name];
  if (!entry) throw new Error(`remote ${name} is not listed in /remotes.json`);
  return entry;
}

async function loadFederated(name: RemoteName, retry: boolean): Promise<RemoteApp> {
  const entry = await remoteEntry(name, retry);
  await checkedRemote(name, entry, retry);
  const mod = (await loadExposedModule(containerNames[name], entry, './App')) as { default: RemoteApp } | undefined;
  if (!mod?.default) throw new Error(`remote ${name} exposes no ./App component`);
  return mod.default;
}

/**
 * A retry: everything fetched again, up to three times. The shell's server preloads the route's
 * entry and first chunks in the page's HTML; when those preloads failed at the network level (the
 * remote was down), the browser hands that stored failure to the first script that asks for the
 * same file (the entry, then each chunk), and only the next request reaches the remote.
 */
async function loadAgain(name: RemoteName): Promise<RemoteApp> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await loadFederated(name, true);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * How long a remote's code may take to arrive before its route shows the fallback with its retry
 * (a remote that answers, but slowly: without it the page would wait on a spinner, or a page the
 * server rendered would stay unhydrated, its chrome dead, for as long as the remote takes).
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

/** A remote whose code did not arrive within REMOTE_LOAD_TIMEOUT_MS: an ordinary (retryable) failure. */
export class RemoteTimeoutError extends Error {
  override readonly name = 'RemoteTimeoutError';
  constructor(readonly remote: RemoteName) {
    super(`remote ${remote} did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`);
  }
}

/**
 * The load of each remote still under way, with its deadline: a visit while one is out joins it
 * (the page that gave up on the server's remote renders its route at once with the failure, not
 * after a second wait on the same slow files); a retry starts anew, with a full delay.
 */
const inflight = new Map<RemoteName, { readonly load: Promise<RemoteApp>; readonly deadline: number }>();

function federatedLoad(name: RemoteName, retry: boolean): Promise<RemoteApp> {
  let flight = retry ? undefined : inflight.get(name);
  if (!flight) {
    const started = { load: retry ? loadAgain(name) : loadFederated(name, false), deadline: Date.now() + REMOTE_LOAD_TIMEOUT_MS };
    inflight.set(name, started);
    const done = () => {
      if (inflight.get(name) === started) inflight.delete(name);
    };
    started.load.then(done, done);
    flight = started;
  }
  const { load, deadline } = flight;
  return new Promise<RemoteApp>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(name)), Math.max(0, deadline - Date.now()));
    load.then(
      (app) => {
        clearTimeout(timer);
        resolve(app);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The remote's `./App` component; a retry after a failure fetches everything again. */
export function loadRemoteApp(name: RemoteName, retry = false): Promise<RemoteApp> {
  const cached = loaded.get(name);
  if (cached && !retry) return cached;
  const promise = __MONOLITH__ ? monolithLoaders[name]().then((m) => m.default) : federatedLoad(name, retry);
  loaded.set(name, promise);
  // Read at once by React's `use` once it has arrived (the thenable protocol's status): a page
  // hydrating with the remote already loaded renders it without suspending.
  promise.then((app) => Object.assign(promise, { status: 'fulfilled', value: app }), () => undefined);
  promise.catch(() => {
    if (loaded.get(name) === promise) loaded.delete(name);
  });
  return promise;
}

/** Warm a remote's code ahead of a likely visit (a link pointed at or focused). */
export function prefetchRemote(name: RemoteName): void {
  void loadRemoteApp(name).catch(() => undefined);
}

const warmed = new Set<RemoteName>();

/**
 * Fetch a remote's code — its manifest checked, its entry, its `./App`'s chunks and the shared
 * modules they consume — without running it: the shell calls it for the page's own route before its
 * strings, theme and public configuration are ready, so the remote downloads alongside them instead
 * of after (the route renders it when the configuration is there). Failures are left to the route.
 */
export function warmRemote(name: RemoteName): void {
  if (__MONOLITH__ || loaded.has(name) || warmed.has(name)) return;
  warmed.add(name);
  void (async () => {
    const entry = await remoteEntry(name, false);
    await checkedRemote(name, entry, false);
    await loadExposedFactory(containerNames[name], entry, './App');
  })().catch(() => warmed.delete(name));
}
