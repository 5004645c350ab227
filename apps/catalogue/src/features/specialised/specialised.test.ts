import { describe, expect, it } from 'vitest';
import { periodicalSearch } from './specialised';

describe('periodicalSearch', () => {
  it('is the general search on the field index, narrowed to serials', () => {
    expect(periodicalSearch('titulo', ' Down Beat ').toString()).toBe('q=Down+Beat&for=INDICE_4&filtros=T%3A2');
    expect(periodicalSearch('assunto', 'jazz').toString()).toBe('q=jazz&for=INDICE_2&filtros=T%3A2');
    expect(periodicalSearch('unknown', 'x').get('for')).toBe('INDICE_1');
  });
});
