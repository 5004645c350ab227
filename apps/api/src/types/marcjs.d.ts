// marcjs ships no types: only the parts the importer uses.
declare module 'marcjs' {
  /** [tag, value] for a control field; [tag, indicators, code, value, code, value, ...] for a data field. */
  export type MarcjsField = string[];
  export class Record {
    leader: string;
    fields: MarcjsField[];
  }
  export const Marc: {
    /** iso2709 reads a Buffer (byte offsets), the others a string. */
    parse(raw: string | Buffer, type: 'marcxml' | 'iso2709' | 'mij'): Record;
    /** iso2709 returns the record as a string (UTF-8 when written out). */
    format(record: Record, type: 'marcxml' | 'iso2709' | 'mij' | 'text' | 'json'): string;
  };
}
