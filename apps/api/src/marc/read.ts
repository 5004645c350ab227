// Reading MARC 21 files: MARCXML (saxes, see marcxml.ts; bytes decoded by decode.ts) or ISO 2709
// (iso2709.ts). `streamMarcFile` reads a file in chunks and yields its records and failures in file
// order, so memory does not grow with the file; the other readers collect what it yields.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { ByteDecoder, sniffEncoding } from './decode';
import { Iso2709Reader } from './iso2709';
import { MarcXmlReader } from './marcxml';
import { reasonOf, splitItems, type ReadItem, type ReadResult } from './record';

export {
  isDataField,
  type ControlField,
  type DataField,
  type Field,
  type MarcRecord,
  type ReadItem,
  type ReadRecord,
  type ReadResult,
  type RecordFailure,
  type Subfield,
} from './record';
export { readIso2709 } from './iso2709';

/** MARC 21 in ISO 2709 (binary "MARC communications format"), by file name. */
export const ISO2709_EXTENSIONS = ['.mrc', '.iso', '.marc'];
export const MARC_EXTENSIONS = ['.xml', ...ISO2709_EXTENSIONS];

export type MarcFormat = 'marcxml' | 'iso2709';

/** Bytes read at a time. */
const CHUNK = 64 * 1024;
/** Bytes looked at to tell the format and the XML declaration's encoding. */
const HEAD = 1024;

/**
 * Reads a MARC file chunk by chunk, yielding each record read or failure in file order. The format
 * comes from the extension (ISO2709_EXTENSIONS, .xml), else from the first bytes (MARCXML starts
 * with "<"). Failures that are the file's rather than a record's (unsupported encoding, invalid bytes
 * outside any record, an XML error that stops the reading) have position 0. Throws when the file
 * cannot be read.
 */
export async function* streamMarcFile(file: string, format?: MarcFormat): AsyncGenerator<ReadItem, void, undefined> {
  const head = await readHead(file);
  const ext = path.extname(file).toLowerCase();
  const iso =
    format === 'iso2709' ||
    (!format && (ISO2709_EXTENSIONS.includes(ext) || (ext !== '.xml' && !/^(\xef\xbb\xbf)?\s*</.test(head.toString('latin1', 0, 64)))));
  if (iso) {
    const reader = new Iso2709Reader(file);
    for await (const chunk of createReadStream(file, { highWaterMark: CHUNK })) yield* reader.write(chunk as Buffer);
    yield* reader.end();
    return;
  }
  let sniffed;
  try {
    sniffed = sniffEncoding(head);
  } catch (e) {
    yield { failure: { file, position: 0, line: 0, reason: reasonOf(e) } };
    return;
  }
  const decoder = new ByteDecoder(sniffed.encoding, sniffed.bom);
  const reader = new MarcXmlReader(file);
  for await (const chunk of createReadStream(file, { start: sniffed.bom, highWaterMark: CHUNK })) {
    const { text, invalid } = decoder.decode(chunk as Buffer);
    yield* reader.write(text, invalid);
    if (reader.stopped) break;
  }
  const { text, invalid } = decoder.decode(Buffer.alloc(0), true);
  yield* reader.write(text, invalid);
  yield* reader.end();
}

async function readHead(file: string): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(HEAD);
    const { bytesRead } = await fh.read(buf, 0, HEAD, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

async function collect(items: AsyncIterable<ReadItem>): Promise<ReadResult> {
  const all: ReadItem[] = [];
  for await (const item of items) all.push(item);
  return splitItems(all);
}

/** MARCXML or ISO 2709 (as streamMarcFile decides), collected in memory. */
export function readMarcFile(file: string): Promise<ReadResult> {
  return collect(streamMarcFile(file));
}

/** A MARCXML file, whatever its name, collected in memory. */
export function readMarcXmlFile(file: string): Promise<ReadResult> {
  return collect(streamMarcFile(file, 'marcxml'));
}

/** MARCXML already decoded to a string (so no byte is invalid); `file` names it in failures. */
export function readMarcXml(xml: string, file: string): ReadResult {
  const reader = new MarcXmlReader(file);
  return splitItems([...reader.write(xml.replace(/^\uFEFF/, '')), ...reader.end()]);
}
