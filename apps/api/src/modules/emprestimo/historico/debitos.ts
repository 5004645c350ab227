import type { DebitosPendentes, Debito } from '@estante/api-contract';
import type { DebtRow } from './repository';
import { brDay, cents, money } from './rules';

/** A stored debt as the contract gives it: money "5.00", days dd/mm/yyyy, the balance (never below 0). */
export function debtOut(d: DebtRow): Debito {
  const saldo = Math.max(0, cents(d.valor) - cents(d.desconto) - cents(d.valor_pago));
  return {
    codDebito: d.cod_debito,
    tipo: d.tipo,
    motivo: d.motivo,
    titulo: d.titulo,
    codBiblioteca: d.cod_biblioteca,
    biblioteca: d.biblioteca,
    dataDebito: brDay(d.data_debito),
    valor: money(cents(d.valor)),
    desconto: money(cents(d.desconto)),
    valorPago: money(cents(d.valor_pago)),
    dataPagamento: d.data_pagamento ? brDay(d.data_pagamento) : null,
    saldo: money(saldo),
    pendente: saldo > 0,
  };
}

/** The debts and their open balances: per library (those with something open, by code) and overall. */
export function debtsWithTotals(rows: readonly DebtRow[]): DebitosPendentes {
  const debitos = rows.map(debtOut);
  const perLibrary = new Map<number, { biblioteca: string; saldo: number }>();
  let geral = 0;
  for (const d of debitos) {
    const c = cents(d.saldo);
    if (c <= 0) continue;
    geral += c;
    if (d.codBiblioteca === null) continue;
    const t = perLibrary.get(d.codBiblioteca) ?? { biblioteca: d.biblioteca ?? '', saldo: 0 };
    t.saldo += c;
    perLibrary.set(d.codBiblioteca, t);
  }
  return {
    debitos,
    totais: {
      porBiblioteca: [...perLibrary]
        .sort(([a], [b]) => a - b)
        .map(([codBiblioteca, t]) => ({ codBiblioteca, biblioteca: t.biblioteca, saldo: money(t.saldo) })),
      geral: money(geral),
    },
  };
}
