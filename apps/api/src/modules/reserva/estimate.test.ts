import { describe, expect, it } from 'vitest';
import { addDays, copyFreeOn, daysBetween, estimateWait, PRAZO_RETIRADA_DIAS, type CopyState } from './estimate';

const TODAY = '2026-03-02';
const onLoan = (devolucao: string | null, prazoEspecialDias: number | null = null): CopyState => ({ situacao: 'emprestado', devolucao, prazoEspecialDias, retiradaAte: null, prazoTitularDias: null });

describe('date helpers', () => {
  it('add days across months and years, and count days between', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-12-30', 5)).toBe('2027-01-04');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-03-02')).toBe(0);
  });
});

describe('copyFreeOn', () => {
  it('a copy on loan comes back at its due date; an overdue one is expected today', () => {
    expect(copyFreeOn(TODAY, onLoan('2026-03-10'))).toBe('2026-03-10');
    expect(copyFreeOn(TODAY, onLoan('2026-02-20'))).toBe(TODAY);
  });

  it("a copy set aside for another patron's hold is free after the pickup limit plus that patron's loan (or the copy's special period)", () => {
    const reserved = { situacao: 'reservado', devolucao: null, prazoEspecialDias: null, retiradaAte: '2026-03-04', prazoTitularDias: 14 };
    expect(copyFreeOn(TODAY, reserved)).toBe('2026-03-18');
    expect(copyFreeOn(TODAY, { ...reserved, prazoEspecialDias: 3 })).toBe('2026-03-07');
  });

  it('a copy in transit is expected tomorrow, one on the shelf today', () => {
    expect(copyFreeOn(TODAY, { ...onLoan(null), situacao: 'em_transito' })).toBe('2026-03-03');
    expect(copyFreeOn(TODAY, { ...onLoan(null), situacao: 'disponivel' })).toBe(TODAY);
  });
});

describe('estimateWait', () => {
  it('first in the queue: the earliest due date among the copies', () => {
    expect(estimateWait(TODAY, [onLoan('2026-03-20'), onLoan('2026-03-09')], [])).toEqual({ previsao: '2026-03-09', dias: 7 });
  });

  it('each hold ahead takes the first copy to come free for pickup days plus its loan period', () => {
    // One copy back on 03-09; the patron ahead collects it within 3 days and keeps it 14: back on 03-26.
    expect(estimateWait(TODAY, [onLoan('2026-03-09')], [14])).toEqual({ previsao: addDays('2026-03-09', PRAZO_RETIRADA_DIAS + 14), dias: 24 });
    // Two copies: the hold ahead takes the earlier one (03-09 → 03-26); ours gets the other on 03-20.
    expect(estimateWait(TODAY, [onLoan('2026-03-20'), onLoan('2026-03-09')], [14])).toEqual({ previsao: '2026-03-20', dias: 18 });
    // Two ahead on two copies: 03-09 → 03-26 and 03-20 → 04-13 (21-day loan); ours gets 03-26.
    expect(estimateWait(TODAY, [onLoan('2026-03-20'), onLoan('2026-03-09')], [14, 21])).toEqual({ previsao: '2026-03-26', dias: 24 });
  });

  it("a special copy's own loan period counts instead of the patron's", () => {
    expect(estimateWait(TODAY, [onLoan('2026-03-04', 3)], [28])).toEqual({ previsao: '2026-03-10', dias: 8 });
  });

  it('a longer queue never gives an earlier date', () => {
    const copies = [onLoan('2026-03-05'), onLoan('2026-03-15', 3), onLoan('2026-02-25')];
    let last = '';
    for (let n = 0; n < 12; n++) {
      const e = estimateWait(TODAY, copies, Array.from({ length: n }, (_, i) => (i % 2 ? 21 : 14)));
      expect(e).not.toBeNull();
      expect(e!.previsao >= last).toBe(true);
      last = e!.previsao;
    }
  });

  it('no copy that can serve the hold: no estimate', () => {
    expect(estimateWait(TODAY, [], [])).toBeNull();
  });
});
