import { describe, expect, it } from 'vitest';
import type { AcervoTotais, AcervoTotaisGerais, ConsultaResponse, OpcaoConsulta, TotalAcervoLinha } from '@estante/api-contract';
import type { MarcRecord } from '../../marc/record';
import { useAuthHarness } from '../../../test/auth-helpers';
import { BACKENDS } from '../../../test/helpers';

type Harness = ReturnType<typeof useAuthHarness>;

/** The area rule, written again here from its description (not imported): Dewey/UDC by first digit, LC by letter. */
function areaOf(classificacao: string | null): string {
  const c = (classificacao ?? '').trim();
  if (!c) return 'sem';
  if (/^[0-9]/.test(c)) return `cdd:${c[0]}`;
  if (/^[A-Z]/.test(c) && !'IOWXY'.includes(c[0]!)) return `lcc:${c[0]}`;
  return 'outra';
}

const byCode = (rows: readonly TotalAcervoLinha[]) => Object.fromEntries(rows.map((r) => [r.codigo, [r.titulos, r.exemplares]]));

/** A word of the title a search will find it by (letters only, 4 or more, accents kept). */
const wordOf = (obra: string) => obra.split(/[^\p{L}]+/u).find((w) => w.length >= 4 && /^[\p{Script=Latin}]+$/u.test(w)) ?? obra.split(/\s+/)[0]!;

const field = (r: MarcRecord, tag: string) => r.fields.filter((f) => f.tag === tag);

