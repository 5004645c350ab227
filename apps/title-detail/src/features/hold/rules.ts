import type { CombinacaoReserva, Exemplar } from '@estante/api-contract';
import type { FieldErrors, Resolver } from '@estante/ui/form';

/** The hold form's values: each a `valor` of the choices ('' not chosen), and the library's code. */
export interface HoldValues {
  volume: string;
  tomo: string;
  parte: string;
  material: string;
  biblioteca: string;
}

export const CHOICE_FIELDS = ['volume', 'tomo', 'parte', 'material'] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
export const HOLD_FIELDS = [...CHOICE_FIELDS, 'biblioteca'] as const;

export const EMPTY_HOLD: HoldValues = { volume: '', tomo: '', parte: '', material: '', biblioteca: '' };

export interface Library {
  readonly cod_biblioteca: number;
  readonly desc_biblioteca: string;
}

/**
 * The value of "none" for a choice the copies do not have (a single volume, no tome), as the
 * server's informacoes-iniciais gives it; used for a visitor's choices, made from the public copies.
 */
export const SEM_VALOR = '-';

/**
 * A visitor's choices, from the title's public copies (those that may be held: not "Consulta
 * local"), in the server's shape; `none` labels a missing volume, tome, part.
 */
export function combinationsFromCopies(copies: readonly Exemplar[], none: Readonly<Record<ChoiceField, string>>): { combinacoes: CombinacaoReserva[]; bibliotecas: Library[] } {
  const holdable = copies.filter((c) => c.tipo_emprestimo !== 'Consulta local');
  const byKey = new Map<string, CombinacaoReserva>();
  for (const c of holdable) {
    const option = (f: ChoiceField) => ({ valor: c[f] ?? SEM_VALOR, rotulo: c[f] ?? none[f] });
    const key = CHOICE_FIELDS.map((f) => option(f).valor).join('\u0000');
    const found = byKey.get(key);
    byKey.set(key, found ? { ...found, exemplares: found.exemplares + 1 } : { volume: option('volume'), tomo: option('tomo'), parte: option('parte'), material: option('material'), exemplares: 1 });
  }
  const libraries = new Map(holdable.map((c) => [c.cod_biblioteca, c.desc_biblioteca]));
  return {
    combinacoes: [...byKey.values()],
    bibliotecas: [...libraries].sort(([a], [b]) => a - b).map(([cod_biblioteca, desc_biblioteca]) => ({ cod_biblioteca, desc_biblioteca })),
  };
}

/** The combinations that fit every choice made, leaving out `except` (whose own options are being listed). */
function fitting(combos: readonly CombinacaoReserva[], values: HoldValues, except?: ChoiceField): CombinacaoReserva[] {
  return combos.filter((c) => CHOICE_FIELDS.every((f) => f === except || values[f] === '' || c[f].valor === values[f]));
}

/** The options of one choice: the values that holdable copies have, given the other choices made; first appearance order, numbers in order. */
export function optionsFor(combos: readonly CombinacaoReserva[], values: HoldValues, field: ChoiceField): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const c of fitting(combos, values, field)) if (!seen.has(c[field].valor)) seen.set(c[field].valor, c[field].rotulo);
  return [...seen]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => (a.value === SEM_VALOR ? -1 : b.value === SEM_VALOR ? 1 : a.label.localeCompare(b.label, undefined, { numeric: true })));
}

/**
 * The values after a change of `changed` (kept as chosen, even cleared): another choice no longer
 * among its options is cleared, and another field with a single option takes it (repeated until
 * nothing changes).
 * Answers only the fields that change.
 */
export function settle(combos: readonly CombinacaoReserva[], libraries: readonly Library[], values: HoldValues, changed?: keyof HoldValues): Partial<HoldValues> {
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
  if (next.biblioteca !== '' && !libraries.some((l) => String(l.cod_biblioteca) === next.biblioteca)) next.biblioteca = '';
  if (next.biblioteca === '' && changed !== 'biblioteca' && libraries.length === 1 && libraries[0]) next.biblioteca = String(libraries[0].cod_biblioteca);
  return Object.fromEntries(HOLD_FIELDS.filter((f) => next[f] !== values[f]).map((f) => [f, next[f]])) as Partial<HoldValues>;
}

const REQUIRED: Readonly<Record<keyof HoldValues, string>> = {
  volume: 'form.volumeRequired',
  tomo: 'form.tomoRequired',
  parte: 'form.parteRequired',
  material: 'form.materialRequired',
  biblioteca: 'form.bibliotecaRequired',
};

/** The form's rules (SPEC.md §5): volume, tome, part, material and the receiving library all chosen; each message under its field. */
export const holdResolver: Resolver<HoldValues> = (values) => {
  const errors: FieldErrors<HoldValues> = {};
  for (const f of HOLD_FIELDS) if (!values[f]) errors[f] = { type: 'required', message: REQUIRED[f] };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** The choices made so far, for validar-fila (fields not chosen left out). */
export function queueQuery(acervo: number, values: HoldValues) {
  return { acervo, ...Object.fromEntries(CHOICE_FIELDS.filter((f) => values[f] !== '').map((f) => [f, values[f]])) };
}

/** A new Idempotency-Key: one per form, so a repeated send makes one hold. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c?.getRandomValues?.(bytes);
  return `${Date.now().toString(36)}-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}${Math.random().toString(36).slice(2)}`;
}

export { holdDate } from './date';
