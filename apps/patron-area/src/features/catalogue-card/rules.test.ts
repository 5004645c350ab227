import { describe, expect, it } from 'vitest';
import { FICHA_BUSCA_MIN } from '@estante/api-contract';
import { chosenOf, MIN_TERM, searchErrors, termOf } from './rules';

describe('the catalogue card page rules', () => {
  it('asks for a term of at least 3 characters, as the server does', () => {
    expect(MIN_TERM).toBe(FICHA_BUSCA_MIN);
    expect(searchErrors({ busca: '' })).toEqual({ busca: 'search.required' });
    expect(searchErrors({ busca: '   ' })).toEqual({ busca: 'search.required' });
    expect(searchErrors({ busca: ' ab ' })).toEqual({ busca: 'search.short' });
    expect(searchErrors({ busca: 'abc' })).toEqual({});
  });
  it('reads the chosen title and the term from the address', () => {
    expect(chosenOf(new URLSearchParams('acervo=12'))).toBe(12);
    for (const bad of ['acervo=0', 'acervo=x', 'acervo=-1', '']) expect(chosenOf(new URLSearchParams(bad))).toBeNull();
    expect(termOf(new URLSearchParams('busca=%20gram%20'))).toBe('gram');
    expect(termOf(new URLSearchParams('busca=ab'))).toBe('');
  });
});
