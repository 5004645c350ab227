import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import { defaultCslDir } from '../../config';
import type { Lang } from '../../plugins/lang';
import { isDataField, type DataField, type MarcRecord } from '../../marc/read';
import { trimIsbd } from '../../marc/text';

/**
 * One formatter of references for the whole server: citation-js with the Citation Style Language
 * project's styles and locales shipped in apps/api/data/csl (CSL_DIR overrides). The title page's
 * ABNT reference and the basket's ABNT and APA exports all come from here, so the same title reads
 * the same everywhere.
 */
const CSL_DIR = process.env.CSL_DIR ?? defaultCslDir();
const ABNT_STYLE = 'associacao-brasileira-de-normas-tecnicas';

/**
 * Corrections to the CSL project's files, applied as they are read (the files stay as shipped):
 * - ABNT: NBR 6023:2018 writes the surname in capitals and the given names as they are, particles in
 *   lower case ("MARCONI, M. de A."); the style also put the given names in capitals ("M. DE A."). An
 *   edition that is not a bare number is written as the document states it ("4. ed. rev. e ampl."),
 *   where the style added its own "ed." ("4.ed. rev. e ampl ed.").
 * - APA in Portuguese: APA 7's Portuguese editions read "(16. ed.)"; the pt-BR locale's ordinal "º"
 *   and short "ed" gave "(16º ed)". ABNT writes editions as numbers ("8. ed."), so it is unaffected.
 */
const abntStyle = (xml: string) => xml.replaceAll('<name-part name="given" text-case="uppercase"/>', '').replace('<text variable="edition" suffix=" ed."/>', '<text variable="edition"/>');
const portugueseLocale = (xml: string) =>
  xml
    .replace(/<term name="edition" form="short">ed<\/term>/, '<term name="edition" form="short">ed.</term>')
    .replace(/<term name="ordinal">º<\/term>/, '<term name="ordinal">.</term>')
    .replace(/\s*<term name="ordinal-01"[^>]*>[^<]*<\/term>/g, '');
const LOCALE: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

let registered = false;
/** Registers the ABNT style and the pt-BR and es-ES locales with citation-js once (en-US is built in). */
function register(): void {
  if (registered) return;
  const config = plugins.config.get('@csl');
  const read = (...parts: string[]) => readFileSync(path.join(CSL_DIR, ...parts), 'utf8');
  if (!config.templates.has('abnt')) config.templates.add('abnt', abntStyle(read('styles', `${ABNT_STYLE}.csl`)));
  if (!config.locales.has('pt-BR')) config.locales.add('pt-BR', portugueseLocale(read('locales', 'locales-pt-BR.xml')));
  if (!config.locales.has('es-ES')) config.locales.add('es-ES', read('locales', 'locales-es-ES.xml'));
  registered = true;
}

/** What a reference is built from: the stored record and the columns mapped from it. */
export interface CitableTitle {
  cod_acervo: number;
  obra: string;
  cod_tipo_obra: number;
  idioma: string | null;
  registro: MarcRecord;
  edicao: string | null;
  local_publicacao: string | null;
  editora: string | null;
  ano_publicacao: string | null;
  descricao_fisica: string | null;
  series: string[];
  isbn: string[];
  issn: string[];
}

/** The columns of `titulos` a CitableTitle reads (for SELECT lists). */
export const CITABLE_COLUMNS = 'cod_acervo, obra, cod_tipo_obra, idioma, registro, edicao, local_publicacao, editora, ano_publicacao, descricao_fisica, series, isbn, issn';

/** CSL item types by cod_tipo_obra (tipos_obra). */
const CSL_TYPE: Record<number, string> = {
  1: 'book',
  2: 'periodical',
  3: 'musical_score',
  4: 'map',
  5: 'motion_picture',
  6: 'song',
  7: 'webpage',
  8: 'graphic',
  12: 'manuscript',
};

const dataFields = (r: MarcRecord, re: RegExp): DataField[] => r.fields.filter((f): f is DataField => isDataField(f) && re.test(f.tag));
const sub = (f: DataField | undefined, code: string): string | undefined => {
  const v = f?.subfields.find((s) => s.code === code && s.value.trim())?.value;
  return v === undefined ? undefined : trimIsbd(v);
};

/** A MARC name field as a CSL name: inverted personal names split at the comma, others literal. */
function cslName(f: DataField): Record<string, string> | null {
  const a = sub(f, 'a');
  if (!a) return null;
  if (f.tag.endsWith('00') && f.ind1 === '1' && a.includes(',')) {
    const [family, ...given] = a.split(',');
    return { family: (family ?? '').trim(), given: given.join(',').trim() };
  }
  const b = f.tag.endsWith('10') ? f.subfields.filter((s) => s.code === 'b' && s.value.trim()).map((s) => trimIsbd(s.value)) : [];
  return { literal: [a, ...b].join('. ') };
}

/** "8. ed.", "2nd ed.", "3a ed", "4. éd", "5e éd." → "8", "2", "3", "4", "5" (the styles add "ed." themselves); other statements as they are. */
export function editionOf(statement: string): string {
  const m = /^\s*(\d+)\s*(?:[ªaº°]|st|nd|rd|th|e|er|re|ème)?\.?\s*(?:ed|éd|edi[çc][ãa]o|edition|édition|edición|aufl(?:age)?)(?![\p{L}])\.?\s*$/iu.exec(statement);
  return m?.[1] ?? statement;
}

