import { intIn, prng } from '../../lib/random';
import { addDays } from '../date';
import { fineOf, money, weightedPick, type Copy, type Loan, type Plan, type Stock } from './model';

/** The open fine of a loan still out `late` days after its due date. */
export function overdueFine(plan: Plan, copy: Copy, loan: Loan, late: number): void {
  plan.debts.push({
    cod_pessoa: loan.cod_pessoa,
    loan,
    cod_biblioteca: copy.cod_biblioteca,
    tipo: 'atraso',
    motivo: `Multa por atraso: empréstimo em aberto, ${late} dia(s) de atraso.`,
    data_debito: plan.ref,
    valor: money(fineOf(copy.tipo_emprestimo, late)),
    desconto: 0,
    valor_pago: 0,
    data_pagamento: null,
  });
}

/** The fine of a loan returned `late` days late: paid (some with a discount) or still open. */
export function lateReturnFine(plan: Plan, r: () => number, copy: Copy, loan: Loan & { data_devolucao: string }, late: number): void {
  const { ref } = plan;
  const returned = loan.data_devolucao;
  const valor = money(fineOf(copy.tipo_emprestimo, late));
  const y = r();
  const paidOn = addDays(returned, intIn(r, 0, 20));
  const desconto = y >= 0.55 && y < 0.7 ? money(valor / 2) : 0;
  const paid = y < 0.7;
  plan.debts.push({
    cod_pessoa: loan.cod_pessoa,
    loan,
    cod_biblioteca: copy.cod_biblioteca,
    tipo: 'atraso',
    motivo: `Multa por atraso na devolução: ${late} dia(s).`,
    data_debito: returned,
    valor,
    desconto,
    valor_pago: paid ? money(valor - desconto) : 0,
    data_pagamento: paid ? (paidOn < ref ? paidOn : ref) : null,
  });
}

/** Debts without a loan: a lost copy (the blocked demo patron), damage (paid, discounted, open). */
export function otherDebts(plan: Plan, { active, daniela }: Stock): void {
  const { ref, debts } = plan;
  if (daniela) {
    debts.push({ cod_pessoa: daniela.cod_pessoa, loan: null, cod_biblioteca: 1, tipo: 'perda', motivo: 'Extravio de exemplar: reposição do material.', data_debito: addDays(ref, -75), valor: 120, desconto: 0, valor_pago: 0, data_pagamento: null });
  }
  const r = prng(0xda9e);
  for (let i = 0; i < 3; i++) {
    const person = weightedPick(r, active);
    if (!person) break;
    const date = addDays(ref, -intIn(r, 30, 300));
    debts.push({ cod_pessoa: person.cod_pessoa, loan: null, cod_biblioteca: intIn(r, 1, 4), tipo: 'dano', motivo: 'Dano ao exemplar (páginas rasgadas e marcações).', data_debito: date, valor: 45, desconto: i === 0 ? 15 : 0, valor_pago: i === 2 ? 0 : i === 0 ? 30 : 45, data_pagamento: i === 2 ? null : addDays(date, intIn(r, 1, 25)) });
  }
}
