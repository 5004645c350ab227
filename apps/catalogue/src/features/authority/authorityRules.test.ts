import { describe, expect, it } from 'vitest';
import { authorityCode, linkedTitlesQuery, linkedTitlesSearch } from './authorityRules';

describe('authority pages', () => {
  it('reads a code of the address, anything else is none', () => {
    expect(authorityCode('123')).toBe(123);
    for (const bad of ['abc', '0', '012', '', undefined, '1234567890']) expect(authorityCode(bad)).toBe(0);
  });

  it('searches the titles under a heading on the index of its type, narrowed to the authority', () => {
    const subject = { cod_autoridade: 7, cabecalho: 'Jazz', tipo: 'S' } as const;
    expect(linkedTitlesQuery(subject, 2)).toEqual({ termo_pesquisa: 'Jazz', coluna_um: 'INDICE_2', indice: '7', page: 2, perPage: 20, orderBy: 'obra', direction: 'C' });
    expect(linkedTitlesSearch({ cod_autoridade: 9, cabecalho: 'Aebersold, Jamey', tipo: 'A' })).toBe('q=Aebersold%2C+Jamey&for=INDICE_3&indice=9');
  });
});
