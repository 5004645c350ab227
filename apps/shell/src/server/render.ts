/**
 * The shell's page renderer for its server (issue 27), built for Node beside the browser build
 * (`dist/server/render.cjs`, packages/federation serverConfig) and required by apps/shell/server.mjs.
 *
 * It is a Module Federation host, as the page is: it provides every shared singleton (React, the
 * router entry, the API client and query layer, i18next, the session stores, the design system) in
 * one share scope, and a remote's server container (its `server/remoteEntry.cjs`, fetched by the
 * shell's server from the remote's configured address) takes them from it, with the same version
 * rules as in the page. The remote's `./App` then renders inside the shell's React tree, so the
 * browser hydrates one tree, chrome and remote alike.
 *
 * This entry only sets the share scope up; everything that consumes a shared module is behind the
 * async boundary (./page), as in the browser's src/index.ts.
 */
import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';
import type { PageRenderer, RendererOptions, ServerContainer } from './page';

export type { HeadContext, PageRender, PageRenderer, RenderRequest, RendererOptions, ServerContainer, ServerHead } from './page';

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

const nodeRequire = createRequire(__filename);

/** The renderer contract this build speaks (apps/shell/server.mjs checks it). */
export const RENDERER_CONTRACT = 1;

/**
 * A remote's server container from its code (a CommonJS module whose export is the container), run
 * in this process with the shell's share scope. Its code is trusted as the remote's browser code is;
 * everything it needs is bundled in or shared, but for Node's own modules (its own copy of the API
 * client, used only when the shell's is not one it can take, reaches Node's http through axios).
 */
export async function loadContainer(code: string, filename: string): Promise<ServerContainer> {
  await __webpack_init_sharing__('default');
  const module: { exports: unknown } = { exports: {} };
  const run = vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, { filename }) as (m: typeof module, e: unknown, r: (id: string) => never) => void;
  run(module, module.exports, (id) => {
    if (!isBuiltin(id)) throw new Error(`${filename} asked for ${id}: a server container requires none but Node's own modules`);
    return nodeRequire(id) as never;
  });
  const container = module.exports as Partial<ServerContainer> | null;
  if (!container || typeof container.init !== 'function' || typeof container.get !== 'function') throw new Error(`${filename} is not a container`);
  await container.init(__webpack_share_scopes__.default);
  return container as ServerContainer;
}

/** The renderer, once the share scope is set up and the shell's strings, theme and public configuration are loaded. */
export async function createRenderer(options: RendererOptions): Promise<PageRenderer> {
  await __webpack_init_sharing__('default');
  const { createPageRenderer } = await import('./page');
  return createPageRenderer(options);
}
