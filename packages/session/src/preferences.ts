import { persistentAtom, readJson } from './persistent';
import { serverSnapshot } from './store';

/** Zoom options of the accessibility bar: percent added to the root font size (SPEC.md §9). */
export const ZOOM_STEPS = [0, 20, 40, 60, 80, 100] as const;
export type Zoom = (typeof ZOOM_STEPS)[number];

/** Colour schemes of the accessibility bar (SPEC.md §9: normal, inverted, grayscale, contrast). */
export const COLOUR_SCHEMES = ['normal', 'inverted', 'grayscale', 'contrast'] as const;
export type ColourScheme = (typeof COLOUR_SCHEMES)[number];

/**
 * Accessibility settings of the visitor (SPEC.md §3: zoom, cor, negrito, libras; plus dark mode).
 * Field names follow the SPEC's, so a stored value reads like the real installations'.
 */
export interface Preferences {
  /** Percent added to the root font size. */
  readonly zoom: Zoom;
  /** Colour scheme. */
  readonly cor: ColourScheme;
  /** Bold body text. */
  readonly negrito: boolean;
  /** Dark mode. */
  readonly escuro: boolean;
  /** Sign language (the VLibras widget). */
  readonly libras: boolean;
}

export const defaultPreferences: Preferences = Object.freeze({ zoom: 0, cor: 'normal', negrito: false, escuro: false, libras: false });

/** localStorage key of the preferences: plain JSON (nothing secret in it). */
export const preferencesStorageKey = 'estante.preferences';

/** What a valid value of each field is. */
const validators: { readonly [K in keyof Preferences]: (v: unknown) => v is Preferences[K] } = {
  zoom: (v): v is Zoom => (ZOOM_STEPS as readonly unknown[]).includes(v),
  cor: (v): v is ColourScheme => (COLOUR_SCHEMES as readonly unknown[]).includes(v),
  negrito: (v): v is boolean => typeof v === 'boolean',
  escuro: (v): v is boolean => typeof v === 'boolean',
  libras: (v): v is boolean => typeof v === 'boolean',
};
const fields = Object.keys(validators) as (keyof Preferences)[];

/** `base` with each field of `change` that is valid (unknown fields and invalid values are dropped). */
function merge(base: Preferences, change: Readonly<Record<string, unknown>>): Preferences {
  const next: Record<string, unknown> = { ...base };
  for (const field of fields) if (validators[field](change[field])) next[field] = change[field];
  return next as unknown as Preferences;
}

/**
 * Preferences from whatever was stored: each field that is missing, of the wrong type or out of
 * range falls back to its default (a corrupted value never breaks the page or sticks).
 */
export function parsePreferences(raw: string | null | undefined): Preferences {
  const value = readJson(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return defaultPreferences;
  return merge(defaultPreferences, value as Record<string, unknown>);
}

const isDefault = (p: Preferences) => fields.every((field) => p[field] === defaultPreferences[field]);

/** The visitor's accessibility preferences, shared by the shell and every remote (and every tab). */
export const $preferences = persistentAtom<Preferences>(preferencesStorageKey, defaultPreferences, {
  decode: parsePreferences,
  encode: (p) => (isDefault(p) ? undefined : JSON.stringify(p)),
});

// The server renders the default look; the visitor's own applies once the page has hydrated (index.html
// sets the zoom, scheme and dark mode on <html> before the first paint, from the stored copy).
serverSnapshot($preferences, () => defaultPreferences);

/** Change some preferences: invalid values are ignored; the result is stored at once. */
export function setPreferences(change: Partial<Preferences>): void {
  $preferences.set(merge($preferences.get(), change));
}

/** Back to the defaults (and forget the stored copy). */
export function resetPreferences(): void {
  $preferences.set(defaultPreferences);
}
