import { describe, expect, it } from 'vitest';
import { addDays, brDay, daysOverdue, decide, refusalOf, renewedDue, type LoanState, type PatronStanding } from './rules';

const today = '2026-11-24';
const ok: PatronStanding = { bloqueado: false, debitos: false };
const loan = (over: Partial<LoanState> = {}): LoanState => ({
  devolucaoPrevista: '2026-11-30',
  qtdeRenovacoes: 0,
  limiteRenovacoes: 2,
  reservado: false,
  ultimaRenovacao: null,
  prazoDias: 14,
  ...over,
});

describe('renewal refusals, in their order', () => {
  it('a renewable loan has no refusal', () => {
    expect(refusalOf(ok, loan(), today)).toBeNull();
    expect(refusalOf(ok, loan({ devolucaoPrevista: today, qtdeRenovacoes: 1 }), today)).toBeNull();
  });
  it('blocked before debts before anything about the loan (even a loan that is not the patron’s)', () => {
    const worst = loan({ devolucaoPrevista: '2026-11-01', reservado: true, qtdeRenovacoes: 2 });
    expect(refusalOf({ bloqueado: true, debitos: true }, worst, today)).toBe('USUARIO_BLOQUEADO');
    expect(refusalOf({ bloqueado: true, debitos: false }, undefined, today)).toBe('USUARIO_BLOQUEADO');
    expect(refusalOf({ bloqueado: false, debitos: true }, worst, today)).toBe('DEBITOS_PENDENTES');
    expect(refusalOf({ bloqueado: false, debitos: true }, undefined, today)).toBe('DEBITOS_PENDENTES');
  });
  it('not on loan to this patron', () => {
    expect(refusalOf(ok, undefined, today)).toBe('EMPRESTIMO_NAO_ENCONTRADO');
  });
  it('overdue before reserved before the limit', () => {
    expect(refusalOf(ok, loan({ devolucaoPrevista: '2026-11-23', reservado: true, qtdeRenovacoes: 2 }), today)).toBe('EMPRESTIMO_ATRASADO');
    expect(refusalOf(ok, loan({ reservado: true, qtdeRenovacoes: 2 }), today)).toBe('RESERVADO');
    expect(refusalOf(ok, loan({ qtdeRenovacoes: 2 }), today)).toBe('LIMITE_RENOVACOES');
    expect(refusalOf(ok, loan({ qtdeRenovacoes: 3, limiteRenovacoes: 2 }), today)).toBe('LIMITE_RENOVACOES');
    expect(refusalOf(ok, loan({ qtdeRenovacoes: 0, limiteRenovacoes: 0 }), today)).toBe('LIMITE_RENOVACOES');
  });
});

describe('the new due date', () => {
  it('today + the loan period, when later than the current due date', () => {
    expect(renewedDue(loan({ devolucaoPrevista: '2026-11-25', prazoDias: 14 }), today)).toBe('2026-12-08');
    expect(renewedDue(loan({ devolucaoPrevista: '2026-11-25', prazoDias: 3 }), today)).toBe('2026-11-27');
  });
  it('never earlier than the current due date', () => {
    expect(renewedDue(loan({ devolucaoPrevista: '2026-12-20', prazoDias: 3 }), today)).toBe('2026-12-20');
  });
  it('crosses months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(brDay('2027-01-08')).toBe('08/01/2027');
  });
});

describe('decide', () => {
  it('renews: new date, count + 1', () => {
    expect(decide(ok, loan({ qtdeRenovacoes: 1 }), today)).toEqual({ kind: 'renew', devolucaoPrevista: '2026-12-08', qtdeRenovacoes: 2 });
  });
  it('a loan renewed today answers renewed with its current date and count, even at the limit or reserved since', () => {
    const again = loan({ ultimaRenovacao: today, devolucaoPrevista: '2026-12-08', qtdeRenovacoes: 2, reservado: true });
    expect(decide(ok, again, today)).toEqual({ kind: 'replay', devolucaoPrevista: '2026-12-08', qtdeRenovacoes: 2 });
  });
  it('renewed on another day counts as any loan', () => {
    expect(decide(ok, loan({ ultimaRenovacao: '2026-11-23', qtdeRenovacoes: 2 }), today)).toEqual({ kind: 'refuse', motivo: 'LIMITE_RENOVACOES' });
  });
  it('a blocked patron is refused even for a loan renewed today', () => {
    expect(decide({ bloqueado: true, debitos: true }, loan({ ultimaRenovacao: today }), today)).toEqual({ kind: 'refuse', motivo: 'USUARIO_BLOQUEADO' });
  });
  it('days overdue', () => {
    expect(daysOverdue(loan({ devolucaoPrevista: '2026-11-20' }), today)).toBe(4);
    expect(daysOverdue(loan({ devolucaoPrevista: '2026-11-30' }), today)).toBe(0);
  });
});
