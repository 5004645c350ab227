import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarcXmlReader } from '../src/marc/marcxml';
import { readMarcFile, readMarcXml, readMarcXmlFile, type MarcRecord, type ReadItem } from '../src/marc/read';
import { toMarcXml } from '../src/marc/write';
import { MARC_DIR } from './helpers';
import { Marc } from 'marcjs';
import { LEADER, NS, recordXml, toMarcjs } from './marc-fixtures';

// The MARCXML reader (saxes) and writer, without a database.

/** What every spelling below must give. */
const EXPECTED: MarcRecord = {
  leader: LEADER,
  fields: [
    { tag: '001', value: 'A&B<1>' },
    { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Sur mer et sur terre /' }, { code: 'b', value: '' }, { code: 'c', value: `Zoë "Z" d'Arc` }] },
  ],
};

/** One record, the canonical spelling, with parts replaceable per case. */
const doc = (p: Partial<Record<'open' | 'close' | 'leader' | 'c001' | 'df' | 'a' | 'b' | 'c', string>> = {}) =>
  `${p.open ?? `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="${NS}">\n<record>`}
  ${p.leader ?? `<leader>${LEADER}</leader>`}
  ${p.c001 ?? '<controlfield tag="001">A&amp;B&lt;1&gt;</controlfield>'}
  ${p.df ?? '<datafield tag="245" ind1="1" ind2="0">'}
    ${p.a ?? '<subfield code="a">Sur mer et sur terre /</subfield>'}
    ${p.b ?? '<subfield code="b"></subfield>'}
    ${p.c ?? `<subfield code="c">Zoë "Z" d'Arc</subfield>`}
  </datafield>
${p.close ?? '</record>\n</collection>\n'}`;

const SPELLINGS: Record<string, string> = {
  canonical: doc(),
  'space before ">"': doc({
    open: `<collection xmlns="${NS}" ><record >`,
    leader: `<leader >${LEADER}</leader >`,
    c001: '<controlfield tag="001" >A&amp;B&lt;1&gt;</controlfield >',
    df: '<datafield tag="245" ind1="1" ind2="0" >',
    a: '<subfield code="a" >Sur mer et sur terre /</subfield >',
  }),
  'attributes in another order': doc({ df: '<datafield ind1="1" tag="245" ind2="0">' }),
  'attributes in yet another order': doc({ df: '<datafield ind2="0" ind1="1" tag="245">' }),
  'single quotes': doc({
    open: `<?xml version='1.0' encoding='UTF-8'?><collection xmlns='${NS}'><record>`,
    c001: `<controlfield tag='001'>A&amp;B&lt;1&gt;</controlfield>`,
    df: `<datafield tag='245' ind1='1' ind2='0'>`,
    a: `<subfield code='a'>Sur mer et sur terre /</subfield>`,
  }),
  'CDATA sections': doc({
    c001: '<controlfield tag="001"><![CDATA[A&B<1>]]></controlfield>',
    c: `<subfield code="c"><![CDATA[Zoë "Z"]]> d'Arc</subfield>`,
  }),
  'named entities': doc({ c: '<subfield code="c">Zo&#235; &quot;Z&quot; d&apos;Arc</subfield>' }),
  'decimal references': doc({ c001: '<controlfield tag="001">A&#38;B&#60;1&#62;</controlfield>', c: '<subfield code="c">Zo&#235; &#34;Z&#34; d&#39;Arc</subfield>' }),
  'hexadecimal references': doc({ c001: '<controlfield tag="001">A&#x26;B&#x3C;1&#x3e;</controlfield>', c: '<subfield code="c">Zo&#xEB; &#x22;Z&#x22; d&#x27;Arc</subfield>' }),
  'prefixed (marc:)': doc({ open: `<marc:collection xmlns:marc="${NS}"><marc:record>`, close: '</marc:record></marc:collection>' })
    .replace(/<(\/?)(leader|controlfield|datafield|subfield)/g, '<$1marc:$2'),
  'no namespace': doc({ open: '<collection><record>' }),
  'record as the root, namespace on it': doc({ open: `<record xmlns="${NS}">`, close: '</record>' }),
  'self-closing empty subfield': doc({ b: '<subfield code="b"/>' }),
  'self-closing empty subfield, space before "/>"': doc({ b: `<subfield code='b' />` }),
  'comments and processing instructions': doc({
    open: `<?xml version="1.0"?>\n<!-- export -->\n<?xml-stylesheet href="x.xsl"?>\n<collection xmlns="${NS}"><!-- 1 --><record><?pi data?>`,
    a: '<subfield code="a">Sur mer<!-- not text, AT&T --> et sur <?pi a&b?>terre /</subfield><!-- between -->',
    close: '</record><!-- end --></collection>\n<!-- after -->\n',
  }),
  'whitespace and line breaks inside tags': doc({
    open: `<?xml version = "1.0"\n encoding = 'UTF-8' ?>\n<collection\n  xmlns = "${NS}"\n>\n<record\n>`,
    df: '<datafield\n  tag = "245"\r\n\tind1="1"\n  ind2="0"\n>',
    a: '<subfield\ncode="a"\n>Sur mer et sur terre /</subfield\n>',
  }),
  'inside an OAI-PMH envelope': doc({
    open: `<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><ListRecords><record><header><identifier>x</identifier></header><metadata><marc:record xmlns:marc="${NS}" xmlns="${NS}">`,
    close: '</marc:record></metadata></record></ListRecords></OAI-PMH>',
  }),
};

