import { describe, expect, it } from 'vitest';
import { FILTER_CODES, MAX_FILTERS } from '@estante/api-contract/constants';
import {
  clearFilters,
  emptySearch,
  matchFacetItems,
  readSearch,
  toQuery,
  toggleFilter,
  writeSearch,
  type SearchState,
} from './searchParams';
import { refineFields } from './searchParams';

const read = (qs: string) => readSearch(new URLSearchParams(qs));

describe('search state in the address', () => {
  it('reads a plain search and writes it back without the defaults', () => {
    const s = read('q=música&for=INDICE_3');
    expect(s).toEqual({ ...emptySearch, term: 'música', index: 'INDICE_3' });
    expect(writeSearch(s).toString()).toBe('q=m%C3%BAsica&for=INDICE_3');
  });

  it('round-trips every field of a full search, advanced included', () => {
    const full: SearchState = {
      term: 'jazz',
      index: 'INDICE_4',
      authority: 2775,
      filters: [
        { code: 'A', value: '12' },
        { code: 'I', value: 'eng' },
      ],
      page: 3,
      orderBy: 'ano',
      direction: 'D',
      mode: 'L',
      term2: 'piano',
      index2: 'INDICE_3',
      condition: 'NOT',
      keywordType: 'F',
      specialised: 'arquivo:manuscritos',
    };
    const qs = writeSearch(full).toString();
    expect(read(qs)).toEqual(full);
    expect(qs).toContain('especializada=arquivo%3Amanuscritos');
    expect(toQuery(full).especializada).toBe('arquivo:manuscritos');
    // A malformed option is dropped, never sent.
    expect(read('q=x&especializada=DROP%20TABLE').specialised).toBeNull();
    expect(qs).toContain('filtros=A%3A12%2CI%3Aeng');
    expect(qs).toContain('condition=NOT');
    expect(qs).toContain('keyword_type=F');
  });

  it('falls back to the default of each invalid value', () => {
    const s = read('q=%20x%20&for=INDICE_9&page=-2&orderBy=preco&direction=X&modo=Z&indice=abc&condition=XOR&for2=no&keyword_type=Q');
    expect(s).toEqual({ ...emptySearch, term: 'x' });
    expect(read('q=x&page=abc').page).toBe(1);
    expect(read('q=x&page=0').page).toBe(1);
  });

  it('reads the filters with the contract’s parser, dropping malformed pairs, unknown codes, bad values and repeats', () => {
    expect(read('q=x&filtros=A:12,T:1,A:12, s:9 ,Q:1,broken,Y:,I:eng,A:doze,Y:99,R:cr').filters).toEqual([
      { code: 'A', value: '12' },
      { code: 'T', value: '1' },
      { code: 'S', value: '9' },
      { code: 'I', value: 'eng' },
      { code: 'R', value: 'cr' },
    ]);
    expect(read('q=x').filters).toEqual([]);
    expect(read('q=x&filtros=').filters).toEqual([]);
  });

  it('keeps every code of SPEC.md §9 as a filter: F:1 is sent, not refused', () => {
    const s = read('q=jazz&filtros=F:1');
    expect(s.filters).toEqual([{ code: 'F', value: '1' }]);
    expect(toQuery(s).filtros).toBe('F:1');
    expect(FILTER_CODES).toHaveLength(21);
  });

  it('reads at most MAX_FILTERS filters', () => {
    const many = Array.from({ length: MAX_FILTERS + 5 }, (_, i) => `A:${i + 1}`).join(',');
    expect(read(`q=x&filtros=${many}`).filters).toHaveLength(MAX_FILTERS);
  });

  it('a second term without text is not an advanced search', () => {
    const s = read('q=jazz&condition=NOT&for2=INDICE_3');
    expect(writeSearch(s).toString()).toBe('q=jazz&for=INDICE_1');
    expect(toQuery(s)).not.toHaveProperty('termo_pesquisa_2');
  });

  it('maps the state to the API query (20 a page)', () => {
    expect(toQuery(read('q=jazz&filtros=T:6&page=2&q2=piano&for2=INDICE_4&condition=OR&indice=5'))).toEqual({
      termo_pesquisa: 'jazz',
      coluna_um: 'INDICE_1',
      indice: '5',
      filtros: 'T:6',
      termo_pesquisa_2: 'piano',
      coluna_dois: 'INDICE_4',
      condicao: 'OR',
      orderBy: 'relevancia',
      direction: 'C',
      page: 2,
      perPage: 20,
    });
  });
});

