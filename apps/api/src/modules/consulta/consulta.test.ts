import { describe, expect, it } from 'vitest';
import type { ConsultaResponse, ErrorResponse } from '@estante/api-contract';
import { useSeededApp } from '../../../test/helpers';

const { inject, get, ok, query } = useSeededApp();

const consulta = (qs: string, headers: Record<string, string> = {}) => ok<ConsultaResponse>(`/api/consulta?${qs}`, headers);

describe('search options: /api/consulta/ordenacao, /filtros, /opcoes-indice, /imagem-padrao', () => {
  it('ordenacao lists orderBy values and directions with labels, relevancia and C by default', async () => {
    const r = await ok<{ ordenacao: { codigo: string; descricao: string; padrao: boolean }[]; direcao: { codigo: string; padrao: boolean }[] }>(
      '/api/consulta/ordenacao',
    );
    expect(r.ordenacao.map((o) => o.codigo)).toEqual(['relevancia', 'obra', 'ano', 'autor']);
    expect(r.ordenacao.filter((o) => o.padrao).map((o) => o.codigo)).toEqual(['relevancia']);
    expect(r.direcao).toEqual([
      { codigo: 'C', descricao: 'Crescente', padrao: true },
      { codigo: 'D', descricao: 'Decrescente', padrao: false },
    ]);
    const en = await ok<{ ordenacao: { descricao: string }[] }>('/api/consulta/ordenacao', { lang: '5' });
    expect(en.ordenacao[1]?.descricao).toBe('Title');
    // Every listed ordering is accepted by the search.
    for (const o of r.ordenacao) for (const d of r.direcao) expect((await get(`/api/consulta?termo_pesquisa=jazz&perPage=1&orderBy=${o.codigo}&direction=${d.codigo}`)).statusCode).toBe(200);
  });

  it('filtros lists the facet codes with labels, whatever the search_tab', async () => {
    const r = await ok<{ codigo: string; descricao: string }[]>('/api/consulta/filtros');
    expect(r.map((f) => f.codigo)).toEqual(['A', 'S', 'T', 'I', 'Y', 'E', 'B', 'C', 'R', 'U', 'D', 'P']);
    expect(r[0]).toEqual({ codigo: 'A', descricao: 'Autor' });
    expect(await ok('/api/consulta/filtros?search_tab=1')).toEqual(r);
    expect((await ok<{ descricao: string }[]>('/api/consulta/filtros', { lang: '3' }))[1]?.descricao).toBe('Materia');
  });

  it('opcoes-indice lists INDICE_1..4 with labels', async () => {
    const r = await ok<{ codigo: string; descricao: string; padrao: boolean }[]>('/api/consulta/opcoes-indice', { lang: '5' });
    expect(r).toEqual([
      { codigo: 'INDICE_1', descricao: 'All fields', padrao: true },
      { codigo: 'INDICE_2', descricao: 'Subject', padrao: false },
      { codigo: 'INDICE_3', descricao: 'Author', padrao: false },
      { codigo: 'INDICE_4', descricao: 'Title', padrao: false },
    ]);
  });

  it('imagem-padrao maps every type of work to an SVG served without a token', async () => {
    const r = await ok<{ padrao: string; por_tipo: Record<string, string> }>('/api/consulta/imagem-padrao');
    expect(r.padrao).toBe('/api/consulta/imagem-padrao/livro.svg');
    const types = await query<{ cod_tipo_obra: number }>('SELECT cod_tipo_obra FROM tipos_obra');
    for (const { cod_tipo_obra } of types) {
      const url = r.por_tipo[String(cod_tipo_obra)] ?? '';
      const img = await inject({ method: 'GET', url });
      expect(img.statusCode, url).toBe(200);
      expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(img.body).toMatch(/^<svg /);
    }
    expect((await inject({ method: 'GET', url: '/api/consulta/imagem-padrao/nada.svg' })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/consulta/imagem-padrao' })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/consulta/ordenacao' })).statusCode).toBe(401);
  });
});