describe('MARCXML spellings', () => {
  it.each(Object.entries(SPELLINGS))('%s gives exactly the expected record', (_name, xml) => {
    const r = readMarcXml(xml, 'x.xml');
    expect(r.failures).toEqual([]);
    expect(r.records.map((x) => x.record)).toEqual([EXPECTED]);
    expect(r.records[0]?.position).toBe(1);
  });

  it('read in pieces of 1 to 7 characters, every spelling (and a bare "&") gives the same as read at once', () => {
    const cases = [...Object.values(SPELLINGS), around(bad(LEADER_EL + DF('tag="245" ind1="0" ind2="0"', '<subfield code="a">Tom & Jerry; x</subfield>')))];
    for (const xml of cases) {
      const whole = readMarcXml(xml, 'x.xml');
      for (let size = 1; size <= 7; size++) {
        const reader = new MarcXmlReader('x.xml');
        const items: ReadItem[] = [];
        for (let i = 0; i < xml.length; i += size) items.push(...reader.write(xml.slice(i, i + size)));
        items.push(...reader.end());
        expect(items.filter((x) => !('failure' in x))).toEqual(whole.records);
        expect(items.flatMap((x) => ('failure' in x ? [x.failure] : []))).toEqual(whole.failures);
      }
    }
  });

  it('a record in another namespace is not a MARC record', () => {
    const r = readMarcXml(doc({ open: '<x:collection xmlns:x="urn:other"><x:record>', close: '</x:record></x:collection>' }), 'x.xml');
    expect(r).toEqual({ records: [], failures: [expect.objectContaining({ position: 0, reason: expect.stringMatching(/<leader> outside any <record>/) })] });
  });
});

const good = (id: string) => recordXml(id);
const around = (broken: string) => `<collection xmlns="${NS}">\n${good('ONE')}\n${broken}\n${good('THREE')}\n</collection>\n`;
const bad = (inner: string) => `<record>${inner}</record>`;
const LEADER_EL = `<leader>${LEADER}</leader>`;
const DF = (attrs: string, sub = '<subfield code="a">x</subfield>') => `<datafield ${attrs}>${sub}</datafield>`;

