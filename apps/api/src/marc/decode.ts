// Bytes -> text for the MARCXML reader, chunk by chunk, never hiding a byte that is not valid in the
// file's encoding: each such byte run becomes one U+FFFD in the text AND a mark (byte offset in the
// file, character offset in the text) so the reader fails the record the mark falls in.
import { isUtf8 } from 'node:buffer';

export type Encoding = 'UTF-8' | 'ISO-8859-1' | 'windows-1252' | 'US-ASCII';

/** Encoding labels of XML declarations we decode (case-insensitive), by IANA name and common aliases. */
const LABELS: Record<string, Encoding> = {
  'utf-8': 'UTF-8',
  utf8: 'UTF-8',
  'iso-8859-1': 'ISO-8859-1',
  'iso8859-1': 'ISO-8859-1',
  'iso_8859-1': 'ISO-8859-1',
  latin1: 'ISO-8859-1',
  'latin-1': 'ISO-8859-1',
  l1: 'ISO-8859-1',
  'iso-ir-100': 'ISO-8859-1',
  cp819: 'ISO-8859-1',
  ibm819: 'ISO-8859-1',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
  'x-cp1252': 'windows-1252',
  'us-ascii': 'US-ASCII',
  ascii: 'US-ASCII',
  'iso646-us': 'US-ASCII',
  'ansi_x3.4-1968': 'US-ASCII',
};

export interface InvalidBytes {
  /** Offset in the decoded text (UTF-16 code units, as saxes counts positions) of the U+FFFD standing for the bytes. */
  char: number;
  /** Offset of the first byte in the file. */
  byte: number;
  /** The bytes (at most 8). */
  bytes: number[];
  encoding: Encoding;
}

/**
 * The encoding of a MARCXML file from its first bytes: a UTF-8 byte order mark, else the XML
 * declaration's `encoding`, else UTF-8. Throws (the whole file fails) for UTF-16/32 and any encoding
 * not in LABELS. `bom`: bytes to skip.
 */
export function sniffEncoding(head: Buffer): { encoding: Encoding; bom: number } {
  if ((head[0] === 0xfe && head[1] === 0xff) || (head[0] === 0xff && head[1] === 0xfe) || head[0] === 0 || head[1] === 0) {
    throw new Error('UTF-16/UTF-32 files are not supported: convert the file to UTF-8');
  }
  const bom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  const decl = /^<\?xml\s[^>]*?\bencoding\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(head.toString('latin1', bom));
  const label = decl ? (decl[1] ?? decl[2] ?? '') : '';
  if (!label) return { encoding: 'UTF-8', bom };
  const encoding = LABELS[label.toLowerCase()];
  if (!encoding) {
    throw new Error(`unsupported encoding "${label}" in the XML declaration (supported: UTF-8, ISO-8859-1, windows-1252, US-ASCII); convert the file to UTF-8`);
  }
  if (bom && encoding !== 'UTF-8') throw new Error(`the file starts with a UTF-8 byte order mark but declares encoding "${label}"`);
  return { encoding, bom };
}

/** windows-1252 bytes 0x80-0x9F (the rest is ISO-8859-1); '' marks the five undefined bytes. */
const CP1252 = [
  '€', '', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '', 'Ž', '',
  '', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '', 'ž', 'Ÿ',
];

/** Decodes a file's bytes chunk by chunk; `decode` returns the text and the invalid byte runs of the chunk. */
export class ByteDecoder {
  #pending: Buffer = Buffer.alloc(0);
  /** File offset of the first byte not yet decoded. */
  #byte: number;
  /** Characters (UTF-16 code units) of text returned so far. */
  #char = 0;

  constructor(
    readonly encoding: Encoding,
    firstByte = 0,
  ) {
    this.#byte = firstByte;
  }

  decode(chunk: Buffer, final = false): { text: string; invalid: InvalidBytes[] } {
    const buf = this.#pending.length > 0 ? Buffer.concat([this.#pending, chunk]) : chunk;
    const end = this.encoding === 'UTF-8' && !final ? completeUtf8(buf) : buf.length;
    this.#pending = Buffer.from(buf.subarray(end));
    const body = buf.subarray(0, end);
    const out = this.encoding === 'UTF-8' ? this.#utf8(body) : this.#singleByte(body);
    this.#byte += end;
    this.#char += out.text.length;
    return out;
  }

