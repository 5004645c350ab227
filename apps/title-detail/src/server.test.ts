import { describe, expect, it } from 'vitest';
import type { EndpointResponse } from '@estante/api-contract';
import { availabilityByLibraryQuery, titlePageQuery, titleQuery } from '@estante/api-endpoints/title';
import pt from './locales/pt.json';
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
const copy = (cod_exemplar: number, cod_biblioteca: number, desc_biblioteca: string, more: Partial<EndpointResponse<'titleCopies'>[number]> = {}) => ({
  cod_exemplar,
  cod_acervo: 7,
  cod_biblioteca,
  desc_biblioteca,
  cod_campus: 1,
  nome_campus: 'Campus Centro',
  numero_chamada: '869.3 A848d',
  volume: null,
  tomo: null,
  parte: null,
  material: 'Livro',
  tipo_emprestimo: 'Normal',
  localizacao: 'Estante 3',
  colecao: 'Acervo geral',
  situacao: 'disponivel' as const,
  desc_situacao: 'Disponível',
  data_devolucao_prevista: null,
  ...more,
});
const copies: EndpointResponse<'titleCopies'> = [
  copy(701, 1, 'Biblioteca Central'),
  copy(702, 1, 'Biblioteca Central', { situacao: 'emprestado', desc_situacao: 'Emprestado', data_devolucao_prevista: '29/11/2026', volume: 'v. 2' }),
  copy(703, 2, 'Biblioteca Setorial', { numero_chamada: null, tipo_emprestimo: 'Consulta local' }),
];

/** The API as the shell's server gives it: answers by path, null for a 404. */
const apiOf = (answers: Record<string, unknown>) => {
  const asked: string[] = [];
  return { asked, api: async (path: string) => (asked.push(path), path in answers ? answers[path] : null) };
};
const answers = {
  '/api/acervo/7': record,
  '/api/acervo/7/pagina': page,
  '/api/acervo/7/bibliotecas': libraries,
  '/api/acervo/7/exemplares': copies,
  '/api/parametros/instituicao': { sigla: 'UFX', nome: 'Universidade X' },
};

