import { describe, expect, it } from 'vitest';
import { documentTitle, tabsOf, viewOf } from './views';

describe('the title’s tabs and document title', () => {
  it('the sub-view of an address', () => {
    expect(viewOf('/acervo/7')).toBeNull();
    expect(viewOf('/acervo/7/')).toBeNull();
    expect(viewOf('/acervo/7/marc')).toBe('marc');
    expect(viewOf('/acervo/7/colecao-kardex/')).toBe('colecao-kardex');
    expect(viewOf('/acervo/7/nada')).toBeNull();
  });
  it('tabs: those that apply; the one shown added when it does not apply', () => {
    expect(tabsOf(['exemplares', 'marc'], 'marc')).toEqual(['exemplares', 'marc']);
    expect(tabsOf(['exemplares', 'marc'], null)).toEqual(['exemplares', 'marc']);
    expect(tabsOf(['exemplares', 'marc'], 'colecao-kardex')).toEqual(['exemplares', 'marc', 'colecao-kardex']);
  });
  it('"<title> — <sub-view> | <catalogue>"', () => {
    expect(documentTitle('Dom Casmurro', null, 'Catálogo online UFX')).toBe('Dom Casmurro | Catálogo online UFX');
    expect(documentTitle('Dom Casmurro', 'MARC', 'Catálogo online UFX')).toBe('Dom Casmurro — MARC | Catálogo online UFX');
  });
});
