// MARC 21 in ISO 2709 ("MARC communications format"): records end with 0x1D, so they are split
// chunk by chunk; each record's leader, directory and field terminators are checked against its
// bytes, then marcjs's iso2709 reader parses it. Records must be UTF-8.
import { isUtf8 } from 'node:buffer';
import { Marc, type Record as MarcjsRecord } from 'marcjs';
import { checkRecord, reasonOf, splitItems, type Field, type MarcRecord, type ReadItem, type ReadResult, type Subfield } from './record';

const RT = 0x1d; // record terminator
const FT = 0x1e; // field terminator
const US = 0x1f; // subfield delimiter
/** The leader's record length has five digits. Line breaks before a record (some exporters add them) are allowed on top. */
const MAX_RECORD = 99_999 + 16;

const isControl = (tag: string) => tag < '010' && /^\d+$/.test(tag);

/** Splits ISO 2709 bytes into records as they arrive; `write` and `end` return what they completed. */
export class Iso2709Reader {
  #carry: Buffer = Buffer.alloc(0);
  /** File offset of #carry's first byte. */
  #offset = 0;
  #position = 0;
  /** Dropping the rest of a record that outgrew MAX_RECORD, up to its terminator. */
  #skipping = false;

  constructor(readonly file: string) {}

  write(chunk: Buffer): ReadItem[] {
    const data = this.#carry.length > 0 ? Buffer.concat([this.#carry, chunk]) : chunk;
    const out: ReadItem[] = [];
    let start = 0;
    for (let end = data.indexOf(RT); end !== -1; end = data.indexOf(RT, start)) {
      if (this.#skipping) this.#skipping = false;
      else this.#record(data.subarray(start, end + 1), this.#offset + start, true, out);
      start = end + 1;
    }
    if (!this.#skipping && data.length - start > MAX_RECORD) {
      this.#failure(out, this.#offset + start, 'record longer than 99,999 bytes: no record terminator (1D) where the record should end');
      this.#skipping = true;
    }
    const rest = this.#skipping ? data.length : start;
    this.#carry = Buffer.from(data.subarray(rest));
    this.#offset += rest;
    return out;
  }

  end(): ReadItem[] {
    const out: ReadItem[] = [];
    if (!this.#skipping && this.#carry.length > 0) this.#record(this.#carry, this.#offset, false, out);
    this.#carry = Buffer.alloc(0);
    return out;
  }

  #record(raw: Buffer, offset: number, terminated: boolean, out: ReadItem[]): void {
    // Line breaks or padding between records (some exporters add them) are not records.
    if (!terminated && raw.every((b) => b === 0x00 || b === 0x1a || b === 0x20 || (b >= 0x09 && b <= 0x0d))) return;
    if (terminated && raw.length === 1) return;
    let skipped = 0;
    while (raw[skipped] === 0x0a || raw[skipped] === 0x0d) skipped++;
    const body = raw.subarray(skipped);
    // A record that lost its terminator runs into the next one: where its leader says it ends there is
    // its last field terminator and then the next record's leader. That record is named as failing and
    // the next one is read on its own (it was lost with it before).
    const declared = /^\d{5}$/.test(body.toString('latin1', 0, 5)) ? Number(body.toString('latin1', 0, 5)) : 0;
    if (terminated && declared > 25 && body.length > declared && body[declared - 2] === FT && /^\d{5}$/.test(body.toString('latin1', declared - 1, declared + 4))) {
      this.#failure(out, offset + skipped, `no record terminator (1D) where the leader says the record ends (byte ${declared}): the next record starts there`);
      this.#record(body.subarray(declared - 1), offset + skipped + declared - 1, true, out);
      return;
    }
    try {
      if (!terminated) throw new Error('truncated record: no record terminator (1D) before the end of the file');
      const record = parseIso2709Record(body);
      out.push({ position: ++this.#position, line: 0, record });
    } catch (e) {
      this.#failure(out, offset + skipped, reasonOf(e));
    }
  }

  #failure(out: ReadItem[], offset: number, reason: string): void {
    out.push({ failure: { file: this.file, position: ++this.#position, line: 0, offset, reason } });
  }
}

/** A whole ISO 2709 file in memory (tests, small files); `streamMarcFile` reads files in chunks. */
export function readIso2709(data: Buffer, file: string): ReadResult {
  const reader = new Iso2709Reader(file);
  return splitItems([...reader.write(data), ...reader.end()]);
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
  const counts = { datafields: 0, subfields: 0 };
  for (let off = 24; off < base - 1; off += 12) {
    const entry = raw.toString('latin1', off, off + 12);
    const m = /^([0-9A-Za-z]{3})(\d{4})(\d{5})$/.exec(entry);
    if (!m) throw new Error(`malformed directory entry "${entry.replace(/[^\x20-\x7e]/g, '?')}"`);
    const [, tag = '', len = '', at = ''] = m;
    const from = base + Number(at);
    const to = from + Number(len);
    if (Number(len) < 1 || to > raw.length - 1) throw new Error(`field ${tag} points outside the record (offset ${at}, length ${len})`);
    if (raw[to - 1] !== FT) throw new Error(`field ${tag} does not end with a field terminator`);
    if (isControl(tag)) continue;
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
  return fromMarcjs(Marc.parse(raw, 'iso2709'), counts);
}

/** marcjs's record -> ours, checking nothing was lost against the counts seen in the raw record. */
function fromMarcjs(parsed: MarcjsRecord, counts: { datafields: number; subfields: number }): MarcRecord {
  const fields: Field[] = [];
  let datafields = 0;
  let subfields = 0;
  for (const f of parsed.fields) {
    const [tag = '', second = ''] = f;
    if (f.length === 2 && isControl(tag)) {
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
  const record = { leader: parsed.leader, fields };
  checkRecord(record);
  return record;
}
