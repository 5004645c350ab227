import { describe, expect, it } from 'vitest';
import type { EndpointResponse } from '@estante/api-contract';
import { availabilityByLibraryQuery, titlePageQuery, titleQuery } from '@estante/api-endpoints/title';
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
const page = { idioma: 'por', idioma_desc: 'Português', cod_tipo_obra: 1, capa: { url: null, padrao: '/capas/livro.svg' }, visoes: [] } as unknown as EndpointResponse<'titlePage'>;
const libraries = [{ cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', total: 2, disponiveis: 1 }] as unknown as EndpointResponse<'titleLibraries'>;

/** The API as the shell's server gives it: answers by path, null for a 404. */
const apiOf = (answers: Record<string, unknown>) => {
  const asked: string[] = [];
  return { asked, api: async (path: string) => (asked.push(path), path in answers ? answers[path] : null) };
};
const answers = { '/api/acervo/7': record, '/api/acervo/7/pagina': page, '/api/acervo/7/bibliotecas': libraries, '/api/parametros/instituicao': { sigla: 'UFX', nome: 'Universidade X' } };

describe('the server fragment: a title page’s head in the first HTML', () => {
  it('speaks the shell’s contract 1', () => expect(contract).toBe(1));

  it('hands over the record and the page’s frame under the page’s own query keys, so the page does not ask for them again', async () => {
    const { api } = apiOf(answers);
    const h = await head({ path: '/acervo/7/exemplares', origin: 'https://biblioteca.example.edu', api });
    expect(h?.answers).toEqual([
      { queryKey: titleQuery(7).queryKey, data: record },
      { queryKey: titlePageQuery(7).queryKey, data: page },
    ]);
    // availability changes with every loan: the page asks for it, a cached page never shows an old one
    expect(h?.answers?.some((a) => a.queryKey.join() === availabilityByLibraryQuery(7).queryKey.join())).toBe(false);
    // an answer the API did not give is not handed over as an empty one
    const { api: partial } = apiOf({ '/api/acervo/7': record });
    expect((await head({ path: '/acervo/7', origin: 'https://biblioteca.example.edu', api: partial }))?.answers).toEqual([{ queryKey: ['title', 7], data: record }]);
  });

  it('gives the title as the tab shows it, a description, the canonical address and the JSON-LD the page renders', async () => {
    const { api, asked } = apiOf(answers);
    const h = await head({ path: '/acervo/7', origin: 'https://biblioteca.example.edu/', api });
    expect(asked.sort()).toEqual(['/api/acervo/7', '/api/acervo/7/bibliotecas', '/api/acervo/7/pagina', '/api/parametros/instituicao']);
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
    const h = await head({ path: '/acervo/7/exemplares', origin: 'https://b.example', api: apiOf(answers).api });
    expect(h).toMatchObject({ title: 'Dom Casmurro — Exemplares | Catálogo online UFX', canonical: 'https://b.example/acervo/7' });
  });

  it('says 404 for a code that is no title, and nothing for an address that is not a title’s', async () => {
    expect(await head({ path: '/acervo/8', origin: 'https://b.example', api: apiOf(answers).api })).toEqual({ status: 404 });
    const { api, asked } = apiOf(answers);
    expect(await head({ path: '/acervo/abc', origin: 'https://b.example', api })).toBeNull();
    expect(await head({ path: '/', origin: 'https://b.example', api })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('cuts a long description at a word, under 300 characters', async () => {
    const long = { ...record, obra: `${'Palavra '.repeat(60)}fim` };
    const h = await head({ path: '/acervo/7', origin: 'https://b.example', api: apiOf({ ...answers, '/api/acervo/7': long }).api });
    expect(h?.description?.length).toBeLessThanOrEqual(300);
    expect(h?.description).toMatch(/Palavra…$/);
  });
});
