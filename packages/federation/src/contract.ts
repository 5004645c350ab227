/**
 * The shell <-> remote contract. Each remote exposes exactly one module, `./App`,
 * whose default export is a component taking `RemoteAppProps`.
 */
import type { ComponentType } from 'react';

export const remoteNames = ['catalogue', 'title-detail', 'patron-area', 'auth'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Module Federation container names (identifiers: no dashes). */
export const containerNames: Record<RemoteName, string> = {
  catalogue: 'catalogue',
  'title-detail': 'title_detail',
  'patron-area': 'patron_area',
  auth: 'auth',
};

/** Default ports of each app's standalone/dev and production static server. */
export const defaultPorts: Record<RemoteName | 'shell', number> = {
  shell: 8080,
  catalogue: 8081,
  'title-detail': 8082,
  'patron-area': 8083,
  auth: 8084,
};

export interface RemoteAppProps {
  /** Path prefix the shell mounted this remote under (e.g. `/acervo`). */
  readonly basePath: string;
}

export type RemoteApp = ComponentType<RemoteAppProps>;

/** Shape of `remotes.json`: remote name -> URL of its `remoteEntry.js` (the container entry). */
export type RemotesManifest = Record<RemoteName, string>;

/** Path prefix under which the shell mounts each remote (its `basePath` prop). */
export const remoteBasePaths: Record<RemoteName, string> = {
  catalogue: '/',
  'title-detail': '/acervo',
  'patron-area': '/meupergamum',
  auth: '/',
};
