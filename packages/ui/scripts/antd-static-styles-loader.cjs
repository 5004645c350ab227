// @ts-check
/**
 * Rspack loader for antd's own modules: drops the code that computes antd's styles in the page.
 *
 * The design system runs antd in zero-runtime mode (src/theme.tsx) with its rules built ahead of
 * time (scripts/antd-css.mjs → src/antd-css). In that mode antd's style hooks return before calling
 * the function that generates a component's CSS, but the function — and everything it imports
 * (each component's style code, about a third of antd's bytes) — is still bundled and parsed.
 * This loader replaces that one argument (the style function passed to `genStyleHooks`,
 * `genComponentStyleHook` or `genSubStyleComponent`) with `() => []`, so the bundler's
 * tree-shaking removes the generators. The component tokens (`prepareComponentToken`, the third
 * argument), which the page still turns into CSS variables for the theme, are kept.
 *
 * Applied by packages/federation/src/rspack.mjs to antd/es; only valid with zeroRuntime on
 * (theme.tsx's STATIC_STYLES); a unit test in ui checks the transform.
 */
const { Parser } = require('acorn');

const STYLE_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/**
 * The source with the style argument of each style factory call replaced.
 * @param {string} source
 * @returns {{ code: string, replaced: number }}
 */
function stripStyleFunctions(source) {
  if (!/gen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(source)) return { code: source, replaced: 0 };
  const ast = Parser.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  /** @type {[number, number][]} */
  const ranges = [];
  /** @param {any} node */
  const walk = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && STYLE_FACTORIES.has(node.callee.name) && node.arguments.length >= 2) {
      const fn = node.arguments[1];
      if (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression' || fn.type === 'Identifier') ranges.push([fn.start, fn.end]);
    }
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach(walk);
      else if (child && typeof child === 'object' && typeof child.type === 'string') walk(child);
    }
  };
  walk(ast);
  let code = source;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) code = `${code.slice(0, start)}() => []${code.slice(end)}`;
  return { code, replaced: ranges.length };
}

/** @this {{ async?: () => unknown }} @param {string} source */
function loader(source) {
  return stripStyleFunctions(source).code;
}

module.exports = loader;
module.exports.stripStyleFunctions = stripStyleFunctions;
