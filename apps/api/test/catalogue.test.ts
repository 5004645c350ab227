import { describe, expect, it } from 'vitest';
import type {
  AcervoBibliotecaList,
  AcervoLinks,
  AcervoReferencia,
  AcervoTotais,
  Atendimento,
  AtendimentoList,
  Atividade,
  AtividadeInformativo,
  Autoatendimento,
  EventosInstitucionais,
  Funcionalidades,
  TextoInstitucional,
  AutoridadeCombo,
  AutoridadeResponse,
  BibliotecaList,
  CampusList,
  DublinCore,
  ErrorResponse,
  ExemplarList,
  MarcRows,
} from '@estante/api-contract';
import { copiesOf } from '../src/copies';
import type { Field, MarcRecord } from '../src/marc/read';
import { SEED_DATE, useSeededApp } from './helpers';

const { inject, get, ok, query, db, token } = useSeededApp();


const expectError = async (url: string, status: number, message: string, lang = '1') => {
  const res = await get(url, { lang });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json<ErrorResponse>()).toEqual({ message });
};

/** A title with copies in at least two statuses, one with none: found once from the seeded rows. */
const titleWith = async (sql: string): Promise<number> => {
  const [row] = await query<{ cod_acervo: number }>(sql);
  if (!row) throw new Error(`no title for ${sql}`);
  return row.cod_acervo;
};

