import type { MotivoRenovacao } from '@estante/api-contract';

/** Renewals a loan may have, every category (migration 0017's default; the seed's MAX_RENEWALS). */
export const LIMITE_RENOVACOES_PADRAO = 2;
/** Most loans one renewal request may name. */
export const MAX_ITENS_RENOVACAO = 100;

/** What the renewal rules need of the patron. */
export interface PatronStanding {
  /** Blocked by the library, or a debt unpaid past the tolerance (the holds module's rule). */
  readonly bloqueado: boolean;
  /** Any unpaid debt. */
  readonly debitos: boolean;
}

/** One open loan of the patron, as the renewal rules see it. Days are YYYY-MM-DD. */
export interface LoanState {
  readonly devolucaoPrevista: string;
  readonly qtdeRenovacoes: number;
  readonly limiteRenovacoes: number;
  /** Another patron is queued ('fila') for the title. */
  readonly reservado: boolean;
  readonly ultimaRenovacao: string | null;
  /** The copy's special period if it has one, else the category's. */
  readonly prazoDias: number;
}

/** UTC day (YYYY-MM-DD) of an instant. */
export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** `day` plus `n` days. */
export const addDays = (day: string, n: number): string => dayOf(new Date(ms(day) + n * 86_400_000));
/** Whole days from `a` to `b` (negative when b is before a). */
export const daysBetween = (a: string, b: string): number => Math.round((ms(b) - ms(a)) / 86_400_000);

/** YYYY-MM-DD → dd/mm/yyyy (PERGAMUM-API.md). */
export const brDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Days the loan is past due today (0 when not overdue). */
export const daysOverdue = (loan: Pick<LoanState, 'devolucaoPrevista'>, today: string): number => Math.max(0, daysBetween(loan.devolucaoPrevista, today));

/**
 * Why renewing now is refused, or null when it may be renewed. The order is the contract's:
 * the patron's standing first (blocked, then any unpaid debt), then whether the copy is on loan to
 * this patron at all (`loan` undefined), then the loan itself: overdue, reserved by another patron,
 * at its renewal limit.
 */
export function refusalOf(standing: PatronStanding, loan: LoanState | undefined, today: string): MotivoRenovacao | null {
  if (standing.bloqueado) return 'USUARIO_BLOQUEADO';
  if (standing.debitos) return 'DEBITOS_PENDENTES';
  if (!loan) return 'EMPRESTIMO_NAO_ENCONTRADO';
  if (loan.devolucaoPrevista < today) return 'EMPRESTIMO_ATRASADO';
  if (loan.reservado) return 'RESERVADO';
  if (loan.qtdeRenovacoes >= loan.limiteRenovacoes) return 'LIMITE_RENOVACOES';
  return null;
}

/** A loan renewed today already: asking again answers renewed with its current date, without renewing again. */
export const renewedToday = (loan: LoanState, today: string): boolean => loan.ultimaRenovacao === today;

/** The due date after a renewal today: the later of the current one and today + the loan period. */
export function renewedDue(loan: Pick<LoanState, 'devolucaoPrevista' | 'prazoDias'>, today: string): string {
  const fromToday = addDays(today, loan.prazoDias);
  return fromToday > loan.devolucaoPrevista ? fromToday : loan.devolucaoPrevista;
}

export type Decision =
  | { readonly kind: 'renew'; readonly devolucaoPrevista: string; readonly qtdeRenovacoes: number }
  | { readonly kind: 'replay'; readonly devolucaoPrevista: string; readonly qtdeRenovacoes: number }
  | { readonly kind: 'refuse'; readonly motivo: MotivoRenovacao };

/**
 * What a renewal request does to one loan: a blocked or indebted patron is refused whatever the
 * loan; a loan renewed today answers renewed again (same date and count); otherwise the rules above.
 */
export function decide(standing: PatronStanding, loan: LoanState | undefined, today: string): Decision {
  if (loan && !standing.bloqueado && !standing.debitos && renewedToday(loan, today)) {
    return { kind: 'replay', devolucaoPrevista: loan.devolucaoPrevista, qtdeRenovacoes: loan.qtdeRenovacoes };
  }
  const motivo = refusalOf(standing, loan, today);
  if (motivo !== null || !loan) return { kind: 'refuse', motivo: motivo ?? 'EMPRESTIMO_NAO_ENCONTRADO' };
  return { kind: 'renew', devolucaoPrevista: renewedDue(loan, today), qtdeRenovacoes: loan.qtdeRenovacoes + 1 };
}
