import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Instituicao } from '@estante/api-contract';
import { QueryClient } from '@estante/api-client/react';
import { initI18n } from '@estante/i18n';
import { $institution } from '@estante/session';
import { contract, head } from './server';

const headOf = (path: string, search = '') => head({ path, search, origin: 'https://b.example', queryClient: new QueryClient() });

beforeAll(async () => {
  await initI18n([], { language: 'pt' });
  $institution.set({ sigla: 'UFX' } as Instituicao);
});
afterEach(() => $institution.set({ sigla: 'UFX' } as Instituicao));

describe('the head of a catalogue page on the server (contract 2)', () => {
  it('speaks the shell’s contract 2', () => expect(contract).toBe(2));

  it('names a results page after its search, from the address alone (nothing is asked of the API)', async () => {
    const queryClient = new QueryClient();
    expect(await head({ path: '/', search: '?q=machado+de+assis&for=INDICE_3', origin: 'https://b.example', queryClient })).toEqual({
      title: '“machado de assis” — Pesquisa | Catálogo online UFX',
    });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('says which page of the results it is', async () => {
    expect(await headOf('/', '?q=jazz&page=3')).toEqual({ title: '“jazz” — Pesquisa, página 3 | Catálogo online UFX' });
  });

  it('names the catalogue alone when the institution has no abbreviation', async () => {
    $institution.set(null);
    expect(await headOf('/', '?q=jazz')).toEqual({ title: '“jazz” — Pesquisa | Catálogo online' });
  });

  it('leaves the site’s own head to the search home and every other catalogue page', async () => {
    expect(await headOf('/')).toBeNull();
    expect(await headOf('/', '?for=INDICE_2')).toBeNull();
    expect(await headOf('/indices', '?q=jazz')).toBeNull();
    expect(await headOf('/autoridade/12')).toBeNull();
  });
});

describe('what the results’ form sends without script', () => {
  it('is sent to the search’s own address (303 by the shell), with nothing rendered', async () => {
    expect(await headOf('/', '?q=jazz&for=INDICE_1&ordem=obra-D')).toEqual({ location: '/?q=jazz&for=INDICE_1&orderBy=obra&direction=D' });
    expect(await headOf('/', '?q=jazz&for=INDICE_1&modo=D&filtros=T%3A2&filtros=A%3A7&ordem=relevancia-C&modo=L')).toEqual({ location: '/?q=jazz&for=INDICE_1&filtros=T%3A2%2CA%3A7&modo=L' });
    expect(await headOf('/avancada', '?q=jazz&for=INDICE_1&ordem=ano-C')).toEqual({ location: '/avancada?q=jazz&for=INDICE_1&orderBy=ano&direction=C' });
  });

  it('leaves an address the page writes as it is', async () => {
    expect((await headOf('/', '?q=jazz&for=INDICE_1&filtros=T%3A2&orderBy=obra&direction=D&modo=L'))?.location).toBeUndefined();
  });
});
