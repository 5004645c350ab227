import { describe, expect, it } from 'vitest';
import { daysUntil, formatDay, formatMoney, parseDay } from './format';

describe('days and money in the personal area', () => {
  it('reads the API days in both formats and refuses impossible ones', () => {
    expect(parseDay('29/11/2026')?.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(parseDay('2026-11-29')?.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('soon')).toBeNull();
  });
  it('writes a day in the page language', () => {
    expect(formatDay('29/11/2026', 'pt')).toBe('29 de nov. de 2026');
    expect(formatDay('29/11/2026', 'en')).toBe('Nov 29, 2026');
    expect(formatDay('2026-11-29', 'es')).toBe('29 nov 2026');
    expect(formatDay(null, 'pt')).toBe('—');
    expect(formatDay('not a day', 'pt')).toBe('not a day');
  });
  it('writes reais with two decimals and a comma whatever the language', () => {
    expect(formatMoney(5)).toBe('R$ 5,00');
    expect(formatMoney('1234.5')).toBe('R$ 1.234,50');
    expect(formatMoney(0.1 + 0.2)).toBe('R$ 0,30');
  });
  it('counts days to a due date', () => {
    expect(daysUntil('01/12/2026', '2026-11-29')).toBe(2);
    expect(daysUntil('2026-11-20', '2026-11-24')).toBe(-4);
  });
});