  #mark(body: Buffer, from: number, to: number, char: number): InvalidBytes {
    return { char, byte: this.#byte + from, bytes: [...body.subarray(from, Math.min(to, from + 8))], encoding: this.encoding };
  }

  #utf8(body: Buffer): { text: string; invalid: InvalidBytes[] } {
    if (isUtf8(body)) return { text: body.toString('utf8'), invalid: [] };
    const parts: string[] = [];
    const invalid: InvalidBytes[] = [];
    let chars = this.#char;
    let run = 0;
    let i = 0;
    while (i < body.length) {
      const n = utf8SequenceLength(body, i);
      if (n > 0) {
        i += n;
        continue;
      }
      const valid = body.toString('utf8', run, i);
      parts.push(valid, '\uFFFD');
      chars += valid.length;
      const from = i;
      while (i < body.length && utf8SequenceLength(body, i) === 0) i++;
      invalid.push(this.#mark(body, from, i, chars));
      chars += 1;
      run = i;
    }
    parts.push(body.toString('utf8', run));
    return { text: parts.join(''), invalid };
  }

  #singleByte(body: Buffer): { text: string; invalid: InvalidBytes[] } {
    const invalid: InvalidBytes[] = [];
    const latin1 = body.toString('latin1');
    if (this.encoding === 'ISO-8859-1') return { text: latin1, invalid };
    // One character per byte, so the character offset of a byte is its offset in the chunk.
    const re = this.encoding === 'US-ASCII' ? /[\x80-\xff]/g : /[\x80-\x9f]/g;
    const text = latin1.replace(re, (c, at: number) => {
      const mapped = this.encoding === 'windows-1252' ? (CP1252[c.charCodeAt(0) - 0x80] ?? '') : '';
      if (mapped) return mapped;
      invalid.push(this.#mark(body, at, at + 1, this.#char + at));
      return '\uFFFD';
    });
    return { text, invalid };
  }
}

/** Length of the valid UTF-8 sequence at `i` (1-4), or 0 when the byte there does not start one. */
function utf8SequenceLength(b: Buffer, i: number): number {
  const c = b[i] ?? 0;
  if (c < 0x80) return 1;
  let n: number;
  let lo = 0x80;
  let hi = 0xbf;
  if (c >= 0xc2 && c <= 0xdf) n = 2;
  else if (c >= 0xe0 && c <= 0xef) {
    n = 3;
    if (c === 0xe0) lo = 0xa0;
    if (c === 0xed) hi = 0x9f; // no UTF-16 surrogates
  } else if (c >= 0xf0 && c <= 0xf4) {
    n = 4;
    if (c === 0xf0) lo = 0x90;
    if (c === 0xf4) hi = 0x8f;
  } else return 0;
  if (i + n > b.length) return 0;
  for (let k = 1; k < n; k++) {
    const x = b[i + k] ?? 0;
    if (x < (k === 1 ? lo : 0x80) || x > (k === 1 ? hi : 0xbf)) return 0;
  }
  return n;
}

/** Bytes of `buf` up to the start of a sequence cut by the chunk's end (kept for the next chunk). */
function completeUtf8(buf: Buffer): number {
  for (let k = 1; k <= Math.min(3, buf.length); k++) {
    const b = buf[buf.length - k] ?? 0;
    if ((b & 0xc0) === 0x80) continue;
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > k ? buf.length - k : buf.length;
  }
  return buf.length;
}

/** "invalid UTF-8 bytes at byte 12345 (0xE9 0x6B)" (+ how many more runs) for a record's failure. */
export function describeInvalid(marks: InvalidBytes[], where = ''): string {
  const [first] = marks;
  if (!first) return '';
  const hex = first.bytes.map((b) => `0x${b.toString(16).toUpperCase().padStart(2, '0')}`).join(' ');
  const more = marks.length > 1 ? ` and ${marks.length - 1} more place${marks.length > 2 ? 's' : ''}` : '';
  const hint =
    first.encoding === 'UTF-8'
      ? ': not UTF-8 text (is the file ISO-8859-1 or windows-1252? declare it, e.g. <?xml version="1.0" encoding="ISO-8859-1"?>, or convert the file to UTF-8)'
      : '';
  return `invalid ${first.encoding} bytes at byte ${first.byte} (${hex})${more}${where}${hint}`;
}
