// @ts-check
/**
 * The first HTML of a page (issue 27; README "The first HTML"): index.html of the shell's build,
 * with its root holding the page the shell's renderer (dist/server/render.cjs) renders, the chrome
 * first and the remote's part after it, streamed in document order.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PassThrough } from 'node:stream';
import { createRequire } from 'node:module';

/**
 * @typedef {import('./src/server/render').PageRenderer} PageRenderer
 * @typedef {import('./src/server/render').ServerContainer} ServerContainer
 * @typedef {{ RENDERER_CONTRACT: number, createRenderer: typeof import('./src/server/render').createRenderer, loadContainer: typeof import('./src/server/render').loadContainer }} RendererModule
 */

/** The renderer contract this server speaks (render.ts RENDERER_CONTRACT). */
export const RENDERER_CONTRACT = 1;

/**
 * The shell build's page renderer, or null when the build has none (the monolith: its pages render
 * in the browser, as before issue 27) or speaks another contract.
 * @param {string} distDir
 * @returns {RendererModule | null}
 */
export function loadRendererModule(distDir) {
  const file = path.join(distDir, 'server', 'render.cjs');
  if (!fs.existsSync(file)) return null;
  const module = /** @type {RendererModule} */ (createRequire(import.meta.url)(file));
  return module.RENDERER_CONTRACT === RENDERER_CONTRACT ? module : null;
}

/**
 * index.html cut around its root: `head` (through `</head>`), `open` (from there through
 * `<div id="root">`), `close` (what follows the root's `</div>`), the root's own content left out (a
 * skeleton of the chrome for the page that renders itself).
 * @param {string} html
 */
export function templateParts(html) {
  const headEnd = html.indexOf('</head>');
  const open = /<div id="root">/.exec(html);
  const close = /<\/div>\s*(<noscript>[\s\S]*?<\/noscript>)?\s*<\/body>/.exec(html);
  if (headEnd < 0 || !open || !close || close.index < open.index) throw new Error('index.html has no <head> and <div id="root"> to render into');
  return {
    head: html.slice(0, headEnd + '</head>'.length),
    open: html.slice(headEnd + '</head>'.length, open.index + open[0].length),
    /** What follows the root, without the "needs JavaScript" notice (a rendered page needs none). */
    close: html.slice(close.index + '</div>'.length).replace(/<noscript>[\s\S]*?<\/noscript>/, '').trim(),
  };
}

/**
 * The stylesheets of the shell's build (the chrome's, the design system's), linked by every rendered
 * page so its HTML is styled from the first paint; the page's scripts then find them loaded.
 * @param {string} distDir
 */
export function shellStylesheets(distDir) {
  return fs
    .readdirSync(distDir)
    .filter((file) => /^[\w.-]+\.css$/.test(file))
    .sort();
}

/**
 * A compressed stream of the page for the request's Accept-Encoding (br, else gzip, else none),
 * flushed at every write: the chrome leaves while the remote's part is still rendering. Built files
 * are precompressed; a page is compressed here, as it is written.
 * @param {string | string[] | undefined} accept
 * @returns {{ encoding: 'br' | 'gzip' | null, input: import('node:stream').Writable, output: import('node:stream').Readable }}
 */
export function pageStream(accept) {
  const value = Array.isArray(accept) ? accept.join(',') : (accept ?? '');
  /** @type {Map<string, number>} encoding -> its q (1 when not given) */
  const weights = new Map(
    value.split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((x) => x.trim());
      const q = params.find((x) => x.startsWith('q='));
      return [name.toLowerCase(), q ? Number(q.slice(2)) : 1];
    }),
  );
  const accepts = (/** @type {string} */ name) => (weights.get(name) ?? 0) > 0;
  if (accepts('br')) {
    const br = zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { encoding: 'br', input: br, output: br };
  }
  if (accepts('gzip')) {
    const gz = zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
    return { encoding: 'gzip', input: gz, output: gz };
  }
  const plain = new PassThrough();
  return { encoding: null, input: plain, output: plain };
}
