import { describe, expect, it } from 'vitest';
import { browseQuery, entrySearch, readBrowse, writeBrowse } from './browseParams';

describe('index browsing address', () => {
  it('reads and writes index, jump and page, defaults left out', () => {
    const s = readBrowse(new URLSearchParams('indice=assunto&inicio=%20ma%20&page=3'));
    expect(s).toEqual({ index: 'assunto', start: 'ma', page: 3 });
    expect(writeBrowse(s).toString()).toBe('indice=assunto&inicio=ma&page=3');
    expect(writeBrowse({ index: 'autor', start: '', page: 1 }).toString()).toBe('indice=autor');
  });

  it('falls back to the author index, no jump and page 1 for invalid values', () => {
    expect(readBrowse(new URLSearchParams('indice=isbn&page=-1'))).toEqual({ index: 'autor', start: '', page: 1 });
    expect(readBrowse(new URLSearchParams('page=abc')).page).toBe(1);
  });
});

describe('entrySearch', () => {
  it('turns the API query of an entry into the catalogue search address', () => {
    expect(entrySearch('termo_pesquisa=Mabern%2C+Harold&coluna_um=INDICE_3&indice=3226')).toBe('q=Mabern%2C+Harold&for=INDICE_3&indice=3226');
    expect(entrySearch("termo_pesquisa=Baby+I%27m+a+want+you&coluna_um=INDICE_4")).toBe('q=Baby+I%27m+a+want+you&for=INDICE_4');
  });

  it('has no search for entries the server cannot search (call numbers) or malformed ones', () => {
    expect(entrySearch(null)).toBeNull();
    expect(entrySearch('coluna_um=INDICE_3')).toBeNull();
    expect(entrySearch('termo_pesquisa=x&coluna_um=EVIL&indice=1;drop')).toBe('q=x&for=INDICE_1');
  });

  it('asks the API for the page of the index from the jump, 25 a page', () => {
    expect(browseQuery({ index: 'titulo', start: 'ma', page: 2 })).toEqual({ indice: 'titulo', page: 2, perPage: 25, inicio: 'ma' });
    expect(browseQuery({ index: 'autor', start: '', page: 1 })).toEqual({ indice: 'autor', page: 1, perPage: 25 });
  });
});
