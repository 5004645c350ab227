// @vitest-environment node
/**
 * antd's static CSS (scripts/antd-css.mjs): src/antd.css is what antd's own style code produces for
 * the installed antd, and it holds the rules of every antd component the design system imports — a
 * component left out would show unstyled, since the page computes no style (zero-runtime).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without types
import { antdCss, antdThemeCss, components, outFile, themeFile } from '../scripts/antd-css.mjs';

const src = path.dirname(outFile);

/** Each antd module the design system imports → the component of scripts/antd-css.mjs that renders it. */
const rendered: Record<string, string> = {
  button: 'button',
  'input/Input': 'input',
  'input/Password': 'password',
  'input/TextArea': 'textarea',
  alert: 'alert',
  empty: 'empty',
  flex: 'flex',
  space: 'space',
  divider: 'divider',
  typography: 'typography',
  card: 'card',
  descriptions: 'descriptions',
  pagination: 'pagination',
  tag: 'tag',
  spin: 'spin',
  'modal/Modal': 'modal',
  'notification/useNotification': 'notification',
  result: 'result',
};

describe('antd static CSS', () => {
  it('src/antd.css is what antd generates now (else: pnpm --filter @estante/ui antd-css)', () => {
    expect(fs.readFileSync(outFile, 'utf8'), 'src/antd.css is stale').toBe(antdCss());
  }, 60_000);

  it('src/antd-theme.css is the light theme’s variables antd sets now, in the page’s scope, in the antd layer (a page the server rendered is styled before any script)', () => {
    const css = fs.readFileSync(themeFile, 'utf8');
    expect(css, 'src/antd-theme.css is stale').toBe(antdThemeCss());
    expect(css).toMatch(/^\/\*.*\*\/\n@layer antd \{\n\.estante\{--ant-/);
    // the brand's colour, as ConfigProvider sets it; each component's own variables; the icons' reset
    expect(css).toContain('--ant-color-primary:#1f5f8b;');
    for (const scope of ['.estante.ant-btn{', '.estante.ant-input{', '.estante.ant-tag{', '.estante.ant-spin{', '.anticon{']) expect(css).toContain(scope);
    // nothing of another scope (a preview's own theme) and no rule: variables only, beside the icons
    expect(css).not.toMatch(/\.css-var-|data-ant-cssinjs/);
  }, 60_000);

  it('the rules sit in the antd layer and read the theme from CSS variables', () => {
    const css = fs.readFileSync(outFile, 'utf8');
    expect(css).toMatch(/^\/\*.*\*\/\n@layer antd \{\n\/\* shared \*\//);
    for (const rule of ['.ant-btn{', '.ant-input{', '.ant-modal{', '.ant-pagination{', '.ant-spin{', '.ant-notification{']) expect(css).toContain(rule);
    expect(css).toContain('var(--ant-color-primary)');
    // No hashed class (the page renders unhashed: theme.tsx) and no default theme colour baked in.
    expect(css).not.toMatch(/css-dev-only|:where\(\.css-/);
    expect(css).not.toContain('#1677ff');
  });

  it('every antd component the design system imports has its rules in the file', () => {
    const imported = new Set<string>();
    for (const file of fs.readdirSync(src).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
      for (const m of fs.readFileSync(path.join(src, file), 'utf8').matchAll(/^(?:import|export) (?!type\b)[^;]*?from 'antd\/es\/([\w/-]+)'/gm)) imported.add(m[1] ?? '');
    }
    const isComponent = (mod: string) => !/^(config-provider|theme|locale)(\/|$)/.test(mod);
    const missing = [...imported].filter(isComponent).filter((mod) => !(rendered[mod] && rendered[mod] in components));
    expect(missing, 'antd modules with no rendered component in scripts/antd-css.mjs').toEqual([]);
  });
});
