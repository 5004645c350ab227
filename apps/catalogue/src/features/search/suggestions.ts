/** Wait after the last key before asking the server (typing fast asks once). */
export const SUGGEST_DELAY_MS = 200;
/** The server completes a last word of at least 2 letters. */
export const SUGGEST_MIN = 2;

/** Whether typed text is worth completing. */
export const worthSuggesting = (text: string): boolean => text.trim().length >= SUGGEST_MIN;

/** The server's completions of `typed` worth showing: not the typed text itself (case and outer spaces ignored). */
export function completions(list: readonly string[], typed: string): readonly string[] {
  const own = typed.trim().toLowerCase();
  return list.filter((s) => s.trim().toLowerCase() !== own);
}

export type ComboboxMove = { readonly kind: 'active'; readonly index: number } | { readonly kind: 'pick'; readonly index: number } | { readonly kind: 'close' } | null;

/**
 * What a key does in the search box while its list of `count` suggestions is open (`active` the
 * highlighted one, -1 none): arrows move round the list, Enter picks the highlighted one, Escape
 * closes; anything else (Enter with none highlighted: the search itself) is left to the box.
 */
export function comboboxKey(key: string, active: number, count: number): ComboboxMove {
  if (count === 0) return null;
  if (key === 'ArrowDown') return { kind: 'active', index: (active + 1) % count };
  if (key === 'ArrowUp') return { kind: 'active', index: active <= 0 ? count - 1 : active - 1 };
  if (key === 'Enter' && active >= 0) return { kind: 'pick', index: active };
  if (key === 'Escape') return { kind: 'close' };
  return null;
}
