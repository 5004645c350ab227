import { describe, expect, it } from 'vitest';
import { addressLine, combinationsOf, parseEmails, parsePhone, storedChoice } from './rules';

describe('request rules', () => {
  it('a phone keeps digits, hyphens, parentheses and spaces, at most 16 characters, with 8 digits or more', () => {
    expect(parsePhone('  (51) 3308-1234 ')).toBe('(51) 3308-1234');
    expect(parsePhone('(51) 99876-1001')).toBe('(51) 99876-1001');
    expect(parsePhone('5133081234')).toBe('5133081234');
    expect(parsePhone('')).toBeNull();
    expect(parsePhone(null)).toBeNull();
    expect(parsePhone('+55 51 3308-1234')).toBe('invalid');
    expect(parsePhone('(51) 3308-1234 r2')).toBe('invalid');
    expect(parsePhone('(51) 99876-10012')).toBe('(51) 99876-10012'); // 16 characters
    expect(parsePhone('(51) 99876-100123')).toBe('invalid'); // 17
    expect(parsePhone('3308-12')).toBe('invalid'); // 6 digits
  });

  it('several e-mails separated by ";", each valid, blanks and repeats dropped', () => {
    expect(parseEmails('a@x.example; b@y.example ;;A@x.example')).toEqual({ emails: ['a@x.example', 'b@y.example'] });
    expect(parseEmails(' ; ')).toEqual({ error: 'obrigatorio' });
    expect(parseEmails(undefined)).toEqual({ error: 'obrigatorio' });
    expect(parseEmails('a@x.example; b@y')).toEqual({ error: 'invalido', email: 'b@y' });
    expect(parseEmails('a@x.example, b@y.example')).toEqual({ error: 'invalido', email: 'a@x.example, b@y.example' });
    expect(parseEmails(Array.from({ length: 11 }, (_, i) => `p${i}@x.example`).join(';'))).toEqual({ error: 'demais' });
  });

  it('combinations of the copies, labelled where they have no value, counted, with their libraries', () => {
    const copy = (cod_biblioteca: number, volume: string | null, material = 'Livro') => ({ cod_biblioteca, volume, tomo: null, parte: null, material });
    const combos = combinationsOf([copy(2, 'v. 2'), copy(1, null), copy(3, 'v. 2'), copy(2, 'v. 2')], 'en');
    expect(combos.map((c) => [c.volume, c.tomo.rotulo, c.exemplares, c.origens])).toEqual([
      [{ valor: '-', rotulo: 'Single volume' }, 'No tome', 1, [1]],
      [{ valor: 'v. 2', rotulo: 'v. 2' }, 'No tome', 3, [2, 3]],
    ]);
    expect(storedChoice({ volume: '-', tomo: '-', parte: '-', material: 'Livro' })).toEqual({ volume: null, tomo: null, parte: null, material: 'Livro' });
  });

  it("the patron's address on one line", () => {
    expect(addressLine({ logradouro: 'Rua das Acácias, 120', complemento: 'Apto 302', bairro: 'Bela Vista', cidade: 'Porto Alegre', uf: 'RS', cep: '90035120' })).toBe(
      'Rua das Acácias, 120, Apto 302, Bela Vista, Porto Alegre/RS, CEP 90035-120',
    );
    expect(addressLine({ logradouro: null, complemento: null, bairro: null, cidade: null, uf: null, cep: null })).toBe('');
  });
});
