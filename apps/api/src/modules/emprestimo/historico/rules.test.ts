import { describe, expect, it } from 'vitest';
import { cents, dateRange, daysLate, exportName, money, parseAmount, parseDay } from './rules';

describe('the date filter', () => {
  it('reads dd/mm/yyyy and yyyy-mm-dd, real days only', () => {
    expect(parseDay('05/01/2026')).toBe('2026-01-05');
    expect(parseDay('2026-01-05')).toBe('2026-01-05');
    expect(parseDay(' 29/02/2028 ')).toBe('2028-02-29');
    expect(parseDay('')).toBeNull();
    expect(parseDay(undefined)).toBeNull();
    for (const bad of ['29/02/2026', '31/04/2026', '5/1/2026', '2026-1-05', '00/01/2026', '01/13/2026', 'hoje', '01/01/0999']) expect(parseDay(bad), bad).toBe('invalid');
  });

  it('start not after end (SPEC.md §5): the problem is on dataFim; equal days are fine', () => {
    expect(dateRange({ dataInicio: '02/02/2026', dataFim: '01/02/2026' })).toEqual({ campo: 'dataFim', problema: 'inicioAposFim' });
    expect(dateRange({ dataInicio: '01/02/2026', dataFim: '2026-02-01' })).toEqual({ inicio: '2026-02-01', fim: '2026-02-01' });
    expect(dateRange({ dataInicio: 'x' })).toEqual({ campo: 'dataInicio', problema: 'invalida' });
    expect(dateRange({ dataFim: '32/01/2026' })).toEqual({ campo: 'dataFim', problema: 'invalida' });
    expect(dateRange({})).toEqual({ inicio: null, fim: null });
  });
});

describe('lateness and money', () => {
  it('days late by the return day, or by today while open; 0 on time', () => {
    expect(daysLate('2026-01-20', '2026-01-23', '2026-03-10')).toBe(3);
    expect(daysLate('2026-01-20', '2026-01-20', '2026-03-10')).toBe(0);
    expect(daysLate('2026-01-20', '2026-01-02', '2026-03-10')).toBe(0);
    expect(daysLate('2026-02-28', null, '2026-03-10')).toBe(10);
    expect(daysLate('2026-03-28', null, '2026-03-10')).toBe(0);
  });

  it('cents exactly (no binary fractions), and back', () => {
    expect(cents('5.00')).toBe(500);
    expect(cents('0.10')).toBe(10);
    expect(cents('1234.5')).toBe(123450);
    expect(cents('7')).toBe(700);
    expect(money(3250)).toBe('32.50');
    expect(money(5)).toBe('0.05');
    expect(money(0)).toBe('0.00');
  });

  it('an amount as a patron sends it', () => {
    expect(parseAmount(25)).toBe(2500);
    expect(parseAmount(0.1 + 0.2)).toBe(30);
    expect(parseAmount('25.5')).toBe(2550);
    expect(parseAmount('25,50')).toBe(2550);
    expect(parseAmount('1.234,50')).toBe(123450);
    for (const bad of ['', 'abc', '25.555', '-5', '1,2,3', 25.555, -1, Number.NaN]) expect(parseAmount(bad), String(bad)).toBeNull();
  });

  it('names the export by its range', () => {
    expect(exportName('2026-01-01', '2026-01-31', 'csv')).toBe('historico-emprestimos-2026-01-01-2026-01-31.csv');
    expect(exportName(null, null, 'bib')).toBe('historico-emprestimos.bib');
  });
});
