import { intIn, pick, prng, shuffled } from '../../lib/random';
import { addDays } from '../date';
import { DEMO } from '../people';
import { at, FAR, PICKUP_DAYS, readable, weightedPick, type Copy, type Loan, type Person, type Plan, type Stock } from './model';

const CANCEL_REASONS = ['Cancelada pelo usuário.', 'Prazo de retirada expirado.', 'Cancelada pela biblioteca: exemplar em restauração.'];

/** A hold released on `copy` in the last days, waiting for `person` to pick it up. */
export function releasedHold(plan: Plan, copy: Copy, person: Person, r: () => number): void {
  const { ref } = plan;
  const liberacao = addDays(ref, -intIn(r, 0, 2));
  plan.holds.push({
    cod_acervo: copy.cod_acervo,
    cod_exemplar: copy.cod_exemplar,
    cod_pessoa: person.cod_pessoa,
    cod_biblioteca: copy.cod_biblioteca,
    situacao: 'liberada',
    posicao_fila: null,
    data_reserva: at(addDays(liberacao, -intIn(r, 3, 30)), r),
    data_liberacao: liberacao,
    data_limite_retirada: addDays(liberacao, PICKUP_DAYS),
    data_cancelamento: null,
    motivo_cancelamento: null,
  });
  plan.calendar.add(copy.cod_exemplar, addDays(liberacao, -1), FAR);
}

/** The fulfilled hold a loan of the history began as. */
export function fulfilledHold(plan: Plan, r: () => number, copy: Copy, loan: Loan): void {
  const liberacao = addDays(loan.data_emprestimo, -intIn(r, 0, 2));
  plan.holds.push({
    cod_acervo: copy.cod_acervo,
    cod_exemplar: copy.cod_exemplar,
    cod_pessoa: loan.cod_pessoa,
    cod_biblioteca: copy.cod_biblioteca,
    situacao: 'atendida',
    posicao_fila: null,
    data_reserva: at(addDays(liberacao, -intIn(r, 2, 15)), r),
    data_liberacao: liberacao,
    data_limite_retirada: addDays(liberacao, PICKUP_DAYS),
    data_cancelamento: null,
    motivo_cancelamento: null,
  });
}

/**
 * Holds in queue (1 to 3 patrons) for up to 30 titles whose copies are all on loan, never by a patron
 * who has the title; plus one where the demo patron is second of three. `borrowers`: cod_acervo →
 * patrons with an open loan of it; `anaTitles`: titles the demo patron already has (gains the queued one).
 */
export function holdQueues(plan: Plan, { copies, active, ana }: Stock, borrowers: Map<number, Set<number>>, anaTitles: Set<number>): void {
  const { ref, holds } = plan;
  const copiesOfTitle = new Map<number, Copy[]>();
  for (const c of copies) copiesOfTitle.set(c.cod_acervo, [...(copiesOfTitle.get(c.cod_acervo) ?? []), c]);
  const allOnLoan = [...copiesOfTitle.entries()].filter(([, cs]) => cs.every((c) => c.situacao === 'emprestado')).map(([cod]) => cod);
  const rq = prng(0xf11a);
  const queue = (codAcervo: number, members: Person[]) => {
    let day = intIn(rq, 12, 30);
    members.forEach((p, i) => {
      holds.push({
        cod_acervo: codAcervo,
        cod_exemplar: null,
        cod_pessoa: p.cod_pessoa,
        cod_biblioteca: copiesOfTitle.get(codAcervo)?.[0]?.cod_biblioteca ?? null,
        situacao: 'fila',
        posicao_fila: i + 1,
        data_reserva: at(addDays(ref, -day), rq),
        data_liberacao: null,
        data_limite_retirada: null,
        data_cancelamento: null,
        motivo_cancelamento: null,
      });
      day = Math.max(0, day - intIn(rq, 1, 5));
    });
  };
  const queueTitles = shuffled(rq, allOnLoan);
  const anaQueue = ana ? queueTitles.find((cod) => !anaTitles.has(cod) && readable(copiesOfTitle.get(cod)?.[0] as Copy)) ?? queueTitles.find((cod) => !anaTitles.has(cod)) : undefined;
  for (const cod of queueTitles.filter((c) => c !== anaQueue).slice(0, 30).concat(anaQueue ? [anaQueue] : [])) {
    const excluded = new Set([...(borrowers.get(cod) ?? []), DEMO.ana]);
    const members: Person[] = [];
    const size = cod === anaQueue ? 3 : intIn(rq, 1, 3);
    for (let i = 0; i < 20 && members.length < size; i++) {
      const p = weightedPick(rq, active.filter((x) => !excluded.has(x.cod_pessoa)));
      if (!p) break;
      members.push(p);
      excluded.add(p.cod_pessoa);
    }
    if (cod === anaQueue && ana) members.splice(1, 0, ana); // second in the queue
    queue(cod, members);
    if (cod === anaQueue) anaTitles.add(cod);
  }
}

/** 30 cancelled holds on titles with copies (the first the demo patron's). */
export function cancelledHolds(plan: Plan, { copies, active, ana }: Stock): void {
  const { ref, holds } = plan;
  const rc = prng(0xca9c);
  const withCopies = [...new Set(copies.map((c) => c.cod_acervo))];
  for (let i = 0; i < 30 && withCopies.length > 0; i++) {
    const person = i === 0 && ana ? ana : weightedPick(rc, active);
    if (!person) break;
    const reserva = addDays(ref, -intIn(rc, 20, 300));
    holds.push({
      cod_acervo: pick(rc, withCopies),
      cod_exemplar: null,
      cod_pessoa: person.cod_pessoa,
      cod_biblioteca: intIn(rc, 1, 4),
      situacao: 'cancelada',
      posicao_fila: null,
      data_reserva: at(reserva, rc),
      data_liberacao: null,
      data_limite_retirada: null,
      data_cancelamento: addDays(reserva, intIn(rc, 1, 15)),
      motivo_cancelamento: pick(rc, CANCEL_REASONS),
    });
  }
}
