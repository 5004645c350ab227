import { describe, expect, it } from 'vitest';
import { cpfDigits, cpfValid, filterPhone, parseEmailList, phoneProblem } from './contact';

describe('CPF', () => {
  it('accepts valid tax ids (check digits right)', () => {
    for (const cpf of ['11144477735', '52998224725', '39053344705', '15350946056', '74682489070', '06676475626']) expect(cpfValid(cpf), cpf).toBe(true);
  });
  it('refuses a wrong check digit, repeated digits, wrong length and non-digits', () => {
    for (const cpf of ['11144477736', '11144477725', '52998224724', '00000000000', '11111111111', '1114447773', '111444777350', '111.444.777-35', '']) {
      expect(cpfValid(cpf), cpf).toBe(false);
    }
  });
  it('the helper keeps only the digits, at most 11', () => {
    expect(cpfDigits('111.444.777-35')).toBe('11144477735');
    expect(cpfDigits(' 529 982 247 25 99')).toBe('52998224725');
    expect(cpfDigits('abc')).toBe('');
  });
});

describe('phone', () => {
  it('the helper keeps digits, hyphens, parentheses and spaces, at most 16', () => {
    expect(filterPhone('(51) 3308-1234 r9')).toBe('(51) 3308-1234 9');
    expect(filterPhone('+55 (51) 99999-88887777')).toBe('55 (51) 99999-88');
  });
  it('blank is required; other characters, more than 16 or fewer than 8 digits are invalid', () => {
    expect(phoneProblem('  ')).toBe('required');
    expect(phoneProblem(null)).toBe('required');
    expect(phoneProblem('(51) 3308-1234')).toBeNull();
    expect(phoneProblem('51 3308.1234')).toBe('invalid');
    expect(phoneProblem('(051) 3308-1234-56')).toBe('invalid');
    expect(phoneProblem('123-4567')).toBe('invalid');
  });
});

describe('e-mail list', () => {
  it('splits on ";", trims, drops blanks and repeats', () => {
    expect(parseEmailList(' a@x.br ; ; b@y.com.br;A@X.br ', 10)).toEqual({ emails: ['a@x.br', 'b@y.com.br'] });
  });
  it('names the first invalid one', () => {
    expect(parseEmailList('a@x.br; nao-e-email; c@', 10)).toEqual({ problem: 'invalid', email: 'nao-e-email' });
  });
  it('none is required; more than max is too many', () => {
    expect(parseEmailList(' ; ', 10)).toEqual({ problem: 'required' });
    expect(parseEmailList('a@x.br; b@x.br; c@x.br', 2)).toEqual({ problem: 'tooMany' });
  });
});
