import { describe, expect, it } from 'vitest';
import type { ConsultaResponse, DisponibilidadeResponse, ErrorResponse } from '@estante/api-contract';
import { useSeededApp } from '../../../test/helpers';

const { get, ok } = useSeededApp();

const consulta = (qs: string) => ok<ConsultaResponse>(`/api/consulta?${qs}&perPage=100`);
const ids = (r: ConsultaResponse) => new Set(r.data.map((d) => d.cod_acervo));

describe('advanced search on /api/consulta (second term, AND / OR / NOT, phrase)', () => {
  it('AND is the intersection, OR the union and NOT the difference of the two searches', async () => {
    const a = await consulta('termo_pesquisa=jazz');
    const b = await consulta('termo_pesquisa=piano');
    const and = await consulta('termo_pesquisa=jazz&termo_pesquisa_2=piano&condicao=AND');
    const or = await consulta('termo_pesquisa=jazz&termo_pesquisa_2=piano&condicao=OR');
    const not = await consulta('termo_pesquisa=jazz&termo_pesquisa_2=piano&condicao=NOT');
    expect(and.total).toBeGreaterThan(0);
    expect(not.total).toBeGreaterThan(0);
    expect(and.total + not.total).toBe(a.total);
    expect(or.total).toBe(a.total + b.total - and.total);
    // AND is the default condition.
    expect((await consulta('termo_pesquisa=jazz&termo_pesquisa_2=piano')).total).toBe(and.total);
    for (const id of ids(not)) expect(ids(and).has(id)).toBe(false);
  });

  it('the second term searches its own index', async () => {
    const anywhere = await consulta('termo_pesquisa=jazz&termo_pesquisa_2=aebersold&coluna_dois=INDICE_1');
    const byAuthor = await consulta('termo_pesquisa=jazz&termo_pesquisa_2=aebersold&coluna_dois=INDICE_3');
    const byTitle = await consulta('termo_pesquisa=jazz&termo_pesquisa_2=aebersold&coluna_dois=INDICE_4');
    expect(byAuthor.total).toBeGreaterThan(0);
    expect(byAuthor.total).toBeLessThanOrEqual(anywhere.total);
    expect(byTitle.total).toBeLessThan(byAuthor.total);
    for (const row of byAuthor.data) expect(row.dados_adicionais.A.map((x) => x.descricao).join(' ')).toMatch(/aebersold/i);
  });

  it('keyword_type F matches the exact phrase only', async () => {
    const words = await consulta('termo_pesquisa=music jazz');
    const phrase = await consulta('termo_pesquisa=jazz music&keyword_type=F');
    const reversed = await consulta('termo_pesquisa=music jazz&keyword_type=F');
    expect(phrase.total).toBeGreaterThan(0);
    expect(phrase.total).toBeLessThan(words.total);
    expect(reversed.total).toBeLessThan(words.total);
  });

  it('a blank second term is ignored; a bad condition or index is a 400 with a message', async () => {
    const a = await consulta('termo_pesquisa=jazz');
    expect((await consulta('termo_pesquisa=jazz&termo_pesquisa_2=%20%20&condicao=NOT')).total).toBe(a.total);
    for (const qs of ['condicao=XOR', 'coluna_dois=INDICE_9', 'keyword_type=Z']) {
      const r = await get(`/api/consulta?termo_pesquisa=jazz&termo_pesquisa_2=piano&${qs}`);
      expect(r.statusCode, qs).toBe(400);
      expect((r.json() as ErrorResponse).message).toBeTruthy();
    }
  });
});

