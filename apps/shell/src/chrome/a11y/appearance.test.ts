// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultPreferences, parsePreferences, preferencesStorageKey, ZOOM_STEPS, type Preferences } from '@estante/session';
import { applyPreferences, htmlClasses, rootFontSize, themeAppearance, zoomScale } from './appearance';

const prefs = (change: Partial<Preferences>): Preferences => ({ ...defaultPreferences, ...change });
const root = () => document.documentElement;

beforeEach(() => {
  root().className = '';
  root().removeAttribute('style');
  localStorage.clear();
});

describe('zoom', () => {
  it('each step adds its percent to the root font size', () => {
    expect(ZOOM_STEPS.map(rootFontSize)).toEqual(['100%', '120%', '140%', '160%', '180%', '200%']);
    expect(ZOOM_STEPS.map(zoomScale)).toEqual([1, 1.2, 1.4, 1.6, 1.8, 2]);
  });

  it('sets the root font size, and zoom 0 leaves the browser’s own', () => {
    applyPreferences(root(), prefs({ zoom: 60 }));
    expect(root().style.fontSize).toBe('160%');
    applyPreferences(root(), prefs({ zoom: 0 }));
    expect(root().style.fontSize).toBe('');
  });
});

describe('colour scheme, bold and dark mode', () => {
  it.each([
    ['normal', []],
    ['inverted', ['estante-scheme-inverted']],
    ['grayscale', ['estante-scheme-grayscale']],
    ['contrast', ['estante-scheme-contrast']],
  ] as const)('%s → %j on <html>', (cor, classes) => {
    expect(htmlClasses(prefs({ cor }))).toEqual(classes);
  });

  it('bold and dark mode add their classes; high contrast wins over dark mode', () => {
    expect(htmlClasses(prefs({ negrito: true, escuro: true }))).toEqual(['estante-bold', 'estante-dark']);
    expect(htmlClasses(prefs({ cor: 'contrast', escuro: true }))).toEqual(['estante-scheme-contrast']);
    expect(themeAppearance(prefs({ cor: 'contrast', escuro: true }))).toBe('contrast');
    expect(themeAppearance(prefs({ cor: 'inverted', escuro: true }))).toBe('dark');
    expect(themeAppearance(defaultPreferences)).toBe('light');
  });

  it('a change replaces the previous classes and leaves other classes alone', () => {
    root().classList.add('someone-elses');
    applyPreferences(root(), prefs({ cor: 'inverted', negrito: true }));
    expect([...root().classList].sort()).toEqual(['estante-bold', 'estante-scheme-inverted', 'someone-elses']);
    applyPreferences(root(), prefs({ cor: 'grayscale', escuro: true }));
    expect([...root().classList].sort()).toEqual(['estante-dark', 'estante-scheme-grayscale', 'someone-elses']);
    applyPreferences(root(), defaultPreferences);
    expect([...root().classList]).toEqual(['someone-elses']);
  });
});

describe('index.html applies the stored preferences before the first paint, by the same rules', () => {
  const html = fs.readFileSync(path.join(import.meta.dirname, '../../../index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];

  const stored = [
    JSON.stringify({ zoom: 40, cor: 'inverted', negrito: true, escuro: false, libras: false }),
    JSON.stringify({ zoom: 100, cor: 'contrast', escuro: true }),
    JSON.stringify({ zoom: 20, cor: 'grayscale', escuro: true }),
    JSON.stringify({ zoom: 30, cor: 'sepia', negrito: 'yes', escuro: 1 }),
    JSON.stringify({ zoom: '60', cor: 'normal' }),
    JSON.stringify([40, 'inverted']),
    'null',
    '42',
    '{"zoom": 40,',
    null,
  ];

  it.each(stored)('%s', (raw) => {
    expect(script).toBeTruthy();
    if (raw !== null) localStorage.setItem(preferencesStorageKey, raw);
    new Function(script!)();
    // (`js` is the script's own mark that scripts run, not a preference: it stays.)
    expect(root().classList.contains('js')).toBe(true);
    const early = { fontSize: root().style.fontSize, classes: [...root().classList].filter((c) => c !== 'js').sort() };
    root().className = '';
    root().removeAttribute('style');
    applyPreferences(root(), parsePreferences(raw));
    expect(early).toEqual({ fontSize: root().style.fontSize, classes: [...root().classList].sort() });
  });
});
