import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EndpointResponse, Instituicao } from '@estante/api-contract';
import { client } from '@estante/api-client';
import { QueryClient } from '@estante/api-client/react';
import { availabilityByLibraryQuery, titlePageQuery, titleQuery } from '@estante/api-endpoints/title';
import { $institution } from '@estante/session';
import { contract, head } from './server';

const record = {
  cod_acervo: 7,
  obra: 'Dom Casmurro',
  ano_publicacao: '1997',
  desc_tipo_obra: 'Livro',
  campos: [
    { ordem: '020', detalhes: [{ _secao: ['a'], descricao: ['85-08-01234-5 (broch.)'], cod_autoridade: [null] }] },
    { ordem: '100', detalhes: [{ _secao: ['a', 'd'], descricao: ['Assis, Machado de,', '1839-1908.'], cod_autoridade: [12, 12] }] },
    { ordem: '245', detalhes: [{ _secao: ['a', 'c'], descricao: ['Dom Casmurro /', 'Machado de Assis.'], cod_autoridade: [null, null] }] },
    { ordem: '260', detalhes: [{ _secao: ['a', 'b', 'c'], descricao: ['São Paulo :', 'Ática,', '1997.'], cod_autoridade: [null, null, null] }] },
  ],
} as unknown as EndpointResponse<'title'>;
const page = {
  idioma: 'por',
  idioma_desc: 'Português',
  cod_tipo_obra: 1,
  capa: { url: null, padrao: '/capas/livro.svg' },
  visoes: ['referencia', 'marc', 'exemplares', 'reserva'],
} as unknown as EndpointResponse<'titlePage'>;
const libraries = [{ cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', nome_campus: 'Campus Centro', total: 2, disponiveis: 1 }] as unknown as EndpointResponse<'titleLibraries'>;

/**
 * The API, as the page's API client reaches it on the server: answers by path (a 404 for any other),
 * and the paths asked. Installed as the shared client's transport for a test.
 */
function answering(answers: Record<string, unknown>) {
  const asked: string[] = [];
  client.http.defaults.adapter = async (config) => {
    const url = config.url ?? '';
    if (url === '/oauth/token') return { data: { access_token: 'visitor', expires_in: 900 }, status: 200, statusText: 'OK', headers: {}, config };
    asked.push(url);
    const response = { data: answers[url] ?? { message: 'Não encontrado.' }, status: url in answers ? 200 : 404, statusText: '', headers: {}, config };
    // What axios rejects an answer outside 2xx with (toApiError reads it as the API's 404).
    if (response.status === 404) throw Object.assign(new Error('Not found'), { isAxiosError: true, config, response });
    return response;
  };
  return asked;
}

const answers = {
  '/api/acervo/7': record,
  '/api/acervo/7/pagina': page,
  '/api/acervo/7/bibliotecas': libraries,
};

const headOf = (path: string, origin = 'https://b.example') => head({ path, search: '', origin, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });

beforeEach(() => $institution.set({ sigla: 'UFX' } as Instituicao));
afterEach(() => {
  client.http.defaults.adapter = undefined;
  $institution.set(null);
});

describe('the head of a title page on the server (contract 2)', () => {
  it('speaks the shell’s contract 2', () => expect(contract).toBe(2));

  it('asks through the page’s query cache, under the page’s own keys: the page renders and hydrates with those answers', async () => {
    answering(answers);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await head({ path: '/acervo/7/exemplares', search: '', origin: 'https://b.example', queryClient });
    expect(queryClient.getQueryData(titleQuery(7).queryKey)).toEqual(record);
    expect(queryClient.getQueryData(titlePageQuery(7).queryKey)).toEqual(page);
    expect(queryClient.getQueryData(availabilityByLibraryQuery(7).queryKey)).toEqual(libraries);
  });

  it('still says what it knows of a title whose frame or availability the API did not give', async () => {
    answering({ '/api/acervo/7': record });
    const h = await headOf('/acervo/7');
    expect(h).toMatchObject({ title: 'Dom Casmurro | Catálogo online UFX', canonical: 'https://b.example/acervo/7' });
    expect(h?.image).toBeUndefined();
  });

  it('gives the title as the tab shows it, a description, the canonical address and the JSON-LD the page renders', async () => {
    const asked = answering(answers);
    const h = await headOf('/acervo/7', 'https://biblioteca.example.edu/');
    expect(asked.sort()).toEqual(['/api/acervo/7', '/api/acervo/7/bibliotecas', '/api/acervo/7/pagina']);
    expect(h).toMatchObject({
      title: 'Dom Casmurro | Catálogo online UFX',
      description: 'Dom Casmurro — Machado de Assis — Ática, 1997 — Livro',
      canonical: 'https://biblioteca.example.edu/acervo/7',
      image: 'https://biblioteca.example.edu/capas/livro.svg',
    });
    expect(h?.jsonLd).toMatchObject({
      '@type': 'Book',
      '@id': 'https://biblioteca.example.edu/acervo/7',
      name: 'Dom Casmurro',
      isbn: '85-08-01234-5',
      inLanguage: 'pt',
      author: [{ '@type': 'Person', name: 'Assis, Machado de, 1839-1908' }],
      offers: [{ availability: 'https://schema.org/InStock', availableAtOrFrom: { name: 'Biblioteca Central' } }],
    });
  });

  it('names the sub-view in the title; the canonical address stays the title’s', async () => {
    answering(answers);
    const h = await headOf('/acervo/7/exemplares');
    expect(h).toMatchObject({ title: 'Dom Casmurro — Exemplares | Catálogo online UFX', canonical: 'https://b.example/acervo/7' });
  });

  it('says 404 for a code that is no title, and nothing for an address that is not a title’s', async () => {
    answering(answers);
    expect(await headOf('/acervo/8')).toEqual({ status: 404 });
    const asked = answering(answers);
    expect(await headOf('/acervo/abc')).toBeNull();
    expect(await headOf('/')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('cuts a long description at a word, under 300 characters', async () => {
    const long = { ...record, obra: `${'Palavra '.repeat(60)}fim` };
    answering({ ...answers, '/api/acervo/7': long });
    const h = await headOf('/acervo/7');
    expect(h?.description?.length).toBeLessThanOrEqual(300);
    expect(h?.description).toMatch(/Palavra…$/);
  });

});