function cases(h: Harness) {
  let pub = '';
  const ok = async <T>(url: string, lang = '1'): Promise<T> => {
    pub ||= await h.publicToken();
    const res = await h.get(url, pub, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  describe('GET /api/acervo/totais', () => {
    it('counts the titles and copies, by library, type of work and area, as the database holds them', async () => {
      const t = await ok<AcervoTotaisGerais>('/api/acervo/totais');
      const [all] = await h.query<{ titulos: number; exemplares: number }>(
        'SELECT (SELECT count(*) FROM titulos)::int AS titulos, (SELECT count(*) FROM exemplares)::int AS exemplares',
      );
      expect(all!.titulos).toBeGreaterThan(1000);
      expect(all!.exemplares).toBeGreaterThan(0);
      expect({ titulos: t.titulos, exemplares: t.exemplares }).toEqual(all);

      // By library: every library, with its copies and the distinct titles among them.
      const libs = await h.query<{ codigo: string; titulos: number; exemplares: number }>(
        `SELECT b.cod_biblioteca::text AS codigo,
                (SELECT count(*) FROM (SELECT DISTINCT cod_acervo FROM exemplares e WHERE e.cod_biblioteca = b.cod_biblioteca) d)::int AS titulos,
                (SELECT count(*) FROM exemplares e WHERE e.cod_biblioteca = b.cod_biblioteca)::int AS exemplares
         FROM bibliotecas b`,
      );
      expect(libs.length).toBeGreaterThan(1);
      expect(byCode(t.porBiblioteca)).toEqual(Object.fromEntries(libs.map((l) => [l.codigo, [l.titulos, l.exemplares]])));
      expect(t.porBiblioteca.reduce((s, l) => s + l.exemplares, 0)).toBe(all!.exemplares);

      // By type of work: only the types that have titles.
      const types = await h.query<{ codigo: string; titulos: number; exemplares: number }>(
        `SELECT x.cod_tipo_obra::text AS codigo, count(*)::int AS titulos,
                (SELECT count(*) FROM exemplares e JOIN titulos y ON y.cod_acervo = e.cod_acervo WHERE y.cod_tipo_obra = x.cod_tipo_obra)::int AS exemplares
         FROM titulos x GROUP BY x.cod_tipo_obra`,
      );
      expect(types.length).toBeGreaterThan(3);
      expect(byCode(t.porTipoObra)).toEqual(Object.fromEntries(types.map((r) => [r.codigo, [r.titulos, r.exemplares]])));

      // By area: the rule applied here to every title's classification and copy count.
      const rows = await h.query<{ classificacao: string | null; n: number }>(
        'SELECT t.classificacao, (SELECT count(*) FROM exemplares e WHERE e.cod_acervo = t.cod_acervo)::int AS n FROM titulos t',
      );
      const areas: Record<string, [number, number]> = {};
      for (const r of rows) {
        const a = (areas[areaOf(r.classificacao)] ??= [0, 0]);
        a[0] += 1;
        a[1] += r.n;
      }
      expect(Object.keys(areas).filter((k) => k.startsWith('cdd:')).length).toBeGreaterThan(0);
      expect(Object.keys(areas).filter((k) => k.startsWith('lcc:')).length).toBeGreaterThan(0);
      expect(byCode(t.porArea)).toEqual(areas);
    });

    it('labels types and areas in the request language', async () => {
      const pt = await ok<AcervoTotaisGerais>('/api/acervo/totais');
      const en = await ok<AcervoTotaisGerais>('/api/acervo/totais', '5');
      const es = await ok<AcervoTotaisGerais>('/api/acervo/totais', '3');
      const label = (t: AcervoTotaisGerais, list: 'porTipoObra' | 'porArea', codigo: string) => t[list].find((r) => r.codigo === codigo)?.descricao;
      expect([label(pt, 'porTipoObra', '1'), label(en, 'porTipoObra', '1'), label(es, 'porTipoObra', '1')]).toEqual(['Livro', 'Book', 'Libro']);
      const area = pt.porArea.find((r) => r.codigo.startsWith('lcc:M'));
      if (area) expect([label(pt, 'porArea', 'lcc:M'), label(en, 'porArea', 'lcc:M')]).toEqual(['LC M — Música', 'LC M — Music']);
      expect(label(es, 'porArea', 'sem')).toBe('Sin clasificación');
      // Dewey/UDC classes, then LC classes, then the unclassified last.
      const codes = pt.porArea.map((r) => r.codigo);
      expect(codes.at(-1)).toBe('sem');
      expect(codes.findIndex((c) => c.startsWith('lcc:'))).toBeGreaterThan(codes.findLastIndex((c) => c.startsWith('cdd:')));
    });

    it('follows the copies at once (no stale cache): a new copy counts in its library, type and area', async () => {
      const before = await ok<AcervoTotaisGerais>('/api/acervo/totais');
      const [title] = await h.query<{ cod_acervo: number; cod_tipo_obra: number; classificacao: string | null }>(
        'SELECT cod_acervo, cod_tipo_obra, classificacao FROM titulos ORDER BY cod_acervo LIMIT 1',
      );
      const [lib] = await h.query<{ cod_biblioteca: number }>('SELECT cod_biblioteca FROM bibliotecas ORDER BY cod_biblioteca DESC LIMIT 1');
      await h.query(
        `INSERT INTO exemplares (cod_exemplar, cod_acervo, cod_biblioteca, material, tipo_emprestimo, localizacao, colecao, situacao)
         VALUES ((SELECT max(cod_exemplar) + 1 FROM exemplares), $1, $2, 'Livro', 'Normal', 'Estante', 'Acervo geral', 'disponivel')`,
        [title!.cod_acervo, lib!.cod_biblioteca],
      );
      const after = await ok<AcervoTotaisGerais>('/api/acervo/totais');
      expect(after.exemplares).toBe(before.exemplares + 1);
      expect(after.titulos).toBe(before.titulos);
      const copies = (t: AcervoTotaisGerais, list: 'porBiblioteca' | 'porTipoObra' | 'porArea', codigo: string) => t[list].find((r) => r.codigo === codigo)?.exemplares ?? 0;
      expect(copies(after, 'porBiblioteca', String(lib!.cod_biblioteca))).toBe(copies(before, 'porBiblioteca', String(lib!.cod_biblioteca)) + 1);
      expect(copies(after, 'porTipoObra', String(title!.cod_tipo_obra))).toBe(copies(before, 'porTipoObra', String(title!.cod_tipo_obra)) + 1);
      const area = areaOf(title!.classificacao);
      expect(copies(after, 'porArea', area)).toBe(copies(before, 'porArea', area) + 1);
    });

    it('is public: the public token reads it, no token is a 401, and it carries no patron data', async () => {
      const res = await h.inject({ method: 'GET', url: '/api/acervo/totais' });
      expect(res.statusCode).toBe(401);
      const t = await ok<AcervoTotaisGerais>('/api/acervo/totais');
      expect(Object.keys(t).sort()).toEqual(['exemplares', 'porArea', 'porBiblioteca', 'porTipoObra', 'titulos']);
      for (const list of [t.porBiblioteca, t.porTipoObra, t.porArea]) for (const r of list) expect(Object.keys(r).sort()).toEqual(['codigo', 'descricao', 'exemplares', 'titulos']);
      const body = JSON.stringify(t);
      const people = await h.query<{ nome_pessoa: string }>('SELECT nome_pessoa FROM pessoas');
      expect(people.length).toBeGreaterThan(0);
      for (const p of people) expect(body).not.toContain(p.nome_pessoa);
    });

    it('does not take the place of a title\'s own totals (/api/acervo/{id}/totais)', async () => {
      const one = await ok<AcervoTotais>('/api/acervo/1/totais');
      expect(Object.keys(one).sort()).toEqual(['bibliotecas', 'disponiveis', 'emprestados', 'reservados', 'total']);
    });
  });

  describe('specialised search options', () => {
    const KINDS = [
      ['opcoes-atos-normativos', 'atos-normativos'],
      ['jurisprudencia-options', 'jurisprudencia'],
      ['opcoes-arquivo', 'arquivo'],
      ['titulos-adicionais', 'titulos-adicionais'],
      ['produtos-target', 'produtos-target'],
    ] as const;

    it('every option finds at least one title when searched with it, and only titles of that option', async () => {
      let offered = 0;
      for (const [path, tipo] of KINDS) {
        const options = await ok<OpcaoConsulta[]>(`/api/consulta/${path}`);
        for (const o of options) {
          expect(o.codigo.startsWith(`${tipo}:`), o.codigo).toBe(true);
          offered += 1;
          const [one] = await h.query<{ cod_acervo: number; obra: string }>(
            `SELECT t.cod_acervo, t.obra FROM titulos t JOIN titulo_especializada e USING (cod_acervo) WHERE e.tipo || ':' || e.valor = $1 ORDER BY t.cod_acervo LIMIT 1`,
            [o.codigo],
          );
          expect(one, o.codigo).toBeDefined();
          const term = encodeURIComponent(wordOf(one!.obra));
          const found = await ok<ConsultaResponse>(`/api/consulta?termo_pesquisa=${term}&especializada=${o.codigo}&perPage=100`);
          expect(found.total, `${o.codigo} ${term}`).toBeGreaterThanOrEqual(1);
          expect(found.data.map((d) => d.cod_acervo)).toContain(one!.cod_acervo);
          const held = new Set(
            (await h.query<{ cod_acervo: number }>(`SELECT cod_acervo FROM titulo_especializada WHERE tipo || ':' || valor = $1`, [o.codigo])).map((r) => r.cod_acervo),
          );
          for (const d of found.data) expect(held.has(d.cod_acervo), `${d.cod_acervo} in ${o.codigo}`).toBe(true);
        }
      }
      expect(offered).toBeGreaterThan(3);
    });

    it('the options come from what the records carry (checked here on the MARC records themselves)', async () => {
      const records = await h.query<{ cod_acervo: number; registro: MarcRecord }>('SELECT cod_acervo, registro FROM titulos');
      const nature = (r: MarcRecord) => (['a', 't'].includes(r.leader[6] ?? '') ? ((field(r, '008')[0] as { value?: string } | undefined)?.value ?? '').slice(24, 28) : '');
      const expected = {
        'atos-normativos:legislacao': records.filter((x) => nature(x.registro).includes('l')),
        'arquivo:controle-arquivistico': records.filter((x) => x.registro.leader[8] === 'a'),
        'titulos-adicionais:teses': records.filter((x) => nature(x.registro).includes('m') || field(x.registro, '502').length > 0),
        'produtos-target:normas': records.filter((x) => nature(x.registro).includes('u')),
        'jurisprudencia:repertorios': records.filter((x) => nature(x.registro).includes('w')),
      };
      const law = (await ok<OpcaoConsulta[]>('/api/consulta/opcoes-atos-normativos')).map((o) => o.codigo);
      const archive = (await ok<OpcaoConsulta[]>('/api/consulta/opcoes-arquivo')).map((o) => o.codigo);
      const extra = (await ok<OpcaoConsulta[]>('/api/consulta/titulos-adicionais')).map((o) => o.codigo);
      const target = (await ok<OpcaoConsulta[]>('/api/consulta/produtos-target')).map((o) => o.codigo);
      const caseLaw = (await ok<OpcaoConsulta[]>('/api/consulta/jurisprudencia-options')).map((o) => o.codigo);
      expect(law.includes('atos-normativos:legislacao')).toBe(expected['atos-normativos:legislacao'].length > 0);
      expect(archive.includes('arquivo:controle-arquivistico')).toBe(expected['arquivo:controle-arquivistico'].length > 0);
      expect(extra.includes('titulos-adicionais:teses')).toBe(expected['titulos-adicionais:teses'].length > 0);
      expect(target.includes('produtos-target:normas')).toBe(expected['produtos-target:normas'].length > 0);
      expect(caseLaw.includes('jurisprudencia:repertorios')).toBe(expected['jurisprudencia:repertorios'].length > 0);
      // The seeded records: a Nepali statute (008 nature l), theses (502), a standard (008 u), one
      // record under archival control (leader/08 a), and no case law at all.
      expect(law).toContain('atos-normativos:legislacao');
      expect(extra).toContain('titulos-adicionais:teses');
      expect(target).toContain('produtos-target:normas');
      expect(archive).toContain('arquivo:controle-arquivistico');
      expect(caseLaw).toEqual([]);
      for (const [codigo, list] of Object.entries(expected)) {
        const held = await h.query<{ cod_acervo: number }>(`SELECT cod_acervo FROM titulo_especializada WHERE tipo || ':' || valor = $1 ORDER BY 1`, [codigo]);
        for (const x of list) expect(held.map((r) => r.cod_acervo), codigo).toContain(x.cod_acervo);
      }
    });

    it('a kind the catalogue holds no records of answers [] and its search finds nothing; labels follow the language', async () => {
      expect(await ok<OpcaoConsulta[]>('/api/consulta/jurisprudencia-options')).toEqual([]);
      const none = await ok<ConsultaResponse>('/api/consulta?termo_pesquisa=jazz&especializada=jurisprudencia:casos');
      expect(none.total).toBe(0);
      const pt = await ok<OpcaoConsulta[]>('/api/consulta/titulos-adicionais');
      const en = await ok<OpcaoConsulta[]>('/api/consulta/titulos-adicionais', '5');
      const es = await ok<OpcaoConsulta[]>('/api/consulta/titulos-adicionais', '3');
      const teses = (l: OpcaoConsulta[]) => l.find((o) => o.codigo === 'titulos-adicionais:teses')?.descricao;
      expect([teses(pt), teses(en), teses(es)]).toEqual(['Teses, dissertações e trabalhos acadêmicos', 'Theses and dissertations', 'Tesis y disertaciones']);
      expect(pt.filter((o) => o.padrao)).toHaveLength(1);
      const bad = await h.get('/api/consulta?termo_pesquisa=jazz&especializada=DROP%20TABLE', pub);
      expect(bad.statusCode).toBe(400);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`collection totals and specialised searches on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}