interface Indexed {
  data: { codigo: number | string; descricao: string; total: number; consulta: string | null }[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}
const browse = (qs: string) => ok<Indexed>(`/api/consulta/acervos-indexados?${qs}`);
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('GET /api/consulta/acervos-indexados', () => {
  it('lists every index alphabetically with counts and paging', async () => {
    for (const indice of ['autor', 'assunto', 'titulo', 'chamada']) {
      const p1 = await browse(`indice=${indice}`);
      expect(p1.per_page).toBe(20);
      expect(p1.data).toHaveLength(20);
      expect(p1.last_page).toBe(Math.ceil(p1.total / 20));
      for (const e of p1.data) expect(e.total).toBeGreaterThan(0);
      const p2 = await browse(`indice=${indice}&page=2&perPage=10`);
      expect(p2.data.map((e) => e.codigo)).toEqual(p1.data.slice(10, 20).map((e) => e.codigo));
      const last = await browse(`indice=${indice}&page=${Math.ceil(p1.total / 7)}&perPage=7`);
      expect(last.data.length).toBe(p1.total - 7 * (last.last_page - 1));
      const past = await browse(`indice=${indice}&page=${last.last_page + 1}&perPage=7`);
      expect(past).toMatchObject({ data: [], total: p1.total });
    }
    // Titles: codigo is the sort key itself, so the order is checkable directly.
    const titles = await browse('indice=titulo&perPage=100&page=3');
    const keys = titles.data.map((e) => String(e.codigo));
    expect(keys).toEqual([...keys].sort());
  });

  it('jumps to a letter or prefix: the entry just before it sorts before, the first one from it on', async () => {
    for (const [indice, inicio] of [['titulo', 'm'], ['titulo', 'jazz'], ['chamada', 'm'], ['autor', 'davis']] as const) {
      const all = await browse(`indice=${indice}&perPage=1`);
      const from = await browse(`indice=${indice}&inicio=${inicio}&perPage=5`);
      const before = all.total - from.total;
      expect(before).toBeGreaterThan(0);
      const [first] = from.data;
      expect(fold(first?.descricao ?? '') >= inicio || fold(String(first?.codigo)) >= inicio).toBe(true);
      expect(fold(first?.descricao ?? '').replace(/[^a-z0-9]/g, '').startsWith(inicio)).toBe(true);
      const prev = await browse(`indice=${indice}&perPage=1&page=${before}`);
      expect(fold(prev.data[0]?.descricao ?? '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim() < inicio).toBe(true);
      // The jumped list continues the full one.
      const same = await browse(`indice=${indice}&perPage=1&page=${before + 1}`);
      expect(same.data[0]?.codigo).toEqual(first?.codigo);
    }
  });

  it('is accent-insensitive: "educa" lists Educação next to Education', async () => {
    const r = await browse(`indice=assunto&inicio=${encodeURIComponent('EDUCA')}&perPage=10`);
    const names = r.data.map((e) => fold(e.descricao));
    expect(names[0]?.startsWith('educa')).toBe(true);
    expect(names.some((n) => n.startsWith('educacao'))).toBe(true);
    expect(names.some((n) => n.startsWith('education'))).toBe(true);
    expect(await browse(`indice=assunto&inicio=${encodeURIComponent('Éduca')}&perPage=10`)).toEqual(r);
  });

  it('every author and subject entry is a search: consulta lists exactly its titles', async () => {
    for (const qs of ['indice=autor&inicio=davis&perPage=4', 'indice=assunto&inicio=jazz&perPage=4', 'indice=titulo&inicio=jazz&perPage=2']) {
      const r = await browse(qs);
      for (const e of r.data) {
        const found = await consulta(`${e.consulta}&perPage=100`);
        if (typeof e.codigo === 'number') {
          expect(found.total, `${e.descricao}: ${e.consulta}`).toBe(e.total);
          for (const d of found.data) expect([...d.dados_adicionais.A, ...d.dados_adicionais.S].map((x) => x.codigo)).toContain(e.codigo);
        } else {
          expect(found.data.map((d) => d.obra)).toContain(e.descricao);
        }
      }
    }
    expect((await browse('indice=chamada&perPage=1')).data[0]?.consulta).toBeNull();
  });

  it('400 for a missing or unknown index and bad paging; 401 without a token', async () => {
    for (const qs of ['', 'indice=editora', 'indice=autor&page=0', 'indice=autor&perPage=101']) {
      const res = await get(`/api/consulta/acervos-indexados?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(typeof res.json<ErrorResponse>().message).toBe('string');
    }
    expect((await inject({ method: 'GET', url: '/api/consulta/acervos-indexados?indice=autor' })).statusCode).toBe(401);
  });
});

describe('relevance', () => {
  const ids = (r: ConsultaResponse) => r.data.map((d) => d.cod_acervo);

  it('accents and case do not matter, facets included', async () => {
    const [a, b, c] = await Promise.all(
      ['educacao', 'educação', 'EDUCAÇÃO'].map((t) => consulta(`termo_pesquisa=${encodeURIComponent(t)}&perPage=100`)),
    );
    expect(a?.total).toBeGreaterThan(0);
    expect(ids(b as ConsultaResponse)).toEqual(ids(a as ConsultaResponse));
    expect(ids(c as ConsultaResponse)).toEqual(ids(a as ConsultaResponse));
    expect(b?.filtros).toEqual(a?.filtros);
    const fr = await consulta(`termo_pesquisa=${encodeURIComponent('éducation')}`);
    expect(fr.total).toBe((await consulta('termo_pesquisa=education')).total);
  });

  it('plurals: "bibliotecas" and "biblioteca" find the same titles', async () => {
    const plural = await consulta('termo_pesquisa=bibliotecas&perPage=100');
    const singular = await consulta('termo_pesquisa=biblioteca&perPage=100');
    expect(plural.total).toBeGreaterThan(0);
    expect(ids(plural)).toEqual(ids(singular));
    const record = await get(`/api/acervo/${plural.data[0]?.cod_acervo}`);
    expect(fold(record.body)).toMatch(/\bbiblioteca\b/);
    const [musicas, musica] = await Promise.all([consulta(`termo_pesquisa=${encodeURIComponent('músicas')}`), consulta('termo_pesquisa=musica')]);
    expect(musicas.total).toBeGreaterThan(0);
    expect(musicas.total).toBe(musica.total);
  });

  it('author search (INDICE_3) only finds titles with a matching author', async () => {
    const r = await consulta('termo_pesquisa=ellington&coluna_um=INDICE_3&perPage=100');
    expect(r.total).toBeGreaterThan(3);
    for (const d of r.data) expect(d.dados_adicionais.A.map((a) => fold(a.descricao)).join(' | ') + fold(d.descricao)).toContain('ellington');
    const anywhere = await consulta('termo_pesquisa=ellington&perPage=100');
    expect(r.total).toBeLessThan(anywhere.total);
    expect(ids(anywhere)).toEqual(expect.arrayContaining(ids(r)));
  });

  it('subject search (INDICE_2) only finds titles with a matching subject', async () => {
    const r = await consulta('termo_pesquisa=jazz&coluna_um=INDICE_2&perPage=100');
    expect(r.total).toBeGreaterThan(10);
    for (const d of r.data) expect(d.dados_adicionais.S.map((s) => fold(s.descricao)).join(' | ')).toContain('jazz');
  });

  it('relevance puts title matches first', async () => {
    const r = await consulta('termo_pesquisa=microeconomics');
    expect(fold(r.data[0]?.obra ?? '')).toContain('microeconomics');
  });

  it('orders by year both ways, undated titles last, with a filter too', async () => {
    for (const dir of ['C', 'D']) {
      const r = await consulta(`termo_pesquisa=jazz&orderBy=ano&direction=${dir}&perPage=100&filtros=T:6`);
      const years = r.data.map((d) => d.ano_publicacao);
      const dated = years.filter((y): y is string => y !== null);
      expect(dated.length).toBeGreaterThan(10);
      expect(dated).toEqual(dir === 'C' ? [...dated].sort() : [...dated].sort().reverse());
      expect(years.slice(0, dated.length)).toEqual(dated);
    }
  });

  it('paging math: pages cover the filtered result exactly once; facets do not depend on page or order', async () => {
    const qs = 'termo_pesquisa=jazz&filtros=I:eng&orderBy=obra&perPage=40';
    const first = await consulta(`${qs}&page=1`);
    expect(first.last_page).toBe(Math.ceil(first.total / 40));
    const seen: number[] = [];
    for (let page = 1; page <= first.last_page; page++) {
      const r = await consulta(`${qs}&page=${page}`);
      expect(r.current_page).toBe(page);
      expect(r.data.length).toBe(page < first.last_page ? 40 : first.total - 40 * (first.last_page - 1));
      expect(r.filtros).toEqual(first.filtros);
      seen.push(...ids(r));
    }
    expect(new Set(seen).size).toBe(first.total);
    expect((await consulta('termo_pesquisa=jazz&filtros=I:eng&orderBy=ano&direction=D')).filtros).toEqual(first.filtros);
    expect((await consulta('termo_pesquisa=jazz&filtros=I:eng')).per_page).toBe(20);
  });
});

describe('odd input and OpenAPI', () => {
  it('never answers 500 on the search options and index browsing', async () => {
    const odd = ['%00', '%27%3B--', '%25', '%5C', '%F0%9F%98%80', '(', 'a:*', '9'.repeat(40)];
    for (const x of odd) {
      expect((await get(`/api/consulta?termo_pesquisa=jazz${x}`)).statusCode, x).toBe(200);
      for (const url of [
        `/api/consulta/acervos-indexados?indice=autor&inicio=${x}`,
        `/api/consulta/acervos-indexados?indice=chamada&inicio=${x}`,
        `/api/consulta?termo_pesquisa=jazz&filtros=${x}`,
        `/api/consulta?termo_pesquisa=jazz&filtros=E:${x}`,
        `/api/consulta/filtros?search_tab=${x}`,
        `/api/consulta/imagem-padrao/${x}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      }
    }
  });

  it('describes the new paths', async () => {
    const doc = (await inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['ordenacao', 'filtros', 'opcoes-indice', 'imagem-padrao', 'imagem-padrao/{arquivo}', 'acervos-indexados'].map((p) => `/api/consulta/${p}`)),
    );
  });
});

describe('GET /api/consulta', () => {
  it('finds "Educação" with or without the accents', async () => {
    const plain = await consulta('termo_pesquisa=educacao');
    const accented = await consulta(`termo_pesquisa=${encodeURIComponent('educação')}`);
    expect(plain.total).toBeGreaterThan(0);
    expect(accented.total).toBe(plain.total);
    expect(plain.data.map((d) => d.cod_acervo)).toEqual(accented.data.map((d) => d.cod_acervo));
    const subjects = plain.data.flatMap((d) => d.dados_adicionais.S.map((s) => s.descricao));
    expect(subjects).toContain('EDUCAÇÃO AMBIENTAL');
  });

  it('stems: "bibliotecas" finds titles with "biblioteca"', async () => {
    const r = await consulta('termo_pesquisa=bibliotecas');
    expect(r.total).toBeGreaterThan(0);
    const [first] = r.data;
    const acervo = await get(`/api/acervo/${first?.cod_acervo}`);
    expect(JSON.stringify(acervo.json()).toLowerCase()).toContain('biblioteca');
  });

  it('answers 422 for a missing or blank term, in the request language', async () => {
    const missing = await get('/api/consulta');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: 'Informe um termo de pesquisa.' });
    const blank = await get('/api/consulta?termo_pesquisa=%20%20', { lang: '5' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ message: 'Enter a search term.' });
    const es = await get('/api/consulta?termo_pesquisa=', { lang: '3' });
    expect(es.json()).toEqual({ message: 'Introduzca un término de búsqueda.' });
  });

  it('returns the documented row shape with authors and subjects carrying codes', async () => {
    const r = await consulta('termo_pesquisa=microeconomics&coluna_um=INDICE_4');
    const item = r.data.find((d) => d.obra === 'Microeconomics');
    expect(item).toMatchObject({
      ano_publicacao: '2019',
      cod_tipo_obra: 1,
      desc_tipo_obra: 'Livro',
      idioma: 'eng',
      idioma_desc: 'Inglês',
      link_capa: null,
      acesso_remoto: false,
      possui_acessibilidade: false,
    });
    expect(item?.rota).toBe(`/acervo/${item?.cod_acervo}`);
    expect(item?.descricao).toContain('Harlow, UK : Pearson, 2019');
    expect(item?.dados_adicionais.A[0]).toEqual({ codigo: expect.any(Number), descricao: 'Acemoglu, Daron' });
    expect(item?.dados_adicionais.S).toEqual([{ codigo: expect.any(Number), descricao: 'MICROECONOMIA' }]);
    const en = await consulta('termo_pesquisa=microeconomics&coluna_um=INDICE_4', { lang: '5' });
    expect(en.data.find((d) => d.obra === 'Microeconomics')).toMatchObject({ idioma_desc: 'English', desc_tipo_obra: 'Book' });
  });

  it('pages: perPage, current_page, last_page and no overlap between pages', async () => {
    const p1 = await consulta('termo_pesquisa=jazz&perPage=7&page=1&orderBy=obra');
    expect(p1.total).toBeGreaterThan(14);
    expect(p1).toMatchObject({ current_page: 1, per_page: 7, last_page: Math.ceil(p1.total / 7), sugestao: null });
    expect(p1.data).toHaveLength(7);
    const p2 = await consulta('termo_pesquisa=jazz&perPage=7&page=2&orderBy=obra');
    expect(p2.current_page).toBe(2);
    expect(p2.data.map((d) => d.cod_acervo)).not.toEqual(expect.arrayContaining(p1.data.map((d) => d.cod_acervo)));
    const last = await consulta(`termo_pesquisa=jazz&perPage=7&page=${p1.last_page}`);
    expect(last.data.length).toBe(p1.total - 7 * (p1.last_page - 1));
    const defaults = await consulta('termo_pesquisa=jazz');
    expect(defaults.per_page).toBe(20);
    expect(defaults.data).toHaveLength(20);
  });

  it('orders by title, year and author in both directions', async () => {
    const asc = await consulta('termo_pesquisa=jazz&orderBy=ano&direction=C&perPage=100');
    const years = asc.data.map((d) => d.ano_publicacao).filter((y): y is string => y !== null);
    expect(years).toEqual([...years].sort());
    const desc = await consulta('termo_pesquisa=jazz&orderBy=ano&direction=D&perPage=100');
    const yearsD = desc.data.map((d) => d.ano_publicacao).filter((y): y is string => y !== null);
    expect(yearsD).toEqual([...yearsD].sort().reverse());
    expect((await consulta('termo_pesquisa=jazz&orderBy=autor&direction=D')).total).toBe(asc.total);
  });

  it('validates paging parameters with a 400 and a message', async () => {
    const big = await get('/api/consulta?termo_pesquisa=jazz&perPage=101');
    expect(big.statusCode).toBe(400);
    expect(big.json<ErrorResponse>().message).toBe('perPage deve ser no máximo 100.');
    const zero = await get('/api/consulta?termo_pesquisa=jazz&page=0', { lang: '5' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json<ErrorResponse>().message).toBe('page must be at least 1.');
    const col = await get('/api/consulta?termo_pesquisa=jazz&coluna_um=INDICE_9');
    expect(col.statusCode).toBe(400);
    const nan = await get('/api/consulta?termo_pesquisa=jazz&page=abc');
    expect(nan.statusCode).toBe(400);
  });

  it('searches one index: author (INDICE_3) and subject (INDICE_2), and narrows by authority code', async () => {
    const byAuthor = await consulta('termo_pesquisa=acemoglu&coluna_um=INDICE_3');
    expect(byAuthor.data.map((d) => d.obra)).toContain('Microeconomics');
    const byTitle = await consulta('termo_pesquisa=acemoglu&coluna_um=INDICE_4');
    expect(byTitle.total).toBe(0);
    const bySubject = await consulta('termo_pesquisa=microeconomia&coluna_um=INDICE_2');
    expect(bySubject.total).toBeGreaterThan(0);
    const code = byAuthor.data.find((d) => d.obra === 'Microeconomics')?.dados_adicionais.A[0]?.codigo;
    const narrowed = await consulta(`termo_pesquisa=microeconomics&indice=${code}`);
    expect(narrowed.data.map((d) => d.obra)).toEqual(['Microeconomics']);
    // A code of 10 to 12 digits (the query allows 12) names no authority: no titles, not a 500 (found by the fuzzing suite).
    const beyond = await consulta('termo_pesquisa=microeconomics&indice=6918817150');
    expect(beyond.total).toBe(0);
  });

  it('suggests a correction when a misspelt term finds nothing', async () => {
    const r = await consulta('termo_pesquisa=microeconomcs');
    expect(r.total).toBe(0);
    expect(r.data).toEqual([]);
    expect(r.last_page).toBe(1);
    expect(r.sugestao).toBe('microeconomics');
    const nothing = await consulta('termo_pesquisa=qwxzjkvq');
    expect(nothing.sugestao).toBeNull();
  });

  it('serves the v2 pesquisa_geral alias with the same answer', async () => {
    const a = await consulta('termo_pesquisa=educacao&orderBy=obra');
    const res = await get('/api/v2/consulta/pesquisa_geral/qualquer?termo_pesquisa=educacao&coluna_um=INDICE_1&indice=&page=1&perPage=20&orderBy=obra&direction=C');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(a);
  });

  it('never answers 500 to odd input', async () => {
    for (const term of ['"', "'", '&|!', '-', 'a:*', '((', 'OR', '<script>', '%', '\\']) {
      const res = await get(`/api/consulta?termo_pesquisa=${encodeURIComponent(term)}`);
      expect(res.statusCode, term).toBe(200);
    }
  });
});
