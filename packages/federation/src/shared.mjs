// @ts-check
/**
 * THE list of shared singletons: what the shell provides to every remote, once.
 * Every entry must be a singleton: two copies of any of these in one page is a bug
 * (two Reacts break hooks, two routers break links, two stores split the session).
 *
 * antd itself is NOT here: sharing `antd` whole ships 446 KB gzip to every visitor.
 * Remotes reach antd only through the small `@estante/ui/*` entries below, so a page
 * pays for the components it renders. Each `@estante/ui/*` entry is shared on its own.
 */
export const sharedSingletons = {
  // One renderer: hooks and context only work when every remote uses the shell's React.
  // (react/jsx-runtime is not shared: it holds no state and calls the shared `react`.)
  react: 'one React: hooks, context and the DevTools renderer are per copy',
  'react-dom': 'one renderer in the page',
  'react-dom/client': 'createRoot of the same renderer (standalone remotes and the shell)',
  // The router is shared through @estante/federation/router (see localEntries), not whole.
  // Our packages: state, transport, strings and design system.
  // i18next and react-i18next are reached only through @estante/i18n, and nanostores and
  // @nanostores/react only through @estante/session (ESLint enforces it): sharing those
  // singletons makes exactly one copy of each, tree-shaken to what we use, instead of
  // shipping each library whole as a shared module of its own.
  '@estante/session': 'one $session/$institution (and the one nanostores) for every remote',
  '@estante/api-client': 'one token cache and one refresh in flight',
  '@estante/i18n': 'one i18next instance: the language bar switches every remote at once',
};

/**
 * Our own router entry, a singleton: remotes render inside the shell's <BrowserRouter> and read
 * its location.
 */
export const routerEntry = '@estante/federation/router';

/**
 * The query layer: one cache of server answers in the page, made by the shell, so two remotes
 * asking the same thing share one request. (The endpoint entries `@estante/api-endpoints/catalogue`
 * etc. are deliberately NOT shared: each remote bundles its own calls and ships them with itself.)
 */
export const queryEntry = '@estante/api-client/react';

/**
 * The design-system entries, each shared on its own. They hold no state of the page, so they are
 * NOT singletons: a remote that declares a newer `@estante/ui` than the host provides falls back to
 * its own bundled copy of the entry (Module Federation's shared fallback) instead of being refused. Keep in step with the
 * `exports` of packages/ui/package.json (a unit test checks it).
 */
export const uiEntries = [
  '@estante/ui/theme',
  '@estante/ui/button',
  '@estante/ui/input',
  '@estante/ui/password',
  '@estante/ui/feedback',
  '@estante/ui/result',
  '@estante/ui/layout',
  '@estante/ui/typography',
  '@estante/ui/card',
  '@estante/ui/descriptions',
  '@estante/ui/pagination',
  '@estante/ui/tag',
  '@estante/ui/select',
  '@estante/ui/loading',
  '@estante/ui/modal',
  // The shared dialogs and notifications: one notification host (the shell's) for every remote.
  '@estante/ui/confirm',
  '@estante/ui/notify',
  '@estante/ui/textarea',
  // The sanitiser of server HTML (DOMPurify, loaded on first use).
  '@estante/ui/html',
  // The page building blocks: fields bound to react-hook-form (one copy of it in the page), the
  // accessible table with its loading, empty and error states and paging.
  '@estante/ui/form',
  '@estante/ui/table',
  // The live password checklist (the recovery flow's and the personal area's change of password).
  '@estante/ui/password-rules',
  // Naming the tab and saving a file (every remote's pages).
  '@estante/ui/document',
];

/**
 * The stateful shared keys: the host's copy or none. A remote that declares a range of one of these
 * that the host does not provide is refused (apps/shell/src/remotes.ts), since two copies split the
 * page's state (two Reacts, two routers, two sessions, two token caches, two i18next, two query caches).
 */
export const hostOnly = [...Object.keys(sharedSingletons), routerEntry, queryEntry];

/** Whether a shared key must be the host's copy (stateful) rather than one that may fall back. */
export const isHostOnly = (/** @type {string} */ key) => hostOnly.includes(key);

/**
 * The package a shared key belongs to, whose declared range (the app's peerDependencies) applies:
 * '@estante/ui/table' -> '@estante/ui', 'react-dom/client' -> 'react-dom', 'react' -> 'react'.
 * @param {string} key
 */
export function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? key);
}
