import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readMarcXmlFile, type MarcRecord } from '../../marc/read';
import { displayFields } from './title';

// Issue 24 item 13: a title page showed a second "Notas" row whose value was "3". Its cause: the
// Library of Congress records of the seed carry 596 $a (a local collection code, "1" or "3"), and the
// displayed tags took every 5XX as a note. The record below is the seed's own.
const JAZZ = path.resolve(fileURLToPath(import.meta.url), '../../../../data/marc/bib/jazz-recordings.xml');

const subfieldsOf = (r: MarcRecord, tag: string) =>
  r.fields.flatMap((f) => ('subfields' in f && f.tag === tag ? [f.subfields.map((s) => s.value)] : []));

describe('displayFields: the notes of a title', () => {
  it("a seed record with a 500 note and 596 $a 3 shows its note, never the local 596 code as another note", async () => {
    const { records } = await readMarcXmlFile(JAZZ);
    const record = records.map((r) => r.record).find((r) => subfieldsOf(r, '596').some((v) => v.join() === '3') && subfieldsOf(r, '500').length > 0);
    expect(record, 'the seed has a record with a 500 note and 596 $a 3').toBeDefined();
    const shown = displayFields(record!, new Map());
    const notes = shown.filter((c) => c.ordem.startsWith('5'));
    expect(notes.map((c) => c.ordem)).not.toContain('596');
    expect(notes.flatMap((c) => c.detalhes.flatMap((d) => d.descricao))).not.toContain('3');
    expect(notes.find((c) => c.ordem === '500')?.detalhes.map((d) => d.descricao.join(' '))).toEqual(subfieldsOf(record!, '500').map((v) => v.join(' ')));
  });

  it('leaves out every 591-599 field of the seed (processing data), keeps 590 local notes and the other notes', () => {
    const field = (tag: string, value: string) => ({ tag, ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value }] });
    const record = { leader: '00000cam a2200000 a 4500', fields: ['500', '590', '596', '597', '598', '599', '511'].map((t) => field(t, `v${t}`)) } as unknown as MarcRecord;
    expect(displayFields(record, new Map()).map((c) => c.ordem)).toEqual(['500', '511', '590']);
  });
});
