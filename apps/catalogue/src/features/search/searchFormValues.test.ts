import { describe, expect, it } from 'vitest';
import { emptySearch, readSearch, type SearchState } from './searchParams';
import { formValues, submittedSearch, type SearchFormValues } from './searchFormValues';

const current: SearchState = readSearch(new URLSearchParams('q=jazz&for=INDICE_4&filtros=T:3,I:por&page=4&orderBy=ano&direction=D&modo=L&q2=piano&condition=NOT&for2=INDICE_2&keyword_type=F'));
const values: SearchFormValues = { term: 'rock', index: 'INDICE_3', term2: 'blues', index2: 'INDICE_4', condition: 'OR', keywordType: 'F', workType: '2' };

describe('formValues', () => {
  it('fills the box from the address, the type of work from filter T', () => {
    expect(formValues(current)).toEqual({ term: 'jazz', index: 'INDICE_4', term2: 'piano', index2: 'INDICE_2', condition: 'NOT', keywordType: 'F', workType: '3' });
  });
  it('an empty address is an empty box of defaults', () => {
    expect(formValues(emptySearch)).toEqual({ term: '', index: 'INDICE_1', term2: '', index2: 'INDICE_1', condition: 'AND', keywordType: 'P', workType: '' });
  });
});

describe('submittedSearch', () => {
  it('a simple search keeps ordering and display mode, drops facets, page and the advanced parts', () => {
    expect(submittedSearch(values, current, false)).toEqual({ ...emptySearch, term: 'rock', index: 'INDICE_3', orderBy: 'ano', direction: 'D', mode: 'L' });
  });
  it('an advanced search takes every field, the type of work as the only filter', () => {
    expect(submittedSearch(values, current, true)).toEqual({
      ...emptySearch,
      term: 'rock',
      index: 'INDICE_3',
      term2: 'blues',
      index2: 'INDICE_4',
      condition: 'OR',
      keywordType: 'F',
      filters: [{ code: 'T', value: '2' }],
      orderBy: 'ano',
      direction: 'D',
      mode: 'L',
    });
    expect(submittedSearch({ ...values, workType: '' }, current, true).filters).toEqual([]);
  });
});
