// @vitest-environment node
/**
 * The build-time loader that drops antd's in-page style generators (zero-runtime mode never calls
 * them): the style function goes, the component tokens (the theme's CSS variables) stay.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .cjs build script without types
import { stripStyleFunctions } from '../scripts/antd-static-styles-loader.cjs';

const require = createRequire(import.meta.url);
const antdFile = (rel: string) => fs.readFileSync(require.resolve(`antd/es/${rel}`), 'utf8');

describe('antd static styles loader', () => {
  it("replaces the button's style function and keeps its component tokens", () => {
    const source = antdFile('button/style/index.js');
    const { code, replaced } = stripStyleFunctions(source) as { code: string; replaced: number };
    expect(replaced).toBe(1);
    expect(code).toContain("genStyleHooks('Button', () => [], prepareComponentToken");
    expect(code).not.toMatch(/genStyleHooks\('Button', token =>/);
  });

  it('handles sub-style components and the wave effect', () => {
    expect(stripStyleFunctions(antdFile('tag/style/presetCmp.js')).replaced).toBe(1);
    expect(stripStyleFunctions(antdFile('_util/wave/style.js')).replaced).toBe(1);
  });

  it('leaves modules without a style factory untouched', () => {
    const source = antdFile('button/Button.js');
    expect(stripStyleFunctions(source)).toEqual({ code: source, replaced: 0 });
  });
});
