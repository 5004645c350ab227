import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { importMarcFiles, type ImportReport } from '../src/marc/import';
import { MARC_DIR, seededDb } from './helpers';

let db: Db;
let report: ImportReport;

beforeAll(async () => {
  ({ db, report } = await seededDb());
});
afterAll(async () => {
  await db?.close();
});

const fileReport = (name: string) => report.files.find((f) => path.basename(f.file) === name);

describe('MARC import of the real data', () => {
  it('reads every record of every file (data/README.md counts)', () => {
    const expected: Record<string, number> = {
      'usp-sibi.xml': 41,
      'open-source-books.xml': 42,
      'hebrew.xml': 20,
      'nepali.xml': 96,
      'jazz-recordings.xml': 1000,
      'french-pre1923.xml': 500,
      'armenian-russian.xml': 52,
      'lc-names-subjects.xml': 195,
    };
    for (const [name, n] of Object.entries(expected)) {
      expect(fileReport(name), name).toMatchObject({ records: n, failed: 0 });
    }
    const bib = report.files.reduce((s, f) => s + f.bibliographic, 0);
    const auth = report.files.reduce((s, f) => s + f.authorities, 0);
    expect(bib).toBe(1812);
    expect(auth).toBe(235);
    expect(report.failures).toEqual([]);
    // maps.xml and misc-maps.xml hold the same three records (same 001): one title each.
    expect(report.titlesInserted).toBe(1809);
    expect(report.authoritiesInserted).toBe(235);
  });

  it('maps a known USP record field by field', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT cod_acervo, controle_001, obra, responsabilidade, ano_publicacao, idioma, editora, local_publicacao, edicao, isbn,
         classificacao, descricao_fisica, series, cod_tipo_obra, descricao, registro->>'leader' AS leader,
         jsonb_array_length(registro->'fields') AS nfields
       FROM titulos WHERE controle_001 = '002902148'`,
    );
    expect(row).toMatchObject({
      controle_001: '002902148',
      obra: 'Microeconomics',
      responsabilidade: 'Daron Acemoglu, David Laibson, John A. List',
      ano_publicacao: '2019',
      idioma: 'eng',
      editora: 'Pearson',
      local_publicacao: 'Harlow, UK',
      edicao: '2. ed',
      isbn: ['9781292214351', '129221435x'],
      classificacao: '338.5',
      descricao_fisica: '501 p',
      series: ['The Pearson series in economics'],
      cod_tipo_obra: 1,
      leader: '00000nam a22003258i 4500',
      descricao: 'Microeconomics / Daron Acemoglu, David Laibson, John A. List. — 2. ed. — Harlow, UK : Pearson, 2019',
    });
    expect(row?.nfields).toBe(18); // 001 008 020 020 040 041 044 092 100 245 250 260 300 490 650 700 700 945
    const headings = await db.query<{ papel: string; cabecalho: string }>(
      `SELECT ta.papel, a.cabecalho FROM titulo_autoridade ta JOIN autoridades a USING (cod_autoridade)
       WHERE ta.cod_acervo = $1 ORDER BY ta.papel, ta.ordem`,
      [row?.cod_acervo],
    );
    expect(headings).toEqual([
      { papel: 'A', cabecalho: 'Acemoglu, Daron' },
      { papel: 'A', cabecalho: 'Laibson, David I' },
      { papel: 'A', cabecalho: 'List, John A, 1968-' },
      { papel: 'S', cabecalho: 'MICROECONOMIA' },
    ]);
  });

  it('links headings to authority records and builds authorities from auth files', async () => {
    const [bach] = await db.query<{ leve: boolean; n: number }>(
      `SELECT a.leve, count(*)::int AS n FROM autoridades a JOIN titulo_autoridade ta USING (cod_autoridade)
       WHERE a.cabecalho = 'Bach, Johann Sebastian, 1685-1750' GROUP BY a.leve`,
    );
    expect(bach).toMatchObject({ leve: false });
    expect(bach?.n).toBeGreaterThan(0);
    const [unlinked] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM titulo_autoridade ta LEFT JOIN autoridades a USING (cod_autoridade) WHERE a.cod_autoridade IS NULL`,
    );
    expect(unlinked?.n).toBe(0);
  });

  it('re-importing a file updates titles instead of duplicating them', async () => {
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM titulos');
    const again = await importMarcFiles(db, [path.join(MARC_DIR, 'bib/usp-sibi.xml')]);
    expect(again).toMatchObject({ titlesInserted: 0, titlesUpdated: 41, headingsCreated: 0 });
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM titulos');
    expect(after).toEqual(before);
  });

  it('reports a broken record with file, position and reason and imports the others', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'estante-marc-'));
    const file = path.join(dir, 'broken.xml');
    await writeFile(
      file,
      `<?xml version="1.0" encoding="UTF-8"?>
<collection xmlns="http://www.loc.gov/MARC21/slim">
  <record>
    <leader>00000nam a2200000 a 4500</leader>
    <controlfield tag="001">TEST-OK-1</controlfield>
    <controlfield tag="008">200101s2020    bl            000 0 por d</controlfield>
    <datafield tag="245" ind1="1" ind2="0"><subfield code="a">Registro de teste válido /</subfield><subfield code="c">Fulano.</subfield></datafield>
  </record>
  <record>
    <leader>00000nam a2200000 a 4500</leader>
    <controlfield tag="001">TEST-BROKEN-2</controlfield>
    <datafield tag="245" ind1="1" ind2="0"><subfield code="a">Registro quebrado</subfield>
  </record>
</collection>
`,
    );
    try {
      const r = await importMarcFiles(db, [file]);
      expect(r.failures).toHaveLength(1);
      expect(r.failures[0]).toMatchObject({ file, position: 2, line: 9 });
      expect(r.failures[0]?.reason).toMatch(/datafield/);
      expect(r.titlesInserted).toBe(1);
      const rows = await db.query<{ obra: string; ano_publicacao: string; idioma: string }>(
        `SELECT obra, ano_publicacao, idioma FROM titulos WHERE controle_001 IN ('TEST-OK-1', 'TEST-BROKEN-2')`,
      );
      expect(rows).toEqual([{ obra: 'Registro de teste válido', ano_publicacao: '2020', idioma: 'por' }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
