// The institution's remote, built by the same factory as Estante's own apps, from its installed
// release (@estante/federation/rspack): a container named like the remote it replaces, exposing
// ./App, consuming the shell's shared singletons, and a manifest.json with the ranges that
// package.json declares (peerDependencies), which the shell checks before loading it.
import { defineAppConfig } from '@estante/federation/rspack';

export default defineAppConfig({ kind: 'remote', name: 'patron-area', dir: import.meta.dirname, title: 'Biblioteca Exemplo — Meu Pergamum' });
