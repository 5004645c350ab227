import { readFile } from 'node:fs/promises';
import { Marc } from 'marcjs';

export interface ControlField {
  tag: string;
  value: string;
}
export interface Subfield {
  code: string;
  value: string;
}
export interface DataField {
  tag: string;
  ind1: string;
  ind2: string;
  subfields: Subfield[];
}
export type Field = ControlField | DataField;

/** A whole MARC record, fields in their original order; stored as JSON for the MARC view. */
export interface MarcRecord {
  leader: string;
  fields: Field[];
}

export const isDataField = (f: Field): f is DataField => 'subfields' in f;

export interface RecordFailure {
  file: string;
  /** 1-based position of the record in the file. */
  position: number;
  /** 1-based line where the record starts. */
  line: number;
  reason: string;
}

export interface ReadResult {
  records: { position: number; line: number; record: MarcRecord }[];
  failures: RecordFailure[];
}

const RECORD_START = /<(?:[A-Za-z_][\w.-]*:)?record[\s>]/g;
const RECORD_END = /<\/(?:[A-Za-z_][\w.-]*:)?record\s*>/g;
const TAG = /<(\/?)(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const BAD_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/;
const ELEMENTS = new Set(['record', 'leader', 'controlfield', 'datafield', 'subfield']);

/**
 * Reads a MARCXML file: splits it into records, checks each one is well-formed MARCXML,
 * parses it with marcjs and validates the result. A record that fails is reported with its
 * file, position and reason; the others are returned.
 */
export async function readMarcXmlFile(file: string): Promise<ReadResult> {
  return readMarcXml(await readFile(file, 'utf8'), file);
}

export function readMarcXml(xml: string, file: string): ReadResult {
  const starts: number[] = [];
  for (const m of xml.matchAll(RECORD_START)) starts.push(m.index);
  const records: ReadResult['records'] = [];
  const failures: RecordFailure[] = [];
  let line = 1;
  let lineOffset = 0;
  starts.forEach((start, i) => {
    line += countNewlines(xml, lineOffset, start);
    lineOffset = start;
    const position = i + 1;
    const limit = starts[i + 1] ?? xml.length;
    RECORD_END.lastIndex = start;
    const end = RECORD_END.exec(xml);
    if (!end || end.index + end[0].length > limit) {
      failures.push({ file, position, line, reason: 'record is not closed (missing </record>)' });
      return;
    }
    const raw = xml.slice(start, end.index + end[0].length);
    try {
      records.push({ position, line, record: parseRecord(raw) });
    } catch (e) {
      failures.push({ file, position, line, reason: e instanceof Error ? e.message : String(e) });
    }
  });
  return { records, failures };
}

function countNewlines(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = s.indexOf('\n', from); i !== -1 && i < to; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

/** Throws with a readable reason when the record is not well-formed MARCXML. */
function checkWellFormed(raw: string): { datafields: number; subfields: number; controlfields: number } {
  const stack: string[] = [];
  const counts = { datafields: 0, subfields: 0, controlfields: 0 };
  let pos = 0;
  while (pos < raw.length) {
    const lt = raw.indexOf('<', pos);
    const text = raw.slice(pos, lt === -1 ? raw.length : lt);
    if (BAD_ENTITY.test(text)) throw new Error(`unescaped "&" (not a character reference) near "${snippet(text)}"`);
    if (text.trim() && stack.at(-1) !== 'subfield' && stack.at(-1) !== 'controlfield' && stack.at(-1) !== 'leader') {
      throw new Error(`unexpected text "${snippet(text)}" inside <${stack.at(-1) ?? 'record'}>`);
    }
    if (lt === -1) break;
    if (raw.startsWith('<!--', lt)) {
      const end = raw.indexOf('-->', lt);
      if (end === -1) throw new Error('unterminated comment');
      pos = end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const m = TAG.exec(raw);
    if (!m) throw new Error(`malformed tag "${snippet(raw.slice(lt, lt + 40))}"`);
    const [, closing, name = '', attrs = '', selfClosing] = m;
    if (!ELEMENTS.has(name)) throw new Error(`unexpected element <${name}>`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      if (name === 'datafield') {
        counts.datafields++;
        if (!/^\s+tag="[^"]{3}"\s+ind1="[^"]"\s+ind2="[^"]"\s*$/.test(attrs)) {
          throw new Error(`datafield attributes must be tag, ind1, ind2 with one-character indicators: <datafield${attrs}>`);
        }
      } else if (name === 'subfield') {
        counts.subfields++;
        if (!/^\s+code="[^"]"\s*$/.test(attrs)) throw new Error(`subfield needs a one-character code: <subfield${attrs}>`);
      } else if (name === 'controlfield') {
        counts.controlfields++;
        if (!/^\s+tag="[^"]{3}"\s*$/.test(attrs)) throw new Error(`controlfield needs a three-character tag: <controlfield${attrs}>`);
      }
      if (!selfClosing) stack.push(name);
    }
    pos = lt + m[0].length;
  }
  if (stack.length) throw new Error(`<${stack.at(-1)}> is not closed`);
  return counts;
}

function snippet(s: string): string {
  const t = s.trim().replace(/\s+/g, ' ');
  return t.length > 30 ? `${t.slice(0, 30)}…` : t;
}

function parseRecord(rawIn: string): MarcRecord {
  // marcjs reads unprefixed MARCXML with attributes in the usual order; drop any namespace prefix.
  // Empty elements (<subfield code="b"/>) are valid XML that marcjs misreads: write them open/close.
  const raw = rawIn
    .replace(/<(\/?)[A-Za-z_][\w.-]*:(record|leader|controlfield|datafield|subfield)\b/g, '<$1$2')
    .replace(/<(leader|controlfield|datafield|subfield)(\s[^<>]*?)?\s*\/>/g, '<$1$2></$1>');
  const counts = checkWellFormed(raw);
  const parsed = Marc.parse(raw, 'marcxml');
  const leader = parsed.leader;
  if (!raw.includes('<leader>') || leader.length !== 24) throw new Error(`leader must have 24 characters (found ${leader.trim() ? leader.length : 0})`);
  const fields: Field[] = [];
  let datafields = 0;
  let subfields = 0;
  for (const f of parsed.fields) {
    const [tag = '', second = ''] = f;
    if (!/^[0-9A-Za-z]{3}$/.test(tag)) throw new Error(`invalid tag "${tag}"`);
    if (f.length === 2 && tag < '010' && /^\d+$/.test(tag)) {
      fields.push({ tag, value: second });
      continue;
    }
    datafields++;
    const sub: Subfield[] = [];
    for (let i = 2; i + 1 < f.length; i += 2) sub.push({ code: f[i] ?? '', value: f[i + 1] ?? '' });
    subfields += sub.length;
    fields.push({ tag, ind1: second.charAt(0) || ' ', ind2: second.charAt(1) || ' ', subfields: sub });
  }
  if (datafields !== counts.datafields || subfields !== counts.subfields) {
    throw new Error('record layout not understood (fields or subfields lost while parsing)');
  }
  if (!fields.some((f) => isDataField(f))) throw new Error('record has no data fields');
  return { leader, fields };
}
