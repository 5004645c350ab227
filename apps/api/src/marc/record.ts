// The MARC record as the importer, the database (titulos.registro, autoridades.registro) and the
// exports see it, whatever it was read from (MARCXML or ISO 2709), and the rules every record read must follow.

/** The MARCXML namespace (MARC 21 slim schema). */
export const MARC_NS = 'http://www.loc.gov/MARC21/slim';

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
  /**
   * 1-based position of the record in the file; 0 when the failure is the file's, not one record's
   * (unreadable file, unsupported encoding, invalid bytes outside any record).
   */
  position: number;
  /** 1-based line where the record starts (MARCXML); 0 for ISO 2709. */
  line: number;
  /** Byte offset where the record starts (ISO 2709). */
  offset?: number;
  reason: string;
}

export interface ReadRecord {
  position: number;
  line: number;
  record: MarcRecord;
}

/** What the streaming readers yield, in file order: a record read, or a failure. */
export type ReadItem = ReadRecord | { failure: RecordFailure };

export interface ReadResult {
  records: ReadRecord[];
  failures: RecordFailure[];
}

/** Records and failures apart (for the readers that collect a whole file). */
export function splitItems(items: Iterable<ReadItem>): ReadResult {
  const result: ReadResult = { records: [], failures: [] };
  for (const item of items) {
    if ('failure' in item) result.failures.push(item.failure);
    else result.records.push(item);
  }
  return result;
}

/** Control fields are 001-009 (MARC 21; MARCXML's schema: 00[1-9A-Za-z]). */
export const isControlTag = (tag: string): boolean => /^00[1-9A-Za-z]$/.test(tag);
const DATA_TAG = /^[0-9A-Za-z]{3}$/;

/** Throws with a readable reason when `tag` cannot be a data field's tag. */
export function checkDataTag(tag: string): void {
  if (!DATA_TAG.test(tag)) throw new Error(`invalid tag "${tag}" (three letters or digits expected)`);
  if (isControlTag(tag) || tag === '000') throw new Error(`tag ${tag} is a control field's, not a data field's`);
}

/** Throws with a readable reason when the record lacks what every import relies on. */
export function checkRecord(r: MarcRecord): void {
  if (r.leader.length !== 24) throw new Error(`leader must have 24 characters (found ${r.leader.length})`);
  if (!r.fields.some(isDataField)) throw new Error('record has no data fields');
}

/** The message of anything thrown. */
export const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
