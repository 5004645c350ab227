import { describe, expect, it } from 'vitest';
import type { ConsultaResponse } from '@estante/api-contract';
import { searchQuery } from '@estante/api-endpoints/catalogue';
import { contract, head, searchAnswerKey, searchApiPath } from './server';
import { readSearch, toQuery } from './features/search/searchParams';

const item = (id: number, obra: string) => ({
  cod_acervo: id,
  obra,
  descricao: `${obra} / Autor. — São Paulo : Editora, 1999`,
  ano_publicacao: '1999',
  cod_tipo_obra: 1,
  desc_tipo_obra: 'Livro',
  idioma: 'por',
  idioma_desc: 'Português',
  link_capa: null,
  acesso_remoto: false,
  possui_acessibilidade: false,
  rota: `/acervo/${id}`,
  dados_adicionais: { A: [{ codigo: 12, descricao: 'Assis, Machado de' }], S: [{ codigo: 30, descricao: 'Romance brasileiro' }] },
});

const answer = (over: Partial<ConsultaResponse> = {}): ConsultaResponse =>
  ({
    data: [item(7, 'Dom Casmurro'), item(8, 'Quincas Borba')],
    total: 45,
    current_page: 2,
    per_page: 20,
    last_page: 3,
    sugestao: null,
    filtros: [
      { codigo: 'T', descricao: 'Tipo de obra', itens: [{ codigo: 1, descricao: 'Livro', total: 40, totalSemFiltro: 40 }] },
      { codigo: 'I', descricao: 'Idioma', itens: [{ codigo: 'por', descricao: 'Português', total: 30, totalSemFiltro: 30 }] },
    ],
    filtros_aplicados: [],
    ...over,
  }) as ConsultaResponse;

/** The API as the shell's server gives it: answers by path, null for a 404. */
const apiOf = (reply: (path: string) => unknown) => {
  const asked: string[] = [];
  return { asked, api: async (path: string) => (asked.push(path), reply(path)) };
};

/** The hrefs of the links whose text matches. */
const hrefs = (html: string, text: RegExp) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].filter((m) => text.test(m[2] ?? '')).map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
const paramsOf = (href: string) => Object.fromEntries(new URL(href, 'https://x').searchParams);

