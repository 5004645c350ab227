import { describe, expect, it } from 'vitest';
import { chosenYear, niceScale } from './chart';

describe('niceScale', () => {
  it('rounds the top up to 1, 2 or 5 times a power of ten, at least 4, with at most six gridlines', () => {
    expect(niceScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(3)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(23)).toEqual({ top: 25, ticks: [0, 5, 10, 15, 20, 25] });
    expect(niceScale(180)).toEqual({ top: 200, ticks: [0, 50, 100, 150, 200] });
    for (const max of [1, 9, 11, 99, 101, 1234]) {
      const { top, ticks } = niceScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.at(-1)).toBe(top);
    }
  });
});

describe('chosenYear', () => {
  it('the address’s year when it is one, else the latest with activity', () => {
    expect(chosenYear('2025', [2026, 2025])).toBe(2025);
    expect(chosenYear('1990', [2026])).toBe(1990);
    expect(chosenYear(null, [2026, 2025])).toBe(2026);
    expect(chosenYear('abc', [2026])).toBe(2026);
    expect(chosenYear(null, [])).toBeNull();
  });
});
