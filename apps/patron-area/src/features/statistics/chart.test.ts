import { describe, expect, it } from 'vitest';
import { chosenYear, niceScale } from './chart';

describe('niceScale', () => {
  it('rounds the top up to 1, 2 or 5 × 10ⁿ with at most six ticks', () => {
    expect(niceScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(23)).toEqual({ top: 25, ticks: [0, 5, 10, 15, 20, 25] });
    expect(niceScale(130).top).toBeGreaterThanOrEqual(130);
    expect(niceScale(130).ticks.length).toBeLessThanOrEqual(6);
  });
});

describe('chosenYear', () => {
  it("takes the address's year only when the patron has loans in it, else the latest", () => {
    expect(chosenYear('2024', [2025, 2024])).toBe(2024);
    expect(chosenYear('1999', [2025, 2024])).toBe(2025);
    expect(chosenYear('abc', [2025])).toBe(2025);
    expect(chosenYear(null, [])).toBeNull();
  });
});
