import { describe, expect, it } from 'vitest';
import { barsOf, groupLine } from './rules';

describe('the slip line', () => {
  it('four blocks of 11 digits, each with its check digit after a hyphen', () => {
    expect(groupLine('836400000011331201380002812884627116080136181551')).toBe('83640000001-1 33120138000-2 81288462711-6 08013618155-1');
  });
  it('anything else as it came', () => {
    expect(groupLine('123')).toBe('123');
  });
});

describe('the bars of a barcode', () => {
  it('each run of bar modules as its start and width', () => {
    expect(barsOf('1010011100')).toEqual([
      { x: 0, w: 1 },
      { x: 2, w: 1 },
      { x: 5, w: 3 },
    ]);
    expect(barsOf('000')).toEqual([]);
  });
});
