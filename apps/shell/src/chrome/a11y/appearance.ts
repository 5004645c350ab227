import type { ColourScheme, Preferences, Zoom } from '@estante/session';
import type { Appearance } from '@estante/ui/theme';

/**
 * How the accessibility preferences show on the page: the root font size and classes on <html>,
 * read by packages/ui/src/base.css (every remote) and the shell's styles. index.html runs the same
 * rules before the first paint (a unit test keeps the two in step).
 */

/** Root font size for a zoom step: 100% × (1 + zoom/100), so everything in rem grows with it. */
export function rootFontSize(zoom: Zoom): string {
  return `${100 + zoom}%`;
}

/** antd's scale for a zoom step (its sizes are px: the theme multiplies them). */
export function zoomScale(zoom: Zoom): number {
  return 1 + zoom / 100;
}

/** Class on <html> for each colour scheme (normal has none). */
export const schemeClasses: Readonly<Record<ColourScheme, string | null>> = {
  normal: null,
  inverted: 'estante-scheme-inverted',
  grayscale: 'estante-scheme-grayscale',
  contrast: 'estante-scheme-contrast',
};
export const BOLD_CLASS = 'estante-bold';
export const DARK_CLASS = 'estante-dark';

/** Every class these rules may set, so a change removes the previous ones. */
const ownClasses = [...Object.values(schemeClasses).filter((c): c is string => c !== null), BOLD_CLASS, DARK_CLASS];

/** The classes <html> carries for these preferences. */
export function htmlClasses(prefs: Preferences): string[] {
  const classes: string[] = [];
  const scheme = schemeClasses[prefs.cor];
  if (scheme) classes.push(scheme);
  if (prefs.negrito) classes.push(BOLD_CLASS);
  // High contrast has its own dark palette; dark mode on top of it would change nothing.
  if (prefs.escuro && prefs.cor !== 'contrast') classes.push(DARK_CLASS);
  return classes;
}

/** antd's appearance: high contrast wins over dark mode. */
export function themeAppearance(prefs: Preferences): Appearance {
  if (prefs.cor === 'contrast') return 'contrast';
  return prefs.escuro ? 'dark' : 'light';
}

/** Apply the preferences to <html>: root font size and classes (other classes are left alone). */
export function applyPreferences(root: HTMLElement, prefs: Preferences): void {
  root.style.fontSize = prefs.zoom === 0 ? '' : rootFontSize(prefs.zoom);
  root.classList.remove(...ownClasses);
  root.classList.add(...htmlClasses(prefs));
}
