import { rspack } from '@rspack/core';
import { defineAppConfig } from '@estante/federation/rspack';

const base = defineAppConfig({ kind: 'host', name: 'shell', dir: import.meta.dirname, title: 'Catálogo online' });

/** The site's icon (public/favicon.svg and its .ico, linked from index.html) at the root of the build. */
export default (/** @type {unknown} */ env, /** @type {{ mode?: string }} */ argv) => {
  const built = base(env, argv);
  // The browser build (the first of the two: browser, then the page renderer for the server).
  const config = Array.isArray(built) ? built[0] : built;
  if (config) config.plugins = [...(config.plugins ?? []), new rspack.CopyRspackPlugin({ patterns: ['favicon.ico', 'favicon.svg'].map((file) => ({ from: `public/${file}`, to: file })) })];
  return built;
};