describe('GET /api/campus and /api/bibliotecas', () => {
  it('lists the seeded campuses', async () => {
    const body = await ok<CampusList>('/api/campus');
    expect(body).toEqual([
      { cod_campus: 1, nome_campus: 'Campus Central' },
      { cod_campus: 2, nome_campus: 'Campus Norte' },
      { cod_campus: 3, nome_campus: 'Campus Litoral' },
    ]);
  });

  it('lists libraries with opening hours for every weekday (1 Monday .. 7 Sunday)', async () => {
    const body = await ok<BibliotecaList>('/api/bibliotecas');
    expect(body.map((b) => b.cod_biblioteca)).toEqual([1, 2, 3, 4]);
    const central = body[0];
    expect(central).toMatchObject({ desc_biblioteca: 'Biblioteca Central', cod_campus: 1, nome_campus: 'Campus Central', sigla: 'BC' });
    expect(central?.horarios.map((h) => h.dia_semana)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(central?.horarios[0]).toEqual({ dia_semana: 1, abertura: '07:30', fechamento: '22:00' });
    expect(central?.horarios[6]).toEqual({ dia_semana: 7, abertura: null, fechamento: null });
  });

  it('narrows libraries to one campus; an empty campus means all', async () => {
    expect((await ok<BibliotecaList>('/api/bibliotecas?campus=1')).map((b) => b.cod_biblioteca)).toEqual([1, 2]);
    expect((await ok<BibliotecaList>('/api/bibliotecas?campus=3')).map((b) => b.cod_biblioteca)).toEqual([4]);
    expect(await ok<BibliotecaList>('/api/bibliotecas?campus=99')).toEqual([]);
    expect(await ok<BibliotecaList>('/api/bibliotecas?campus=')).toHaveLength(4);
  });

  it('400 for a bad campus, in the request language', async () => {
    await expectError('/api/bibliotecas?campus=abc', 400, 'Código de campus inválido.');
    await expectError('/api/bibliotecas?campus=-1', 400, 'Invalid campus code.', '5');
    await expectError(`/api/bibliotecas?campus=${'9'.repeat(13)}`, 400, 'campus deve ter no máximo 12 caracteres.');
  });

  it('401 without a token', async () => {
    expect((await inject({ method: 'GET', url: '/api/campus' })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/bibliotecas' })).statusCode).toBe(401);
  });
});

describe('copies: /api/acervo/{id}/exemplares, /bibliotecas, /totais', () => {
  it('seeds 0 to 4 copies per title, deterministically from cod_acervo', async () => {
    const [stats] = await query<{ titles: number; min: number; max: number; none: number }>(
      `SELECT count(*)::int AS titles, min(n)::int AS min, max(n)::int AS max, count(*) FILTER (WHERE n = 0)::int AS none
       FROM (SELECT t.cod_acervo, count(e.cod_exemplar) AS n FROM titulos t LEFT JOIN exemplares e USING (cod_acervo) GROUP BY t.cod_acervo) x`,
    );
    expect(stats).toMatchObject({ min: 0, max: 4 });
    expect(stats?.none).toBeGreaterThan(0);
    expect(copiesOf(42, 1, SEED_DATE)).toEqual(copiesOf(42, 1, SEED_DATE));
    const stored = await query<{ cod_exemplar: number }>('SELECT cod_exemplar FROM exemplares WHERE cod_acervo = 42 ORDER BY cod_exemplar');
    expect(stored.map((r) => r.cod_exemplar)).toEqual(copiesOf(42, 1, SEED_DATE).map((c) => c.cod_exemplar));
    const statuses = await query<{ situacao: string }>('SELECT DISTINCT situacao FROM exemplares ORDER BY 1');
    expect(statuses.map((s) => s.situacao)).toEqual(['consulta_local', 'disponivel', 'em_transito', 'emprestado', 'reservado']);
  });

  it('lists copies with the documented fields; a loan carries its expected return date as dd/mm/yyyy', async () => {
    const id = await titleWith(`SELECT cod_acervo FROM exemplares WHERE situacao = 'emprestado' ORDER BY cod_acervo LIMIT 1`);
    const copies = await ok<ExemplarList>(`/api/acervo/${id}/exemplares`);
    expect(copies.length).toBeGreaterThan(0);
    const loan = copies.find((c) => c.situacao === 'emprestado');
    expect(loan).toMatchObject({ cod_acervo: id, desc_situacao: 'Emprestado', localizacao: expect.stringMatching(/^Estante \d+, prateleira \d$/) });
    expect(loan?.data_devolucao_prevista).toMatch(/^\d{2}\/\d{2}\/2026$/);
    for (const c of copies.filter((x) => x.situacao !== 'emprestado')) expect(c.data_devolucao_prevista).toBeNull();
    const en = await ok<ExemplarList>(`/api/acervo/${id}/exemplares`, { lang: '5' });
    expect(en.find((c) => c.situacao === 'emprestado')?.desc_situacao).toBe('On loan');
  });

  it('answers [] and zero totals for a title without copies', async () => {
    const id = await titleWith('SELECT cod_acervo FROM titulos t WHERE NOT EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo) ORDER BY 1 LIMIT 1');
    expect(await ok<ExemplarList>(`/api/acervo/${id}/exemplares`)).toEqual([]);
    expect(await ok<AcervoBibliotecaList>(`/api/acervo/${id}/bibliotecas`)).toEqual([]);
    expect(await ok<AcervoTotais>(`/api/acervo/${id}/totais`)).toEqual({ total: 0, disponiveis: 0, emprestados: 0, reservados: 0, bibliotecas: 0 });
  });

  it('counts copies per library and in total, consistently with the list', async () => {
    const id = await titleWith('SELECT cod_acervo FROM exemplares GROUP BY cod_acervo HAVING count(DISTINCT cod_biblioteca) > 1 ORDER BY 1 LIMIT 1');
    const copies = await ok<ExemplarList>(`/api/acervo/${id}/exemplares`);
    const libs = await ok<AcervoBibliotecaList>(`/api/acervo/${id}/bibliotecas`);
    const totals = await ok<AcervoTotais>(`/api/acervo/${id}/totais`);
    expect(libs.length).toBeGreaterThan(1);
    expect(libs.reduce((n, l) => n + l.total, 0)).toBe(copies.length);
    for (const l of libs) {
      expect(l.total).toBe(copies.filter((c) => c.cod_biblioteca === l.cod_biblioteca).length);
      expect(l.disponiveis).toBe(copies.filter((c) => c.cod_biblioteca === l.cod_biblioteca && c.situacao === 'disponivel').length);
    }
    expect(totals).toEqual({
      total: copies.length,
      disponiveis: copies.filter((c) => c.situacao === 'disponivel').length,
      emprestados: copies.filter((c) => c.situacao === 'emprestado').length,
      reservados: copies.filter((c) => c.situacao === 'reservado').length,
      bibliotecas: libs.length,
    });
  });

  it('404 for an unknown title and 400 for a bad id on every sub-resource, in the request language', async () => {
    for (const sub of ['exemplares', 'bibliotecas', 'totais']) {
      await expectError(`/api/acervo/99999999/${sub}`, 404, 'Título não encontrado.');
      await expectError(`/api/acervo/abc/${sub}`, 400, 'Código de título no válido.', '3');
      await expectError(`/api/acervo/0/${sub}`, 400, 'Invalid title code.', '5');
      await expectError(`/api/acervo/99999999999/${sub}`, 400, 'Código de título inválido.');
    }
  });
});

/** Rebuilds a MARC record from the /marc rows, as a harvester does. */
function rebuild(rows: MarcRows): MarcRecord {
  const [leader, ...rest] = rows;
  const fields: Field[] = [];
  let key = '';
  for (const r of rest) {
    if (r.campo_fixo !== null) {
      fields.push({ tag: r.paragrafo, value: r.campo_fixo });
      key = '';
      continue;
    }
    const k = `${r.paragrafo}#${r.seq_paragrafo}`;
    if (k !== key) fields.push({ tag: r.paragrafo, ind1: r.indicador1, ind2: r.indicador2, subfields: [] });
    key = k;
    const last = fields.at(-1);
    if (last && 'subfields' in last) last.subfields.push({ code: r.secao ?? '', value: r.descricao + r.pontuacao });
  }
  return { leader: leader?.campo_fixo ?? '', fields };
}

const idByIsbn = (isbn: string) => titleWith(`SELECT cod_acervo FROM titulos WHERE '${isbn}' = ANY (isbn) ORDER BY 1 LIMIT 1`);

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
      'ALMEIDA, N. T. DE. Gramática da Língua Portuguesa para concursos, vestibulares, ENEM, colégios técnicos e militares. 9. ed. São Paulo: Saraiva, 2019.',
    );
    expect(ref.html).toBe(
      'ALMEIDA, N. T. DE. <b>Gramática da Língua Portuguesa para concursos, vestibulares, ENEM, colégios técnicos e militares</b>. 9. ed. São Paulo: Saraiva, 2019.',
    );
    // The same line as the basket's ABNT export of that title.
    const basket = await inject({ method: 'POST', url: '/api/acervo/exportar-cesta', headers: { authorization: `Bearer ${token()}` }, payload: { tipo: 'download', dados: 'abnt', acervos: [id] } });
    expect(basket.json<{ conteudo: string }>().conteudo).toBe(`${ref.referencia}\n`);
  });

  it('escapes HTML in the reference and says when place and publisher are unknown', async () => {
    const { abntReference } = await import('../src/referencia');
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
});

