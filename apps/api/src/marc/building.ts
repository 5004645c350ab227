// A MARCXML record while its elements are read (marcxml.ts turns saxes's events into these calls):
// which MARC element may hold which, the checks on their attributes, and where each value goes.
import type { InvalidBytes } from './decode';
import { checkDataTag, checkRecord, isControlTag, reasonOf, type ControlField, type DataField, type Field, type MarcRecord, type Subfield } from './record';

/** Which MARC element may hold which. */
const CHILDREN: Record<string, string[]> = { record: ['leader', 'controlfield', 'datafield'], datafield: ['subfield'] };
export const MARC_ELEMENTS = new Set(['record', 'leader', 'controlfield', 'datafield', 'subfield']);
/** Elements whose text is a value (all others may hold whitespace only). */
const VALUED = new Set(['leader', 'controlfield', 'subfield']);

export interface Open {
  local: string;
  line: number;
}

/** The record being read. `error`: the first reason it fails (it is still read to its end tag). */
export interface Building {
  position: number;
  line: number;
  /** Depth of the <record> element in the document (1 = root). */
  depth: number;
  leader: string | null;
  fields: Field[];
  /** The open data field (its subfields go there). */
  datafield: DataField | null;
  /** The open control field or subfield, whose value is `text` at its end tag. */
  target: ControlField | Subfield | null;
  text: string;
  /** Elements open inside the record. */
  open: Open[];
  error: string | null;
  /** Bytes of the record that did not decode. */
  invalid: InvalidBytes[];
}

export const newRecord = (position: number, line: number, depth: number, error: string | null): Building => ({
  position,
  line,
  depth,
  leader: null,
  fields: [],
  datafield: null,
  target: null,
  text: '',
  open: [],
  error,
  invalid: [],
});

const snippet = (s: string): string => {
  const t = s.trim().replace(/\s+/g, ' ');
  return t.length > 30 ? `${t.slice(0, 30)}…` : t;
};

/**
 * An element opens inside the record: `local` is its MARC name, or null for an element of another
 * namespace (`name` as written). Sets `r.error` when it does not belong there or its attributes are wrong.
 */
export function openElement(r: Building, local: string | null, name: string, attr: (name: string) => string | undefined, line: number): void {
  const parent = r.open.at(-1)?.local ?? 'record';
  r.open.push({ local: local ?? name, line });
  if (r.error) return;
  try {
    if (local === null || !(CHILDREN[parent] ?? []).includes(local)) throw new Error(`unexpected element <${name}> inside <${parent}>`);
    r.text = '';
    if (local === 'leader') {
      if (r.leader !== null) throw new Error('more than one <leader>');
    } else if (local === 'controlfield') {
      const tag = attr('tag');
      if (tag === undefined) throw new Error('<controlfield> without a tag attribute');
      if (!isControlTag(tag)) throw new Error(`controlfield tag must be 001-009, found "${tag}"`);
      r.target = { tag, value: '' };
      r.fields.push(r.target);
    } else if (local === 'datafield') {
      const tag = attr('tag');
      if (tag === undefined) throw new Error('<datafield> without a tag attribute');
      checkDataTag(tag);
      const ind = (n: string) => {
        const v = attr(n);
        if (v === undefined) throw new Error(`datafield ${tag} has no ${n} attribute`);
        if (v.length !== 1) throw new Error(`datafield ${tag}: ${n} must be one character, found "${v}"`);
        return v;
      };
      r.datafield = { tag, ind1: ind('ind1'), ind2: ind('ind2'), subfields: [] };
      r.fields.push(r.datafield);
    } else if (local === 'subfield') {
      const code = attr('code');
      const where = ` (datafield ${r.datafield?.tag})`;
      if (code === undefined) throw new Error(`<subfield> without a code attribute${where}`);
      if (code.length !== 1) throw new Error(`subfield code must be one character, found "${code}"${where}`);
      r.target = { code, value: '' };
      r.datafield?.subfields.push(r.target);
    }
  } catch (e) {
    r.error = reasonOf(e);
  }
}

/** Text (or CDATA) inside the record: a value, or whitespace between elements. */
export function addText(r: Building, t: string): void {
  if (r.error) return;
  const local = r.open.at(-1)?.local ?? 'record';
  if (VALUED.has(local)) r.text += t;
  else if (t.trim()) r.error = `unexpected text "${snippet(t)}" inside <${local}>`;
}

/** An element inside the record closes; returns it. */
export function closeElement(r: Building): Open | undefined {
  const open = r.open.pop();
  if (r.error || !open) return open;
  if (open.local === 'leader') r.leader = r.text;
  else if (r.target) r.target.value = r.text;
  else if (open.local === 'datafield') r.datafield = null;
  r.target = null;
  return open;
}

/** </record>: the record, or sets `r.error`. */
export function finishRecord(r: Building): MarcRecord | null {
  if (r.error || r.invalid.length > 0) return null;
  const record = { leader: r.leader ?? '', fields: r.fields };
  try {
    checkRecord(record);
    return record;
  } catch (e) {
    r.error = reasonOf(e);
    return null;
  }
}
