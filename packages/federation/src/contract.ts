/**
 * The shell <-> remote contract. Each remote exposes exactly one module, `./App`,
 * whose default export is a component taking `RemoteAppProps`.
 */
import type { ComponentType } from 'react';
import apps from './apps.json';

/** The apps of the federation, their ports and container names: one table (apps.json), also read by the build factory and the servers. */
export const remoteNames = ['catalogue', 'title-detail', 'patron-area', 'auth'] as const;
export type RemoteName = (typeof remoteNames)[number];

type RemoteInfo = { readonly container: string; readonly port: number };
const remoteInfo: Record<RemoteName, RemoteInfo> = apps.remotes;
const byRemote = <T>(pick: (info: RemoteInfo) => T) =>
  Object.fromEntries(remoteNames.map((name) => [name, pick(remoteInfo[name])])) as Record<RemoteName, T>;

/** Module Federation container names (identifiers: no dashes). */
export const containerNames = byRemote((r) => r.container);

/** Default ports of each app's standalone/dev and production static server. */
export const defaultPorts: Record<RemoteName | 'shell', number> = { shell: apps.shell.port, ...byRemote((r) => r.port) };


export interface RemoteAppProps {
  /**
   * The part of the address the shell matched for this remote (`/acervo/12` under
   * `/acervo/:codAcervo/*`, `/meupergamum`, `/`): the remote's own routes are relative to it.
   */
  readonly basePath: string;
  /**
   * How the remote is placed: its route's page (default), or, for the auth remote, the login
   * panel embedded in another page or in the shell's login dialog.
   */
  readonly variant?: 'page' | 'embedded' | 'modal';
  /** With `variant` embedded or modal: called once the patron has signed in. */
  readonly onSignedIn?: () => void;
}

export type RemoteApp = ComponentType<RemoteAppProps>;

/** Shape of `remotes.json`: remote name -> URL of its `remoteEntry.js` (the container entry). */
export type RemotesManifest = Record<RemoteName, string>;

