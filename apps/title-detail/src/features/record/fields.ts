import type { AcervoResponse } from '@estante/api-contract';

export interface DisplayField {
  readonly tag: string;
  /** i18n key of the field's label */
  readonly labelKey: string;
  readonly values: readonly string[];
}

const labelled = new Set([
  '020', '022', '041', '050', '082', '090', '092', '100', '110', '111', '130', '240', '245', '246', '250', '260', '264',
  '300', '490', '500', '504', '505', '520', '600', '610', '650', '651', '700', '710', '711', '830', '856',
]);

function labelKey(tag: string): string {
  if (labelled.has(tag)) return `titleDetail.tags.${tag}`;
  if (tag.startsWith('5')) return 'titleDetail.tags.5xx';
  if (tag.startsWith('6')) return 'titleDetail.tags.6xx';
  if (tag.startsWith('7')) return 'titleDetail.tags.7xx';
  return 'titleDetail.tags.other';
}

/** One display row per MARC tag, each occurrence's subfields joined as a catalogue shows them. */
export function displayFields(record: AcervoResponse): DisplayField[] {
  return record.campos.map((campo) => ({
    tag: campo.ordem,
    labelKey: labelKey(campo.ordem),
    values: campo.detalhes
      // numeric subfields ($0 $2 $5 $6 $8 $9…) are control data (source, linkage), not display text
      .map((d) => d.descricao.filter((_, i) => !/^\d$/.test(d._secao[i] ?? '')).map((v) => v.trim()).filter(Boolean).join(' '))
      .filter((v) => v.length > 0),
  })).filter((f) => f.values.length > 0);
}

type Detail = AcervoResponse['campos'][number]['detalhes'][number];

/** ISBD punctuation before a subfield of a publication statement, for records catalogued without it. */
const PUBLICATION_SEPARATOR: Readonly<Record<string, string>> = { b: ' : ', c: ', ' };

/** The display text of an occurrence: its non-numeric subfields (or only `codes`), joined (`separators` where the record has no punctuation). */
function textOf(d: Detail, codes?: string, separators: Readonly<Record<string, string>> = {}): string {
  let out = '';
  d.descricao.forEach((raw, i) => {
    const code = d._secao[i] ?? '';
    const v = raw.trim();
    if (!v || /^\d$/.test(code) || (codes !== undefined && !codes.includes(code))) return;
    if (!out) out = v;
    else out += /[:;,/=.]$/.test(out) ? ` ${v}` : `${separators[code] ?? ' '}${v}`;
  });
  return out;
}

/** A heading without the ISBD punctuation that ends it in the record ("Assis, Machado de, 1839-1908." → "… 1839-1908"). */
export const bare = (s: string): string => s.replace(/[\s.,:;/=]+$/, '').trim();

/** A name or subject heading of the title, with its authority (null when the record links none). */
export interface Heading {
  readonly label: string;
  readonly cod: number | null;
  readonly kind: 'person' | 'organization' | 'meeting' | 'title' | 'topic' | 'place' | 'genre';
}

const AUTHOR_KIND: Readonly<Record<string, Heading['kind']>> = {
  '100': 'person', '700': 'person', '110': 'organization', '710': 'organization', '111': 'meeting', '711': 'meeting',
};
const SUBJECT_KIND: Readonly<Record<string, Heading['kind']>> = {
  '600': 'person', '610': 'organization', '611': 'meeting', '630': 'title', '650': 'topic', '651': 'place', '655': 'genre',
};

/** One row of the title's details: its label and its values. */
export interface DetailRow {
  readonly key: string;
  readonly labelKey: string;
  readonly values: readonly string[];
  /**
   * Transcribed from the item (edition, publication, series, other titles, the contents note), so
   * in the record's language, not the cataloguer's: the page marks it with `lang`.
   */
  readonly transcribed?: true;
}

/** The rows whose text is the item's own, in its language (ISBD transcription; the 505 contents note). */
const TRANSCRIBED = new Set(['edition', 'publication', 'series', 'otherTitles', 'note-505']);

/** What the title page shows of the record, grouped. */
export interface PageFields {
  /** 245 $c */
  readonly responsibility: string | null;
  readonly authors: readonly Heading[];
  readonly subjects: readonly Heading[];
  /** Edition, publication, physical description, call numbers, ISBN/ISSN, series, other titles, notes — in that order. */
  readonly details: readonly DetailRow[];
  readonly isbn: readonly string[];
  readonly issn: readonly string[];
  /** 260/264 $b of the first publication statement. */
  readonly publisher: string | null;
}

const occurrences = (record: AcervoResponse, tags: RegExp): { tag: string; d: Detail }[] =>
  record.campos.filter((c) => tags.test(c.ordem)).flatMap((c) => c.detalhes.map((d) => ({ tag: c.ordem, d })));