describe('malformed records are reported and their neighbours read', () => {
  const cases: [string, string, RegExp][] = [
    ['no leader', bad(DF('tag="245" ind1="0" ind2="0"')), /leader must have 24 characters \(found 0\)/],
    ['a long leader', bad(`<leader>${LEADER} </leader>${DF('tag="245" ind1="0" ind2="0"')}`), /leader must have 24 characters \(found 25\)/],
    ['two leaders', bad(`${LEADER_EL}${LEADER_EL}${DF('tag="245" ind1="0" ind2="0"')}`), /more than one <leader>/],
    ['a two-character tag', bad(LEADER_EL + DF('tag="24" ind1="0" ind2="0"')), /invalid tag "24"/],
    ['a control tag on a data field', bad(LEADER_EL + DF('tag="008" ind1="0" ind2="0"')), /tag 008 is a control field's/],
    ['a data tag on a control field', bad(`${LEADER_EL}<controlfield tag="245">x</controlfield>${DF('tag="245" ind1="0" ind2="0"')}`), /controlfield tag must be 001-009, found "245"/],
    ['a two-character indicator', bad(LEADER_EL + DF('tag="245" ind1="10" ind2="0"')), /datafield 245: ind1 must be one character, found "10"/],
    ['a missing indicator', bad(LEADER_EL + DF('tag="245" ind1="1"')), /datafield 245 has no ind2 attribute/],
    ['an empty subfield code', bad(LEADER_EL + DF('tag="245" ind1="0" ind2="0"', '<subfield code="">x</subfield>')), /subfield code must be one character, found "" \(datafield 245\)/],
    ['an unknown element', bad(`${LEADER_EL}<note>x</note>${DF('tag="245" ind1="0" ind2="0"')}`), /unexpected element <note> inside <record>/],
    ['a subfield outside a data field', bad(`${LEADER_EL}<subfield code="a">x</subfield>`), /unexpected element <subfield> inside <record>/],
    ['text inside a data field', bad(LEADER_EL + DF('tag="245" ind1="0" ind2="0"', 'loose <subfield code="a">x</subfield>')), /unexpected text "loose" inside <datafield>/],
    ['an unclosed data field', bad(`${LEADER_EL}<datafield tag="245" ind1="0" ind2="0"><subfield code="a">x</subfield>`), /XML error at line 3, .*<datafield> \(line 3\) is not closed/],
    // saxes would read up to the next ";" as an entity name, swallowing the records that follow.
    ['a bare "&"', bad(LEADER_EL + DF('tag="245" ind1="0" ind2="0"', '<subfield code="a">Tom & Jerry</subfield>')), /^unescaped "&" near "Tom & Jerry" \(write it as &amp;\)$/],
    ['a bare "&", a ";" further on', bad(LEADER_EL + DF('tag="245" ind1="0" ind2="0"', '<subfield code="a">AT&T</subfield><subfield code="b">x ;</subfield>')), /^unescaped "&" near "AT&T"/],
    ['an undefined entity', bad(LEADER_EL + DF('tag="245" ind1="0" ind2="0"', '<subfield code="a">caf&eacute;</subfield>')), /undefined entity/],
    ['a control character', bad(LEADER_EL + DF('tag="245" ind1="0" ind2="0"', '<subfield code="a">a\u0001b</subfield>')), /disallowed character/],
    ['no data field', bad(`${LEADER_EL}<controlfield tag="001">x</controlfield>`), /record has no data fields/],
  ];
  it.each(cases)('%s', (_name, broken, reason) => {
    const r = readMarcXml(around(broken), 'f.xml');
    expect(r.records.map((x) => [x.position, x.line, x.record.fields[0]])).toEqual([
      [1, 2, { tag: '001', value: 'ONE' }],
      [3, 4, { tag: '001', value: 'THREE' }],
    ]);
    expect(r.failures).toEqual([{ file: 'f.xml', position: 2, line: 3, reason: expect.stringMatching(reason) }]);
  });

  it('a record not closed fails when the next one starts; that one is read', () => {
    const r = readMarcXml(around(`<record>${LEADER_EL}${DF('tag="245" ind1="0" ind2="0"')}`), 'f.xml');
    expect(r.records.map((x) => x.position)).toEqual([1, 3]);
    expect(r.failures[0]).toEqual({ file: 'f.xml', position: 2, line: 3, reason: '<record> is not closed: another record starts at line 4' });
  });

  it('a truncated file fails its last record and keeps the ones before', () => {
    const xml = around('');
    const r = readMarcXml(xml.slice(0, xml.lastIndexOf('</datafield>')), 'f.xml');
    expect(r.records.map((x) => x.position)).toEqual([1]);
    expect(r.failures).toEqual([{ file: 'f.xml', position: 2, line: 4, reason: 'the file ends before </record> (truncated?)' }]);
  });

  it('an XML error outside any record stops the reading there (an unclosed comment swallows what follows)', () => {
    const r = readMarcXml(`<collection xmlns="${NS}">\n${good('ONE')}\n<!-- oops\n${good('TWO')}\n</collection>\n`, 'f.xml');
    expect(r.records.map((x) => x.position)).toEqual([1]);
    expect(r.failures).toEqual([
      {
        file: 'f.xml',
        position: 0,
        line: 6,
        reason: expect.stringMatching(/^the file ends inside the XML document \(unclosed tag: collection; unexpected end\): .* Records after #1 \(if any\) were not read$/),
      },
    ]);
  });

  it('text after the root element stops the reading with a reason', () => {
    const r = readMarcXml(`<collection xmlns="${NS}">${good('ONE')}</collection>junk${good('TWO')}`, 'f.xml');
    expect(r.records.map((x) => x.position)).toEqual([1]);
    expect(r.failures).toEqual([{ file: 'f.xml', position: 0, line: 1, reason: expect.stringMatching(/text data outside of root node.*records after #1/) }]);
  });
});

describe('encodings (files read in chunks)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'estante-enc-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const title = (s: string) =>
    `<record><leader>${LEADER}</leader><datafield tag="245" ind1="0" ind2="0"><subfield code="a">${s}</subfield></datafield></record>\n`;
  /**
   * Declaration + three records (the first ends on line 2 + declaration lines, then a comment line), the
   * second's title written in `enc`; returns the file, the offset of that title's first non-ASCII byte
   * and the second record's line.
   */
  const file = async (name: string, decl: string, second: string, enc: BufferEncoding = 'latin1', padding = 0) => {
    const head = Buffer.from(`${decl}<collection xmlns="${NS}">\n${title('First')}<!--${' '.repeat(padding)}-->\n`);
    const pre = Buffer.from(`<record><leader>${LEADER}</leader><datafield tag="245" ind1="0" ind2="0"><subfield code="a">`);
    const bytes = Buffer.concat([head, pre, Buffer.from(second, enc), Buffer.from('</subfield></datafield></record>\n'), Buffer.from(`${title('Third \uFFFD')}</collection>\n`)]);
    await writeFile(path.join(dir, name), bytes);
    const line = decl.split('\n').length + 3;
    return { file: path.join(dir, name), at: head.length + pre.length + Buffer.from(second, enc).findIndex((b) => b > 0x7f), line };
  };
  const titles = (r: Awaited<ReturnType<typeof readMarcFile>>) => r.records.map((x) => [x.position, (x.record.fields[0] as { subfields: { value: string }[] }).subfields[0]?.value]);

  it.each([
    ['no declaration', ''],
    ['declared UTF-8', '<?xml version="1.0" encoding="utf-8"?>\n'],
  ])('Latin-1 bytes, %s: that record fails (byte offset, bytes), the others are read', async (_n, decl) => {
    const f = await file(`l1-${decl.length}.xml`, decl, 'Strækøvelser');
    const r = await readMarcFile(f.file);
    expect(titles(r)).toEqual([
      [1, 'First'],
      [3, 'Third \uFFFD'], // a U+FFFD written as UTF-8 is a character like any other
    ]);
    expect(r.failures).toEqual([
      { file: f.file, position: 2, line: f.line, reason: expect.stringMatching(new RegExp(`^invalid UTF-8 bytes at byte ${f.at} \\(0xE6\\) and 1 more place: not UTF-8`)) },
    ]);
  });

  it('the same bytes declared ISO-8859-1 read intact', async () => {
    const f = await file('l1-declared.xml', '<?xml version="1.0" encoding="ISO-8859-1"?>\n', 'Strækøvelser');
    const r = await readMarcXmlFile(f.file);
    expect(r.failures).toEqual([]);
    expect(titles(r)[1]).toEqual([2, 'Strækøvelser']);
  });

  it('windows-1252: its characters in 0x80-0x9F are decoded, an undefined byte fails the record', async () => {
    const ok = await file('cp.xml', `<?xml version='1.0' encoding='windows-1252'?>`, '\u0093Caf\u00e9\u0094 \u0080', 'latin1');
    expect(titles(await readMarcFile(ok.file))[1]).toEqual([2, '“Café” €']);
    const undef = await file('cp-bad.xml', `<?xml version='1.0' encoding='cp1252'?>`, 'x\u0081y', 'latin1');
    const r = await readMarcFile(undef.file);
    expect(r.failures).toEqual([{ file: undef.file, position: 2, line: undef.line, reason: `invalid windows-1252 bytes at byte ${undef.at} (0x81)` }]);
  });

  it('US-ASCII: a byte above 0x7F fails the record (the third one too: its U+FFFD is UTF-8, EF BF BD)', async () => {
    const f = await file('ascii.xml', '<?xml version="1.0" encoding="US-ASCII"?>\n', 'caf\u00e9');
    expect(await readMarcFile(f.file)).toMatchObject({
      records: [{ position: 1 }],
      failures: [
        { file: f.file, position: 2, line: f.line, reason: `invalid US-ASCII bytes at byte ${f.at} (0xE9)` },
        { file: f.file, position: 3, line: f.line + 1, reason: 'invalid US-ASCII bytes at byte 504 (0xEF) and 2 more places' },
      ],
    });
  });

  it('an unsupported declared encoding fails the file', async () => {
    const f = await file('ebcdic.xml', '<?xml version="1.0" encoding="EBCDIC-US"?>\n', 'x');
    expect(await readMarcFile(f.file)).toEqual({
      records: [],
      failures: [{ file: f.file, position: 0, line: 0, reason: expect.stringMatching(/^unsupported encoding "EBCDIC-US"/) }],
    });
  });

  it('past the first chunks: a character split across chunks reads whole, an invalid byte is placed exactly', async () => {
    // 64 KiB chunks: pad so that the UTF-8 "é" and then the Latin-1 byte sit after the first chunks.
    for (let pad = 65_300; pad < 65_330; pad += 3) {
      const f = await file(`big-${pad}.xml`, '\uFEFF<?xml version="1.0"?>\n', 'Stræk é', 'utf8', pad);
      expect(titles(await readMarcFile(f.file))[1]).toEqual([2, 'Stræk é']);
    }
    const f = await file('big-bad.xml', '', 'Strækøvelser', 'latin1', 200_000);
    const r = await readMarcFile(f.file);
    expect(r.failures).toEqual([{ file: f.file, position: 2, line: f.line, reason: expect.stringContaining(`invalid UTF-8 bytes at byte ${f.at} (0xE6)`) }]);
  });
});

describe('ISO 2709 (read in chunks)', () => {
  it('a 2.5 MB file: every record split across 64 KiB chunks reads as its MARCXML twin; a broken one fails alone', async () => {
    const { records } = await readMarcXmlFile(path.join(MARC_DIR, 'bib/jazz-recordings.xml'));
    const iso = records.map((r) => Buffer.from(Marc.format(toMarcjs(r.record), 'iso2709')));
    iso[700] = Buffer.concat([iso[700]!.subarray(0, 100), Buffer.from([0x1d])]); // a truncated record, terminator kept
    const dir = await mkdtemp(path.join(tmpdir(), 'estante-iso-'));
    try {
      const file = path.join(dir, 'jazz.mrc');
      await writeFile(file, Buffer.concat(iso));
      const r = await readMarcFile(file);
      expect(r.failures).toEqual([
        { file, position: 701, line: 0, offset: iso.slice(0, 700).reduce((n, b) => n + b.length, 0), reason: expect.stringMatching(/^record length in the leader is \d+ but the record has 101 bytes$/) },
      ]);
      // The leader's record length and base address are the ISO file's own.
      const twin = (x: (typeof records)[number]) => [x.position, x.record.fields];
      expect(r.records.map(twin)).toEqual(records.filter((x) => x.position !== 701).map(twin));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('toMarcXml', () => {
  const tricky: MarcRecord = {
    leader: '00000nam a22000007a 4500',
    fields: [
      { tag: '001', value: `A&B <1> "q" 'a' ]]> x` },
      { tag: '245', ind1: '"', ind2: "'", subfields: [{ code: '&', value: `Tom & Jerry <3> "quoted" 'single' ]]>` }, { code: '<', value: 'tab\there\nline\r\ncr' }, { code: 'b', value: '' }] },
    ],
  };
  const wellFormed = (xml: string) => {
    const errors: string[] = [];
    new DOMParser({ errorHandler: (level: string, msg: unknown) => errors.push(`${level}: ${String(msg)}`) }).parseFromString(xml, 'text/xml');
    return errors;
  };

  it('escapes &, <, >, quotes everywhere: well-formed, and read back to the identical record', () => {
    const xml = toMarcXml([tricky]);
    expect(xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="${NS}">`)).toBe(true);
    expect(wellFormed(xml)).toEqual([]);
    expect(readMarcXml(xml, 'out.xml')).toEqual({ records: [{ position: 1, line: 3, record: tricky }], failures: [] });
  });

  it('drops characters XML 1.0 cannot carry, keeping the document well-formed', () => {
    const rec: MarcRecord = { leader: LEADER, fields: [{ tag: '001', value: 'a\u0001b\u001bc' }, { tag: '245', ind1: '0', ind2: '0', subfields: [{ code: 'a', value: 'x\u0000y\uFFFEz\uD800' }] }] };
    const xml = toMarcXml([rec]);
    expect(wellFormed(xml)).toEqual([]);
    expect(readMarcXml(xml, 'out.xml').records[0]?.record.fields).toEqual([
      { tag: '001', value: 'abc' },
      { tag: '245', ind1: '0', ind2: '0', subfields: [{ code: 'a', value: 'xyz' }] },
    ]);
  });

  it('every record of usp-sibi.xml reads back identical', async () => {
    const { records, failures } = await readMarcXmlFile(path.join(MARC_DIR, 'bib/usp-sibi.xml'));
    expect(failures).toEqual([]);
    expect(records).toHaveLength(41);
    const back = readMarcXml(toMarcXml(records.map((r) => r.record)), 'out.xml');
    expect(back.failures).toEqual([]);
    expect(back.records.map((r) => r.record)).toEqual(records.map((r) => r.record));
  });
});
