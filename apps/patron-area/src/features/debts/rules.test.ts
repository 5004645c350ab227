import { describe, expect, it } from 'vitest';
import { groupLine } from './rules';

describe('the slip line', () => {
  it('four blocks of 11 digits, each with its check digit after a hyphen', () => {
    expect(groupLine('836400000011331201380002812884627116080136181551')).toBe('83640000001-1 33120138000-2 81288462711-6 08013618155-1');
  });
  it('anything else as it came', () => {
    expect(groupLine('123')).toBe('123');
  });
});
