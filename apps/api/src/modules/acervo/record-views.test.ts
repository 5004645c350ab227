import { describe, expect, it } from 'vitest';
import type { AcervoLinks, AcervoReferencia, DublinCore, MarcRows } from '@estante/api-contract';
import type { MarcRecord } from '../../marc/read';
import { catalogueChecks, rebuild } from '../../../test/catalogue-helpers';
import { useSeededApp } from '../../../test/helpers';

const app = useSeededApp();
const { inject, ok, query, token } = app;
const { expectError, titleWith, idByIsbn, expectNo500, expectDocumented } = catalogueChecks(app);

describe('GET /api/acervo/{id}/marc', () => {
  it('answers one row per subfield, leader first, and rebuilds every stored record exactly', async () => {
    const ids = await query<{ cod_acervo: number; registro: MarcRecord }>('SELECT cod_acervo, registro FROM titulos WHERE cod_acervo % 97 = 1 ORDER BY 1');
    expect(ids.length).toBeGreaterThan(10);
    for (const { cod_acervo, registro } of ids) {
      const rows = await ok<MarcRows>(`/api/acervo/${cod_acervo}/marc`);
      expect(rows[0]).toMatchObject({ paragrafo: '000', seq_paragrafo: 1, secao: null, campo_fixo: registro.leader });
      expect(rebuild(rows)).toEqual(registro);
    }
  });

  it('splits trailing ISBD punctuation into pontuacao and numbers occurrences and subfields', async () => {
    const id = await idByIsbn('9788502076419');
    const rows = await ok<MarcRows>(`/api/acervo/${id}/marc`);
    const f008 = rows.find((r) => r.paragrafo === '008');
    expect(f008).toMatchObject({ seq_paragrafo: 1, secao: null, seq_secao: 0, indicador1: '', descricao: '' });
    expect(f008?.campo_fixo).toMatch(/^181214s2019/);
    const title = rows.filter((r) => r.paragrafo === '245');
    expect(title[0]).toMatchObject({ seq_paragrafo: 1, secao: 'a', seq_secao: 1, campo_fixo: null });
    expect(title[0]?.descricao).toMatch(/^Gramática da Língua Portuguesa/);
    expect(title.map((r) => r.seq_secao)).toEqual(title.map((_, i) => i + 1));
    const czech = await titleWith(`SELECT cod_acervo FROM titulos WHERE registro::text LIKE '%kramerius4.nkp.cz%' ORDER BY 1 LIMIT 1`);
    const withPunct = (await ok<MarcRows>(`/api/acervo/${czech}/marc`)).filter((r) => r.pontuacao !== '');
    expect(withPunct.length).toBeGreaterThan(0);
    for (const r of withPunct) expect(r.pontuacao).toMatch(/^\s*[/:;=,.]\s*$/);
  });

  it('404 unknown, 400 bad id', async () => {
    await expectError('/api/acervo/99999999/marc', 404, 'Title not found.', '5');
    await expectError('/api/acervo/1x/marc', 400, 'Código de título inválido.');
  });
});

