import { describe, expect, it } from 'vitest';
import { FILTROS_SOLICITACAO } from '@estante/api-contract';
import { FILTROS, filterOf, withFilter } from './rules';

describe('the requests filter', () => {
  it("offers exactly the contract's values, in its order", () => {
    expect(FILTROS).toEqual(FILTROS_SOLICITACAO);
  });
  it('reads a known value from the address, anything else as all', () => {
    expect(filterOf('em_transito')).toBe('em_transito');
    expect(filterOf('cancelada')).toBe('cancelada');
    expect(filterOf(null)).toBe('todas');
    expect(filterOf('nada')).toBe('todas');
  });
  it('writes the value to the address, leaving "all" out and keeping other parameters', () => {
    expect(withFilter(new URLSearchParams('page=2'), 'disponivel').toString()).toBe('page=2&situacao=disponivel');
    expect(withFilter(new URLSearchParams('situacao=disponivel&page=2'), 'todas').toString()).toBe('page=2');
  });
});
