import { describe, expect, it } from 'vitest';
import { readSearch, toQuery, writeSearch } from './searchParams';

describe('search state in the address', () => {
  it('round-trips term, index and page', () => {
    const state = { term: 'educação', index: 'INDICE_3' as const, page: 3 };
    expect(readSearch(writeSearch(state))).toEqual(state);
  });
  it('falls back to all words, page 1 on junk', () => {
    expect(readSearch(new URLSearchParams('q=%20jazz%20&for=DROP&page=-4'))).toEqual({ term: 'jazz', index: 'INDICE_1', page: 1 });
  });
  it('asks the API for 20 a page with PERGAMUM parameter names', () => {
    expect(toQuery({ term: 'mapas', index: 'INDICE_1', page: 2 })).toEqual({ termo_pesquisa: 'mapas', coluna_um: 'INDICE_1', page: 2, perPage: 20 });
  });
});
