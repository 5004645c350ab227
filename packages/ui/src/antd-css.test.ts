// @vitest-environment node
/**
 * antd's static CSS (scripts/antd-css.mjs): the files in src/antd-css are what antd's own style
 * code produces for the installed antd, and every entry imports the rules of each component it
 * renders — a component whose CSS no entry loads would show unstyled, since the page computes none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without types
import { allCss, outDir, unitsOf } from '../scripts/antd-css.mjs';

const src = path.dirname(outDir);

/** Each entry of the design system → the antd components it renders (names of scripts/antd-css.mjs). */
const entries: Record<string, string[]> = {
  'button.ts': ['button'],
  'input.ts': ['input'],
  'password.ts': ['password'],
  'textarea.ts': ['textarea'],
  'feedback.ts': ['alert', 'empty'],
  'layout.ts': ['flex', 'space', 'divider'],
  'typography.ts': ['typography'],
  'card.ts': ['card'],
  'descriptions.ts': ['descriptions'],
  'pagination.ts': ['pagination'],
  'tag.ts': ['tag'],
  'loading.tsx': ['spin'],
  'modal.ts': ['modal'],
  'confirm.tsx': ['modal'],
  'notify.tsx': ['notification'],
  'result.ts': ['result'],
};

describe('antd static CSS', () => {
  it('the files are what antd generates now (else: pnpm --filter @estante/ui antd-css)', () => {
    const expected = allCss() as Record<string, string>;
    const onDisk = fs.readdirSync(outDir).filter((f) => f.endsWith('.css')).sort();
    expect(onDisk).toEqual(Object.keys(expected).map((u) => `${u}.css`).sort());
    for (const [unit, css] of Object.entries(expected)) {
      expect(fs.readFileSync(path.join(outDir, `${unit}.css`), 'utf8'), `${unit}.css is stale`).toBe(css);
    }
  }, 60_000);

  it('the rules sit in the antd layer and read the theme from CSS variables', () => {
    const button = fs.readFileSync(path.join(outDir, 'button.css'), 'utf8');
    expect(button).toMatch(/^\/\*.*\*\/\n@layer antd \{/);
    expect(button).toContain('.ant-btn{');
    expect(button).toContain('var(--ant-color-primary)');
    // No hashed class (the page renders unhashed: theme.tsx) and no theme value baked in.
    expect(button).not.toMatch(/css-dev-only|:where\(\.css-/);
    expect(button).not.toContain('#1677ff');
  });

  it.each(Object.entries(entries))('%s imports the CSS of every component it renders', (file, components) => {
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    const imported = new Set([...text.matchAll(/import '\.\/antd-css\/([\w-]+)\.css';/g)].map((m) => m[1] ?? ''));
    const needed = new Set(components.flatMap((c) => unitsOf(c) as string[]));
    expect([...needed].filter((u) => !imported.has(u)), `${file} misses`).toEqual([]);
    expect([...imported].filter((u) => !needed.has(u)), `${file} imports unused`).toEqual([]);
  });

  it('every antd component an entry imports is listed above', () => {
    const antdImports = fs
      .readdirSync(src)
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.') && fs.readFileSync(path.join(src, f), 'utf8').match(/from 'antd\/es\/(?!config-provider|theme|locale)/))
      .sort();
    expect(antdImports.filter((f) => !(f in entries))).toEqual([]);
  });
});
