import { rspack } from '@rspack/core';
import { defineAppConfig } from '@estante/federation/rspack';

const base = defineAppConfig({ kind: 'host', name: 'shell', dir: import.meta.dirname, title: 'Catálogo online' });

/** The site's icon (public/favicon.svg and its .ico, linked from index.html) at the root of the build. */
export default (/** @type {unknown} */ env, /** @type {{ mode?: string }} */ argv) => {
  const config = base(env, argv);
  config.plugins = [...(config.plugins ?? []), new rspack.CopyRspackPlugin({ patterns: ['favicon.ico', 'favicon.svg'].map((file) => ({ from: `public/${file}`, to: file })) })];
  return config;
};
