import { describe, expect, it } from 'vitest';
import { resolveRouteRef } from '@estante/federation';
import { homeLink } from '../../refs';
import { headingSearch } from './Headings';

const home = resolveRouteRef(homeLink, { 'catalogue.home': '/' });

describe('headingSearch', () => {
  it('a search of the catalogue by author or subject, narrowed to the authority (the catalogue’s ?q=&for=&indice=)', () => {
    expect(headingSearch(home, { label: 'Assis, Machado de, 1839-1908', cod: 12, kind: 'person' }, 'author')).toBe('/?q=Assis%2C+Machado+de%2C+1839-1908&for=INDICE_3&indice=12');
    expect(headingSearch(home, { label: 'Jazz', cod: 40, kind: 'topic' }, 'subject')).toBe('/?q=Jazz&for=INDICE_2&indice=40');
    expect(headingSearch(home, { label: 'Jazz', cod: null, kind: 'topic' }, 'subject')).toBe('/?q=Jazz&for=INDICE_2');
  });
});
