// Small MARCXML documents for the reader and import tests.
import { Record as MarcjsRecord } from 'marcjs';
import { isDataField, type MarcRecord } from '../src/marc/read';

export const NS = 'http://www.loc.gov/MARC21/slim';
/** A bibliographic leader (06 "a", language material). */
export const LEADER = '00000nam a2200000 i 4500';
/** An authority leader (06 "z"). */
export const AUTH_LEADER = '00000nz  a2200000n  4500';

/** One record on one line: 001 `id`, 245 $a `title` (`id` by default), then `more` (raw XML). */
export const recordXml = (id: string, title = id, more = '', leader = LEADER) =>
  `<record><leader>${leader}</leader><controlfield tag="001">${id}</controlfield><datafield tag="245" ind1="0" ind2="0"><subfield code="a">${title}</subfield></datafield>${more}</record>`;

/** A collection, one record per line after the declaration line (if any) and the <collection> line. */
export const collectionXml = (records: string[], decl = '<?xml version="1.0" encoding="UTF-8"?>') =>
  `${decl ? `${decl}\n` : ''}<collection xmlns="${NS}">\n${records.map((r) => `${r}\n`).join('')}</collection>\n`;

/** Our record -> marcjs's, to write ISO 2709 with marcjs's own formatter. */
export function toMarcjs(r: MarcRecord): MarcjsRecord {
  const rec = new MarcjsRecord();
  rec.leader = r.leader;
  rec.fields = r.fields.map((f) => (isDataField(f) ? [f.tag, f.ind1 + f.ind2, ...f.subfields.flatMap((s) => [s.code, s.value])] : [f.tag, f.value]));
  return rec;
}