describe('GET /api/autoridade/{id}, /marc, /combo', () => {
  const authority = async (where: string) => {
    const [row] = await query<{ cod_autoridade: number; cabecalho: string; tipo: string; tag: string; remissivas_ver: string[]; remissivas_ver_tambem: string[]; registro: MarcRecord | null }>(
      `SELECT a.cod_autoridade, a.cabecalho, a.tipo, a.tag, a.remissivas_ver, a.remissivas_ver_tambem, a.registro FROM autoridades a WHERE ${where} ORDER BY a.cod_autoridade LIMIT 1`,
    );
    if (!row) throw new Error(`no authority where ${where}`);
    return row;
  };
  const linked = `EXISTS (SELECT 1 FROM titulo_autoridade ta WHERE ta.cod_autoridade = a.cod_autoridade)`;

  it('answers the heading, type, see-from and see-also references and the count of linked titles', async () => {
    const a = await authority(`NOT a.leve AND jsonb_array_length(a.remissivas_ver) > 0 AND ${linked}`);
    const [count] = await query<{ n: number }>('SELECT count(DISTINCT cod_acervo)::int AS n FROM titulo_autoridade WHERE cod_autoridade = $1', [a.cod_autoridade]);
    const body = await ok<AutoridadeResponse>(`/api/autoridade/${a.cod_autoridade}`);
    expect(body).toEqual({
      cod_autoridade: a.cod_autoridade,
      cabecalho: a.cabecalho,
      tipo: a.tipo,
      desc_tipo: { A: 'Autor', S: 'Assunto', T: 'Título uniforme' }[a.tipo],
      tag: a.tag,
      remissivas_ver: a.remissivas_ver,
      remissivas_ver_tambem: a.remissivas_ver_tambem,
      ver_tambem_codigos: expect.any(Array),
      total_titulos: count?.n,
      possui_marc: true,
    });
    expect(body.total_titulos).toBeGreaterThan(0);
    const see = await authority(`jsonb_array_length(a.remissivas_ver_tambem) > 0`);
    expect((await ok<AutoridadeResponse>(`/api/autoridade/${see.cod_autoridade}`)).remissivas_ver_tambem).toEqual(see.remissivas_ver_tambem);
  });

  it('resolves "see also" headings to the authorities of the same text, null when there is none', async () => {
    const [graphic] = await query<{ cod_autoridade: number }>(`SELECT cod_autoridade FROM autoridades WHERE cabecalho = 'Graphic novels' AND NOT leve`);
    const [comics] = await query<{ cod_autoridade: number }>(`SELECT min(cod_autoridade)::int AS cod_autoridade FROM autoridades WHERE cabecalho = 'Comics (Graphic works)'`);
    const body = await ok<AutoridadeResponse>(`/api/autoridade/${graphic?.cod_autoridade}`);
    expect(body.remissivas_ver_tambem).toEqual(['Comics (Graphic works)']);
    expect(body.ver_tambem_codigos).toEqual([comics?.cod_autoridade ?? null]);
    expect(body.ver_tambem_codigos[0]).toEqual(expect.any(Number));
    const all = await query<{ cod_autoridade: number; n: number }>(
      `SELECT cod_autoridade, jsonb_array_length(remissivas_ver_tambem)::int AS n FROM autoridades WHERE jsonb_array_length(remissivas_ver_tambem) > 0 LIMIT 20`,
    );
    for (const a of all) {
      const r = await ok<AutoridadeResponse>(`/api/autoridade/${a.cod_autoridade}`);
      expect(r.ver_tambem_codigos).toHaveLength(a.n);
    }
  });

  it('a heading without an authority record has no MARC view', async () => {
    const a = await authority('a.leve');
    expect(await ok<AutoridadeResponse>(`/api/autoridade/${a.cod_autoridade}`)).toMatchObject({ possui_marc: false, remissivas_ver: [] });
    await expectError(`/api/autoridade/${a.cod_autoridade}/marc`, 404, 'This authority has no MARC record.', '5');
  });

  it('/marc rebuilds the authority record exactly', async () => {
    const a = await authority('NOT a.leve');
    const rows = await ok<MarcRows>(`/api/autoridade/${a.cod_autoridade}/marc`);
    expect(rows[0]?.paragrafo).toBe('000');
    expect(rebuild(rows)).toEqual(a.registro);
  });

  it('404 unknown and 400 bad id, in the request language', async () => {
    for (const sub of ['', '/marc']) {
      await expectError(`/api/autoridade/99999999${sub}`, 404, 'Autoridad no encontrada.', '3');
      await expectError(`/api/autoridade/abc${sub}`, 400, 'Código de autoridade inválido.');
      await expectError(`/api/autoridade/0${sub}`, 400, 'Invalid authority code.', '5');
    }
  });

  it('/combo lists up to 20 headings containing q, those starting with it first', async () => {
    const list = await ok<AutoridadeCombo>(`/api/autoridade/combo?q=${encodeURIComponent('educação')}`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const item of list) expect(norm(item.descricao)).toContain('educacao');
    const starts = list.map((i) => norm(i.descricao).replace(/[^a-z0-9]+/g, ' ').trim().startsWith('educacao'));
    expect(starts).toEqual([...starts].sort((x, y) => Number(y) - Number(x)));
    const names = await ok<AutoridadeCombo>('/api/autoridade/combo?q=educ&tipo=A');
    const subjects = await ok<AutoridadeCombo>('/api/autoridade/combo?q=educ&tipo=S');
    expect(names.some((n) => subjects.some((s) => s.codigo === n.codigo))).toBe(false);
  });

  it('/combo answers 422 for fewer than 3 characters and 400 for bad parameters', async () => {
    await expectError('/api/autoridade/combo', 422, 'Informe ao menos 3 caracteres.');
    await expectError('/api/autoridade/combo?q=ed', 422, 'Enter at least 3 characters.', '5');
    await expectError('/api/autoridade/combo?q=%20%21%21%21%20', 422, 'Introduzca al menos 3 caracteres.', '3');
    expect((await get('/api/autoridade/combo?q=zzzzqqqxx')).json()).toEqual([]);
    expect((await get('/api/autoridade/combo?q=educ&tipo=X')).statusCode).toBe(400);
    expect((await get(`/api/autoridade/combo?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
    expect((await get(`/api/autoridade/combo?q=${encodeURIComponent("%_'; DROP")}`)).statusCode).toBe(200);
  });
});

describe('GET /api/parametros/*', () => {
  it('serves the four institution text blocks as { titulo, html }', async () => {
    for (const key of ['secao_1', 'secao_2', 'faq', 'informacoes_gerais']) {
      const body = await ok<TextoInstitucional>(`/api/parametros/${key}`);
      expect(body.titulo.length).toBeGreaterThan(0);
      expect(body.html).toMatch(/^<(p|ul|h3)>/);
    }
    expect((await ok<TextoInstitucional>('/api/parametros/faq')).titulo).toBe('Perguntas frequentes');
  });

  it('atividade/{id}: any activity with its flag and link; informativo as HTML', async () => {
    expect(await ok<Atividade>('/api/parametros/atividade/87')).toEqual({
      cod_atividade: 87,
      descricao: 'Biblioteca digital',
      ativo: true,
      link: 'https://bibliotecadigital.estante.example',
    });
    expect(await ok<Atividade>('/api/parametros/atividade/1120')).toEqual({ cod_atividade: 1120, descricao: 'Captcha no login', ativo: false, link: null });
    expect((await ok<AtividadeInformativo>('/api/parametros/atividade/12/informativo')).html).toMatch(/^<p>Sugira/);
    expect(await ok<AtividadeInformativo>('/api/parametros/atividade/57/informativo')).toEqual({ html: '' });
  });

  it('activities 107 and 1120 are configurable: turned on, funcionalidades lists them', async () => {
    await query('UPDATE funcionalidades SET ativo = true WHERE cod_atividade IN (107, 1120)');
    try {
      const codes = (await ok<Funcionalidades>('/api/parametros/funcionalidades')).map((f) => f.cod_atividade);
      expect(codes).toEqual([8, 12, 13, 57, 87, 88, 107, 1120]);
      expect((await ok<Atividade>('/api/parametros/atividade/107')).ativo).toBe(true);
    } finally {
      await query('UPDATE funcionalidades SET ativo = false WHERE cod_atividade IN (107, 1120)');
    }
    expect((await ok<Funcionalidades>('/api/parametros/funcionalidades')).map((f) => f.cod_atividade)).toEqual([8, 12, 13, 57, 87, 88]);
  });

  it('atividade: 404 unknown, 400 bad id, in the request language', async () => {
    for (const sub of ['', '/informativo']) {
      await expectError(`/api/parametros/atividade/999${sub}`, 404, 'Atividade não encontrada.');
      await expectError(`/api/parametros/atividade/x${sub}`, 400, 'Invalid activity code.', '5');
      await expectError(`/api/parametros/atividade/0${sub}`, 400, 'Código de actividad no válido.', '3');
    }
  });

  it('atendimento: service hours of every campus, and of one', async () => {
    const all = await ok<AtendimentoList>('/api/parametros/atendimento');
    expect(all.map((a) => a.cod_campus)).toEqual([1, 2, 3]);
    for (const a of all) expect(a.horarios.map((h) => h.dia_semana)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const norte = await ok<Atendimento>('/api/parametros/atendimento/2');
    expect(norte).toEqual(all[1]);
    expect(norte).toMatchObject({ nome_campus: 'Campus Norte', telefone: '(00) 3000-2000' });
    expect(norte.horarios[0]).toEqual({ dia_semana: 1, abertura: '08:00', fechamento: '18:00' });
    expect(norte.horarios[5]).toEqual({ dia_semana: 6, abertura: null, fechamento: null });
    await expectError('/api/parametros/atendimento/9', 404, 'Campus não encontrado.');
    await expectError('/api/parametros/atendimento/abc', 400, 'Invalid campus code.', '5');
  });

  it('eventos_institucionais: events dated from the fixed seed reference date, in date order', async () => {
    const events = await ok<EventosInstitucionais>('/api/parametros/eventos_institucionais');
    expect(events.map((e) => [e.codigo, e.data_inicio, e.data_fim])).toEqual([
      [1, '02/03/2026', '06/03/2026'],
      [2, '11/03/2026', '11/03/2026'],
      [3, '27/03/2026', '28/03/2026'],
    ]);
    expect(events[1]).toMatchObject({ local: 'Biblioteca de Ciências da Saúde', link: 'https://estante.example/eventos/abnt' });
  });

  it('autoatendimento: kiosk settings', async () => {
    expect(await ok<Autoatendimento>('/api/parametros/autoatendimento')).toEqual({ showAuto: false, codBibAuto: 1, authAuto: true, idiomaAuto: '1' });
  });

  it('every parametros endpoint needs a token', async () => {
    for (const url of ['secao_1', 'faq', 'atividade/8', 'atividade/8/informativo', 'atendimento', 'atendimento/1', 'eventos_institucionais', 'autoatendimento']) {
      expect((await inject({ method: 'GET', url: `/api/parametros/${url}` })).statusCode).toBe(401);
    }
  });

  it('a fresh seed is deterministic and a re-seed keeps administrator changes', async () => {
    const { seedSettings } = await import('../src/seed');
    await query(`UPDATE funcionalidades SET link = 'https://outro.example' WHERE cod_atividade = 57`);
    await seedSettings(db());
    expect((await ok<Atividade>('/api/parametros/atividade/57')).link).toBe('https://outro.example');
    await query(`UPDATE funcionalidades SET link = 'https://periodicos.estante.example' WHERE cod_atividade = 57`);
  });
});

describe('odd client input', () => {
  it('never answers 500 on the new endpoints', async () => {
    const odd = ['%00', '%27%3B--', '1.5', '1e3', '%20', 'NaN', '-0', '00000000000000000001', '9'.repeat(21), '%F0%9F%98%80'];
    const paths = [
      ...['exemplares', 'bibliotecas', 'totais', 'marc', 'dublin-core', 'links', 'referencia'].map((s) => (x: string) => `/api/acervo/${x}/${s}`),
      (x: string) => `/api/autoridade/${x}`,
      (x: string) => `/api/autoridade/${x}/marc`,
      (x: string) => `/api/autoridade/combo?q=${x}${x}${x}`,
      (x: string) => `/api/parametros/atividade/${x}`,
      (x: string) => `/api/parametros/atividade/${x}/informativo`,
      (x: string) => `/api/parametros/atendimento/${x}`,
      (x: string) => `/api/bibliotecas?campus=${x}`,
    ];
    for (const p of paths) {
      for (const x of odd) {
        const res = await get(p(x));
        expect(res.statusCode, `${p(x)}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json<ErrorResponse>().message).toBe('string');
      }
    }
  });

  it('describes every new path in the OpenAPI document', async () => {
    const doc = (await inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/campus',
        '/api/bibliotecas',
        ...['exemplares', 'bibliotecas', 'totais', 'marc', 'dublin-core', 'links', 'referencia'].map((s) => `/api/acervo/{id}/${s}`),
        '/api/autoridade/{id}',
        '/api/autoridade/{id}/marc',
        '/api/autoridade/combo',
        ...['secao_1', 'secao_2', 'faq', 'informacoes_gerais', 'atendimento', 'eventos_institucionais', 'autoatendimento'].map((s) => `/api/parametros/${s}`),
        '/api/parametros/atividade/{id}',
        '/api/parametros/atividade/{id}/informativo',
        '/api/parametros/atendimento/{campus}',
      ]),
    );
  });
});
