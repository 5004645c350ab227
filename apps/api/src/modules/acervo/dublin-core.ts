import type { DublinCoreElemento } from '@estante/api-contract';
import { headingOf } from '../../marc/map';
import { isDataField, type DataField, type MarcRecord } from '../../marc/read';
import { trimIsbd } from '../../marc/text';
import { escapeText } from '../../marc/write';

const ORDER = ['title', 'creator', 'contributor', 'subject', 'coverage', 'description', 'publisher', 'date', 'type', 'format', 'identifier', 'language', 'relation', 'source', 'rights'];

/** Leader/06 to the DCMI Type Vocabulary (LC crosswalk). */
const DCMI_TYPE: Record<string, string> = {
  a: 'Text',
  c: 'Text',
  d: 'Text',
  t: 'Text',
  e: 'Image',
  f: 'Image',
  g: 'Image',
  k: 'Image',
  i: 'Sound',
  j: 'Sound',
  m: 'Software',
  o: 'Collection',
  p: 'Collection',
  r: 'PhysicalObject',
};

const text = (f: DataField, codes: string | null): string =>
  trimIsbd(
    f.subfields
      .filter((s) => codes === null || codes.includes(s.code))
      .map((s) => s.value.trim())
      .filter(Boolean)
      .join(' '),
  );

/**
 * Dublin Core (simple) from a MARC record, after the Library of Congress MARC to Dublin Core
 * crosswalk. `ano` and `idioma` are the title's stored year (008/07-10, else 260/264 $c) and language.
 */
export function dublinCore(r: MarcRecord, ano: string | null, idioma: string | null): DublinCoreElemento[] {
  const out: { el: string; valor: string }[] = [];
  const add = (el: string, valor: string | null | undefined) => {
    const v = valor?.trim();
    if (v && !out.some((o) => o.el === el && o.valor === v)) out.push({ el, valor: v });
  };
  for (const f of r.fields) {
    if (!isDataField(f)) continue;
    const tag = f.tag;
    const n = Number(tag);
    if (tag === '245') add('title', text(f, 'abfgknps'));
    else if (tag === '246') add('title', text(f, 'abnp'));
    else if (/^1(00|10|11)$/.test(tag)) add('creator', headingOf(f).texto);
    else if (/^7(00|10|11|20)$/.test(tag)) add('contributor', headingOf(f).texto);
    else if (/^6(00|10|11|30|50)$/.test(tag)) add('subject', headingOf(f).texto);
    else if (tag === '653') add('subject', text(f, 'a'));
    else if (tag === '050' || tag === '082') add('subject', text(f, 'ab'));
    else if (tag === '651' || tag === '662' || tag === '751' || tag === '752') add('coverage', text(f, null));
    else if (tag === '260' || tag === '264') add('publisher', [text(f, 'a'), text(f, 'b')].filter(Boolean).join(': '));
    else if (tag === '655') add('type', text(f, 'a'));
    else if (tag === '300') add('format', text(f, 'abce'));
    else if (tag === '340') add('format', text(f, 'a'));
    else if (tag === '020' || tag === '022' || tag === '024') add('identifier', text(f, 'a'));
    else if (tag === '856') {
      for (const s of f.subfields) {
        if (s.code === 'u') add('identifier', s.value);
        if (s.code === 'q') add('format', s.value);
      }
    } else if (tag === '041') {
      for (const s of f.subfields) if ('abdefghj'.includes(s.code)) for (const code of s.value.match(/[a-z]{3}/g) ?? []) add('language', code);
    } else if (tag === '546') add('language', text(f, 'ab'));
    else if (tag === '506' || tag === '540') add('rights', text(f, null));
    else if (tag === '530') add('relation', text(f, null));
    else if (tag === '534') add('source', text(f, 't'));
    else if (n >= 760 && n <= 787) add(tag === '786' ? 'source' : 'relation', text(f, 'ot'));
    else if (tag.startsWith('5')) add('description', text(f, null));
  }
  add('date', ano);
  add('type', DCMI_TYPE[r.leader.charAt(6)] ?? null);
  if ('cs'.includes(r.leader.charAt(7)) && r.leader.charAt(7) !== '') add('type', 'Collection');
  if (idioma) out.unshift(...(out.some((o) => o.el === 'language' && o.valor === idioma) ? [] : [{ el: 'language', valor: idioma }]));
  return out
    .map((o, i) => ({ ...o, i }))
    .sort((a, b) => ORDER.indexOf(a.el) - ORDER.indexOf(b.el) || a.i - b.i)
    .map((o) => ({ elemento: `dc.${o.el}`, valor: o.valor }));
}

const OAI_DC = 'http://www.openarchives.org/OAI/2.0/oai_dc/';
const DC = 'http://purl.org/dc/elements/1.1/';

/** The elements in the OAI-PMH oai_dc container (UTF-8 XML, every value escaped), in their order. */
export function oaiDcXml(elements: readonly DublinCoreElemento[]): string {
  const lines = elements.map((e) => {
    const name = `dc:${e.elemento.replace(/^dc\./, '')}`;
    return `  <${name}>${escapeText(e.valor)}</${name}>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<oai_dc:dc xmlns:oai_dc="${OAI_DC}" xmlns:dc="${DC}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${OAI_DC} http://www.openarchives.org/OAI/2.0/oai_dc.xsd">`,
    ...lines,
    '</oai_dc:dc>',
    '',
  ].join('\n');
}
