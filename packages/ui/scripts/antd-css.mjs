// @ts-check
/**
 * antd's styles, computed once at build time instead of in every visitor's browser.
 *
 * antd 6 normally runs its CSS-in-JS in the page: every component's first render computes its
 * style objects, serialises them and inserts a <style> (most of the blocking time a phone spent on
 * our first page). With `zeroRuntime` it computes nothing and expects the CSS to be there already.
 * This script renders each antd component the design system uses, on the server, through antd's
 * own style hooks (the same code that would have run in the browser), and writes the CSS of every
 * component to `src/antd.css`, wrapped in `@layer antd` so our own rules win over antd's whatever
 * order the files load in. The theme entry imports it: one file (19 KB gzip), cached for a year,
 * instead of a copy of the shared rules in each entry's chunk (measured: 26.6 KB of CSS on `/`
 * with one file per component, the common rules repeated in every shared chunk).
 *
 * Colours and sizes are CSS variables (`var(--ant-color-primary)`): the theme's values (light, dark,
 * high contrast, zoom) are still set at run time by ConfigProvider, as a handful of variables; only
 * the rules are static. The files are generated, kept in the repository, and checked by a unit test
 * (`antd-css.test.ts`): after an antd upgrade, run `pnpm --filter @estante/ui antd-css`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const outFile = path.join(here, '../src/antd.css');
export const themeFile = path.join(here, '../src/antd-theme.css');
/** The brand's tokens and the variables' scope, as theme.tsx gives them to ConfigProvider. */
const tokens = JSON.parse(fs.readFileSync(path.join(here, '../src/theme-tokens.json'), 'utf8'));

// The production build of React and antd (the CSS must not depend on development checks).
process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
// antd's own copy of the style engine (the one antd/lib registers its styles with).
const antdRequire = createRequire(require.resolve('antd/package.json'));
const React = /** @type {typeof import('react')} */ (require('react'));
const { renderToString } = /** @type {typeof import('react-dom/server')} */ (require('react-dom/server'));
const { createCache, extractStyle, StyleProvider } = antdRequire('@ant-design/cssinjs');
const lib = (/** @type {string} */ name) => {
  const m = require(`antd/lib/${name}`);
  return m.default ?? m;
};
const h = React.createElement;

/**
 * Each antd component the design system renders, and what to render so that every style hook it
 * (and its parts) registers runs. Keys are the file names under src/antd-css.
 * @type {Record<string, () => import('react').ReactNode>}
 */
export const components = {
  button: () => h(lib('button'), { type: 'primary' }, 'x'),
  input: () => h(lib('input/Input'), { prefix: 'x', allowClear: true }),
  password: () => h(lib('input/Password')),
  textarea: () => h(lib('input/TextArea'), { showCount: true }),
  alert: () => h(lib('alert'), { title: 'x', showIcon: true }),
  empty: () => h(lib('empty')),
  flex: () => h(lib('flex')),
  space: () => h(lib('space'), null, h('span', null, 'x')),
  divider: () => h(lib('divider')),
  typography: () => h(React.Fragment, null, h(lib('typography').Title, null, 'x'), h(lib('typography').Text, null, 'x')),
  card: () => h(lib('card'), { title: 'x' }, 'x'),
  descriptions: () => h(lib('descriptions'), { items: [{ key: 'a', label: 'a', children: 'x' }] }),
  // The size changer is off everywhere (showSizeChanger={false}): no Select styles.
  pagination: () => h(lib('pagination'), { total: 100, showSizeChanger: false }),
  tag: () => h(React.Fragment, null, h(lib('tag'), { color: 'blue' }, 'x'), h(lib('tag'), { color: 'success' }, 'x')),
  spin: () => h(lib('spin')),
  modal: () => h(lib('modal/PurePanel'), { title: 'x' }, 'x'),
  notification: () => h(lib('notification/PurePanel'), { title: 'x' }),
  result: () => h(lib('result'), { status: 'success', title: 'x' }),
};

/** `style%|Button-Button|ant-btn|anticon` → `button`; `Input-Shared` → `input-shared`; `Shared` → `shared`. */
export function unitName(/** @type {string} */ key) {
  // style%<hash>%<Component-Part>%<prefixCls>%…
  const head = (key.split('%')[2] ?? '').toLowerCase();
  const parts = head.split('-');
  return parts.length === 2 && parts[0] === parts[1] ? (parts[0] ?? head) : head;
}

/**
 * Units antd registers that the page does not need as static files: the icon reset is still
 * inserted at run time by ConfigProvider (zero-runtime leaves it on); the notification's PurePanel
 * is the documentation preview, not the real notification.
 */
const RUN_TIME_UNITS = new Set(['ant-design-icons', 'notification-purepanel']);