/** A title as CSL-JSON (the input of every citation-js format). */
export function toCsl(t: CitableTitle): Record<string, unknown> {
  const r = t.registro;
  const f245 = dataFields(r, /^245$/)[0];
  const main = [sub(f245, 'a'), sub(f245, 'n'), sub(f245, 'p')].filter(Boolean).join('. ') || t.obra;
  const subtitle = sub(f245, 'b');
  const names = dataFields(r, /^(100|110|111|700|710|711)$/)
    .filter((f) => !f.subfields.some((s) => s.code === 't'))
    .map(cslName)
    .filter((n): n is Record<string, string> => n !== null);
  const year = /\d{4}/.exec(t.ano_publicacao ?? '')?.[0];
  const url = dataFields(r, /^856$/).map((f) => sub(f, 'u')).find(Boolean);
  const pages = /(\d+)\s*p/.exec(t.descricao_fisica ?? '')?.[1];
  return {
    id: `acervo-${t.cod_acervo}`,
    'citation-key': `acervo${t.cod_acervo}`,
    type: CSL_TYPE[t.cod_tipo_obra] ?? 'book',
    title: subtitle ? `${main}: ${subtitle}` : main,
    ...(names.length ? { author: names } : {}),
    ...(t.edicao ? { edition: editionOf(t.edicao) } : {}),
    ...(t.editora ? { publisher: t.editora.split(' ; ')[0] } : {}),
    ...(t.local_publicacao ? { 'publisher-place': t.local_publicacao.split(' ; ')[0] } : {}),
    ...(year ? { issued: { 'date-parts': [[Number(year)]] } } : {}),
    ...(t.isbn[0] ? { ISBN: t.isbn[0] } : {}),
    ...(t.issn[0] ? { ISSN: t.issn[0] } : {}),
    ...(t.series[0] ? { 'collection-title': t.series[0] } : {}),
    ...(pages ? { 'number-of-pages': pages } : {}),
    ...(t.idioma ? { language: t.idioma } : {}),
    ...(url ? { URL: url } : {}),
  };
}

/** citation-js over the titles (RIS, BibTeX and the CSL formats all start here). */
export function cite(titles: readonly CitableTitle[]): InstanceType<typeof Cite> {
  register();
  return new Cite(titles.map(toCsl));
}

/** The entries of a citation-js HTML bibliography, in order: each `<div class="csl-entry">`'s inner HTML. */
function htmlEntries(html: string): string[] {
  return [...html.matchAll(/<div\b[^>]*\bclass="csl-entry"[^>]*>([\s\S]*?)<\/div>/g)].map((m) => (m[1] ?? '').trim());
}

/** The ABNT (NBR 6023) reference of one title: plain text, and HTML with the title in <b> and the text escaped. */
export function abnt(title: CitableTitle): { referencia: string; html: string } {
  const c = cite([title]);
  const options = { template: 'abnt', lang: 'pt-BR' };
  const referencia = c.format('bibliography', { ...options, format: 'text' }).trim();
  const html = htmlEntries(c.format('bibliography', { ...options, format: 'html' }))[0] ?? '';
  return { referencia, html };
}

/** A list of references after ABNT, one per line, in the style's order (alphabetical, as NBR 6023 asks). */
export function abntList(titles: readonly CitableTitle[]): string {
  return cite(titles).format('bibliography', { format: 'text', template: 'abnt', lang: 'pt-BR' }).trim();
}

/** The APA reference of one title in the request's language: plain text, and HTML with the title in <i> and the text escaped. */
export function apaEntry(title: CitableTitle, lang: Lang): { referencia: string; html: string } {
  const c = cite([title]);
  const options = { template: 'apa', lang: LOCALE[lang] };
  const referencia = c.format('bibliography', { ...options, format: 'text' }).trim();
  const html = htmlEntries(c.format('bibliography', { ...options, format: 'html' }))[0] ?? '';
  return { referencia, html };
}

/** APA references in the request's language, one per line. */
export function apa(titles: readonly CitableTitle[], lang: Lang): string {
  return cite(titles).format('bibliography', { format: 'text', template: 'apa', lang: LOCALE[lang] }).trim();
}

/**
 * RIS (the Research Information Systems format): per title, `TY` first, one `XX  - value` line per
 * tag, `ER  - ` last, a blank line between titles. citation-js maps the fields (its RIS plugin) but
 * hard-wraps every value at 70 characters, in the middle of words; a RIS line is never wrapped, so
 * the lines are written here from the plugin's entries, each value on one line.
 */
export function ris(titles: readonly CitableTitle[]): string {
  const entries = cite(titles).format('ris', { format: 'object' }) as unknown as readonly Record<string, unknown>[];
  const line = (tag: string, value: unknown) => `${tag}  - ${String(value).replace(/\s+/g, ' ').trim()}`;
  return entries
    .map((entry) => {
      const tags = Object.entries(entry).filter(([tag]) => tag !== 'TY' && tag !== 'ER');
      return [line('TY', entry.TY), ...tags.flatMap(([tag, v]) => (Array.isArray(v) ? v : [v]).map((one) => line(tag, one))), 'ER  - '].join('\n');
    })
    .join('\n\n')
    .concat('\n');
}
