import { describe, expect, it } from 'vitest';
import type { Filtro } from '@estante/api-contract';
import { availabilityByTitle, facetName, filterLabel, orderOptions, parseOrder, toggled } from './results';

const facets = [
  { codigo: 'T', descricao: 'Tipo de obra', itens: [{ codigo: 3, descricao: 'Partitura', total: 2, totalSemFiltro: 5 }] },
  { codigo: 'I', descricao: 'Idioma', itens: [{ codigo: 'por', descricao: '', total: 1, totalSemFiltro: 1 }] },
] as unknown as Filtro[];

describe('results rules', () => {
  it('orderings: relevance first, then each ordering both ways, each parsed back', () => {
    expect(orderOptions.map((o) => o.value)).toEqual(['relevancia-C', 'obra-C', 'obra-D', 'autor-C', 'autor-D', 'ano-C', 'ano-D']);
    expect(parseOrder('ano-D')).toEqual(['ano', 'D']);
  });

  it('availability by title; none before the answer', () => {
    const map = availabilityByTitle([{ cod_acervo: 7, campi: [] }]);
    expect(map.get(7)).toEqual({ cod_acervo: 7, campi: [] });
    expect(availabilityByTitle(undefined).size).toBe(0);
  });

  it('chips read their labels from the answer, falling back to the raw value', () => {
    expect(filterLabel(facets, 'T', '3')).toBe('Partitura');
    expect(filterLabel(facets, 'I', 'por')).toBe('por');
    expect(filterLabel(facets, 'A', '12')).toBe('12');
    expect(facetName(facets, 'T', 'x')).toBe('Tipo de obra');
    expect(facetName(facets, 'A', 'Autor')).toBe('Autor');
  });

  it('a selection toggles one title without touching the old set', () => {
    const before = new Set([1, 2]);
    expect([...toggled(before, 3, true)]).toEqual([1, 2, 3]);
    expect([...toggled(before, 1, false)]).toEqual([2]);
    expect([...before]).toEqual([1, 2]);
  });
});