describe('GET /api/acervo/{id}/dublin-core, /links, /referencia', () => {
  it('maps MARC to Dublin Core elements after the LC crosswalk', async () => {
    const id = await idByIsbn('9788502076419');
    const dc = await ok<DublinCore>(`/api/acervo/${id}/dublin-core`);
    const values = (el: string) => dc.filter((d) => d.elemento === el).map((d) => d.valor);
    expect(values('dc.title')[0]).toMatch(/^Gramática da Língua Portuguesa/);
    expect(values('dc.creator')).toEqual(['Almeida, Nilson Teixeira de']);
    expect(values('dc.subject')).toContain('GRAMÁTICA -- BRASIL');
    expect(values('dc.publisher')).toEqual(['São Paulo: Saraiva']);
    expect(values('dc.date')).toEqual(['2019']);
    expect(values('dc.type')).toEqual(['Text']);
    expect(values('dc.identifier')).toContain('9788502076419');
    expect(values('dc.language')).toEqual(['por']);
    expect(dc.every((d) => d.elemento.startsWith('dc.') && d.valor.trim() === d.valor && d.valor !== '')).toBe(true);
    const order = ['dc.title', 'dc.creator', 'dc.contributor', 'dc.subject', 'dc.coverage', 'dc.description', 'dc.publisher', 'dc.date', 'dc.type', 'dc.format', 'dc.identifier', 'dc.language', 'dc.relation', 'dc.source', 'dc.rights'];
    const idx = dc.map((d) => order.indexOf(d.elemento));
    expect(idx).toEqual([...idx].sort((a, b) => a - b));
  });

  it('lists 856 links with their label, and [] for a title without any', async () => {
    const id = await titleWith(`SELECT cod_acervo FROM titulos WHERE registro::text LIKE '%kramerius4.nkp.cz%' ORDER BY 1 LIMIT 1`);
    const links = await ok<AcervoLinks>(`/api/acervo/${id}/links`);
    expect(links[0]).toEqual({ url: expect.stringMatching(/^http:\/\/kramerius4\.nkp\.cz\//), descricao: 'Digitalizovaný dokument', material: null, nota: null });
    expect(await ok<AcervoLinks>(`/api/acervo/${await idByIsbn('9788502076419')}/links`)).toEqual([]);
    const dc = await ok<DublinCore>(`/api/acervo/${id}/dublin-core`);
    expect(dc).toContainEqual({ elemento: 'dc.identifier', valor: links[0]?.url });
  });

  it('builds the ABNT reference with the basket\'s formatter: SURNAME, initials. Title. Edition. Place: Publisher, year.', async () => {
    const id = await idByIsbn('9788502076419');
    const ref = await ok<AcervoReferencia>(`/api/acervo/${id}/referencia`);
    expect(ref.formato).toBe('ABNT');
    expect(ref.referencia).toBe(
      'ALMEIDA, N. T. de. Gramática da Língua Portuguesa para concursos, vestibulares, ENEM, colégios técnicos e militares. 9. ed. São Paulo: Saraiva, 2019.',
    );
    expect(ref.html).toBe(
      'ALMEIDA, N. T. de. <b>Gramática da Língua Portuguesa para concursos, vestibulares, ENEM, colégios técnicos e militares</b>. 9. ed. São Paulo: Saraiva, 2019.',
    );
    // The same line as the basket's ABNT export of that title.
    const basket = await inject({ method: 'POST', url: '/api/acervo/exportar-cesta', headers: { authorization: `Bearer ${token()}` }, payload: { tipo: 'download', dados: 'abnt', acervos: [id] } });
    expect(basket.json<{ conteudo: string }>().conteudo).toBe(`${ref.referencia}\n`);
  });

  it('escapes HTML in the reference and says when place and publisher are unknown', async () => {
    const { abntReference } = await import('./referencia');
    const ref = abntReference({
      cod_acervo: 1,
      obra: 'Tags <b> & co',
      cod_tipo_obra: 1,
      idioma: null,
      registro: {
        leader: '00000nam a2200000 a 4500',
        fields: [
          { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: 'Silva, João' }] },
          { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Tags <b> & co /' }] },
        ],
      },
      edicao: null,
      local_publicacao: null,
      editora: null,
      ano_publicacao: '2001',
      descricao_fisica: null,
      series: [],
      isbn: [],
      issn: [],
    });
    expect(ref.referencia).toBe('SILVA, J. Tags <b> & co. [s.l: s.n.].');
    expect(ref.html).toBe('SILVA, J. <b>Tags &#60;b&#62; &#38; co</b>. [s.l: s.n.].');
  });

  it('404 unknown, 400 bad id, on every one', async () => {
    for (const sub of ['dublin-core', 'links', 'referencia']) {
      await expectError(`/api/acervo/99999999/${sub}`, 404, 'Título no encontrado.', '3');
      await expectError(`/api/acervo/-5/${sub}`, 400, 'Código de título inválido.');
    }
  });

  it('never answers 500 on odd input, and is described in the OpenAPI document', async () => {
    const subs = ['marc', 'dublin-core', 'links', 'referencia'];
    await expectNo500(subs.map((s) => (x: string) => `/api/acervo/${x}/${s}`));
    await expectDocumented(subs.map((s) => `/api/acervo/{id}/${s}`));
  });
});
