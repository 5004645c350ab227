import type { CombinacaoReserva, MotivoReserva } from '@estante/api-contract';
import { say, type Lang, type Text } from '../../plugins/lang';
import { estimateWait, type CopyState, type Estimate } from './estimate';
import { MESSAGES, NENHUM } from './messages';

/** The value of a choice the copies do not have (a single volume, no tome, no part). */
export const SEM_VALOR = '-';

export const CHOICE_FIELDS = ['volume', 'tomo', 'parte', 'material'] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
/** A choice of volume, tome, part and material: each a value of `combinacoes` (SEM_VALOR for none), or undefined when not chosen. */
export type Choice = Readonly<Partial<Record<ChoiceField, string>>>;

/** A copy of the title as the hold rules see it. */
export interface CopyRow extends CopyState {
  readonly cod_exemplar: number;
  readonly cod_biblioteca: number;
  readonly desc_biblioteca: string;
  readonly volume: string | null;
  readonly tomo: string | null;
  readonly parte: string | null;
  readonly material: string;
  readonly permite_reserva: boolean;
}

/** A hold in the title's queue. */
export interface QueueRow {
  readonly cod_reserva: number;
  readonly posicao_fila: number;
  readonly volume: string | null;
  readonly tomo: string | null;
  readonly parte: string | null;
  /** null: placed before choices were kept (any copy serves it). */
  readonly material: string | null;
  /** Its patron's loan period (days). */
  readonly prazo_dias: number;
}

/** What the rules need to know of the patron and this title. */
export interface Standing {
  /** Blocked by the library, or a debt left unpaid past its grace days. */
  readonly bloqueado: boolean;
  /** An open loan of a copy of the title. */
  readonly emprestimo: boolean;
  /** An open hold of the title (in the queue or released). */
  readonly reservaAberta: boolean;
  /** Open holds of the patron (any title) and the category's limit. */
  readonly abertas: number;
  readonly limite: number;
}

/** Days an unpaid debt is tolerated before it blocks new holds. */
export const DIAS_TOLERANCIA_DEBITO = 30;

export interface Refusal {
  readonly status: number;
  readonly codigo: MotivoReserva;
  readonly text: Text;
  readonly params?: Readonly<Record<string, number>>;
}

const refuse = (status: number, codigo: MotivoReserva, text: Text, params?: Record<string, number>): Refusal => ({ status, codigo, text, ...(params ? { params } : {}) });

/** Why the title's copies allow no hold now (the same for anyone), or null: no copies, none holdable (reading in the library only), copies on the shelf. */
export function titleRefusalOf(copies: readonly CopyRow[]): Refusal | null {
  if (copies.length === 0) return refuse(422, 'SEM_EXEMPLARES', MESSAGES.semExemplares);
  const holdable = copies.filter((c) => c.permite_reserva);
  if (holdable.length === 0) return refuse(422, 'NENHUM_EXEMPLAR_RESERVAVEL', MESSAGES.nenhumReservavel);
  if (holdable.some((c) => c.situacao === 'disponivel')) return refuse(422, 'EXEMPLARES_DISPONIVEIS', MESSAGES.exemplaresDisponiveis);
  return null;
}

/**
 * Why the patron cannot hold the title now, or null. In order: the patron (blocked, a category that
 * may not hold), the patron and the title (holding it already, borrowing it), the title
 * (`titleRefusalOf`), then the patron's limit.
 */
export function refusalOf(standing: Standing, copies: readonly CopyRow[]): Refusal | null {
  if (standing.bloqueado) return refuse(403, 'USUARIO_BLOQUEADO', MESSAGES.usuarioBloqueado);
  if (standing.limite === 0) return refuse(403, 'CATEGORIA_SEM_RESERVA', MESSAGES.categoriaSemReserva);
  if (standing.reservaAberta) return refuse(409, 'RESERVA_DUPLICADA', MESSAGES.reservaDuplicada);
  if (standing.emprestimo) return refuse(422, 'EMPRESTIMO_ATIVO', MESSAGES.emprestimoAtivo);
  const title = titleRefusalOf(copies);
  if (title) return title;
  if (standing.abertas >= standing.limite) return refuse(422, 'LIMITE_RESERVAS_EXCEDIDO', MESSAGES.limiteReservas, { n: standing.limite });
  return null;
}

