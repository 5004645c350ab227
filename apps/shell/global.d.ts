/** Set by the rspack factory: true only in the monolith build (federation off). */
declare const __MONOLITH__: boolean;

declare module '@monolith/*' {
  import type { RemoteApp } from '@estante/federation';
  const App: RemoteApp;
  export default App;
}

declare module '*.css';

/**
 * Set by the rspack factory: the version the shell provides of each shared singleton (shared key ->
 * version), checked against a remote's manifest.json before the remote loads. Empty in the monolith.
 */
declare const __SHARED_VERSIONS__: Readonly<Record<string, string>>;

/** The shell server's writers of the first HTML's answers and region (fragments.mjs, plain Node), for the page's tests of them. */
declare module '*/fragments.mjs' {
  export function answersScript(answers: unknown): string;
  export function writeRegion(html: string, region: string, body: unknown): string;
}