// Reading the body as a reader would, without a DOM (the fragment runs in Node): React's static
// markup, one element per tag with its attributes and its text.
/** The text of some HTML: tags dropped, the entities React writes read back. */
const textOf = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
/** The `tag` elements of some HTML (none nested in another of the same tag): attributes, inner HTML, text. */
const elements = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map(([, attrs = '', inner = '']) => ({ attrs, inner, text: textOf(inner) }));
const attr = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1] ?? null;
/** The rows of the table with this caption, as the text of their cells; null when there is none. */
const table = (html: string, caption: string) => {
  const found = elements(html, 'table').find((t) => elements(t.inner, 'caption')[0]?.text === caption);
  return found ? elements(found.inner, 'tr').map((row) => [...row.inner.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => textOf(cell[1] ?? ''))) : null;
};
/** The links of the sub-views' nav: address, text and aria-current. */
const navLinks = (html: string) => {
  const [nav] = elements(html, 'nav');
  return nav ? elements(nav.inner, 'a').map((a) => ({ href: attr(a.attrs, 'href'), text: a.text, current: attr(a.attrs, 'aria-current') })) : null;
};
/** The details list: each label and its value's text. */
const details = (html: string) => Object.fromEntries([...html.matchAll(/<dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd>/g)].map(([, dt = '', dd = '']) => [textOf(dt), textOf(dd)]));
const bodyOf = async (path: string, extra: { search?: string; answers?: Record<string, unknown>; api?: (path: string) => Promise<unknown> } = {}) => {
  const h = await head({ path, origin: 'https://b.example', api: extra.api ?? apiOf(extra.answers ?? answers).api, ...(extra.search === undefined ? {} : { search: extra.search }) });
  expect(typeof h?.body).toBe('string');
  return h?.body ?? '';
};
const ssr = pt.titleDetail.ssr;

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

  describe('the page’s content in the body, for a first paint and for browsers without script', () => {
    it('renders the title, its details as the page shows them, its availability and the links to its sub-views', async () => {
      const body = await bodyOf('/acervo/7');
      const [h1, ...others] = elements(body, 'h1');
      expect(others).toEqual([]);
      expect(h1?.text).toBe('Dom Casmurro');
      expect(attr(h1?.attrs ?? '', 'lang')).toBeNull(); // a Portuguese title in a Portuguese page
      expect(textOf(body)).toContain('Machado de Assis'); // the statement of responsibility (245 $c)
      expect(details(body)).toMatchObject({
        Autoria: 'Assis, Machado de, 1839-1908',
        Publicação: 'São Paulo : Ática, 1997.',
        ISBN: '85-08-01234-5 (broch.)',
        Idioma: 'Português',
      });
      // an author the record links to an authority links to its page, as on the page
      expect(elements(body, 'a').find((a) => a.text === 'Assis, Machado de, 1839-1908')?.attrs).toContain('href="/autoridade/12"');
      expect(table(body, 'Exemplares por biblioteca')).toEqual([
        ['Biblioteca', 'Exemplares', 'Disponíveis'],
        ['Biblioteca Central (Campus Centro)', '2', '1'],
      ]);
      expect(attr(elements(body, 'nav')[0]?.attrs ?? '', 'aria-label')).toBe('Visualizações do título');
      expect(navLinks(body)).toEqual([
        { href: '/acervo/7', text: 'Dados', current: 'page' },
        { href: '/acervo/7/referencia', text: 'Referência', current: null },
        { href: '/acervo/7/marc', text: 'MARC', current: null },
        { href: '/acervo/7/exemplares', text: 'Exemplares', current: null },
        { href: '/acervo/7/reserva', text: 'Reserva', current: null },
      ]);
    });

    it('links back to the catalogue and searches it with a GET form that works without script', async () => {
      const body = await bodyOf('/acervo/7');
      expect(elements(body, 'a').find((a) => a.text.includes(pt.titleDetail.backToSearch))?.attrs).toContain('href="/"');
      const [form] = elements(body, 'form');
      expect(form && [attr(form.attrs, 'method'), attr(form.attrs, 'action'), attr(form.attrs, 'role')]).toEqual(['get', '/', 'search']);
      const input = /<input([^>]*)>/.exec(form?.inner ?? '')?.[1] ?? '';
      expect([attr(input, 'type'), attr(input, 'name')]).toEqual(['search', 'q']);
      const [label] = elements(form?.inner ?? '', 'label');
      expect(label?.text).toBe(ssr.searchLabel);
      expect(attr(label?.attrs ?? '', 'for')).toBe(attr(input, 'id'));
      expect(elements(form?.inner ?? '', 'button').map((b) => [attr(b.attrs, 'type'), b.text])).toEqual([['submit', ssr.searchSubmit]]);
    });

    it('marks the sub-view asked for, lists it even where the title’s frame does not, and asks for the copies only on theirs', async () => {
      for (const view of ['marc', 'referencia', 'reserva']) {
        const { api, asked } = apiOf(answers);
        const body = await bodyOf(`/acervo/7/${view}`, { api });
        expect(navLinks(body)?.filter((l) => l.current === 'page').map((l) => l.href)).toEqual([`/acervo/7/${view}`]);
        expect(asked).not.toContain('/api/acervo/7/exemplares');
        expect(table(body, 'Exemplares em todas as bibliotecas')).toBeNull();
      }
      const links = navLinks(await bodyOf('/acervo/7/dublin-core'));
      expect(links?.at(-1)).toEqual({ href: '/acervo/7/dublin-core', text: 'Dublin Core', current: 'page' });
    });

    it('lists the copies on the copies view, with the columns the page shows, and the library the address names', async () => {
      const { api, asked } = apiOf(answers);
      const body = await bodyOf('/acervo/7/exemplares', { api, search: '' });
      expect(asked).toContain('/api/acervo/7/exemplares');
      expect(navLinks(body)?.find((l) => l.current === 'page')?.href).toBe('/acervo/7/exemplares');
      expect(table(body, 'Exemplares em todas as bibliotecas')).toEqual([
        ['Exemplar', 'Biblioteca', 'Situação', 'Devolução prevista', 'Localização', 'Nº de chamada', 'Coleção', 'Volume', 'Material', 'Tipo de empréstimo'],
        ['701', 'Biblioteca Central', 'Disponível', '—', 'Estante 3', '869.3 A848d', 'Acervo geral', '—', 'Livro', 'Normal'],
        ['702', 'Biblioteca Central', 'Emprestado', '29 de nov. de 2026', 'Estante 3', '869.3 A848d', 'Acervo geral', 'v. 2', 'Livro', 'Normal'],
        ['703', 'Biblioteca Setorial', 'Disponível', '—', 'Estante 3', '—', 'Acervo geral', '—', 'Livro', 'Consulta local'],
      ]);
      // the availability table's links lead here with ?biblioteca=: the list is that library's
      const one = await bodyOf('/acervo/7/exemplares', { search: '?biblioteca=2' });
      expect(table(one, 'Exemplares: Biblioteca Setorial')).toEqual([
        ['Exemplar', 'Situação', 'Devolução prevista', 'Localização', 'Nº de chamada', 'Coleção', 'Material', 'Tipo de empréstimo'],
        ['703', 'Disponível', '—', 'Estante 3', '—', 'Acervo geral', 'Livro', 'Consulta local'],
      ]);
      // a library holding none of its copies: all of them
      expect(table(await bodyOf('/acervo/7/exemplares', { search: '?biblioteca=99' }), 'Exemplares em todas as bibliotecas')).toHaveLength(4);
    });

    it('accepts a shell that gives no query string (one older than `search`)', async () => {
      const h = await head({ path: '/acervo/7/exemplares', origin: 'https://b.example', api: apiOf(answers).api, search: undefined });
      expect(table(h?.body ?? '', 'Exemplares em todas as bibliotecas')).toHaveLength(4);
      expect(elements((await head({ path: '/acervo/7', origin: 'https://b.example', api: apiOf(answers).api }))?.body ?? '', 'h1')[0]?.text).toBe('Dom Casmurro');
    });

    it('gives the rest of the body when the copies are not answered or their call fails', async () => {
      const { api: answering } = apiOf(answers);
      const failing = async (path: string) => {
        if (path.endsWith('/exemplares')) throw new Error(`${path}: HTTP 500`);
        return answering(path);
      };
      for (const extra of [{ api: failing }, { answers: { ...answers, '/api/acervo/7/exemplares': null } }]) {
        const h = await head({ path: '/acervo/7/exemplares', origin: 'https://b.example', api: extra.api ?? apiOf(extra.answers ?? answers).api });
        expect(h).toMatchObject({ title: 'Dom Casmurro — Exemplares | Catálogo online UFX', canonical: 'https://b.example/acervo/7' });
        const body = h?.body ?? '';
        expect(elements(body, 'h1')[0]?.text).toBe('Dom Casmurro');
        expect(table(body, 'Exemplares em todas as bibliotecas')).toBeNull();
        expect(table(body, 'Exemplares por biblioteca')).toHaveLength(2); // what is known of the copies: their counts
      }
      // an empty list is an answer: said in words
      const none = await bodyOf('/acervo/7/exemplares', { answers: { ...answers, '/api/acervo/7/exemplares': [] } });
      expect(textOf(none)).toContain('Este título não tem exemplares nas bibliotecas.');
    });

    it('escapes every text of the catalogue: no markup of a record reaches the page', async () => {
      const obra = 'Dom <script>alert(1)</script></main><img src=x onerror=alert(2)> & "Casmurro"';
      const evil = {
        ...answers,
        '/api/acervo/7': { ...record, obra },
        '/api/acervo/7/exemplares': [copy(701, 1, '<b onclick="x()">Central</b>', { localizacao: '</table><script>alert(3)</script>' })],
      };
      for (const path of ['/acervo/7', '/acervo/7/exemplares']) {
        const body = await bodyOf(path, { answers: evil });
        expect(body).not.toMatch(/<script|<\/main|<img|<b\b/i);
        // what the shell refuses to write into a page (apps/shell/fragments.mjs, UNSAFE_REGION)
        expect(body).not.toMatch(/<\/?(?:script|style|iframe|frame|object|embed|link|meta|base|template|noscript|svg|math)\b|<[^>]*\son[a-z]+\s*=|<[^>]*=\s*["']?\s*(?:javascript|vbscript|data):/i);
        expect(body).not.toMatch(/\sstyle=/);
        expect(elements(body, 'h1')[0]?.text).toBe(obra);
      }
    });

    it('names the title’s language on its heading when it is not Portuguese', async () => {
      const lang = async (idioma: string | null) =>
        attr(elements(await bodyOf('/acervo/7', { answers: { ...answers, '/api/acervo/7/pagina': { ...page, idioma } } }), 'h1')[0]?.attrs ?? '', 'lang');
      expect(await lang('eng')).toBe('en');
      expect(await lang('fre')).toBe('fr');
      expect(await lang('por')).toBeNull();
      expect(await lang('und')).toBeNull();
      expect(await lang(null)).toBeNull();
    });

    it('leaves out the availability the API did not give, and says so when no library holds the title', async () => {
      const without = await bodyOf('/acervo/7', { answers: { ...answers, '/api/acervo/7/bibliotecas': null, '/api/acervo/7/pagina': null } });
      expect(elements(without, 'table')).toEqual([]);
      expect(elements(without, 'h1')[0]?.text).toBe('Dom Casmurro');
      // without the page's frame, the title itself is the one link
      expect(navLinks(without)).toEqual([{ href: '/acervo/7', text: 'Dados', current: 'page' }]);
      const none = await bodyOf('/acervo/7', { answers: { ...answers, '/api/acervo/7/bibliotecas': [] } });
      expect(textOf(none)).toContain(pt.titleDetail.availability.none);
    });

    it('has no body for an address under a title that is none of its pages (the remote’s not-found)', async () => {
      const h = await head({ path: '/acervo/7/nada', origin: 'https://b.example', api: apiOf(answers).api });
      expect(h?.title).toBe('Dom Casmurro | Catálogo online UFX');
      expect(h?.body).toBeUndefined();
      expect(typeof (await head({ path: '/acervo/7/', origin: 'https://b.example', api: apiOf(answers).api }))?.body).toBe('string');
    });

    it('has no body for a code that is no title', async () => {
      const { api, asked } = apiOf(answers);
      expect(await head({ path: '/acervo/8/exemplares', origin: 'https://b.example', api })).toEqual({ status: 404 });
      expect(asked).toContain('/api/acervo/8/exemplares'); // asked beside the record, not after it
    });
  });
});
