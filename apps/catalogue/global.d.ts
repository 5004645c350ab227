/** Set by the rspack factory: true only in the monolith build (federation off). */
declare const __MONOLITH__: boolean;

declare module '@monolith/*' {
  import type { RemoteApp } from '@estante/federation';
  const App: RemoteApp;
  export default App;
}

declare module '*.css';
