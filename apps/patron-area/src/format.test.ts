import { describe, expect, it } from 'vitest';
import { daysUntil, formatMoney } from './format';

// How days are read and written is tested with the one formatter (packages/i18n/src/format.test.ts).
describe('money and day counts in the personal area', () => {
  it('writes reais with two decimals and a comma whatever the language', () => {
    expect(formatMoney(5)).toBe('R$ 5,00');
    expect(formatMoney('1234.5')).toBe('R$ 1.234,50');
    expect(formatMoney(0.1 + 0.2)).toBe('R$ 0,30');
  });
  it('counts days to a due date', () => {
    expect(daysUntil('01/12/2026', '2026-11-29')).toBe(2);
    expect(daysUntil('2026-11-20', '2026-11-24')).toBe(-4);
    expect(daysUntil('31/02/2026', '2026-11-24')).toBeNull();
  });
});
