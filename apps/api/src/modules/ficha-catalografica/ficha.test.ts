import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { PDFParse } from 'pdf-parse';
import { FichaCatalografica, TitulosFicha, type AreaFicha } from '@estante/api-contract';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, MARC_DIR, TEST_DATABASE_URL } from '../../../test/helpers';
import { CARD_HEIGHT, CARD_WIDTH, pdfkitRuns, visualOrder } from './pdf';
import { closed, roman, trimMarks } from './card';

// Issue 26, deliverable 4: the catalogue card built from the title's MARC record, for a Portuguese
// (usp-sibi.xml), a Russian (armenian-russian.xml) and a Hebrew record (hebrew.xml): every string
// asserted is in the record file as catalogued; the PDF read back; the personal area's list of the
// patron's titles (only the token's patron, gated by 5731, the search term's rule).
if (!TEST_DATABASE_URL) console.info('[catalogue card tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const LANG = { pt: '1', en: '5', es: '3' } as const;
const TITLES = '/api/meu-pergamum/ficha-catalografica/titulos';
const card = (id: number) => `/api/acervo/${id}/ficha-catalografica`;

/** The record file's text: what the card shows must be written there. */
const recordFile = (name: string) => readFileSync(path.join(MARC_DIR, 'bib', name), 'utf8');
const USP = recordFile('usp-sibi.xml');
const RUSSIAN = recordFile('armenian-russian.xml');
const HEBREW = recordFile('hebrew.xml');
/**
 * `text` as it is written in the record file (the test's strings are copied from it, not from the
 * card). Compared in Unicode's composed form: hebrew.xml writes "ṿ" as v + combining dot below, the
 * import stores it composed.
 */
const inFile = (file: string, ...texts: string[]) => {
  for (const t of texts) expect(file.normalize('NFC').includes(t.normalize('NFC')), `in the record file: ${t}`).toBe(true);
};

const schemaErrors = (body: unknown) => [...Value.Errors(FichaCatalografica, body)].map((e) => `${e.path}: ${e.message}`);

describe('card rules', () => {
  it('numbers added entries in roman numerals', () => {
    expect([1, 2, 3, 4, 9, 14, 40].map(roman)).toEqual(['I', 'II', 'III', 'IV', 'IX', 'XIV', 'XL']);
  });
  it('drops the ISBD mark that ends a subfield but keeps an abbreviation’s period', () => {
    expect(trimMarks('Москва :.')).toBe('Москва');
    expect(trimMarks('462 с. :')).toBe('462 с.');
    expect(trimMarks('Zioni,')).toBe('Zioni');
    expect(trimMarks('Gramática /')).toBe('Gramática');
    expect(closed('1950-')).toBe('1950-');
    expect(closed('[1961]')).toBe('[1961].');
  });
  it('puts a right-to-left line in visual order, numbers and Latin words left to right', () => {
    // Logical: "year 1961 ABC (book)." in a Hebrew line → drawn: ".(book) ABC 1961 year", each Hebrew word reversed.
    expect(visualOrder('שנת 1961 ABC (ספר).', 'rtl')).toBe('.(רפס) ABC 1961 תנש');
    // pdfkit's layout reverses a string that starts with a Hebrew letter: each Hebrew run goes in reversed, a Latin one as it is.
    expect(pdfkitRuns('.(רפס) ABC 1961 תנש')).toEqual(['.(', ' )ספר', 'ABC 1961 ', 'שנת']);
    expect(pdfkitRuns('תנש ABC')).toEqual([' שנת', 'ABC']);
  });
});

function cases(h: AuthHarness) {
  const get = (url: string, token: string | null, lang: string = LANG.pt) =>
    h.inject({ method: 'GET', url, headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const idOf = async (controle: string) => {
    const [row] = await h.query<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos WHERE controle_001 = $1', [controle]);
    expect(row, controle).toBeDefined();
    return row!.cod_acervo;
  };
  const cardOf = async (controle: string, lang: string = LANG.pt) => {
    const res = await get(card(await idOf(controle)), await h.publicToken(), lang);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<FichaCatalografica>();
    expect(schemaErrors(body)).toEqual([]);
    // The card keeps the record's characters as stored (hebrew.xml's "ṿ" decomposed); compared composed.
    return JSON.parse(JSON.stringify(body).normalize('NFC')) as FichaCatalografica;
  };
  const pdfText = async (controle: string) => {
    const res = await h.inject({ method: 'GET', url: `${card(await idOf(controle))}.pdf`, headers: { authorization: `Bearer ${await h.publicToken()}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ficha-\d+\.pdf"$/);
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    try {
      const info = await parser.getInfo();
      const text = (await parser.getText()).text.replace(/\s+/g, ' ').normalize('NFC');
      return { text, info, bytes: res.rawPayload };
    } finally {
      await parser.destroy();
    }
  };
  const plain = (a: AreaFicha | null) => a?.texto;

  describe('a Portuguese record (usp-sibi.xml, 001 002916708)', () => {
    it('takes every area from the record, ISBD punctuation between the parts', async () => {
      inFile(USP, 'Almeida, Nilson Teixeira de', 'Gramática da Língua Portuguesa para concursos, vestibulares, ENEM, colégios técnicos e militares', '9a. ed', 'São Paulo', 'Saraiva', '555 p', 'Acompanha 01 CD áudio', '9788502076419', 'GRAMÁTICA', 'BRASIL', '<subfield code="a">469</subfield>');
      const c = await cardOf('002916708');
      expect(c.idioma).toBe('pt');
      expect(c.numero_chamada).toBe('469');
      expect(c.chamada_linhas).toEqual(['469']);
      expect(plain(c.entrada_principal)).toBe('Almeida, Nilson Teixeira de');
      expect(c.titulo).toEqual({ texto: 'Gramática da Língua Portuguesa para concursos, vestibulares, ENEM, colégios técnicos e militares', vernaculo: null });
      expect(plain(c.edicao)).toBe('9a. ed');
      expect(plain(c.publicacao)).toBe('São Paulo : Saraiva, 2019');
      expect(c.descricao_fisica).toBe('555 p');
      expect(c.notas.map(plain)).toEqual(['Acompanha 01 CD áudio']);
      expect(c.isbn).toEqual(['ISBN 9788502076419']);
      expect(c.pistas_texto).toBe('1. GRAMÁTICA -- BRASIL. I. Título.');
      expect(c.paragrafos.map((p) => [p.tipo, p.texto])).toEqual([
        ['entrada', 'Almeida, Nilson Teixeira de.'],
        ['descricao', 'Gramática da Língua Portuguesa para concursos, vestibulares, ENEM, colégios técnicos e militares. — 9a. ed. — São Paulo : Saraiva, 2019.'],
        ['fisica', '555 p.'],
        ['nota', 'Acompanha 01 CD áudio.'],
        ['isbn', 'ISBN 9788502076419'],
        ['pistas', '1. GRAMÁTICA -- BRASIL. I. Título.'],
      ]);
    });

    it('has the call number the title page shows, and traces the title in the request language', async () => {
      const id = await idOf('002916708');
      const [row] = await h.query<{ classificacao: string }>('SELECT classificacao FROM titulos WHERE cod_acervo = $1', [id]);
      expect((await cardOf('002916708')).numero_chamada).toBe(row!.classificacao);
      expect((await cardOf('002916708', LANG.en)).pistas_texto).toBe('1. GRAMÁTICA -- BRASIL. I. Title.');
      expect((await cardOf('002916708', LANG.es)).pistas_texto).toBe('1. GRAMÁTICA -- BRASIL. I. Título.');
    });

    it('prints as a PDF the size of a catalogue card, with the title and the call number', async () => {
      const { text, info, bytes } = await pdfText('002916708');
      expect(text).toContain('469');
      expect(text).toContain('Almeida, Nilson Teixeira de.');
      expect(text).toContain('Gramática da Língua Portuguesa para concursos, vestibulares, ENEM, colégios técnicos e militares. — 9a. ed. — São Paulo : Saraiva, 2019.');
      expect(text).toContain('1. GRAMÁTICA -- BRASIL. I. Título.');
      expect(info.info?.Title).toBe('Ficha catalográfica — Gramática da Língua Portuguesa para concursos, vestibulares, ENEM, colégios técnicos e militares');
      // 125 × 75 mm, the font embedded (no system font needed to print it).
      const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(bytes.toString('latin1'));
      expect([Number(box?.[1]), Number(box?.[2])].map((pt) => Math.round((pt * 25.4) / 72))).toEqual([125, 75]);
      expect(Number(box?.[1])).toBeCloseTo(CARD_WIDTH, 3);
      expect(Number(box?.[2])).toBeCloseTo(CARD_HEIGHT, 3);
      expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
      expect(bytes.toString('latin1')).toMatch(/DejaVuSans/);
    });
  });

  describe('a Russian record (armenian-russian.xml, 001 000538821)', () => {
    it('keeps the Cyrillic as catalogued, the publication split over two 260 fields joined, the series traced', async () => {
      inFile(RUSSIAN, 'Блок, Александр Александрович', '1880-1921.', 'Стихотворения и поэмы /', 'Александр Блок; Худож. Н.Л. Шавшукова, В.В. Баранов.', 'Минск :.', 'Мастац. лiт,', '462 с. :', 'ил.', 'Б-ка отечественной и зарубежной классики', '5-340-00160-1', 'Русская литература', 'Шавшукова, Н.Л.');
      const c = await cardOf('000538821');
      expect(c.idioma).toBe('ru');
      expect(c.numero_chamada).toBeNull();
      expect(c.chamada_linhas).toEqual([]);
      expect(plain(c.entrada_principal)).toBe('Блок, Александр Александрович, 1880-1921');
      expect(plain(c.titulo)).toBe('Стихотворения и поэмы / Александр Блок; Худож. Н.Л. Шавшукова, В.В. Баранов.');
      expect(plain(c.publicacao)).toBe('Минск : Мастац. лiт, 1989.');
      expect(c.descricao_fisica).toBe('462 с. : ил.');
      expect(c.series.map(plain)).toEqual(['(Б-ка отечественной и зарубежной классики)']);
      expect(c.notas.map(plain)).toEqual(['Стихотворения; Поэмы: Ночная фиалка: Сон; Соловьиный сад; Возмездие; Двенадцать']);
      expect(c.isbn).toEqual(['ISBN 5-340-00160-1']);
      expect(c.pistas.map((p) => [p.numero, p.campo, p.texto])).toEqual([
        ['1', '653', 'Русская литература'],
        ['I', '700', 'Шавшукова, Н.Л.'],
        ['II', '245', 'Título'],
        ['III', '440', 'Série'],
      ]);
      expect(c.paragrafos.find((p) => p.tipo === 'fisica')?.texto).toBe('462 с. : ил. — (Б-ка отечественной и зарубежной классики)');
    });

    it('prints the Cyrillic in the PDF (an embedded font that has it)', async () => {
      const { text } = await pdfText('000538821');
      expect(text).toContain('Блок, Александр Александрович, 1880-1921.');
      expect(text).toContain('Стихотворения и поэмы / Александр Блок;');
      expect(text).toContain('1. Русская литература. I. Шавшукова, Н.Л. II. Título. III. Série.');
    });
  });

  describe('a Hebrew record (hebrew.xml, 001 13810341)', () => {
    it('shows the vernacular title (880) in Hebrew script, right to left, beside the romanised one', async () => {
      inFile(HEBREW, 'Zeṿin, Shelomoh Yosef', 'La-Torah vela-moʻadim :', 'resise hegyonot /', 'me-et ha-rav Shlemoh Yosef Zeṿin', 'לתורה בלמועדים :', 'רסיסי הגיונות', 'נצוצות חבדיים', '245-01/(2/r', 'JUD BS1225.4', '.Z48 1961', 'Tel-Aviv :', 'Zioni,', '[1961]');
      const c = await cardOf('13810341');
      expect(c.idioma).toBe('he');
      expect(c.numero_chamada).toBe('JUD BS1225.4 .Z48 1961');
      expect(c.chamada_linhas).toEqual(['JUD BS1225.4', '.Z48 1961']);
      expect(plain(c.entrada_principal)).toBe('Zeṿin, Shelomoh Yosef');
      expect(c.titulo).toEqual({
        texto: 'La-Torah vela-moʻadim : resise hegyonot / me-et ha-rav Shlemoh Yosef Zeṿin',
        vernaculo: { texto: 'לתורה בלמועדים : רסיסי הגיונות', idioma: 'he', direcao: 'rtl' },
      });
      expect(plain(c.publicacao)).toBe('Tel-Aviv : Zioni, [1961]');
      expect(c.descricao_fisica).toBe('2 v. in 1. (384 p.) ; 24 cm');
      const variant = c.pistas.find((p) => p.campo === '246');
      expect(variant).toEqual({ tipo: 'titulo', numero: 'II', campo: '246', texto: 'Título: Nitsotsot ḥabadiyim', vernaculo: { texto: 'נצוצות חבדיים', idioma: 'he', direcao: 'rtl' } });
      expect(c.pistas.filter((p) => p.tipo === 'assunto').map((p) => p.texto)).toEqual([
        'Bible. O.T. Pentateuch -- Sermons',
        'Festival-day sermons, Jewish',
        'Jewish sermons, Hebrew',
        'Jewish sermons',
      ]);
      const description = c.paragrafos.find((p) => p.tipo === 'descricao');
      expect(description?.texto).toBe('La-Torah vela-moʻadim : resise hegyonot / me-et ha-rav Shlemoh Yosef Zeṿin. — Tel-Aviv : Zioni, [1961].');
      expect(description?.vernaculo).toEqual({ texto: 'לתורה בלמועדים : רסיסי הגיונות.', idioma: 'he', direcao: 'rtl' });
    });

    it('prints the Hebrew line in the PDF, and the call number in two lines', async () => {
      const { text } = await pdfText('13810341');
      expect(text).toContain('JUD BS1225.4 .Z48 1961');
      expect(text).toContain('La-Torah vela-moʻadim : resise hegyonot');
      // The text layer reads back in logical order: the line was drawn right to left (the reader puts its final period first).
      expect(text).toContain('לתורה בלמועדים : רסיסי הגיונות');
    });
  });

  it('answers 404 for an unknown title, 400 for a code that is not one, on the JSON and the PDF; 401 without a token', async () => {
    const token = await h.publicToken();
    for (const url of [card(99_999_999), `${card(99_999_999)}.pdf`]) {
      const res = await get(url, token, LANG.en);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Title not found.', codigo: 'FICHA_TITULO_NAO_ENCONTRADO' });
    }
    expect((await get('/api/acervo/abc/ficha-catalografica', token)).statusCode).toBe(400);
    expect((await get(card(1), null)).statusCode).toBe(401);
  });

  describe("the personal area's titles (5731)", () => {
    const signIn = async (category = '01') => {
      const p = await h.person({ category });
      const res = await h.login(p.login, p.password);
      expect(res.statusCode, res.body).toBe(200);
      return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token };
    };
    /** A loan of a copy of `codAcervo` for the patron: open, or returned. */
    const lend = async (codPessoa: number, codAcervo: number, returned: boolean) => {
      const [copy] = await h.query<{ cod_exemplar: number }>(
        `SELECT cod_exemplar FROM exemplares e WHERE cod_acervo = $1
           AND NOT EXISTS (SELECT 1 FROM emprestimos l WHERE l.cod_exemplar = e.cod_exemplar AND l.data_devolucao IS NULL) LIMIT 1`,
        [codAcervo],
      );
      expect(copy, `a free copy of ${codAcervo}`).toBeDefined();
      await h.query(
        `INSERT INTO emprestimos (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, data_devolucao)
         VALUES ($1, $2, DATE '2026-01-05', DATE '2026-01-20', $3::date)`,
        [copy!.cod_exemplar, codPessoa, returned ? '2026-01-19' : null],
      );
    };
    const titlesWithCopies = async (n: number) =>
      (await h.query<{ cod_acervo: number }>('SELECT DISTINCT cod_acervo FROM exemplares ORDER BY cod_acervo LIMIT $1', [n])).map((r) => r.cod_acervo);

    it("lists only the token's patron's titles: on loan, returned, in the permanent basket, each once with where from", async () => {
      const a = await signIn();
      const b = await signIn();
      const [t1, t2, t3] = await titlesWithCopies(3);
      await lend(a.cod_pessoa, t1!, false);
      await lend(a.cod_pessoa, t2!, true);
      await lend(a.cod_pessoa, t1!, true);
      await h.query('INSERT INTO cesta_permanente (cod_pessoa, cod_acervo) VALUES ($1, $2), ($1, $3)', [a.cod_pessoa, t2, t3]);
      await h.query('INSERT INTO cesta_permanente (cod_pessoa, cod_acervo) VALUES ($1, $2)', [b.cod_pessoa, t1]);

      const resA = await get(TITLES, a.token);
      expect(resA.statusCode, resA.body).toBe(200);
      expect(resA.headers['cache-control']).toBe('private, no-store');
      const mine = resA.json<TitulosFicha>();
      expect([...Value.Errors(TitulosFicha, mine)]).toEqual([]);
      const byId = new Map(mine.titulos.map((t) => [t.cod_acervo, t.origens]));
      expect(byId.size).toBe(3);
      expect(byId.get(t1!)).toEqual(['emprestimo', 'historico']);
      expect(byId.get(t2!)).toEqual(['historico', 'cesta']);
      expect(byId.get(t3!)).toEqual(['cesta']);

      // B sees B's one title, never A's loans or basket.
      const theirs = (await get(TITLES, b.token)).json<TitulosFicha>();
      expect(theirs.titulos.map((t) => [t.cod_acervo, t.origens])).toEqual([[t1, ['cesta']]]);
    });

    it('finds catalogue titles by a typed term (every word, accents ignored); fewer than 3 characters is 422 under the field', async () => {
      const me = await signIn();
      const found = (await get(`${TITLES}?busca=${encodeURIComponent('gramatica lingua')}`, me.token)).json<TitulosFicha>();
      expect(found.titulos.map((t) => t.cod_acervo)).toContain(await idOf('002916708'));
      for (const t of found.titulos) expect(t.origens).toEqual([]);
      const russian = (await get(`${TITLES}?busca=${encodeURIComponent('Стихотворения')}`, me.token)).json<TitulosFicha>();
      expect(russian.titulos.map((t) => t.cod_acervo)).toContain(await idOf('000538821'));

      for (const [lang, message] of [
        [LANG.pt, 'Digite ao menos 3 caracteres do título.'],
        [LANG.en, 'Type at least 3 characters of the title.'],
        [LANG.es, 'Escriba al menos 3 caracteres del título.'],
      ] as const) {
        const res = await get(`${TITLES}?busca=ab`, me.token, lang);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message, campo: 'busca', codigo: 'FICHA_BUSCA_CURTA' });
      }
    });

    it('answers 403 to a category without the page (5731), 401 to the public token', async () => {
      const me = await signIn('14');
      await h.query("DELETE FROM permissoes_categoria WHERE cod_categoria = '14' AND cod_modulo = 571 AND cod_atividade = 5731");
      try {
        const res = await get(TITLES, me.token);
        expect(res.statusCode).toBe(403);
        expect(res.json<{ codigo: string }>().codigo).toBe('PERMISSAO_NEGADA');
      } finally {
        await h.query("INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade) VALUES ('14', 571, 5731) ON CONFLICT DO NOTHING");
      }
      expect((await get(TITLES, await h.publicToken())).statusCode).toBe(401);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`catalogue card on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}
