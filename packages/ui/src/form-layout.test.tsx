import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import tokens from './theme-tokens.json';
import { Select } from './select';

// Issue 29: native selects the height of inputs, fields of a row aligned on one line. jsdom lays
// nothing out, so these check the rules themselves: the select reads the variables antd's Input is
// sized by, and those add up to the Input's height.
const here = path.dirname(fileURLToPath(import.meta.url));
const css = (file: string) => readFileSync(path.join(here, file), 'utf8');

/** The declarations of the rules whose selector is exactly `selector` (a property's first one). */
function rule(source: string, selector: string): Record<string, string> {
  const found = [...source.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter((m) => m[1]!.replace(/\/\*[\s\S]*?\*\//g, '').trim() === selector);
  expect(found.length, `a rule for ${selector}`).toBeGreaterThan(0);
  const declarations: Record<string, string> = {};
  for (const m of found) {
    for (const d of m[2]!.split(';').map((x) => x.trim()).filter(Boolean)) {
      const name = d.slice(0, d.indexOf(':')).trim();
      declarations[name] ??= d.slice(d.indexOf(':') + 1).trim();
    }
  }
  return declarations;
}

const theme = css('antd-theme.css');
const scope = rule(theme, `.${tokens.cssVarKey}`);
const inputScope = rule(theme, `.${tokens.cssVarKey}.ant-input-css-var`);
const px = (v: string | undefined) => {
  expect(v, 'a length').toMatch(/^[0-9.]+(px|rem)?$/);
  return v!.endsWith('rem') ? parseFloat(v!) * 16 : parseFloat(v!);
};
/** `var(--x, fallback)` → [name, fallback]. */
const variable = (value: string | undefined) => {
  const m = /^var\((--[a-z0-9-]+),\s*([^)]+)\)$/.exec(value ?? '');
  expect(m, `${value} reads one variable with a fallback`).not.toBeNull();
  return [m![1]!, m![2]!.trim()] as const;
};

describe('the native select is the height of antd’s Input', () => {
  const select = rule(css('select.css'), '.estante-select');
  const large = rule(css('select.css'), '.estante-select.estante-select--large');
  const antdInput = rule(css('antd.css'), '.ant-input');

  it('antd’s Input is its line, padding and border: the control height (32 px; large 40 px)', () => {
    const line = px(inputScope['--ant-input-input-font-size']) * Number(scope['--ant-line-height']);
    const height = 2 * px(inputScope['--ant-input-padding-block']) + line + 2 * px(scope['--ant-line-width']);
    expect(Math.round(height)).toBe(px(scope['--ant-control-height']));
    const lineLg = px(inputScope['--ant-input-input-font-size-lg']) * Number(scope['--ant-line-height-lg']);
    expect(Math.round(2 * px(inputScope['--ant-input-padding-block-lg']) + lineLg + 2 * px(scope['--ant-line-width']))).toBe(px(scope['--ant-control-height-lg']));
    // … sized by those variables, as the static rules say.
    expect(antdInput.padding).toBe('var(--ant-input-padding-block) var(--ant-input-padding-inline)');
    expect(antdInput['font-size']).toBe('var(--ant-input-input-font-size)');
    expect(antdInput['border-radius']).toBe('var(--ant-border-radius)');
  });

  it('the select reads the same variables (height, font size, radius, border), with antd’s defaults as the fallback', () => {
    const reads: [string, string | undefined][] = [
      ['--ant-control-height', select.height],
      ['--ant-font-size', select['font-size']],
      ['--ant-border-radius', select['border-radius']],
      ['--ant-control-height-lg', large.height],
      ['--ant-font-size-lg', large['font-size']],
      ['--ant-border-radius-lg', large['border-radius']],
    ];
    for (const [name, value] of reads) {
      const [read, fallback] = variable(value);
      expect(read).toBe(name);
      expect(px(fallback), `${name}'s fallback`).toBe(px(scope[name]));
    }
    expect(select['box-sizing']).toBe('border-box');
    expect(select.border).toMatch(/^var\(--ant-line-width, 1px\) solid /);
    // antd's Input's inline padding (11 px) is its small padding less the border.
    expect(select['padding-inline']).toMatch(/^calc\(var\(--ant-padding-sm, 0\.75rem\) - var\(--ant-line-width, 1px\)\) /);
    expect(px(inputScope['--ant-input-padding-inline'])).toBe(px(scope['--ant-padding-sm']) - px(scope['--ant-line-width']));
  });

  it('every antd variable the select reads is set in antd’s scope, which the select carries', () => {
    const read = [...css('select.css').matchAll(/var\((--ant-[a-z0-9-]+)/g)].map((m) => m[1]!);
    expect(read.length).toBeGreaterThan(5);
    expect(read.filter((name) => !(name in scope))).toEqual([]);
    const html = renderToStaticMarkup(<Select value="a" onChange={() => undefined} options={[{ value: 'a', label: 'A' }]} />);
    expect(html).toMatch(new RegExp(`class="estante-select ${tokens.cssVarKey}"`));
    const big = renderToStaticMarkup(<Select value="a" size="large" onChange={() => undefined} options={[{ value: 'a', label: 'A' }]} />);
    expect(big).toMatch(new RegExp(`class="estante-select ${tokens.cssVarKey} estante-select--large"`));
  });
});

describe('fields side by side (FormRow) line up their controls', () => {
  const form = css('form.css');
  it('the row is a grid of two columns that shrink, each child a band of four rows (label, hint, control, message)', () => {
    expect(rule(form, '.estante-form__row')).toMatchObject({ display: 'grid', 'grid-template-columns': 'repeat(2, minmax(0, 1fr))' });
    expect(rule(form, '.estante-form__row > *')['grid-row']).toBe('span 4');
  });
  it('each field takes the row’s rows as its own (subgrid): label 1, hint 2, control 3, message 4', () => {
    expect(rule(form, '.estante-form__row .estante-form__field')).toMatchObject({ display: 'grid', 'grid-row': 'span 4', 'grid-template-rows': 'subgrid' });
    // a block holding fields (two in one cell) passes the rows on to them
    expect(rule(form, '.estante-form__row > :not(.estante-form__field):has(> .estante-form__field)')).toMatchObject({ display: 'grid', 'grid-template-rows': 'subgrid' });
    expect(rule(form, '.estante-form__row .estante-form__field > .estante-form__label')['grid-row']).toBe('1');
    expect(rule(form, '.estante-form__row .estante-form__field > .estante-form__hint')['grid-row']).toBe('2');
    expect(rule(form, '.estante-form__row .estante-form__field > .estante-form__control')['grid-row']).toBe('3');
    expect(rule(form, '.estante-form__row .estante-form__field > .estante-form__error')['grid-row']).toBe('4');
  });
  it('one column on a phone', () => {
    expect(form).toMatch(/@media \(max-width: 560px\) \{\s*\.estante-form__row \{ grid-template-columns: minmax\(0, 1fr\); \}/);
  });
});
