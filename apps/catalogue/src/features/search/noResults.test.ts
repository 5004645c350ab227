import { describe, expect, it } from 'vitest';
import { noResultsLinks } from './noResults';
import { emptySearch, readSearch, type SearchState } from './searchParams';

const parse = (href: string) => new URL(href, 'http://x');

describe('noResultsLinks', () => {
  const search: SearchState = { ...emptySearch, term: 'machado assis', index: 'INDICE_3', page: 3, filters: [{ code: 'I', value: 'por' }] };

  it('offers the same words, filters kept, in each other index from page 1', () => {
    const links = noResultsLinks(search, false);
    expect(links.indexes.map((l) => l.index)).toEqual(['INDICE_1', 'INDICE_4', 'INDICE_2']);
    for (const link of links.indexes) {
      const url = parse(link.href);
      expect(url.pathname).toBe('/');
      expect(readSearch(url.searchParams)).toEqual({ ...search, index: link.index, page: 1 });
    }
  });

  it('keeps an advanced search on /avancada', () => {
    for (const link of noResultsLinks(search, true).indexes) expect(parse(link.href).pathname).toBe('/avancada');
  });

  it('links the advanced search, the network and the index list with the same words', () => {
    const links = noResultsLinks(search, false);
    expect(parse(links.advanced).pathname).toBe('/avancada');
    expect(parse(links.advanced).searchParams.get('q')).toBe('machado assis');
    expect(parse(links.network).pathname).toBe('/rede');
    expect(parse(links.network).searchParams.get('q')).toBe('machado assis');
    const browse = parse(links.browse);
    expect(browse.pathname).toBe('/indices');
    expect(Object.fromEntries(browse.searchParams)).toEqual({ indice: 'autor', inicio: 'machado assis' });
    expect(parse(noResultsLinks({ ...search, index: 'INDICE_1' }, false).browse).searchParams.get('indice')).toBe('titulo');
  });
});
