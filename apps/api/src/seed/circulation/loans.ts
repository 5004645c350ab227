import { intIn, pick, prng, shuffled } from '../../lib/random';
import { addDays, daysBetween } from '../date';
import { DEMO } from '../people';
import { lateReturnFine, overdueFine } from './debts';
import { fulfilledHold, releasedHold } from './holds';
import { FAR, loanDays, MAX_RENEWALS, readable, weightedPick, type Copy, type Loan, type Person, type Plan, type Stock } from './model';

/**
 * An open loan of `copy` due on its data_devolucao_prevista, with up to `renewals` renewals (fewer
 * when the copy was catalogued later), and its fine when overdue.
 */
export function openLoan(plan: Plan, copy: Copy, person: Person, renewals: number): Loan {
  const { ref } = plan;
  const due = copy.data_devolucao_prevista ?? ref;
  const days = loanDays(person.cod_categoria, copy.tipo_emprestimo);
  let k = renewals;
  while (k > 0 && copy.data_catalogacao && addDays(due, -days * (1 + k)) <= copy.data_catalogacao) k--;
  let start = addDays(due, -days * (1 + k));
  if (start > ref) {
    // Due further ahead than the patron's loan period (copies of an older seed): lent today.
    k = 0;
    start = ref;
  }
  const loan = {
    cod_exemplar: copy.cod_exemplar,
    cod_pessoa: person.cod_pessoa,
    data_emprestimo: start,
    data_devolucao_prevista: due,
    data_devolucao: null,
    qtde_renovacoes: k,
    data_ultima_renovacao: k > 0 ? addDays(due, -days) : null,
  };
  plan.loans.push(loan);
  plan.calendar.add(copy.cod_exemplar, loan.data_emprestimo, FAR);
  const late = daysBetween(due, ref);
  if (late > 0) overdueFine(plan, copy, loan, late);
  return loan;
}

/**
 * The demo patron's curated loans (one late, one current, one renewed twice; Portuguese books first)
 * and a released hold. Adds the copies used to `taken` and their titles to the returned set.
 */
export function demoPatronLoans(plan: Plan, { copies, withOpenLoan, withReleasedHold }: Stock, ana: Person, taken: Set<number>): Set<number> {
  const { ref } = plan;
  const anaTitles = new Set<number>();
  const r = prng(0xa7a);
  const due = (c: Copy) => daysBetween(ref, c.data_devolucao_prevista ?? ref);
  const onLoan = copies.filter((c) => c.situacao === 'emprestado' && c.tipo_emprestimo === 'Normal' && !withOpenLoan.has(c.cod_exemplar));
  // Portuguese books first, then English ones, then anything on loan; shuffled within each group.
  const groups = (ok: (c: Copy) => boolean) => [
    ...shuffled(r, onLoan.filter((c) => ok(c) && readable(c) && c.idioma === 'por')),
    ...shuffled(r, onLoan.filter((c) => ok(c) && readable(c) && c.idioma !== 'por')),
    ...shuffled(r, onLoan.filter((c) => ok(c) && !readable(c))),
  ];
  const lateOnes = groups((c) => due(c) < 0);
  const current = groups((c) => due(c) > 0 && due(c) <= 14);
  const picks: [Copy | undefined, number][] = [
    [lateOnes[0], 1],
    [current.find((c) => c.cod_acervo !== lateOnes[0]?.cod_acervo), 0],
  ];
  picks.push([current.find((c) => c.cod_acervo !== picks[0]?.[0]?.cod_acervo && c.cod_acervo !== picks[1]?.[0]?.cod_acervo), MAX_RENEWALS]);
  for (const [copy, k] of picks) {
    if (!copy || taken.has(copy.cod_exemplar)) continue;
    openLoan(plan, copy, ana, k);
    taken.add(copy.cod_exemplar);
    anaTitles.add(copy.cod_acervo);
  }
  const held = copies.filter((c) => c.situacao === 'reservado' && !withReleasedHold.has(c.cod_exemplar) && !anaTitles.has(c.cod_acervo));
  const copy = shuffled(r, held.filter(readable))[0] ?? held[0];
  if (copy) {
    releasedHold(plan, copy, ana, r);
    taken.add(copy.cod_exemplar);
    anaTitles.add(copy.cod_acervo);
  }
  return anaTitles;
}

