// MARC records -> one MARCXML document (the basket's export). Every value is escaped, the leader
// and control fields included, so any stored record gives well-formed XML that our reader (and any
// MARCXML reader) reads back to the same record.
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
