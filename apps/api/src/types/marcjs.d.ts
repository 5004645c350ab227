// marcjs ships no types: only the parts the importer uses.
declare module 'marcjs' {
  /** [tag, value] for a control field; [tag, indicators, code, value, code, value, ...] for a data field. */
  export type MarcjsField = string[];
  export class Record {
    leader: string;
    fields: MarcjsField[];
  }
  export const Marc: {
    parse(raw: string, type: 'marcxml' | 'iso2709' | 'mij'): Record;
  };
}