/** Every copy on loan gets exactly one open loan, every copy on hold a released hold (other than the demo patron's). */
export function lendEveryCopy(plan: Plan, { copies, active, withOpenLoan, withReleasedHold }: Stock, taken: Set<number>): void {
  const pool = active.filter((p) => p.cod_pessoa !== DEMO.ana);
  for (const copy of copies) {
    if (taken.has(copy.cod_exemplar)) continue;
    const r = prng(Math.imul(copy.cod_exemplar, 0x85ebca6b) ^ 0x10a4);
    if (copy.situacao === 'emprestado' && !withOpenLoan.has(copy.cod_exemplar)) {
      const offset = daysBetween(plan.ref, copy.data_devolucao_prevista ?? plan.ref);
      const eligible = pool.filter((p) => offset <= 0 || loanDays(p.cod_categoria, copy.tipo_emprestimo) >= offset);
      const person = weightedPick(r, eligible.length > 0 ? eligible : pool);
      if (!person) continue;
      const x = r();
      openLoan(plan, copy, person, copy.tipo_emprestimo === 'Normal' ? (x < 0.6 ? 0 : x < 0.85 ? 1 : 2) : 0);
    } else if (copy.situacao === 'reservado' && !withReleasedHold.has(copy.cod_exemplar)) {
      const person = weightedPick(r, pool);
      if (person) releasedHold(plan, copy, person, r);
    }
  }
}

/** cod_acervo → the patrons with one of `loans` of it. */
export function borrowersOf(loans: Loan[], byExemplar: Map<number, Copy>): Map<number, Set<number>> {
  const borrowers = new Map<number, Set<number>>();
  for (const l of loans) {
    const copy = byExemplar.get(l.cod_exemplar);
    if (!copy) continue;
    const set = borrowers.get(copy.cod_acervo) ?? new Set<number>();
    set.add(l.cod_pessoa);
    borrowers.set(copy.cod_acervo, set);
  }
  return borrowers;
}

/**
 * Each patron's past loans (how many depends on the category): returned, some renewed, some late (→
 * fines), some begun as a fulfilled hold; never overlapping another loan of the copy, never a title the
 * patron has on loan now. Returns them (also added to the plan's loans, after the loop).
 */
export function loanHistory(plan: Plan, { people, copies, byExemplar }: Stock): Loan[] {
  const { ref, calendar } = plan;
  for (const c of copies) if (c.situacao === 'em_transito') calendar.add(c.cod_exemplar, addDays(ref, -5), FAR);
  const lendable = copies.filter((c) => c.tipo_emprestimo !== 'Consulta local');
  const history: Loan[] = [];
  const onLoanNow = new Set(plan.loans.map((l) => `${byExemplar.get(l.cod_exemplar)?.cod_acervo}:${l.cod_pessoa}`));
  for (const person of people) {
    const r = prng(0xc1c0 + person.cod_pessoa);
    const cat = person.cod_categoria;
    const n = cat === '04' ? intIn(r, 10, 16) : ['03', '08', '09'].includes(cat) ? intIn(r, 6, 12) : cat === '14' ? intIn(r, 1, 4) : intIn(r, 3, 10);
    let made = 0;
    for (let attempt = 0; made < n && attempt < n * 20 && lendable.length > 0; attempt++) {
      const copy = pick(r, lendable);
      const x = r();
      const k = x < 0.6 ? 0 : x < 0.85 ? 1 : MAX_RENEWALS;
      const days = loanDays(cat, copy.tipo_emprestimo);
      const start = addDays(ref, -intIn(r, 7, 400));
      const due = addDays(start, days * (1 + k));
      const late = r() < 0.15 ? intIn(r, 1, 15) : 0;
      const returned = late > 0 ? addDays(due, late) : addDays(due, -intIn(r, 0, Math.min(days - 1, 10)));
      if (
        (copy.data_catalogacao && start <= copy.data_catalogacao) ||
        returned >= ref ||
        onLoanNow.has(`${copy.cod_acervo}:${person.cod_pessoa}`) ||
        !calendar.free(copy.cod_exemplar, start, returned)
      ) {
        continue;
      }
      calendar.add(copy.cod_exemplar, start, returned);
      const loan = {
        cod_exemplar: copy.cod_exemplar,
        cod_pessoa: person.cod_pessoa,
        data_emprestimo: start,
        data_devolucao_prevista: due,
        data_devolucao: returned,
        qtde_renovacoes: k,
        data_ultima_renovacao: k > 0 ? addDays(start, days * k) : null,
      };
      history.push(loan);
      made++;
      if (late > 0) lateReturnFine(plan, r, copy, loan, late);
      // Some loans began as a hold that was fulfilled.
      if (r() < 0.12) fulfilledHold(plan, r, copy, loan);
    }
  }
  plan.loans.push(...history);
  return history;
}