/**
 * Renders one component and returns its style cache (what antd registered). hashed: false — the
 * static rules carry no per-build hash class, as in the page (theme.tsx); with `theme`, the page's
 * light theme (its tokens and variables' scope), for the variables it sets.
 * @param {string} name @param {Record<string, unknown>} [theme]
 */
function render(name, theme = { hashed: false }) {
  const draw = components[name];
  if (!draw) throw new Error(`[antd-css] no component "${name}"`);
  const cache = createCache();
  const ConfigProvider = lib('config-provider');
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme }, draw())));
  return cache;
}

/** The style units (files) a component needs, in the order antd registers them. */
export function unitsOf(/** @type {string} */ name) {
  return [...render(name).cache.keys()].filter((k) => k.startsWith('style%')).map(unitName).filter((u) => !RUN_TIME_UNITS.has(u));
}

const banner = `/* Generated by packages/ui/scripts/antd-css.mjs from antd ${require('antd/package.json').version}: do not edit. */`;

/**
 * Every unit → CSS: the rules antd would have inserted at run time for that unit. 'style' keys
 * only: token and component variables stay run-time (the theme).
 */
export function units() {
  /** @type {Record<string, string>} */
  const files = {};
  for (const name of Object.keys(components)) {
    const cache = render(name);
    for (const key of cache.cache.keys()) {
      if (!key.startsWith('style%')) continue;
      const unit = unitName(key);
      if (RUN_TIME_UNITS.has(unit) || files[unit]) continue;
      const one = createCache();
      one.cache.set(key, cache.cache.get(key));
      const css = extractStyle(one, { plain: true, types: ['style'] }).trim();
      if (!css) throw new Error(`[antd-css] ${unit} (from ${name}) has no rules`);
      files[unit] = css;
    }
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

/** The file: every unit, 'shared' (antd's common rules) first, in one `@layer antd` block. */
export function antdCss() {
  const all = units();
  const order = ['shared', ...Object.keys(all).filter((u) => u !== 'shared')];
  return `${banner}\n@layer antd {\n${order.map((u) => `/* ${u} */\n${all[u]}`).join('\n')}\n}\n`;
}

/**
 * The light theme's variables as ConfigProvider sets them at run time (theme.tsx, `themeFor('light')`):
 * the tokens (`.estante{--ant-color-primary:…}`), each component's own (`.estante.ant-btn{…}`) and
 * the icons' reset, in the `antd` layer. A page the shell's server rendered is then styled from its
 * first paint, before and without any script; once the page runs, ConfigProvider's own variables
 * (outside any layer, so they win) follow the visitor's appearance and zoom.
 */
export function antdThemeCss() {
  const theme = { hashed: false, zeroRuntime: true, cssVar: { key: tokens.cssVarKey }, token: tokens.brand };
  /** @type {Map<string, string>} */
  const blocks = new Map();
  for (const name of Object.keys(components)) {
    const cache = render(name, theme);
    for (const key of cache.cache.keys()) {
      const icons = key.startsWith('style%') && unitName(key) === 'ant-design-icons';
      if (!(key.startsWith('token%') || key.startsWith('cssVar%') || icons) || blocks.has(key)) continue;
      const one = createCache();
      one.cache.set(key, cache.cache.get(key));
      const css = extractStyle(one, { plain: true, types: key.startsWith('token%') ? ['token'] : key.startsWith('cssVar%') ? ['cssVar'] : ['style'] })
        .trim()
        // antd's marker of its style cache's path, for its own hydration: not a rule of the page.
        .replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/g, '');
      // Only the page's scope (a component's preview panel scopes a theme of its own, never in the page).
      if (css && (icons || css.startsWith(`.${tokens.cssVarKey}{`) || css.startsWith(`.${tokens.cssVarKey}.`))) blocks.set(key, css);
    }
  }
  // The tokens first, then the components' (antd registers them in that order), each once, sorted.
  const order = [...blocks.keys()].sort((a, b) => (a.startsWith('token%') ? -1 : b.startsWith('token%') ? 1 : a.localeCompare(b)));
  return `${banner}\n@layer antd {\n${order.map((k) => blocks.get(k)).join('\n')}\n}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const css = antdCss();
  fs.writeFileSync(outFile, css);
  const themeCss = antdThemeCss();
  fs.writeFileSync(themeFile, themeCss);
  console.log(`${path.relative(process.cwd(), themeFile)}: ${(themeCss.length / 1024).toFixed(1)} KB`);
  console.log(`${path.relative(process.cwd(), outFile)}: ${(css.length / 1024).toFixed(1)} KB`);
  for (const name of Object.keys(components)) console.log(`${name}: ${unitsOf(name).join(', ')}`);
}
