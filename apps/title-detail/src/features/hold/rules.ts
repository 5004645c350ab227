import type { CombinacaoReserva } from '@estante/api-contract';
import { CHOICE_FIELDS, settleChoices } from '../copy-choice/choices';

/** The hold form's values: each a `valor` of the choices ('' not chosen), and the library's code. */
export interface HoldValues {
  volume: string;
  tomo: string;
  parte: string;
  material: string;
  biblioteca: string;
}

export { CHOICE_FIELDS, optionsFor, SEM_VALOR, type ChoiceField } from '../copy-choice/choices';
export const HOLD_FIELDS = [...CHOICE_FIELDS, 'biblioteca'] as const;

export const EMPTY_HOLD: HoldValues = { volume: '', tomo: '', parte: '', material: '', biblioteca: '' };

export interface Library {
  readonly cod_biblioteca: number;
  readonly desc_biblioteca: string;
}

/**
 * The values after a change of `changed` (kept as chosen, even cleared): another choice no longer
 * among its options is cleared, and another field with a single option takes it (repeated until
 * nothing changes).
 * Answers only the fields that change.
 */
export function settle(combos: readonly CombinacaoReserva[], libraries: readonly Library[], values: HoldValues, changed?: keyof HoldValues): Partial<HoldValues> {
  const next = settleChoices(combos, values, changed);
  if (next.biblioteca !== '' && !libraries.some((l) => String(l.cod_biblioteca) === next.biblioteca)) next.biblioteca = '';
  if (next.biblioteca === '' && changed !== 'biblioteca' && libraries.length === 1 && libraries[0]) next.biblioteca = String(libraries[0].cod_biblioteca);
  return Object.fromEntries(HOLD_FIELDS.filter((f) => next[f] !== values[f]).map((f) => [f, next[f]])) as Partial<HoldValues>;
}

/** The message key of each field left unchosen (the form's resolver, resolver.ts). */
export const REQUIRED: Readonly<Record<keyof HoldValues, string>> = {
  volume: 'form.volumeRequired',
  tomo: 'form.tomoRequired',
  parte: 'form.parteRequired',
  material: 'form.materialRequired',
  biblioteca: 'form.bibliotecaRequired',
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

