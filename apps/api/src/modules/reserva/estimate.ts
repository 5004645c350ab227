/**
 * The estimated wait of a hold (pure): copies free up at their loans' due dates, and each hold
 * ahead in the queue takes the first copy to come free for the pickup days plus its patron's loan
 * period; the hold is expected when a copy comes free after all of them.
 */

/** Days a released hold waits for its patron (the seed's released holds use the same). */
export const PRAZO_RETIRADA_DIAS = 3;

const DAY_MS = 86_400_000;

/** yyyy-mm-dd plus `days` (UTC). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (yyyy-mm-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The UTC date of an instant, yyyy-mm-dd. */
export const dateOf = (d: Date): string => d.toISOString().slice(0, 10);

/** A holdable copy as the estimate sees it. */
export interface CopyState {
  readonly situacao: string;
  /** Expected return of its open loan (yyyy-mm-dd), when on loan. */
  readonly devolucao: string | null;
  /** Days of a loan of this copy whatever the category ("Especial": 3), else null. */
  readonly prazoEspecialDias: number | null;
  /** Set aside for another patron's released hold: the last day to collect it, and that patron's loan days. */
  readonly retiradaAte: string | null;
  readonly prazoTitularDias: number | null;
}

/** When a copy is expected back on the shelf (never before today). */
export function copyFreeOn(today: string, c: CopyState): string {
  const atLeastToday = (d: string) => (d < today ? today : d);
  switch (c.situacao) {
    case 'emprestado':
      return atLeastToday(c.devolucao ?? today);
    case 'reservado':
      // Its patron collects it by the pickup limit and borrows it for a loan period.
      return atLeastToday(addDays(c.retiradaAte ?? addDays(today, PRAZO_RETIRADA_DIAS), c.prazoEspecialDias ?? c.prazoTitularDias ?? 0));
    case 'em_transito':
      return addDays(today, 1);
    default:
      return today;
  }
}

export interface Estimate {
  /** yyyy-mm-dd */
  readonly previsao: string;
  /** Days from today (0: now). */
  readonly dias: number;
}

/**
 * When a hold behind `ahead` (the loan days of each hold ahead of it, in queue order) is expected,
 * given the copies that can serve it; null when there are none.
 */
export function estimateWait(today: string, copies: readonly CopyState[], ahead: readonly number[], pickupDays = PRAZO_RETIRADA_DIAS): Estimate | null {
  if (copies.length === 0) return null;
  const free = copies.map((c) => ({ on: copyFreeOn(today, c), special: c.prazoEspecialDias }));
  const earliest = () => free.reduce((best, c) => (c.on < best.on ? c : best));
  for (const loanDays of ahead) {
    const copy = earliest();
    copy.on = addDays(copy.on, pickupDays + (copy.special ?? loanDays));
  }
  const previsao = earliest().on;
  return { previsao, dias: Math.max(0, daysBetween(today, previsao)) };
}
