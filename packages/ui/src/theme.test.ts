import { describe, expect, it } from 'vitest';
import getDesignToken from 'antd/es/theme/getDesignToken';
import darkAlgorithm from 'antd/es/theme/themes/dark';
import { estanteTheme, themeFor, type Appearance } from './theme';

/** WCAG relative luminance of #rrggbb or rgba() over `under`. */
function rgb(colour: string, under: [number, number, number] = [255, 255, 255]): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    const n = parseInt(digits, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const m = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!m) throw new Error(`colour ${colour}`);
  const [r, g, b, a = 1] = m[1]!.split(',').map(Number) as [number, number, number, number?];
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
}
const luminance = ([r, g, b]: [number, number, number]) => {
  const c = [r, g, b].map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
};
function contrast(fg: string, bg: string): number {
  const back = rgb(bg);
  const [a, b] = [luminance(rgb(fg, back)), luminance(back)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe('themeFor', () => {
  it('light at zoom 0 is the brand theme', () => {
    expect(themeFor()).toEqual({ zeroRuntime: true, hashed: false, cssVar: { key: 'estante' }, token: estanteTheme.token });
  });

  it('dark and high contrast use antd’s dark algorithm', () => {
    expect(themeFor('dark').algorithm).toBe(darkAlgorithm);
    expect(themeFor('contrast').algorithm).toContain(darkAlgorithm);
    expect(themeFor('light').algorithm).toBeUndefined();
  });

  it('scales font size, control height and spacing with the zoom', () => {
    const token = themeFor('light', 1.4).token!;
    expect(token.fontSize).toBe(19.6);
    expect(token.controlHeight).toBe(44.8);
    expect(token.sizeUnit).toBe(5.6);
    expect(getDesignToken(themeFor('dark', 2)).fontSize).toBe(28);
  });

  it.each<Appearance>(['light', 'dark', 'contrast'])('%s: text, links and primary buttons meet WCAG AA contrast', (appearance) => {
    const token = getDesignToken(themeFor(appearance));
    expect(contrast(token.colorText, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorTextSecondary, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorLink, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorLink, token.colorBgLayout)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    // Danger buttons (outlined) and error messages.
    expect(contrast(token.colorError, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorErrorText, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
  });

  it('high contrast: black surfaces, white text, yellow actions', () => {
    const token = getDesignToken(themeFor('contrast'));
    expect(token.colorBgContainer).toBe('#000000');
    expect(token.colorText).toBe('#ffffff');
    expect(token.colorPrimary).toBe('#ffe600');
    expect(contrast(token.colorText, token.colorBgContainer)).toBe(21);
  });
});