describe('filters', () => {
  it('adds and removes a filter, going back to page 1', () => {
    const s = { ...read('q=jazz'), page: 4 };
    const added = toggleFilter(s, 'A', '12');
    expect(added.filters).toEqual([{ code: 'A', value: '12' }]);
    expect(added.page).toBe(1);
    const two = toggleFilter(added, 'T', '6');
    expect(writeSearch(two).get('filtros')).toBe('A:12,T:6');
    expect(toggleFilter(two, 'A', '12').filters).toEqual([{ code: 'T', value: '6' }]);
    expect(clearFilters(two).filters).toEqual([]);
  });

  it('does not add a pair the grammar refuses, nor one beyond MAX_FILTERS', () => {
    const s = read('q=jazz');
    expect(toggleFilter(s, 'Q', '1').filters).toEqual([]);
    expect(toggleFilter(s, 'A', 'doze').filters).toEqual([]);
    expect(toggleFilter(s, 'a', '12').filters).toEqual([{ code: 'A', value: '12' }]);
    const full = read(`q=jazz&filtros=${Array.from({ length: MAX_FILTERS }, (_, i) => `A:${i + 1}`).join(',')}`);
    expect(toggleFilter(full, 'T', '6').filters).toEqual(full.filters);
  });

  it('narrows facet values by text only from 3 characters, ignoring accents and case', () => {
    const items = [{ descricao: 'Educação' }, { descricao: 'Música popular' }, { descricao: 'Musicologia' }];
    expect(matchFacetItems(items, 'mu')).toEqual(items);
    expect(matchFacetItems(items, '  mu ')).toEqual(items);
    expect(matchFacetItems(items, 'MUS')).toEqual([items[1], items[2]]);
    expect(matchFacetItems(items, 'educacao')).toEqual([items[0]]);
    expect(matchFacetItems(items, 'xyz')).toEqual([]);
  });
});

describe('what the results’ form sends without script', () => {
  it('reads each checked facet value, the ordering as one choice and the mode its button sent', () => {
    const state = readSearch(new URLSearchParams('q=jazz&for=INDICE_3&modo=D&filtros=T%3A2&filtros=A%3A7&ordem=obra-D&modo=L'));
    expect(state).toMatchObject({ term: 'jazz', index: 'INDICE_3', filters: [{ code: 'T', value: '2' }, { code: 'A', value: '7' }], orderBy: 'obra', direction: 'D', mode: 'L' });
    // orderBy and direction, when the address has them, win over a choice; an unknown choice is the default
    expect(readSearch(new URLSearchParams('q=x&orderBy=ano&direction=C&ordem=obra-D'))).toMatchObject({ orderBy: 'ano', direction: 'C' });
    expect(readSearch(new URLSearchParams('q=x&ordem=nada-Z'))).toMatchObject({ orderBy: 'relevancia', direction: 'C' });
  });

  it('carries as hidden fields what its controls do not send: the term and index, the advanced terms, the mode; not the facets, ordering or page', () => {
    const state = readSearch(new URLSearchParams('q=jazz&for=INDICE_2&condition=OR&q2=blues&for2=INDICE_3&filtros=T%3A2&orderBy=obra&direction=D&modo=L&page=3&especializada=tese%3Adoutorado'));
    expect(Object.fromEntries(refineFields(state))).toEqual({ q: 'jazz', for: 'INDICE_2', condition: 'OR', q2: 'blues', for2: 'INDICE_3', especializada: 'tese:doutorado', modo: 'L' });
  });
});
