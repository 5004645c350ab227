import { describe, expect, it } from 'vitest';
import { clock, groupToken, qrPath, secondsLeft } from './rules';

describe('the loan token page rules', () => {
  it('writes the token in two groups of four', () => {
    expect(groupToken('ABCDEFGH')).toBe('ABCD EFGH');
  });
  it('draws each dark module of the QR code as one unit square', () => {
    expect(qrPath([[true, false], [false, true]])).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(qrPath([[false]])).toBe('');
  });
  it('counts down from what the server said, stopping at zero', () => {
    expect(secondsLeft(900, 1_000, 1_000)).toBe(900);
    expect(secondsLeft(900, 1_000, 61_999)).toBe(840);
    expect(secondsLeft(900, 1_000, 1_000 + 901_000)).toBe(0);
    expect(clock(845)).toBe('14:05');
    expect(clock(0)).toBe('0:00');
  });
});
