import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcervoReferencia, DublinCore } from '@estante/api-contract';
import { openPglite, type Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { importMarcFiles } from '../../marc/import';
import { readIso2709, readMarcXml, type MarcRecord } from '../../marc/read';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { catalogueChecks } from '../../../test/catalogue-helpers';
import { BACKENDS, JWT_SECRET, seededDb, useSeededApp } from '../../../test/helpers';

const app = useSeededApp();
const { get, ok, query } = app;
const { expectError, idByIsbn, titleWith, expectNo500, expectDocumented } = catalogueChecks(app);

/** What ISO 2709 computes from the bytes: the record length (leader 00-04) and base address of data (12-16). */
const structural = (leader: string) => `${leader.slice(5, 12)}|${leader.slice(17)}`;

interface Sample {
  cod_acervo: number;
  numero_controle: string;
  registro: MarcRecord;
}

/**
 * Titles from every source file of data/marc/bib (one in 40), plus the first in each non-Latin script
 * (Hebrew, Armenian, Devanagari) and with Portuguese diacritics; `keyed`: only those with a control
 * number (001), the import's key (a record without one is keyed on its file and position).
 */
const samples = (keyed: boolean) =>
  query<Sample>(
    `SELECT cod_acervo, numero_controle, registro FROM titulos
      WHERE ($1::boolean IS FALSE OR registro->'fields' @> '[{"tag": "001"}]')
        AND (cod_acervo % 40 = 3 OR cod_acervo IN (
          SELECT min(cod_acervo) FROM titulos WHERE $1::boolean IS FALSE OR registro->'fields' @> '[{"tag": "001"}]'
          GROUP BY registro::text ~ '[א-ת]', registro::text ~ '[Ա-և]', registro::text ~ '[ऀ-ॿ]', registro::text ~ '[ãçõ]'))
      ORDER BY 1`,
    [keyed],
  );

describe('GET /api/acervo/{id}/referencia?formato=', () => {
  it('keeps the ABNT answer by default and says its file type', async () => {
    const id = await idByIsbn('9788502076419');
    const byDefault = await ok<AcervoReferencia>(`/api/acervo/${id}/referencia`);
    expect(byDefault).toMatchObject({ formato: 'ABNT', tipo_conteudo: 'text/plain; charset=utf-8', extensao: 'txt' });
    expect(byDefault.referencia).toMatch(/^ALMEIDA, N\. T\. de\. Gramática da Língua Portuguesa/);
    expect(await ok<AcervoReferencia>(`/api/acervo/${id}/referencia?formato=abnt`)).toEqual(byDefault);
  });

  it('answers APA in the request language, with the title in italics in its HTML', async () => {
    const id = await idByIsbn('9788502076419');
    const pt = await ok<AcervoReferencia>(`/api/acervo/${id}/referencia?formato=apa`, { lang: '1' });
    expect(pt.formato).toBe('APA');
    expect(pt.referencia).toMatch(/^Almeida, N\. T\. de\. \(2019\)\. Gramática da Língua Portuguesa/);
    expect(pt.referencia).toContain('(9. ed.)');
    expect(pt.html).toMatch(/<i>Gramática da Língua Portuguesa[^<]*<\/i>/);
    const en = await ok<AcervoReferencia>(`/api/acervo/${id}/referencia?formato=apa`, { lang: '5' });
    expect(en.referencia).toContain('(9th ed.)');
  });

  it('answers RIS and BibTeX as the files the basket exports for that title', async () => {
    const id = await idByIsbn('9788502076419');
    const ris = await ok<AcervoReferencia>(`/api/acervo/${id}/referencia?formato=ris`);
    expect(ris).toMatchObject({ formato: 'RIS', tipo_conteudo: 'application/x-research-info-systems', extensao: 'ris' });
    expect(ris.referencia).toMatch(/^TY {2}- BOOK\r?\n/);
    expect(ris.referencia).toContain('SN  - 9788502076419');
    expect(ris.referencia).toMatch(/ER {2}- ?\r?\n?$/);
    const bib = await ok<AcervoReferencia>(`/api/acervo/${id}/referencia?formato=bibtex`);
    expect(bib).toMatchObject({ formato: 'BibTeX', tipo_conteudo: 'application/x-bibtex', extensao: 'bib' });
    expect(bib.referencia).toMatch(new RegExp(`^@book\\{acervo${id},`));
    expect(bib.referencia).toMatch(/publisher = \{Saraiva\}/);
    for (const [dados, ref] of [['ris', ris], ['bibtex', bib]] as const) {
      const basket = await app.inject({ method: 'POST', url: '/api/acervo/exportar-cesta', headers: { authorization: `Bearer ${app.token()}` }, payload: { tipo: 'download', dados, acervos: [id] } });
      expect(basket.json<{ conteudo: string }>().conteudo).toBe(ref.referencia);
    }
  });

  it('escapes the RIS and BibTeX text in its HTML', async () => {
    const id = await titleWith(`SELECT cod_acervo FROM titulos WHERE obra LIKE '%&%' ORDER BY 1 LIMIT 1`);
    const ris = await ok<AcervoReferencia>(`/api/acervo/${id}/referencia?formato=ris`);
    expect(ris.referencia).toContain('&');
    expect(ris.html).not.toMatch(/&(?!amp;|lt;|gt;)/);
    expect(ris.html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')).toBe(ris.referencia);
  });

  it('400 for an unknown format, in the request language; 404 and 400 as the other sub-views', async () => {
    const id = await idByIsbn('9788502076419');
    await expectError(`/api/acervo/${id}/referencia?formato=chicago`, 400, 'Valor inválido para formato.');
    await expectError(`/api/acervo/${id}/referencia?formato=chicago`, 400, 'Invalid value for formato.', '5');
    await expectError('/api/acervo/99999999/referencia?formato=ris', 404, 'Title not found.', '5');
    await expectError('/api/acervo/0/referencia?formato=apa', 400, 'Código de título inválido.');
  });
});

describe('GET /api/acervo/{id}/marc.xml, /marc.mrc', () => {
  it('sends MARCXML and ISO 2709 attachments named after the code', async () => {
    const id = await idByIsbn('9788502076419');
    const xml = await get(`/api/acervo/${id}/marc.xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/marcxml+xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="acervo-${id}.xml"`);
    expect(xml.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<collection xmlns="http:\/\/www\.loc\.gov\/MARC21\/slim">/);
    const mrc = await get(`/api/acervo/${id}/marc.mrc`);
    expect(mrc.statusCode).toBe(200);
    expect(mrc.headers['content-type']).toBe('application/marc');
    expect(mrc.headers['content-disposition']).toBe(`attachment; filename="acervo-${id}.mrc"`);
    expect(mrc.rawPayload.at(-1)).toBe(0x1d);
    expect(Number(mrc.rawPayload.toString('latin1', 0, 5))).toBe(mrc.rawPayload.length);
  });

  it('both read back with the importer\'s readers to the stored record, whatever its script', async () => {
    const rows = await samples(false);
    expect(rows.length).toBeGreaterThan(40);
    // Multi-byte UTF-8 is where ISO 2709's byte lengths go wrong: Hebrew, Armenian, Devanagari and Portuguese are among them.
    for (const re of [/[א-ת]/, /[Ա-և]/, /[ऀ-ॿ]/, /[ãçõ]/]) expect(rows.some((r) => re.test(JSON.stringify(r.registro))), String(re)).toBe(true);
    for (const { cod_acervo, registro } of rows) {
      const xml = readMarcXml((await get(`/api/acervo/${cod_acervo}/marc.xml`)).body, 'x.xml');
      expect(xml.failures).toEqual([]);
      expect(xml.records.map((r) => r.record)).toEqual([registro]);
      const iso = readIso2709((await get(`/api/acervo/${cod_acervo}/marc.mrc`)).rawPayload, 'x.mrc');
      expect(iso.failures).toEqual([]);
      const [back] = iso.records.map((r) => r.record);
      expect(back?.fields).toEqual(registro.fields);
      expect(structural(back?.leader ?? '')).toBe(structural(registro.leader));
    }
  });

  describe('re-imported by the import command into an empty catalogue', () => {
    let fresh: Db;
    let dir: string;
    beforeAll(async () => {
      fresh = await openPglite();
      await migrate(fresh);
      dir = await mkdtemp(path.join(tmpdir(), 'estante-marc-'));
    });
    afterAll(async () => {
      await fresh.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('gives the same records (leader, fields, indicators, subfields) from both files', async () => {
      const rows = await samples(true);
      expect(rows.length).toBeGreaterThan(30);
      for (const re of [/[א-ת]/, /[Ա-և]/, /[ãçõ]/]) expect(rows.some((r) => re.test(JSON.stringify(r.registro))), String(re)).toBe(true);
      const files: string[] = [];
      for (const { cod_acervo } of rows) {
        for (const ext of ['xml', 'mrc']) {
          const file = path.join(dir, `${ext}-acervo-${cod_acervo}.${ext}`);
          await writeFile(file, (await get(`/api/acervo/${cod_acervo}/marc.${ext}`)).rawPayload);
          files.push(file);
        }
      }
      // MARCXML files first, then ISO 2709: each record is imported twice, the ISO 2709 one last (it wins).
      files.sort((a, b) => Number(b.endsWith('.xml')) - Number(a.endsWith('.xml')));
      const report = await importMarcFiles(fresh, files);
      expect(report.failures).toEqual([]);
      expect(report.files.every((f) => f.records === 1 && f.bibliographic === 1)).toBe(true);
      const back = await fresh.query<{ numero_controle: string; registro: MarcRecord }>('SELECT numero_controle, registro FROM titulos');
      expect(back).toHaveLength(rows.length);
      const byKey = new Map(back.map((r) => [r.numero_controle, r.registro]));
      for (const { numero_controle, registro } of rows) {
        const again = byKey.get(numero_controle);
        expect(again?.fields, numero_controle).toEqual(registro.fields);
        expect(structural(again?.leader ?? '')).toBe(structural(registro.leader));
      }
    });
  });

  it('404 unknown, 400 bad id, in the request language (JSON errors)', async () => {
    for (const file of ['marc.xml', 'marc.mrc', 'dublin-core.xml']) {
      await expectError(`/api/acervo/99999999/${file}`, 404, 'Título não encontrado.');
      await expectError(`/api/acervo/abc/${file}`, 400, 'Invalid title code.', '5');
    }
    const res = await app.inject({ method: 'GET', url: '/api/acervo/1/marc.xml' });
    expect(res.statusCode).toBe(401);
  });

  it('never answers 500 on odd input, and is described in the OpenAPI document', async () => {
    await expectNo500([(x) => `/api/acervo/${x}/marc.xml`, (x) => `/api/acervo/${x}/marc.mrc`, (x) => `/api/acervo/1/referencia?formato=${x}`]);
    await expectDocumented(['/api/acervo/{id}/marc.xml', '/api/acervo/{id}/marc.mrc', '/api/acervo/{id}/dublin-core.xml']);
  });
});

describe('GET /api/acervo/{id}/dublin-core.xml', () => {
  it('sends the Dublin Core elements as oai_dc, every value escaped, in element order', async () => {
    const id = await titleWith(`SELECT cod_acervo FROM titulos WHERE obra LIKE '%&%' ORDER BY 1 LIMIT 1`);
    const dc = await ok<DublinCore>(`/api/acervo/${id}/dublin-core`);
    const res = await get(`/api/acervo/${id}/dublin-core.xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="acervo-${id}-dc.xml"`);
    expect(res.body).toContain('<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/"');
    const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const elements = [...res.body.matchAll(/<dc:(\w+)>([^<]*)<\/dc:\1>/g)].map((m) => ({ elemento: `dc.${m[1]}`, valor: unescape(m[2] ?? '') }));
    expect(elements).toEqual(dc);
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|#)/);
  });
});

// The same files from a catalogue stored in PostgreSQL (jsonb keeps no key order, but a record's
// arrays keep theirs): the downloads still read back to the stored records.
const postgres = BACKENDS[1]!;
describe.skipIf(postgres.skip !== null)(`record files on ${postgres.name}${postgres.skip ? ` — skipped: ${postgres.skip}` : ''}`, () => {
  let pgApp: FastifyInstance;
  let pgDb: Db;
  let bearer = '';
  beforeAll(async () => {
    pgDb = (await seededDb(postgres)).db;
    pgApp = await buildApp({ db: pgDb, jwtSecret: JWT_SECRET });
    const res = await pgApp.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'estante-web' } });
    bearer = res.json<{ access_token: string }>().access_token;
  }, 180_000);
  afterAll(async () => {
    await pgApp?.close();
    await pgDb?.close();
  });

  it('MARCXML and ISO 2709 read back to the stored record; the reference formats answer as on PGlite', async () => {
    const pgGet = (url: string) => pgApp.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
    const rows = await pgDb.query<Sample>(`SELECT cod_acervo, numero_controle, registro FROM titulos WHERE cod_acervo % 60 = 7 ORDER BY 1`);
    expect(rows.length).toBeGreaterThan(20);
    for (const { cod_acervo, registro } of rows) {
      const xml = readMarcXml((await pgGet(`/api/acervo/${cod_acervo}/marc.xml`)).body, 'x.xml');
      expect(xml.records.map((r) => r.record)).toEqual([registro]);
      const [iso] = readIso2709((await pgGet(`/api/acervo/${cod_acervo}/marc.mrc`)).rawPayload, 'x.mrc').records.map((r) => r.record);
      expect(iso?.fields).toEqual(registro.fields);
    }
    const [row] = await pgDb.query<{ cod_acervo: number }>(`SELECT cod_acervo FROM titulos WHERE '9788502076419' = ANY (isbn) LIMIT 1`);
    const ris = (await pgGet(`/api/acervo/${row?.cod_acervo}/referencia?formato=ris`)).json<AcervoReferencia>();
    expect(ris.formato).toBe('RIS');
    expect(ris.referencia).toContain('SN  - 9788502076419');
  }, 120_000);
});
