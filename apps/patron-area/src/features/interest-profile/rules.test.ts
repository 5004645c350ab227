import { describe, expect, it } from 'vitest';
import { aaaErrors, minSearch, periodicalErrors, titleErrors, workTypeErrors } from './rules';

describe('interest profile rules', () => {
  it('an author, subject or area needs its kind and an entry picked from the index', () => {
    expect(aaaErrors({ tipo: '', codigo: '', texto: 'Machado' })).toEqual({ tipo: 'rules.kind', codigo: 'rules.pick' });
    expect(aaaErrors({ tipo: 'autor', codigo: '', texto: 'Machado' })).toEqual({ tipo: undefined, codigo: 'rules.pick' });
    expect(aaaErrors({ tipo: 'autor', codigo: '12', texto: 'Machado' })).toEqual({ tipo: undefined, codigo: undefined });
  });
  it('a serial needs at least one kind of notice (SPEC.md §5), under its field', () => {
    expect(periodicalErrors({ codAcervo: '5', texto: 'x', tipos: [] })).toEqual({ codAcervo: undefined, tipos: 'rules.notices' });
    expect(periodicalErrors({ codAcervo: '', texto: '', tipos: ['sumarios'] })).toEqual({ codAcervo: 'rules.serial', tipos: undefined });
    expect(periodicalErrors({ codAcervo: '5', texto: 'x', tipos: ['fasciculos'] })).toEqual({ codAcervo: undefined, tipos: undefined });
  });
  it('a type of work must be chosen', () => {
    expect(workTypeErrors({ codTipoObra: '' })).toEqual({ codTipoObra: 'rules.workType' });
    expect(workTypeErrors({ codTipoObra: '3' })).toEqual({ codTipoObra: undefined });
  });
  it('title words: some, one of 3 letters at least (accents aside), at most 200 characters', () => {
    expect(titleErrors({ palavras: '  ' })).toEqual({ palavras: 'rules.words' });
    expect(titleErrors({ palavras: 'a de' })).toEqual({ palavras: 'rules.wordsShort' });
    expect(titleErrors({ palavras: 'é lá' })).toEqual({ palavras: 'rules.wordsShort' });
    expect(titleErrors({ palavras: 'x'.repeat(201) })).toEqual({ palavras: { type: 'maxLength', message: 'rules.wordsLong', values: { max: 200 } } });
    expect(titleErrors({ palavras: 'História do Brasil' })).toEqual({ palavras: undefined });
  });
  it('the picker asks the index from 1 character for an area, 3 otherwise', () => {
    expect([minSearch('area'), minSearch('autor'), minSearch('periodico')]).toEqual([1, 3, 3]);
  });
});
