import { containerNames, type RemoteApp, type RemoteName, type RemotesManifest } from '@estante/federation';
import { loadExposedModule } from './container';

/**
 * Remote loading. Remote URLs are read at run time from /remotes.json (a deployment can
 * point any remote at another build without rebuilding the shell), and a remote is
 * fetched only when its route is first visited.
 */

let manifest: Promise<RemotesManifest> | null = null;

async function fetchManifest(): Promise<RemotesManifest> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  return (await res.json()) as RemotesManifest;
}

const loaded = new Map<RemoteName, Promise<RemoteApp>>();

const monolithLoaders: Record<RemoteName, () => Promise<{ default: RemoteApp }>> = {
  catalogue: () => import('@monolith/catalogue'),
  'title-detail': () => import('@monolith/title-detail'),
  'patron-area': () => import('@monolith/patron-area'),
  auth: () => import('@monolith/auth'),
};

async function loadFederated(name: RemoteName, retry: boolean): Promise<RemoteApp> {
  if (retry || !manifest) manifest = fetchManifest();
  let urls: RemotesManifest;
  try {
    urls = await manifest;
  } catch (error) {
    manifest = null;
    throw error;
  }
  const entry = urls[name];
  if (!entry) throw new Error(`remote ${name} is not listed in /remotes.json`);
  const mod = (await loadExposedModule(containerNames[name], entry, './App')) as { default: RemoteApp } | undefined;
  if (!mod?.default) throw new Error(`remote ${name} exposes no ./App component`);
  return mod.default;
}

/** The remote's `./App` component; a retry after a failure fetches everything again. */
export function loadRemoteApp(name: RemoteName, retry = false): Promise<RemoteApp> {
  const cached = loaded.get(name);
  if (cached && !retry) return cached;
  const promise = __MONOLITH__ ? monolithLoaders[name]().then((m) => m.default) : loadFederated(name, retry);
  loaded.set(name, promise);
  promise.catch(() => {
    if (loaded.get(name) === promise) loaded.delete(name);
  });
  return promise;
}

/** Warm a remote's code ahead of a likely visit (a link pointed at or focused). */
export function prefetchRemote(name: RemoteName): void {
  void loadRemoteApp(name).catch(() => undefined);
}