/** A copy's value of a choice field (SEM_VALOR where it has none). */
export const valueOf = (c: { readonly [k in ChoiceField]: string | null }, field: ChoiceField): string => c[field] ?? SEM_VALOR;

/** The copy fits every field chosen so far. */
export const fits = (copy: CopyRow, choice: Choice): boolean => CHOICE_FIELDS.every((f) => choice[f] === undefined || valueOf(copy, f) === choice[f]);

/** The choice as stored on the hold (null for none). */
export const storedChoice = (choice: Required<Choice>) =>
  Object.fromEntries(CHOICE_FIELDS.map((f) => [f, choice[f] === SEM_VALOR ? null : choice[f]])) as Record<ChoiceField, string | null>;

/** A hold ahead competes for the copies `choice` wants: it wants the same combination, or any copy (placed before choices were kept). */
function competes(hold: QueueRow, choice: Choice): boolean {
  if (hold.material === null) return true;
  return CHOICE_FIELDS.every((f) => choice[f] === undefined || valueOf(hold, f) === choice[f]);
}

/** The estimate of a hold on `choice` behind the holds of `queue` before `position`. */
export function estimateFor(today: string, copies: readonly CopyRow[], queue: readonly QueueRow[], choice: Choice, position: number): Estimate | null {
  const serving = copies.filter((c) => c.permite_reserva && fits(c, choice));
  const ahead = queue.filter((h) => h.posicao_fila < position && competes(h, choice)).map((h) => h.prazo_dias);
  return estimateWait(today, serving, ahead);
}

/** The distinct combinations of the holdable copies, labelled in `lang`, in a stable order. */
export function combinationsOf(copies: readonly CopyRow[], lang: Lang): CombinacaoReserva[] {
  const byKey = new Map<string, CombinacaoReserva>();
  for (const c of copies) {
    if (!c.permite_reserva) continue;
    const key = CHOICE_FIELDS.map((f) => valueOf(c, f)).join('\u0000');
    const found = byKey.get(key);
    if (found) {
      byKey.set(key, { ...found, exemplares: found.exemplares + 1 });
      continue;
    }
    const option = (f: ChoiceField) => ({ valor: valueOf(c, f), rotulo: c[f] ?? say(NENHUM[f], lang) });
    byKey.set(key, { volume: option('volume'), tomo: option('tomo'), parte: option('parte'), material: option('material'), exemplares: 1 });
  }
  const sortKey = (x: CombinacaoReserva) => CHOICE_FIELDS.map((f) => x[f].valor).join('\u0000');
  return [...byKey.values()].sort((a, b) => sortKey(a).localeCompare(sortKey(b), 'pt', { numeric: true }));
}

const REQUIRED: Readonly<Record<ChoiceField, Text>> = {
  volume: MESSAGES.volumeObrigatorio,
  tomo: MESSAGES.tomoObrigatorio,
  parte: MESSAGES.parteObrigatoria,
  material: MESSAGES.materialObrigatorio,
};

/** A choice value as sent: trimmed, '' or absent meaning not chosen. */
export const chosen = (v: string | null | undefined): string | undefined => {
  const t = v?.trim();
  return t ? t : undefined;
};

/**
 * The first problem of a choice, field by field: a value no holdable copy has (given what was chosen
 * before it), or — when `complete` — a field not chosen. null when it holds.
 */
export function choiceProblem(copies: readonly CopyRow[], choice: Choice, complete: boolean): { campo: ChoiceField; text: Text } | null {
  const holdable = copies.filter((c) => c.permite_reserva);
  const sofar: Partial<Record<ChoiceField, string>> = {};
  for (const f of CHOICE_FIELDS) {
    const v = choice[f];
    if (v === undefined) {
      if (complete) return { campo: f, text: REQUIRED[f] };
      continue;
    }
    sofar[f] = v;
    if (!holdable.some((c) => fits(c, sofar))) return { campo: f, text: MESSAGES.escolhaIndisponivel };
  }
  return null;
}
