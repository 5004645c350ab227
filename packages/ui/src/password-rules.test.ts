import { describe, expect, it } from 'vitest';
import { checkPassword, nameParts, passwordAccepted } from './password-rules';

const rules = { length: { min: 8, max: 20 }, has_numbers: true, only_numbers: false, special_char: true, diff_case: true, diff_name: true, last_pw: 3 };
const failing = (password: string, name = 'Maria da Conceição') =>
  checkPassword(rules, password, name)
    .filter((c) => !c.ok)
    .map((c) => c.id);

describe('password rules (SPEC.md §5)', () => {
  it('accepts a password meeting every rule', () => {
    expect(failing('Livro#2025x')).toEqual([]);
    expect(passwordAccepted(checkPassword(rules, 'Livro#2025x', 'Maria da Conceição'))).toBe(true);
  });
  it('names each broken rule', () => {
    expect(failing('Ab#1')).toEqual(['length']);
    expect(failing('Abcdefgh#')).toEqual(['has_numbers']);
    expect(failing('Abcdefgh1')).toEqual(['special_char']);
    expect(failing('abcdefgh#1')).toEqual(['diff_case']);
    expect(failing('A'.repeat(19) + '#1a')).toEqual(['length']);
  });
  it('refuses parts of the name, whatever the case and accents, but not short particles', () => {
    expect(failing('Conceicao#1')).toEqual(['diff_name']);
    expect(failing('xMARIAx#1')).toEqual(['diff_name']);
    expect(failing('Dado#2025x')).toEqual([]); // "da" is not a part of the name
    expect(nameParts('Maria da Conceição')).toEqual(['maria', 'conceicao']);
  });
  it('digits-only installations check only digits and length', () => {
    const numeric = { ...rules, only_numbers: true, diff_name: false, length: { min: 6, max: 8 } };
    expect(checkPassword(numeric, '123456', 'x').every((c) => c.ok)).toBe(true);
    expect(checkPassword(numeric, '12345a', 'x').filter((c) => !c.ok).map((c) => c.id)).toEqual(['only_numbers']);
  });
});