describe('GET /api/consulta/sugestoes (autocomplete)', () => {
  it('completes the last word with catalogue words, accents and case ignored, keeping what came before', async () => {
    const one = await ok<string[]>('/api/consulta/sugestoes?termo=educa');
    expect(one.length).toBeGreaterThan(0);
    expect(one.length).toBeLessThanOrEqual(8);
    expect(one.some((s) => /^educaç/i.test(s))).toBe(true);
    for (const s of one) expect(s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')).toMatch(/^educa/);
    const accents = await ok<string[]>('/api/consulta/sugestoes?termo=EDUCAÇ');
    expect(accents.some((s) => /^educaç/i.test(s))).toBe(true);
    const two = await ok<string[]>('/api/consulta/sugestoes?termo=historia da mus&limite=3');
    expect(two.length).toBeGreaterThan(0);
    expect(two.length).toBeLessThanOrEqual(3);
    for (const s of two) expect(s.startsWith('historia da mus')).toBe(true);
  });

  it('offers nothing for one letter, punctuation or an unknown prefix, and never fails on odd input', async () => {
    expect(await ok<string[]>('/api/consulta/sugestoes?termo=a')).toEqual([]);
    expect(await ok<string[]>('/api/consulta/sugestoes?termo=%25%25')).toEqual([]);
    expect(await ok<string[]>('/api/consulta/sugestoes?termo=zzqxv')).toEqual([]);
    expect(await ok<string[]>(`/api/consulta/sugestoes?termo=${encodeURIComponent("a_%\\'; --")}`)).toEqual([]);
    expect((await get('/api/consulta/sugestoes')).statusCode).toBe(400);
    expect((await get('/api/consulta/sugestoes?termo=jazz&limite=99')).statusCode).toBe(400);
  });
});

describe('GET /api/acervo/disponibilidade (availability by campus of a result page)', () => {
  it('answers each title with its copies per campus, equal to the per-title endpoint', async () => {
    const page = await consulta('termo_pesquisa=jazz');
    const want = page.data.slice(0, 20).map((d) => d.cod_acervo);
    const all = await ok<DisponibilidadeResponse>(`/api/acervo/disponibilidade?acervos=${want.join(',')}`);
    expect(all.map((a) => a.cod_acervo)).toEqual(want);
    for (const title of all.slice(0, 6)) {
      const libs = await ok<{ cod_campus: number; total: number; disponiveis: number }[]>(`/api/acervo/${title.cod_acervo}/bibliotecas`);
      const byCampus = new Map<number, { total: number; disponiveis: number }>();
      for (const l of libs) {
        const c = byCampus.get(l.cod_campus) ?? { total: 0, disponiveis: 0 };
        byCampus.set(l.cod_campus, { total: c.total + l.total, disponiveis: c.disponiveis + l.disponiveis });
      }
      expect(Object.fromEntries(title.campi.map((c) => [c.cod_campus, { total: c.total, disponiveis: c.disponiveis }]))).toEqual(Object.fromEntries(byCampus));
    }
  });

  it('leaves unknown titles out, ignores repeats and refuses malformed lists', async () => {
    const page = await consulta('termo_pesquisa=jazz');
    const id = page.data[0]?.cod_acervo ?? 0;
    const r = await ok<DisponibilidadeResponse>(`/api/acervo/disponibilidade?acervos=${id},999999999,${id}`);
    expect(r.map((x) => x.cod_acervo)).toEqual([id]);
    for (const bad of ['', 'abc', '1,,2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      expect((await get(`/api/acervo/disponibilidade?acervos=${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('GET /api/consulta/tipos-obra', () => {
  it('lists the types of work in the request language, each usable as filter T', async () => {
    const pt = await ok<{ codigo: number; descricao: string }[]>('/api/consulta/tipos-obra');
    const en = await ok<{ codigo: number; descricao: string }[]>('/api/consulta/tipos-obra', { lang: '5' });
    expect(pt.map((t) => t.descricao)).toContain('Partitura');
    expect(en.map((t) => t.descricao)).toContain('Score');
    const score = pt.find((t) => t.descricao === 'Partitura');
    const r = await consulta(`termo_pesquisa=jazz&filtros=T:${score?.codigo}`);
    expect(r.total).toBeGreaterThan(0);
    for (const row of r.data) expect(row.desc_tipo_obra).toBe('Partitura');
  });
});

describe('GET /api/acervo/resumo (the basket list)', () => {
  it('answers the titles as search rows in the order asked, without repeats or unknown codes', async () => {
    const page = await consulta('termo_pesquisa=jazz');
    const [a, b] = [page.data[3]?.cod_acervo ?? 0, page.data[0]?.cod_acervo ?? 0];
    const r = await ok<ConsultaResponse['data']>(`/api/acervo/resumo?acervos=${a},999999999,${b},${a}`);
    expect(r.map((x) => x.cod_acervo)).toEqual([a, b]);
    expect(r[1]).toEqual(page.data[0]);
    expect((await get('/api/acervo/resumo?acervos=1,x')).statusCode).toBe(400);
  });
});

describe('specialised searches', () => {
  it('periodicals: the catalogue holds serials, so the search fields are offered (title first)', async () => {
    const pt = await ok<{ codigo: string; descricao: string; padrao: boolean }[]>('/api/consulta/opcoes-periodicos');
    expect(pt.map((o) => o.codigo)).toEqual(['titulo', 'assunto']);
    expect(pt[0]).toEqual({ codigo: 'titulo', descricao: 'Título do periódico', padrao: true });
    const es = await ok<{ descricao: string }[]>('/api/consulta/opcoes-periodicos', { lang: '3' });
    expect(es[0]?.descricao).toBe('Título de la publicación');
    // A serial search is the general search narrowed to type 2 (Periódico).
    const serials = await consulta('termo_pesquisa=the&filtros=T:2');
    expect(serials.total).toBeGreaterThan(0);
    for (const row of serials.data) expect(row.cod_tipo_obra).toBe(2);
  });

  it('case law: the seeded catalogue holds none, so no options (the other kinds: acervo/totals.test.ts)', async () => {
    expect(await ok<unknown[]>('/api/consulta/jurisprudencia-options')).toEqual([]);
  });
});
