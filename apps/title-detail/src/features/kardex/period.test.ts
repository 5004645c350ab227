import { describe, expect, it } from 'vitest';
import { monthName, periodLabel } from './period';

describe('month names and periods in the page’s language', () => {
  it('names months in Portuguese, English and Spanish', () => {
    expect(monthName('pt', 1)).toBe('janeiro');
    expect(monthName('pt', 3, 'long', true)).toBe('Março');
    expect(monthName('en', 12)).toBe('December');
    expect(monthName('es', 8, 'long', true)).toBe('Agosto');
  });

  it('a monthly issue covers one month, a quarterly one three, a yearly one none', () => {
    expect(periodLabel('en', 2, null)).toBe('Feb');
    expect(periodLabel('en', 1, 3)).toBe('Jan–Mar');
    expect(periodLabel('pt', 4, 6)).toMatch(/^abr\.?–jun\.?$/);
    expect(periodLabel('pt', null, null)).toBeNull();
  });
});
