import { describe, expect, it } from 'vitest';
import { TOKEN_EMPRESTIMO_ALFABETO } from '@estante/api-contract';
import { newSeed, normalizeToken, tokenHash, tokenOf } from './rules';

describe('the loan token', () => {
  it('is 8 characters without 0, O, 1 or I, the same for the same seed and secret, another for another seed or secret', () => {
    const seed = newSeed();
    const token = tokenOf('secret-a', seed);
    expect(token).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(tokenOf('secret-a', Buffer.from(seed))).toBe(token);
    expect(tokenOf('secret-b', seed)).not.toBe(token);
    const many = new Set(Array.from({ length: 2000 }, () => tokenOf('secret-a', newSeed())));
    expect(many.size).toBe(2000);
    const used = new Set([...many].join(''));
    expect([...used].sort().join('')).toBe([...TOKEN_EMPRESTIMO_ALFABETO].sort().join(''));
  });

  it('reads what the desk typed: grouped, lower case; refuses what cannot be a token', () => {
    expect(normalizeToken('abcd efgh')).toBe('ABCDEFGH');
    expect(normalizeToken('ABCD-EFGH')).toBe('ABCDEFGH');
    expect(normalizeToken('ABCDEFG0')).toBeNull();
    expect(normalizeToken('ABCDEFGHJ')).toBeNull();
    expect(normalizeToken('')).toBeNull();
  });

  it('is stored as its SHA-256, never as text', () => {
    expect(tokenHash('ABCDEFGH')).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash('ABCDEFGH')).not.toContain('ABCDEFGH');
  });
});
