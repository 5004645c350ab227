import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Marc } from 'marcjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultaResponse } from '@estante/api-contract';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { importMarcFiles, formatReport, type ImportReport } from '../src/marc/import';
import { isDataField, readMarcXmlFile, type MarcRecord } from '../src/marc/read';
import { BACKENDS, JWT_SECRET, MARC_DIR, TEST_DATABASE_URL, seededDb } from './helpers';
import { AUTH_LEADER, collectionXml, recordXml, toMarcjs } from './marc-fixtures';

/** The real records of usp-sibi.xml as ISO 2709, record `i` with 001 `id` (the broken-file tests). */
async function isoRecords(): Promise<(i: number, id: string) => Buffer> {
  const { records } = await readMarcXmlFile(path.join(MARC_DIR, 'bib/usp-sibi.xml'));
  return (i, id) => {
    const rec = records[i]!.record;
    return Buffer.from(Marc.format(toMarcjs({ ...rec, fields: rec.fields.map((f) => (f.tag === '001' && !isDataField(f) ? { tag: '001', value: id } : f)) }), 'iso2709'));
  };
}

// Storage tests: the same import, search and upsert checks on every backend (in-memory PGlite,
// and the real PostgreSQL server of TEST_DATABASE_URL when it is set).
if (!TEST_DATABASE_URL) {
  console.info('[storage tests] TEST_DATABASE_URL is not set: skipping the real-PostgreSQL variant (PGlite only). .ci/run sets it.');
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`storage on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    let db: Db;
    let report: ImportReport;
    let app: FastifyInstance;
    let token: string;

    beforeAll(async () => {
      ({ db, report } = await seededDb(backend));
      app = await buildApp({ db, jwtSecret: JWT_SECRET });
      const res = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'estante-web' } });
      token = res.json<{ access_token: string }>().access_token;
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    const fileReport = (name: string) => report.files.find((f) => path.basename(f.file) === name);
    const consulta = async (qs: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/consulta?${qs}`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ConsultaResponse>();
    };

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
        // misc-maps.xml replaces a maps.xml record whose heading differs: that heading's lightweight row goes too.
        const [orphans] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM autoridades a WHERE a.leve AND NOT EXISTS (SELECT 1 FROM titulo_autoridade ta WHERE ta.cod_autoridade = a.cod_autoridade)`,
        );
        expect(orphans?.n).toBe(0);
      });

      it('searches: accents ignored, stemming, title words rank first, author index, did-you-mean', async () => {
        const plain = await consulta('termo_pesquisa=educacao');
        const accented = await consulta(`termo_pesquisa=${encodeURIComponent('educação')}`);
        expect(plain.total).toBeGreaterThan(0);
        expect(accented.total).toBe(plain.total);
        expect(plain.data.map((d) => d.cod_acervo)).toEqual(accented.data.map((d) => d.cod_acervo));
        expect((await consulta('termo_pesquisa=bibliotecas')).total).toBeGreaterThan(0);
        const micro = await consulta('termo_pesquisa=microeconomics');
        expect(micro.data[0]?.obra).toBe('Microeconomics');
        const bach = await consulta('termo_pesquisa=bach&coluna_um=INDICE_3');
        expect(bach.total).toBeGreaterThan(0);
        expect(bach.data.every((d) => d.dados_adicionais.A.some((a) => /bach/i.test(a.descricao)))).toBe(true);
        const typo = await consulta('termo_pesquisa=microeconomcis');
        expect(typo.total).toBe(0);
        expect(typo.sugestao).toMatch(/^microeconomi/);
        expect((await consulta(`termo_pesquisa=${encodeURIComponent(typo.sugestao ?? '')}`)).total).toBeGreaterThan(0);
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
      it('imports ISO 2709 (.mrc) written by marcjs with their fields', async () => {
        const { records } = await readMarcXmlFile(path.join(MARC_DIR, 'bib/usp-sibi.xml'));
        const picked = records.slice(0, 3).map((r) => r.record);
        const dir = await mkdtemp(path.join(tmpdir(), 'estante-iso-'));
        const file = path.join(dir, 'usp.mrc');
        try {
          await writeFile(file, picked.map((r) => Marc.format(toMarcjs(r), 'iso2709')).join(''), 'utf8');
          const r = await importMarcFiles(db, [file]);
          expect(r.failures).toEqual([]);
          expect(r.files).toEqual([{ file, records: 3, bibliographic: 3, authorities: 0, failed: 0 }]);
          expect(r).toMatchObject({ titlesInserted: 0, titlesUpdated: 3 }); // the same control numbers as the XML
          for (const rec of picked) {
            const c001 = rec.fields.find((f) => f.tag === '001' && !isDataField(f));
            const [row] = await db.query<{ registro: MarcRecord; arquivo: string }>(
              `SELECT registro FROM titulos WHERE controle_001 = $1`,
              [c001 && !isDataField(c001) ? c001.value : ''],
            );
            expect(row?.registro.fields).toEqual(rec.fields);
          }
          const [micro] = await db.query<{ obra: string; isbn: string[] }>(`SELECT obra, isbn FROM titulos WHERE controle_001 = '002902148'`);
          expect(micro).toEqual({ obra: 'Microeconomics', isbn: ['9781292214351', '129221435x'] });
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      });

      it('reports a broken ISO 2709 record (file, position, reason) and imports the ones around it', async () => {
        const iso = await isoRecords();
        const good1 = iso(0, 'ISO-OK-1');
        const broken = iso(1, 'ISO-BROKEN-2');
        const good3 = iso(2, 'ISO-OK-3');
        // The middle record loses the second half of its data (its terminator survives).
        const truncated = Buffer.concat([broken.subarray(0, Math.floor(broken.length / 2)), Buffer.from([0x1d])]);
        // A fourth record garbled in its directory.
        const garbled = Buffer.from(iso(3, 'ISO-BROKEN-4'));
        garbled.write('x1', 24 + 3, 'latin1');
        const dir = await mkdtemp(path.join(tmpdir(), 'estante-iso-'));
        const file = path.join(dir, 'broken.iso');
        await writeFile(file, Buffer.concat([good1, truncated, good3, garbled]));
        try {
          const r = await importMarcFiles(db, [file]);
          expect(r.files[0]).toMatchObject({ records: 4, bibliographic: 2, failed: 2 });
          expect(r.failures).toEqual([
            { file, position: 2, line: 0, offset: good1.length, reason: expect.stringMatching(/record length in the leader is \d+ but the record has \d+ bytes/) },
            { file, position: 4, line: 0, offset: good1.length + truncated.length + good3.length, reason: expect.stringMatching(/malformed directory entry/) },
          ]);
          expect(formatReport(r)).toContain(`FAILED ${file} record #2 (byte ${good1.length}): record length`);
          expect(r.titlesInserted).toBe(2);
          const rows = await db.query<{ controle_001: string }>(
            `SELECT controle_001 FROM titulos WHERE controle_001 LIKE 'ISO-%' ORDER BY controle_001`,
          );
          expect(rows.map((x) => x.controle_001)).toEqual(['ISO-OK-1', 'ISO-OK-3']);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      });
      it('a record that lost its terminator is named and the record after it is still imported (it was lost with it)', async () => {
        const iso = await isoRecords();
        const good1 = iso(0, 'ISO-RT-1');
        const unterminated = iso(1, 'ISO-RT-2').subarray(0, -1);
        const good3 = iso(2, 'ISO-RT-3');
        const good4 = iso(3, 'ISO-RT-4');
        const dir = await mkdtemp(path.join(tmpdir(), 'estante-iso-'));
        const file = path.join(dir, 'no-terminator.iso');
        await writeFile(file, Buffer.concat([good1, unterminated, good3, good4]));
        try {
          const r = await importMarcFiles(db, [file]);
          expect(r.files[0]).toMatchObject({ records: 4, bibliographic: 3, failed: 1 });
          expect(r.failures).toEqual([{ file, position: 2, line: 0, offset: good1.length, reason: expect.stringMatching(/no record terminator \(1D\) where the leader says the record ends/) }]);
          const rows = await db.query<{ controle_001: string }>(`SELECT controle_001 FROM titulos WHERE controle_001 LIKE 'ISO-RT-%' ORDER BY controle_001`);
          expect(rows.map((x) => x.controle_001)).toEqual(['ISO-RT-1', 'ISO-RT-3', 'ISO-RT-4']);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      });
    });

    describe('streaming import', () => {
      let dir: string;
      beforeAll(async () => {
        dir = await mkdtemp(path.join(tmpdir(), 'estante-stream-'));
      });
      afterAll(() => rm(dir, { recursive: true, force: true }));
      const put = async (name: string, data: string | Buffer) => {
        await writeFile(path.join(dir, name), data);
        return path.join(dir, name);
      };

      it('Latin-1 bytes in a UTF-8 file fail their record (file, position, line, byte); declared ISO-8859-1 they import intact', async () => {
        // The same records three times: Latin-1 bytes in the second; the third spelled with a space before ">".
        const bytes = (decl: string, p: string) =>
          Buffer.from(
            collectionXml([recordXml(`${p}-1`, 'Plain'), recordXml(`${p}-2`, 'Strækøvelser'), recordXml(`${p}-3`, '').replace(`code="a">`, 'code="a" >Sur mer et sur terre')], decl),
            'latin1',
          );
        const undeclared = await put('undeclared.xml', bytes('', 'ENC-U'));
        const utf8 = await put('utf8.xml', bytes('<?xml version="1.0" encoding="UTF-8"?>', 'ENC-8'));
        const latin1 = await put('latin1.xml', bytes(`<?xml version='1.0' encoding='ISO-8859-1'?>`, 'ENC-L'));
        const r = await importMarcFiles(db, [undeclared, utf8, latin1]);
        const at = (b: Buffer) => b.indexOf(0xe6);
        expect(r.failures).toEqual([
          { file: undeclared, position: 2, line: 3, reason: expect.stringMatching(new RegExp(`^invalid UTF-8 bytes at byte ${at(bytes('', 'ENC-U'))} \\(0xE6\\) and 1 more place`)) },
          { file: utf8, position: 2, line: 4, reason: expect.stringMatching(new RegExp(`^invalid UTF-8 bytes at byte ${at(bytes('<?xml version="1.0" encoding="UTF-8"?>', 'ENC-8'))} \\(0xE6\\)`)) },
        ]);
        expect(r.files.map((f) => [f.records, f.bibliographic, f.failed])).toEqual([[3, 2, 1], [3, 2, 1], [3, 3, 0]]);
        expect(formatReport(r)).toContain(`FAILED ${undeclared} record #2 (line 3): invalid UTF-8 bytes at byte`);
        const rows = await db.query<{ controle_001: string; obra: string }>(`SELECT controle_001, obra FROM titulos WHERE controle_001 LIKE 'ENC-%' ORDER BY 1`);
        expect(rows).toEqual([
          { controle_001: 'ENC-8-1', obra: 'Plain' },
          { controle_001: 'ENC-8-3', obra: 'Sur mer et sur terre' },
          { controle_001: 'ENC-L-1', obra: 'Plain' },
          { controle_001: 'ENC-L-2', obra: 'Strækøvelser' },
          { controle_001: 'ENC-L-3', obra: 'Sur mer et sur terre' },
          { controle_001: 'ENC-U-1', obra: 'Plain' },
          { controle_001: 'ENC-U-3', obra: 'Sur mer et sur terre' },
        ]);
        const [damaged] = await db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM titulos WHERE strpos(registro::text || obra || autores_txt || assuntos_txt, chr(65533)) > 0)
             + (SELECT count(*) FROM autoridades WHERE strpos(cabecalho || coalesce(registro::text, ''), chr(65533)) > 0) AS n`,
        );
        expect(Number(damaged?.n)).toBe(0);
      });

      it('more records than a batch: progress per batch, the later of a repeated control number wins, headings link to the authorities read before them', async () => {
        const heading = '<datafield tag="100" ind1="1" ind2=" "><subfield code="a">Streamtest, Heading</subfield></datafield>';
        const bib = Array.from({ length: 600 }, (_, i) => recordXml(`STREAM-${i + 1}`, `Stream title ${i + 1}`, heading));
        bib[549] = recordXml('STREAM-1', 'Stream title 1 (later)', heading);
        const first = await put('stream.xml', collectionXml(bib));
        const auth = await put('auth.xml', collectionXml([recordXml('STREAM-AUTH', 'x', heading, AUTH_LEADER).replace(/<datafield tag="245".*?<\/datafield>/, '')]));
        const late = await put('late.xml', collectionXml([recordXml('STREAM-LATE', 'Late', heading)]));
        const progress: [number, string, boolean][] = [];
        const r = await importMarcFiles(db, [first, auth, late], { onProgress: (n, f, _r, done) => progress.push([n, path.basename(f), done]) });
        expect(r.failures).toEqual([]);
        expect(progress).toEqual([
          [250, 'stream.xml', false],
          [500, 'stream.xml', false],
          [600, 'stream.xml', true],
          [1, 'auth.xml', true],
          [1, 'late.xml', true],
        ]);
        expect(r).toMatchObject({ titlesInserted: 600, titlesUpdated: 1, authoritiesInserted: 1, headingsCreated: 1 });
        const rows = await db.query<{ numero_controle: string; obra: string; leve: boolean }>(
          `SELECT t.numero_controle, t.obra, a.leve FROM titulos t JOIN titulo_autoridade ta USING (cod_acervo) JOIN autoridades a USING (cod_autoridade)
           WHERE t.numero_controle IN ('STREAM-1', 'STREAM-2', 'STREAM-LATE') ORDER BY 1`,
        );
        expect(rows).toEqual([
          { numero_controle: 'STREAM-1', obra: 'Stream title 1 (later)', leve: true },
          { numero_controle: 'STREAM-2', obra: 'Stream title 2', leve: true },
          { numero_controle: 'STREAM-LATE', obra: 'Late', leve: false },
        ]);
      });
    });
  });
}
