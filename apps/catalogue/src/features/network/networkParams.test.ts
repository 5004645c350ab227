import { describe, expect, it } from 'vitest';
import { institutionsQuery, networkQuery, readNetwork, resultLink, writeNetwork } from './networkParams';

describe('network search address', () => {
  it('round-trips term, institutions, page and the opened title', () => {
    const s = readNetwork(new URLSearchParams('q=jazz&instituicoes=3,1,3&page=2&acervo=12&instituicao=3'));
    expect(s).toEqual({ term: 'jazz', institutions: [3, 1], page: 2, title: 12, institution: 3 });
    expect(writeNetwork(s).toString()).toBe('q=jazz&instituicoes=1%2C3&page=2&acervo=12&instituicao=3');
  });

  it('drops invalid values', () => {
    expect(readNetwork(new URLSearchParams('q=%20&instituicoes=a,0,-1,2&page=x&acervo=abc'))).toEqual({ term: '', institutions: [2], page: 1, title: null, institution: null });
  });

  it('searches all institutions when none or every one is chosen', () => {
    expect(institutionsQuery([], [1, 2, 3])).toBeUndefined();
    expect(institutionsQuery([3, 1, 2], [1, 2, 3])).toBeUndefined();
    expect(institutionsQuery([3, 1], [1, 2, 3])).toBe('1,3');
    expect(institutionsQuery([9], [1, 2, 3])).toBeUndefined();
  });

  it('asks the API for a page of 20, the institutions in order, all when none is named', () => {
    const s = readNetwork(new URLSearchParams('q=jazz&instituicoes=3,1&page=2'));
    expect(networkQuery(s)).toEqual({ termo_pesquisa: 'jazz', page: 2, perPage: 20, instituicoes: '1,3' });
    expect(networkQuery(readNetwork(new URLSearchParams('q=jazz')))).toEqual({ termo_pesquisa: 'jazz', page: 1, perPage: 20 });
  });

  it("opens another institution's title with the search kept; a local title is the catalogue's own page", () => {
    const s = readNetwork(new URLSearchParams('q=metodologia&instituicoes=2&page=3'));
    expect(resultLink('/rede?acervo=41&instituicao=2', s)).toBe('/rede?q=metodologia&instituicoes=2&page=3&acervo=41&instituicao=2');
    expect(resultLink('/acervo/7', s)).toBe('/acervo/7');
  });
});
