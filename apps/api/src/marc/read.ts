import { isUtf8 } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Marc, type Record as MarcjsRecord } from 'marcjs';

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
  /** 1-based line where the record starts (MARCXML); 0 for ISO 2709. */
  line: number;
  /** Byte offset where the record starts (ISO 2709). */
  offset?: number;
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
  if (!raw.includes('<leader>') || parsed.leader.length !== 24) {
    throw new Error(`leader must have 24 characters (found ${parsed.leader.trim() ? parsed.leader.length : 0})`);
  }
  return fromMarcjs(parsed, counts);
}

/** marcjs's record -> ours, checking nothing was lost against the counts seen in the raw record. */
function fromMarcjs(parsed: MarcjsRecord, counts: { datafields: number; subfields: number }): MarcRecord {
  const leader = parsed.leader;
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

/** MARC 21 in ISO 2709 (binary "MARC communications format"), by file name. */
export const ISO2709_EXTENSIONS = ['.mrc', '.iso', '.marc'];
export const MARC_EXTENSIONS = ['.xml', ...ISO2709_EXTENSIONS];

/** MARCXML or ISO 2709: by extension; any other name is sniffed (MARCXML starts with "<"). */
export async function readMarcFile(file: string): Promise<ReadResult> {
  const data = await readFile(file);
  const ext = path.extname(file).toLowerCase();
  const iso = ISO2709_EXTENSIONS.includes(ext) || (ext !== '.xml' && !/^\s*</.test(data.subarray(0, 64).toString('latin1')));
  return iso ? readIso2709(data, file) : readMarcXml(data.toString('utf8'), file);
}

const RT = 0x1d; // record terminator
const FT = 0x1e; // field terminator
const US = 0x1f; // subfield delimiter

/**
 * Reads ISO 2709 records: splits the file on record terminators, checks each record's leader,
 * directory and fields against its bytes, then parses it with marcjs's iso2709 reader.
 * A record that fails is reported with its file, position and byte offset; the others are returned.
 */
export function readIso2709(data: Buffer, file: string): ReadResult {
  const records: ReadResult['records'] = [];
  const failures: RecordFailure[] = [];
  let start = 0;
  let position = 0;
  while (start < data.length) {
    let end = data.indexOf(RT, start);
    const terminated = end !== -1;
    if (!terminated) end = data.length;
    const raw = data.subarray(start, end + (terminated ? 1 : 0));
    const offset = start;
    start = end + 1;
    // Line breaks or padding between records (some exporters add them) are not records.
    if (!terminated && raw.every((b) => b === 0x00 || b === 0x1a || b === 0x20 || (b >= 0x09 && b <= 0x0d))) break;
    if (terminated && raw.length === 1) continue;
    const skipped = /^[\r\n]+/.exec(raw.toString('latin1'))?.[0].length ?? 0;
    position++;
    try {
      if (!terminated) throw new Error('truncated record: no record terminator (1D) before the end of the file');
      records.push({ position, line: 0, record: parseIso2709Record(raw.subarray(skipped)) });
    } catch (e) {
      failures.push({ file, position, line: 0, offset: offset + skipped, reason: e instanceof Error ? e.message : String(e) });
    }
  }
  return { records, failures };
}

function parseIso2709Record(raw: Buffer): MarcRecord {
  if (raw.length < 26) throw new Error(`record too short (${raw.length} bytes)`);
  const leader = raw.toString('latin1', 0, 24);
  if (!/^\d{5}$/.test(leader.slice(0, 5))) throw new Error(`leader record length is not a number: "${leader.slice(0, 5)}"`);
  const length = Number(leader.slice(0, 5));
  if (length !== raw.length) throw new Error(`record length in the leader is ${length} but the record has ${raw.length} bytes`);
  if (!/^\d{5}$/.test(leader.slice(12, 17))) throw new Error(`leader base address is not a number: "${leader.slice(12, 17)}"`);
  const base = Number(leader.slice(12, 17));
  if (base < 25 || base > raw.length - 1 || raw[base - 1] !== FT || (base - 25) % 12 !== 0) {
    throw new Error(`directory does not end at the base address ${base} (leader 12-16)`);
  }
  const counts = { datafields: 0, subfields: 0, controlfields: 0 };
  for (let off = 24; off < base - 1; off += 12) {
    const entry = raw.toString('latin1', off, off + 12);
    const m = /^([0-9A-Za-z]{3})(\d{4})(\d{5})$/.exec(entry);
    if (!m) throw new Error(`malformed directory entry "${entry.replace(/[^\x20-\x7e]/g, '?')}"`);
    const [, tag = '', len = '', at = ''] = m;
    const from = base + Number(at);
    const to = from + Number(len);
    if (Number(len) < 1 || to > raw.length - 1) throw new Error(`field ${tag} points outside the record (offset ${at}, length ${len})`);
    if (raw[to - 1] !== FT) throw new Error(`field ${tag} does not end with a field terminator`);
    if (tag < '010' && /^\d+$/.test(tag)) {
      counts.controlfields++;
      continue;
    }
    const body = raw.subarray(from, to - 1);
    if (body.length < 3 || body[2] !== US) throw new Error(`field ${tag}: two indicators then a subfield delimiter (1F) expected`);
    counts.datafields++;
    for (const b of body) if (b === US) counts.subfields++;
  }
  // UTF-8 only. Exporters often leave leader/09 blank on UTF-8 records, so the bytes decide.
  if (!isUtf8(raw)) {
    throw new Error(
      leader[9] === 'a'
        ? 'invalid UTF-8 bytes in the record'
        : 'not UTF-8: a MARC-8 record (leader/09 is not "a")? Only UTF-8 is supported, convert it first (e.g. yaz-marcdump -f MARC-8 -t UTF-8)',
    );
  }
  const parsed = Marc.parse(raw, 'iso2709');
  return fromMarcjs(parsed, counts);
}