const texts = (record: AcervoResponse, tags: RegExp, codes?: string, separators?: Readonly<Record<string, string>>): string[] =>
  occurrences(record, tags).map(({ d }) => textOf(d, codes, separators)).filter(Boolean);

function headings(record: AcervoResponse, kinds: Readonly<Record<string, Heading['kind']>>, codes?: string): Heading[] {
  const seen = new Set<string>();
  const out: Heading[] = [];
  for (const { tag, d } of occurrences(record, new RegExp(`^(${Object.keys(kinds).join('|')})$`))) {
    const label = bare(subjectText(d, codes));
    const key = label.toLowerCase();
    if (!label || seen.has(key)) continue;
    seen.add(key);
    out.push({ label, cod: d.cod_autoridade.find((c): c is number => c !== null) ?? null, kind: kinds[tag] ?? 'topic' });
  }
  return out;
}

/** Subject subdivisions ($v $x $y $z) read as "Jazz -- History -- 20th century". */
function subjectText(d: Detail, codes?: string): string {
  const parts: string[] = [];
  d.descricao.forEach((v, i) => {
    const code = d._secao[i] ?? '';
    const value = v.trim();
    if (!value || /^\d$/.test(code) || (codes !== undefined && !codes.includes(code))) return;
    if ('vxyz'.includes(code) && parts.length > 0) parts.push(`-- ${bare(value)}`);
    else parts.push(value);
  });
  return parts.join(' ').replace(/\s+--/g, ' --');
}

const ROWS: readonly { key: string; tags: RegExp; labelKey: string; codes?: string; separators?: Readonly<Record<string, string>> }[] = [
  { key: 'edition', tags: /^250$/, labelKey: 'titleDetail.tags.250' },
  { key: 'publication', tags: /^26[04]$/, labelKey: 'titleDetail.tags.260', codes: 'abc', separators: PUBLICATION_SEPARATOR },
  { key: 'physical', tags: /^300$/, labelKey: 'titleDetail.tags.300' },
  { key: 'callNumber', tags: /^09[02]$/, labelKey: 'titleDetail.tags.090' },
  { key: 'lc', tags: /^050$/, labelKey: 'titleDetail.tags.050', codes: 'ab' },
  { key: 'ddc', tags: /^082$/, labelKey: 'titleDetail.tags.082', codes: 'ab' },
  { key: 'isbn', tags: /^020$/, labelKey: 'titleDetail.tags.020', codes: 'aq' },
  { key: 'issn', tags: /^022$/, labelKey: 'titleDetail.tags.022', codes: 'a' },
  { key: 'series', tags: /^(440|490|8[013]0|811)$/, labelKey: 'titleDetail.tags.490' },
  { key: 'otherTitles', tags: /^246$/, labelKey: 'titleDetail.tags.246', codes: 'abnp' },
];

/** The record as a title page shows it: responsibility, linked authors and subjects, the details in catalogue order, notes by tag. */
export function pageFields(record: AcervoResponse): PageFields {
  const details: DetailRow[] = [];
  for (const row of ROWS) {
    const values = [...new Set(texts(record, row.tags, row.codes, row.separators).map((v) => (row.key === 'series' ? bare(v) : v)))];
    if (values.length) details.push({ key: row.key, labelKey: row.labelKey, values, ...(TRANSCRIBED.has(row.key) ? { transcribed: true as const } : {}) });
  }
  // One "Notas" row: the general note (500) and every note without a label of its own, in tag order.
  const general: string[] = [];
  for (const campo of record.campos.filter((c) => /^5\d\d$/.test(c.ordem))) {
    const values = campo.detalhes.map((d) => textOf(d)).filter(Boolean);
    if (!values.length) continue;
    const key = labelKey(campo.ordem);
    if (key !== 'titleDetail.tags.500' && key !== 'titleDetail.tags.5xx') {
      details.push({ key: `note-${campo.ordem}`, labelKey: key, values, ...(TRANSCRIBED.has(`note-${campo.ordem}`) ? { transcribed: true as const } : {}) });
      continue;
    }
    // The row takes its place at the first of them; the later ones add to it.
    if (general.length === 0) details.push({ key: 'note-500', labelKey: 'titleDetail.tags.500', values: general });
    general.push(...values);
  }
  const [responsibility] = texts(record, /^245$/, 'c');
  const [publisher] = texts(record, /^26[04]$/, 'b');
  return {
    responsibility: responsibility ? bare(responsibility) : null,
    authors: headings(record, AUTHOR_KIND, 'abcdq'),
    subjects: headings(record, SUBJECT_KIND),
    details,
    isbn: texts(record, /^020$/, 'a').map((v) => v.split(/\s/)[0] ?? v).filter(Boolean),
    issn: texts(record, /^022$/, 'a'),
    publisher: publisher ? bare(publisher) : null,
  };
}
