import { describe, expect, it } from 'vitest';
import type { ConsultaResponse, ErrorResponse, Filtro } from '@estante/api-contract';
import { useSeededApp } from './helpers';

const { inject, get, ok, query } = useSeededApp();


const consulta = (qs: string, headers: Record<string, string> = {}) => ok<ConsultaResponse>(`/api/consulta?${qs}`, headers);
const facet = (r: ConsultaResponse, code: string): Filtro | undefined => r.filtros.find((f) => f.codigo === code);
const pair = (code: string, v: string | number) => `${code}:${String(v)}`;

describe('filters and facets on /api/consulta', () => {
  it('answers facets with codigo, descricao, total and totalSemFiltro for the supported codes', async () => {
    const r = await consulta('termo_pesquisa=jazz');
    expect(r.filtros_aplicados).toEqual([]);
    const codes = r.filtros.map((f) => f.codigo);
    expect(codes).toEqual(expect.arrayContaining(['A', 'S', 'T', 'I', 'Y', 'B', 'C']));
    expect(facet(r, 'T')?.descricao).toBe('Tipo de obra');
    for (const f of r.filtros) {
      expect(f.itens.length).toBeGreaterThan(0);
      expect(f.itens.length).toBeLessThanOrEqual(15);
      for (const i of f.itens) {
        expect(i.total).toBe(i.totalSemFiltro);
        expect(i.total).toBeGreaterThan(0);
        expect(i.total).toBeLessThanOrEqual(r.total);
      }
      const totals = f.itens.map((i) => i.total);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
    }
    const en = await consulta('termo_pesquisa=jazz', { lang: '5' });
    expect(facet(en, 'T')?.descricao).toBe('Type of work');
    expect(facet(en, 'I')?.itens.map((i) => i.descricao)).toContain('English');
  });

  it('every facet count equals the total of the search filtered by it (unfiltered and filtered searches)', async () => {
    for (const base of ['termo_pesquisa=history', 'termo_pesquisa=educacao', 'termo_pesquisa=history&filtros=I:eng', 'termo_pesquisa=educacao&filtros=I:por']) {
      const r = await consulta(base);
      const extra = /filtros=(.*)$/.exec(base)?.[1];
      const unfiltered = await consulta(base.replace(/&filtros=.*$/, ''));
      expect(r.total).toBeLessThanOrEqual(unfiltered.total);
      for (const f of r.filtros) {
        for (const [n, item] of f.itens.slice(0, 2).entries()) {
          const filtros = [extra, pair(f.codigo, item.codigo)].filter(Boolean).join(',');
          const narrowed = await consulta(`${base.replace(/&filtros=.*$/, '')}&filtros=${encodeURIComponent(filtros)}&perPage=5`);
          expect(narrowed.total, `${base} + ${f.codigo}:${item.codigo}`).toBe(item.total);
          expect(item.total).toBeLessThanOrEqual(item.totalSemFiltro);
          // totalSemFiltro is the count for the same term with only this value.
          if (n > 0) continue;
          const alone = await consulta(`${base.replace(/&filtros=.*$/, '')}&filtros=${encodeURIComponent(pair(f.codigo, item.codigo))}&perPage=1`);
          expect(alone.total).toBe(item.totalSemFiltro);
        }
      }
    }
  });

  it('a filter narrows the rows to titles that have the value', async () => {
    const r = await consulta('termo_pesquisa=jazz&perPage=100');
    const author = facet(r, 'A')?.itens[0];
    const byAuthor = await consulta(`termo_pesquisa=jazz&perPage=100&filtros=A:${author?.codigo}`);
    expect(byAuthor.total).toBe(author?.total);
    for (const d of byAuthor.data) expect(d.dados_adicionais.A.map((a) => a.codigo)).toContain(author?.codigo);
    expect(byAuthor.filtros_aplicados).toEqual([{ codigo: 'A', valor: String(author?.codigo) }]);
    const lang = facet(r, 'I')?.itens[0];
    const byLang = await consulta(`termo_pesquisa=jazz&perPage=100&filtros=I:${lang?.codigo}`);
    for (const d of byLang.data) expect(d.idioma).toBe(lang?.codigo);
    const year = facet(r, 'Y')?.itens[0];
    const byYear = await consulta(`termo_pesquisa=jazz&perPage=100&filtros=Y:${year?.codigo}`);
    for (const d of byYear.data) expect(d.ano_publicacao).toContain(String(year?.codigo));
    // Two filters: both hold, and the facets still count inside the narrowed set.
    const both = await consulta(`termo_pesquisa=jazz&filtros=${encodeURIComponent(`I:${lang?.codigo},T:6`)}`);
    expect(both.total).toBeLessThanOrEqual(Math.min(byLang.total, facet(r, 'T')?.itens.find((i) => i.codigo === 6)?.total ?? 0));
    for (const i of facet(both, 'T')?.itens ?? []) expect(i.codigo).toBe(6);
  });

  it('remote access (R:cr), library (B) and campus (C) filters', async () => {
    const [online] = await query<{ obra: string }>(`SELECT obra FROM titulos WHERE jsonb_array_length(links) > 0 ORDER BY cod_acervo LIMIT 1`);
    const word = online?.obra.split(/[^\p{L}]+/u).find((w) => w.length > 4) ?? '';
    const all = await consulta(`termo_pesquisa=${encodeURIComponent(word)}`);
    const remote = facet(all, 'R')?.itens[0];
    expect(remote).toMatchObject({ codigo: 'cr', descricao: 'Disponível on-line' });
    const r = await consulta(`termo_pesquisa=${encodeURIComponent(word)}&filtros=R:cr&perPage=100`);
    expect(r.total).toBe(remote?.total);
    for (const d of r.data) expect(d.acesso_remoto).toBe(true);
    const jazz = await consulta('termo_pesquisa=jazz');
    const lib = facet(jazz, 'B')?.itens[0];
    const campus = facet(jazz, 'C')?.itens[0];
    const [{ n } = { n: -1 }] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM titulos t WHERE documento @@ websearch_to_tsquery('portuguese', 'jazz')
       AND EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo AND e.cod_biblioteca = $1)`,
      [lib?.codigo],
    );
    expect(lib?.total).toBe(n);
    expect((await consulta(`termo_pesquisa=jazz&filtros=C:${campus?.codigo}`)).total).toBe(campus?.total);
  });

  it('course (U), discipline (D) and professor (P) filters follow the course bibliographies', async () => {
    // A word of the title of a bibliography entry whose discipline has a professor and a course.
    const [entry] = await query<{ cod_acervo: number; obra: string; cod_disciplina: number; cod_curso: number; cod_pessoa: number }>(
      `SELECT b.cod_acervo, t.obra, b.cod_disciplina, cd.cod_curso, dp.cod_pessoa
       FROM bibliografias b JOIN titulos t USING (cod_acervo) JOIN curso_disciplina cd USING (cod_disciplina)
       JOIN disciplina_professor dp USING (cod_disciplina) ORDER BY b.cod_disciplina, b.ordem LIMIT 1`,
    );
    expect(entry).toBeDefined();
    const word = entry?.obra.split(/[^\p{L}]+/u).find((w) => w.length > 5) ?? '';
    const termo = `termo_pesquisa=${encodeURIComponent(word)}`;
    const all = await consulta(termo);
    // What the database says: the titles the term finds that are in a bibliography of the course,
    // of the discipline, of a discipline the professor teaches.
    const expected = async (cond: string, value: number) =>
      (
        await query<{ cod_acervo: number }>(
          `SELECT t.cod_acervo FROM titulos t WHERE t.documento @@ websearch_to_tsquery('portuguese', estante_unaccent($1))
           AND EXISTS (SELECT 1 FROM bibliografias b WHERE b.cod_acervo = t.cod_acervo AND ${cond}) ORDER BY 1`,
          [word, value],
        )
      ).map((r) => r.cod_acervo);
    const cases: [string, number, string][] = [
      ['U', entry?.cod_curso ?? 0, 'EXISTS (SELECT 1 FROM curso_disciplina cd WHERE cd.cod_disciplina = b.cod_disciplina AND cd.cod_curso = $2)'],
      ['D', entry?.cod_disciplina ?? 0, 'b.cod_disciplina = $2'],
      ['P', entry?.cod_pessoa ?? 0, 'EXISTS (SELECT 1 FROM disciplina_professor dp WHERE dp.cod_disciplina = b.cod_disciplina AND dp.cod_pessoa = $2)'],
    ];
    for (const [code, value, cond] of cases) {
      const ids = await expected(cond, value);
      expect(ids, code).toContain(entry?.cod_acervo);
      const item = facet(all, code)?.itens.find((i) => i.codigo === value);
      expect(item, `${code}:${value}`).toMatchObject({ total: ids.length, totalSemFiltro: ids.length });
      const narrowed = await consulta(`${termo}&filtros=${code}:${value}&perPage=100`);
      expect(narrowed.total).toBe(ids.length);
      expect(narrowed.data.map((d) => d.cod_acervo).sort((a, b) => a - b)).toEqual(ids);
    }
    const [names] = await query<{ curso: string; disciplina: string; professor: string }>(
      `SELECT c.nome_curso AS curso, d.codigo || ' – ' || d.nome_disciplina AS disciplina, p.nome_pessoa AS professor
       FROM cursos c, disciplinas d, pessoas p WHERE c.cod_curso = $1 AND d.cod_disciplina = $2 AND p.cod_pessoa = $3`,
      [entry?.cod_curso, entry?.cod_disciplina, entry?.cod_pessoa],
    );
    expect(facet(all, 'U')?.itens.find((i) => i.codigo === entry?.cod_curso)?.descricao).toBe(names?.curso);
    expect(facet(all, 'D')?.itens.find((i) => i.codigo === entry?.cod_disciplina)?.descricao).toBe(names?.disciplina);
    expect(facet(all, 'P')?.itens.find((i) => i.codigo === entry?.cod_pessoa)?.descricao).toBe(names?.professor);
    expect(facet(await consulta(termo, { lang: '3' }), 'D')?.descricao).toBe('Asignatura');
  });

  it('the course facets follow changes to the bibliographies and to who teaches a discipline', async () => {
    const [d] = await query<{ cod_disciplina: number; cod_pessoa: number }>(
      `SELECT cod_disciplina, min(cod_pessoa) AS cod_pessoa FROM disciplina_professor GROUP BY cod_disciplina ORDER BY cod_disciplina LIMIT 1`,
    );
    // A jazz title outside this discipline's bibliography.
    const [t] = await query<{ cod_acervo: number }>(
      `SELECT cod_acervo FROM titulos t WHERE documento @@ websearch_to_tsquery('portuguese', 'jazz')
       AND NOT EXISTS (SELECT 1 FROM bibliografias b WHERE b.cod_acervo = t.cod_acervo) ORDER BY cod_acervo LIMIT 1`,
    );
    const count = async (code: string, v: number | undefined) => (await consulta(`termo_pesquisa=jazz&perPage=1&filtros=${code}:${v}`)).total;
    const before = { D: await count('D', d?.cod_disciplina), P: await count('P', d?.cod_pessoa) };
    await query(`INSERT INTO bibliografias (cod_disciplina, cod_acervo, tipo, ordem) VALUES ($1, $2, 'C', 99)`, [d?.cod_disciplina, t?.cod_acervo]);
    try {
      expect(await count('D', d?.cod_disciplina)).toBe(before.D + 1);
      expect(await count('P', d?.cod_pessoa)).toBe(before.P + 1);
      const r = await consulta('termo_pesquisa=jazz');
      expect(facet(r, 'D')?.itens.find((i) => i.codigo === d?.cod_disciplina)?.total).toBe(before.D + 1);
      // The professor stops teaching it: the title leaves the professor's facet (unless another
      // discipline of theirs lists it, which a title outside every bibliography cannot).
      await query('DELETE FROM disciplina_professor WHERE cod_disciplina = $1 AND cod_pessoa = $2', [d?.cod_disciplina, d?.cod_pessoa]);
      const [still] = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM titulos t WHERE documento @@ websearch_to_tsquery('portuguese', 'jazz') AND EXISTS (
           SELECT 1 FROM bibliografias b JOIN disciplina_professor dp USING (cod_disciplina) WHERE b.cod_acervo = t.cod_acervo AND dp.cod_pessoa = $1)`,
        [d?.cod_pessoa],
      );
      expect(await count('P', d?.cod_pessoa)).toBe(still?.n);
    } finally {
      await query('INSERT INTO disciplina_professor (cod_disciplina, cod_pessoa) VALUES ($1, $2) ON CONFLICT DO NOTHING', [d?.cod_disciplina, d?.cod_pessoa]);
      await query('DELETE FROM bibliografias WHERE cod_disciplina = $1 AND cod_acervo = $2', [d?.cod_disciplina, t?.cod_acervo]);
    }
    expect(await count('D', d?.cod_disciplina)).toBe(before.D);
    expect(await count('P', d?.cod_pessoa)).toBe(before.P);
  });

  it('bad filters answer 400 with a translated message; no filter (or empty) is fine', async () => {
    for (const bad of ['X:1', 'A', 'A:abc', 'A:0', 'I:english', 'Y:19', 'R:yes', 'A:1,,S:2', 'K:S', ':', 'U:abc', 'D:0', 'P:x', 'F:1']) {
      const res = await get(`/api/consulta?termo_pesquisa=jazz&filtros=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<ErrorResponse>().message).toBe('Filtro inválido: use CÓDIGO:valor separados por vírgula (por exemplo A:12,T:1,R:cr).');
    }
    const en = await get('/api/consulta?termo_pesquisa=jazz&filtros=Q:1', { lang: '5' });
    expect(en.json<ErrorResponse>().message).toMatch(/^Invalid filter/);
    expect((await consulta('termo_pesquisa=jazz&filtros=')).total).toBe((await consulta('termo_pesquisa=jazz')).total);
    // An unknown but well-formed value simply finds nothing.
    const none = await consulta('termo_pesquisa=jazz&filtros=A:999999999');
    expect(none.total).toBe(0);
    expect(none.filtros).toEqual([]);
  });

  it('the v2 alias takes the same filters', async () => {
    const a = await consulta('termo_pesquisa=jazz&filtros=T:6');
    const b = await ok<ConsultaResponse>('/api/v2/consulta/pesquisa_geral/x?termo_pesquisa=jazz&filtros=T:6');
    expect(b).toEqual(a);
  });
});

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