describe('the catalogue’s server fragment: the search page in the first HTML', () => {
  it('speaks the shell’s contract 1 and leaves other addresses to the browser', async () => {
    expect(contract).toBe(1);
    const { api, asked } = apiOf(() => null);
    expect(await head({ path: '/autoridade/12', search: '', origin: 'https://x', api })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('the search home: the welcome and a real GET form, asking the API nothing', async () => {
    const { api, asked } = apiOf(() => null);
    const h = await head({ path: '/', origin: 'https://x', api }); // a shell before `search`
    expect(h?.body).toContain('<h1>Pesquise no acervo</h1>');
    expect(h?.body).toMatch(/<form[^>]*role="search"[^>]*action="\/"[^>]*method="get"/);
    expect(h?.body).toMatch(/<label for="estante-ssr-q">Termo de pesquisa<input type="search" id="estante-ssr-q"[^>]*name="q"/);
    expect(h?.answers).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('a search: the API asked once, with the page’s own query, and its answer handed over under the page’s query key', async () => {
    const { api, asked } = apiOf((path) => (path.startsWith('/api/consulta?') ? answer() : null));
    const search = '?q=machado%20de%20assis&for=INDICE_3&filtros=T%3A1&orderBy=ano&direction=D&page=2';
    const h = await head({ path: '/', search, origin: 'https://x', api });
    expect(asked).toHaveLength(1);
    const query = Object.fromEntries(new URL(asked[0] ?? '', 'https://x').searchParams);
    expect(query).toMatchObject({ termo_pesquisa: 'machado de assis', coluna_um: 'INDICE_3', filtros: 'T:1', orderBy: 'ano', direction: 'D', page: '2', perPage: '20' });
    // the shell's visitor API takes only these characters (apps/shell/fragments.mjs)
    expect(asked[0]).toMatch(/^\/api\/[\w\-/.%]*(\?[\w\-=&.%]*)?$/);
    const state = readSearch(new URLSearchParams(search));
    expect(h?.answers).toEqual([{ queryKey: searchQuery(toQuery(state)).queryKey, data: answer() }]);
    expect(searchAnswerKey(state)).toEqual(searchQuery(toQuery(state)).queryKey);
    expect(searchApiPath(state)).toBe(asked[0]);
  });

  it('the results are links to each title and author, with the count as the heading', async () => {
    const { api } = apiOf(() => answer());
    const body = (await head({ path: '/', search: '?q=machado', origin: 'https://x', api }))?.body ?? '';
    expect(body).toContain('<h1>45 títulos encontrados para “machado”</h1>');
    expect(hrefs(body, /^Dom Casmurro$/)).toEqual(['/acervo/7']);
    expect(hrefs(body, /^Quincas Borba$/)).toEqual(['/acervo/8']);
    expect(hrefs(body, /^Assis, Machado de$/)).toEqual(['/autoridade/12', '/autoridade/12']);
    expect(body).toMatch(/<ol start="21">/); // page 2 of the answer: numbered from 21
  });

  it('a facet value is a link that adds its filter (from page 1), an applied one a link that removes it', async () => {
    const { api } = apiOf(() => answer());
    const body = (await head({ path: '/', search: '?q=machado&page=2', origin: 'https://x', api }))?.body ?? '';
    const [add] = hrefs(body, /^Livro$/);
    expect(paramsOf(add ?? '')).toEqual({ q: 'machado', for: 'INDICE_1', filtros: 'T:1' });
    const narrowed = (await head({ path: '/', search: '?q=machado&filtros=T%3A1', origin: 'https://x', api }))?.body ?? '';
    expect(narrowed).toMatch(/<a href="[^"]*" aria-current="true">Livro<\/a>/);
    const [remove] = hrefs(narrowed, /^Remover filtro Tipo de obra: Livro$/);
    expect(paramsOf(remove ?? '')).toEqual({ q: 'machado', for: 'INDICE_1' });
  });

  it('a facet shows its first five values; the others open from “Mostrar mais”, a <details> that needs no script', async () => {
    const authors = Array.from({ length: 7 }, (_, i) => ({ codigo: 100 + i, descricao: `Autor ${i + 1}`, total: 10 - i, totalSemFiltro: 10 - i }));
    const { api } = apiOf(() => answer({ filtros: [{ codigo: 'A', descricao: 'Autor', itens: authors }] }));
    const body = (await head({ path: '/', search: '?q=jazz', origin: 'https://x', api }))?.body ?? '';
    const [shown, more] = body.split('<details>');
    expect(hrefs(shown ?? '', /^Autor \d$/)).toHaveLength(5);
    expect(more).toMatch(/^<summary>Mostrar mais 2<\/summary>/);
    expect(paramsOf(hrefs(more ?? '', /^Autor 7$/)[0] ?? '')).toMatchObject({ filtros: 'A:106' });
  });

  it('orderings, display modes and pages are links to the same search', async () => {
    const { api } = apiOf(() => answer());
    const body = (await head({ path: '/', search: '?q=machado&page=2', origin: 'https://x', api }))?.body ?? '';
    expect(paramsOf(hrefs(body, /^Ano \(mais recente primeiro\)$/)[0] ?? '')).toEqual({ q: 'machado', for: 'INDICE_1', orderBy: 'ano', direction: 'D' });
    expect(body).toMatch(/aria-current="true">Relevância</);
    expect(paramsOf(hrefs(body, /^Lista$/)[0] ?? '')).toMatchObject({ modo: 'L', page: '2' });
    expect(paramsOf(hrefs(body, /^Página anterior$/)[0] ?? '')).toEqual({ q: 'machado', for: 'INDICE_1' });
    expect(paramsOf(hrefs(body, /^Próxima página$/)[0] ?? '')).toMatchObject({ page: '3' });
    expect(body).toContain('Página 2 de 3');
  });

  it('nothing found: says so, with the suggested spelling as a link', async () => {
    const { api } = apiOf(() => answer({ data: [], total: 0, last_page: 0, current_page: 1, filtros: [], sugestao: 'machado' }));
    const body = (await head({ path: '/', search: '?q=machdo', origin: 'https://x', api }))?.body ?? '';
    expect(body).toContain('<h1>Nenhum título encontrado para “machdo”.</h1>');
    expect(paramsOf(hrefs(body, /^machado$/)[0] ?? '')).toEqual({ q: 'machado', for: 'INDICE_1' });
  });

  it('text from the catalogue and the address stays text', async () => {
    const evil = '<script>alert(1)</script></main><img src=x onerror=alert(2)>';
    const { api } = apiOf(() => answer({ data: [item(9, evil)] }));
    const body = (await head({ path: '/', search: `?q=${encodeURIComponent(evil)}`, origin: 'https://x', api }))?.body ?? '';
    expect(body).not.toMatch(/<script|<img|<\/main>/i);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('a search the API refuses or cannot answer is left to the page (which shows its message)', async () => {
    expect(await head({ path: '/', search: '?q=x', origin: 'https://x', api: apiOf(() => null).api })).toBeNull();
    await expect(head({ path: '/', search: '?q=x', origin: 'https://x', api: async () => Promise.reject(new Error('HTTP 503')) })).rejects.toThrow('503');
  });
});
