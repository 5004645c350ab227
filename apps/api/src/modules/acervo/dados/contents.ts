import type { ItemSumario } from '@estante/api-contract';
import { isDataField, type DataField, type MarcRecord } from '../../../marc/record';

/** A 505 entry before it is numbered. */
type Entry = Omit<ItemSumario, 'ordem'>;

/**
 * An entry's text without the punctuation that joined it to the next one (" --", " ;", " :", " /",
 * a final period after a word of more than three letters: "Au lecteur." but not "Jr." or "v. 2.").
 */
export function cleanEntry(text: string): string {
  let t = text.replace(/\s+/g, ' ').trim();
  for (;;) {
    const before = t;
    t = t.replace(/\s*(--|[;,:/=+])\s*$/u, '').trim();
    if (/[\p{L}\p{N})\]'"»”]{4,}\.$/u.test(t) || /\)\.$/u.test(t)) t = t.slice(0, -1);
    if (t === before) return t;
  }
}

/** "Title / responsibility" → its two parts (the first " / " separates them). */
function entryOf(text: string, grupo: string | null): Entry | null {
  const cleaned = cleanEntry(text);
  if (!cleaned) return null;
  const slash = cleaned.indexOf(' / ');
  const titulo = cleanEntry(slash > 0 ? cleaned.slice(0, slash) : cleaned);
  const autores = slash > 0 ? cleanEntry(cleaned.slice(slash + 3)) || null : null;
  return titulo ? { titulo, autores, paginas: null, grupo } : null;
}

/**
 * The entries of a formatted contents note's free text (505 $a): separated by "--" (the MARC 21
 * convention, with or without spaces), else by ";" (as some catalogues write them), else one entry.
 * A machine-generated note's label is not an entry.
 */
export function splitContents(text: string, grupo: string | null = null): Entry[] {
  const t = text.replace(/^\s*machine[- ]generated contents note:?\s*/i, '');
  const parts = t.includes('--') ? t.split(/\s*--\s*/) : /;\s/.test(t) ? t.split(/\s*;\s+/) : [t];
  return parts.map((p) => entryOf(p, grupo)).filter((e): e is Entry => e !== null);
}

/** The group a 505 $g before its entries names ("Т. 2 (1988; 670 с.: цв. ил.) :" → without the colon). */
const groupOf = (value: string) => cleanEntry(value) || null;

/**
 * One enhanced 505 (second indicator 0): each $t an entry, its $r the responsibility, a $g before
 * entries the group of those that follow, a $g after an entry its pages or other detail, a $a free
 * text split as in a basic note.
 */
function enhanced(field: DataField): Entry[] {
  const out: Entry[] = [];
  let grupo: string | null = null;
  let current: Entry | undefined;
  field.subfields.forEach((sf, i) => {
    const next = field.subfields[i + 1]?.code;
    if (sf.code === 't') {
      const e = entryOf(sf.value, grupo);
      if (e) out.push((current = e));
    } else if (sf.code === 'r' && current) {
      const r = cleanEntry(sf.value);
      if (r) current.autores = current.autores ? `${current.autores}; ${r}` : r;
    } else if (sf.code === 'g') {
      if (current && next !== 't' && next !== 'a') {
        const detail = cleanEntry(sf.value);
        if (detail) current.paginas = current.paginas ? `${current.paginas} ${detail}` : detail;
      } else {
        grupo = groupOf(sf.value);
        current = undefined;
      }
    } else if (sf.code === 'a') {
      const entries = splitContents(sf.value, grupo);
      out.push(...entries);
      current = entries.at(-1);
    }
  });
  return out;
}

/**
 * The record's formatted contents notes (every 505, in record order; a continuation 505 — first
 * indicator 8 — goes on numbering) as numbered entries, and whether a note says it is incomplete
 * (first indicator 1) or partial (2).
 */
export function contentsNote(record: MarcRecord): { parcial: boolean; itens: ItemSumario[] } {
  const fields = record.fields.filter(isDataField).filter((f) => f.tag === '505');
  const entries: Entry[] = [];
  for (const f of fields) {
    const isEnhanced = f.ind2 === '0' || f.subfields.some((s) => s.code === 't' || s.code === 'r');
    entries.push(...(isEnhanced ? enhanced(f) : f.subfields.filter((s) => s.code === 'a').flatMap((s) => splitContents(s.value))));
  }
  return { parcial: fields.some((f) => f.ind1 === '1' || f.ind1 === '2'), itens: entries.map((e, i) => ({ ordem: i + 1, ...e })) };
}
