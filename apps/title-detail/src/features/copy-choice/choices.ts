/**
 * Choosing a copy by volume, tome, part and material (SPEC.md §5: all four must be chosen for a hold
 * and for a loan request): each select offers only the values the title's copies have given the
 * other choices, and a select left with one value takes it. The hold and the request forms share it.
 */

export const CHOICE_FIELDS = ['volume', 'tomo', 'parte', 'material'] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
export type ChoiceValues = Record<ChoiceField, string>;

/** The value of "none" for a choice the copies do not have (a single volume, no tome), as the server gives it. */
export const SEM_VALOR = '-';

/** One combination of the copies: the value and label of each choice (the server's shape). */
export type Combination = Readonly<Record<ChoiceField, { readonly valor: string; readonly rotulo: string }>>;

/** The combinations that fit every choice made, leaving out `except` (whose own options are being listed). */
export function fitting<C extends Combination>(combos: readonly C[], values: ChoiceValues, except?: ChoiceField): C[] {
  return combos.filter((c) => CHOICE_FIELDS.every((f) => f === except || values[f] === '' || c[f].valor === values[f]));
}

/** The options of one choice: the values the copies have, given the other choices made ("none" first, then in natural order). */
export function optionsFor(
  combos: readonly Combination[],
  values: ChoiceValues,
  field: ChoiceField,
  labelOf: (label: string) => string = (label) => label,
): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const c of fitting(combos, values, field)) if (!seen.has(c[field].valor)) seen.set(c[field].valor, labelOf(c[field].rotulo));
  return [...seen]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => (a.value === SEM_VALOR ? -1 : b.value === SEM_VALOR ? 1 : a.label.localeCompare(b.label, undefined, { numeric: true })));
}

/**
 * The four choices after a change of `changed` (kept as chosen, even cleared: a select the reader
 * cleared is not filled again over them): another choice no longer among its options is cleared,
 * and one with a single option takes it, repeated until nothing moves.
 */
export function settleChoices<V extends ChoiceValues>(combos: readonly Combination[], values: V, changed?: string): V {
  const next = { ...values };
  for (let round = 0; round < CHOICE_FIELDS.length + 1; round++) {
    let moved = false;
    for (const f of CHOICE_FIELDS) {
      const options = optionsFor(combos, next, f);
      if (next[f] !== '' && f !== changed && !options.some((o) => o.value === next[f])) {
        next[f] = '';
        moved = true;
      }
      if (next[f] === '' && f !== changed && options.length === 1 && options[0]) {
        next[f] = options[0].value;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return next;
}
