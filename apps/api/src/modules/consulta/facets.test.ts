import { describe, expect, it } from 'vitest';
import type { ConsultaResponse, ErrorResponse, Filtro } from '@estante/api-contract';
import { useSeededApp } from '../../../test/helpers';

const { get, ok, query } = useSeededApp();

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
    const tooMany = Array.from({ length: 21 }, (_, i) => `A:${i + 1}`).join(',');
    for (const bad of ['Q:1', 'A', 'A:abc', 'A:0', 'I:english', 'Y:19', 'R:yes', 'A:1,,S:2', ':', 'U:abc', 'D:0', 'P:x', 'F:', 'F:a:b', `K:${'x'.repeat(121)}`, tooMany]) {
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

  it('every code of SPEC.md §9 is a filter: one the catalogue has no data for finds nothing and has no facet, never a 400', async () => {
    const jazz = await consulta('termo_pesquisa=jazz');
    expect(jazz.total).toBeGreaterThan(0);
    for (const code of ['F', 'N', 'O', 'L', 'G', 'M', 'X', 'K', 'Z']) {
      const r = await consulta(`termo_pesquisa=jazz&filtros=${code}:1`);
      expect(r, code).toEqual({ data: [], total: 0, current_page: 1, per_page: 20, last_page: 1, sugestao: null, filtros: [], filtros_aplicados: [{ codigo: code, valor: '1' }] });
      // Beside a filter with data, in lower case, with any value of the grammar: still nothing.
      const mixed = await consulta(`termo_pesquisa=jazz&filtros=${encodeURIComponent(`T:6,${code.toLowerCase()}:abc def`)}`);
      expect(mixed.total, code).toBe(0);
      expect(mixed.filtros_aplicados).toEqual([{ codigo: 'T', valor: '6' }, { codigo: code, valor: 'abc def' }]);
      // No data, no facet: the code never comes with items.
      expect(jazz.filtros.find((f) => f.codigo === code), code).toBeUndefined();
    }
    expect(jazz.filtros.map((f) => f.codigo)).toEqual(['A', 'S', 'T', 'I', 'Y', 'E', 'B', 'C', 'R', 'U', 'D', 'P'].filter((c) => jazz.filtros.some((f) => f.codigo === c)));
  });

  it('a repeated pair is applied once; codes are case-insensitive', async () => {
    const once = await consulta('termo_pesquisa=jazz&filtros=T:6');
    const twice = await consulta(`termo_pesquisa=jazz&filtros=${encodeURIComponent('T:6, t:6')}`);
    expect(twice.filtros_aplicados).toEqual([{ codigo: 'T', valor: '6' }]);
    expect(twice.total).toBe(once.total);
  });

  it('the v2 alias takes the same filters', async () => {
    const a = await consulta('termo_pesquisa=jazz&filtros=T:6');
    const b = await ok<ConsultaResponse>('/api/v2/consulta/pesquisa_geral/x?termo_pesquisa=jazz&filtros=T:6');
    expect(b).toEqual(a);
  });
});
