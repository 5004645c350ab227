// MARC records -> one MARCXML document (the basket's export, a title's download) or ISO 2709. Every value is escaped, the leader
// and control fields included, so any stored record gives well-formed XML that our reader (and any
// MARCXML reader) reads back to the same record.
import { Marc } from 'marcjs';
import { isDataField, MARC_NS, type MarcRecord } from './record';

/**
 * Characters XML 1.0 cannot carry, not even as character references: C0 controls other than tab,
 * line feed and carriage return, U+FFFE, U+FFFF and unpaired surrogates. They are DROPPED from the
 * output (a record keeps every other character): refusing would make a whole basket unexportable
 * because of one stray control character (an ESC left over from MARC-8, say), and replacing them
 * would put text in the record that was never there.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
/** Attribute values are double-quoted; tab, line feed and carriage return as references survive attribute-value normalisation. */
const ATTR_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': '&quot;', "'": '&apos;', '\t': '&#9;', '\n': '&#10;' };

/** Text content: &, <, > escaped (> too, so "]]>" never appears); a raw CR would be read back as a line feed. */
export const escapeText = (s: string): string => s.replace(NOT_XML, '').replace(/[&<>\r]/g, (c) => TEXT_ESCAPES[c] ?? c);
/** A double-quoted attribute value. */
export const escapeAttr = (s: string): string => s.replace(NOT_XML, '').replace(/[&<>"'\t\n\r]/g, (c) => ATTR_ESCAPES[c] ?? c);

function recordXml(r: MarcRecord): string {
  const lines = ['  <record>', `    <leader>${escapeText(r.leader)}</leader>`];
  for (const f of r.fields) {
    if (!isDataField(f)) {
      lines.push(`    <controlfield tag="${escapeAttr(f.tag)}">${escapeText(f.value)}</controlfield>`);
      continue;
    }
    lines.push(`    <datafield tag="${escapeAttr(f.tag)}" ind1="${escapeAttr(f.ind1 || ' ')}" ind2="${escapeAttr(f.ind2 || ' ')}">`);
    for (const s of f.subfields) lines.push(`      <subfield code="${escapeAttr(s.code)}">${escapeText(s.value)}</subfield>`);
    lines.push('    </datafield>');
  }
  lines.push('  </record>');
  return lines.join('\n');
}

/** A MARCXML collection piece by piece (declaration and <collection>, each record, </collection>), for large exports. */
export function* marcXmlChunks(records: Iterable<MarcRecord>): Generator<string, void, undefined> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="${MARC_NS}">\n`;
  for (const r of records) yield `${recordXml(r)}\n`;
  yield '</collection>\n';
}

/** A MARCXML collection (UTF-8, MARC21/slim as the default namespace) of the records, in order. */
export function toMarcXml(records: MarcRecord[]): string {
  return [...marcXmlChunks(records)].join('');
}

/**
 * One record in ISO 2709 (MARC 21 "communications format"), UTF-8, written by marcjs's formatter
 * (byte lengths in the directory, field and record terminators). The leader is the stored one
 * except what ISO 2709 computes from the bytes: the record length (00-04) and the base address of
 * data (12-16). Leader/09 stays as stored (many UTF-8 records leave it blank; our reader decides
 * on the bytes). The delimiters 1D, 1E and 1F cannot occur inside a value (no reader could tell
 * them from the structure): they are dropped, as are the characters MARCXML cannot carry.
 */
export function toIso2709(r: MarcRecord): Buffer {
  // eslint-disable-next-line no-control-regex -- the ISO 2709 delimiters are control characters
  const clean = (s: string) => s.replace(/[\x1d\x1e\x1f]/g, '');
  const fields = r.fields.map((f) =>
    isDataField(f)
      ? [f.tag, `${f.ind1 || ' '}${f.ind2 || ' '}`, ...f.subfields.flatMap((s) => [clean(s.code), clean(s.value)])]
      : [f.tag, clean(f.value)],
  );
  const leader = r.leader.length === 24 ? r.leader : r.leader.padEnd(24, ' ').slice(0, 24);
  return Buffer.from(Marc.format({ leader, fields }, 'iso2709'), 'utf8');
}

/** Several records in ISO 2709, one after another. */
export function toIso2709File(records: MarcRecord[]): Buffer {
  return Buffer.concat(records.map(toIso2709));
}
