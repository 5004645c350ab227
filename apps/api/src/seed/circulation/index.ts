import type { Queryable } from '../../db/db';
import { comments } from './comments';
import { otherDebts } from './debts';
import { cancelledHolds, holdQueues } from './holds';
import { borrowersOf, demoPatronLoans, lendEveryCopy, loanHistory } from './loans';
import { Calendar, type Plan } from './model';
import { loadStock } from './stock';
import { storePlan } from './store';
import { suggestions } from './suggestions';
import { seedRequests } from './requests';
import { seedAlerts } from './alerts';
import { demoRenewals } from './demo-renewals';

export { FINE_PER_DAY, LOAN_DAYS, loanDays, MAX_RENEWALS, PICKUP_DAYS, SPECIAL_LOAN_DAYS } from './model';

/**
 * Loans, holds, debts, comments and acquisition suggestions around the seeded people and copies.
 *
 * Always (also on a database seeded before): every copy 'emprestado' without an open loan gets one
 * (expected return = the copy's data_devolucao_prevista; an overdue one also gets its fine as an
 * open debt), and every copy 'reservado' without a released hold gets one. On the first run (no
 * loans, holds, debts, comments or suggestions yet) also: the demo patron's curated loans and holds,
 * a loan history per patron (renewals, late returns → fines, paid, discounted or open), holds in
 * queue for titles whose copies are all on loan, cancelled and fulfilled holds, comments and
 * suggestions. Everything is dated from `referenceDate` and drawn from seeded PRNGs (one per step,
 * so the steps' order below is part of the result): the same catalogue and date give the same rows
 * and codes.
 */
export async function seedCirculation(tx: Queryable, referenceDate: string): Promise<Record<string, number>> {
  const stock = await loadStock(tx, referenceDate);
  if (!stock) return {};
  const plan: Plan = { ref: referenceDate, calendar: new Calendar(), loans: [], debts: [], holds: [], comments: [], suggestions: [] };

  // What is out now: the demo patron's loans first, then every copy on loan or on hold.
  const taken = new Set<number>();
  const anaTitles = stock.fresh && stock.ana ? demoPatronLoans(plan, stock, stock.ana, taken) : new Set<number>();
  lendEveryCopy(plan, stock, taken);
  const borrowers = borrowersOf(plan.loans, stock.byExemplar);

  if (stock.fresh) {
    const history = loanHistory(plan, stock);
    otherDebts(plan, stock);
    holdQueues(plan, stock, borrowers, anaTitles);
    cancelledHolds(plan, stock);
    comments(plan, stock, history);
    suggestions(plan, stock);
  }
  const stored = await storePlan(tx, plan);
  // The demo master's student gets a loan reserved by another patron to show a refused renewal (only when the draw gave none).
  const reservaRenovacao = await demoRenewals(tx, referenceDate);
  // Loan requests (their own step: they read the stored copies and people, and add only to an empty table).
  const solicitacoes = await seedRequests(tx, referenceDate);
  // Alerts (their own step: built from the stored holds, loans and requests, only into an empty table).
  return { ...stored, reservaRenovacao, solicitacoes, alertas: await seedAlerts(tx, referenceDate) };
}
