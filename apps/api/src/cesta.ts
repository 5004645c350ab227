import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-bibtex';
import { Marc, Record as MarcjsRecord } from 'marcjs';
import type { FormatoCesta } from '@estante/api-contract';
import type { Db } from './db/db';
import type { Lang } from './i18n';
import { isDataField, type DataField, type MarcRecord } from './marc/read';
import { trimIsbd } from './marc/text';
import { abntReference, type ReferenceFields } from './referencia';

/**
 * Where the CSL styles and locales of the Citation Style Language project live: Debian's
 * `citation-style-language-styles` and `-locales` packages (CSL_DIR overrides). ABNT comes from its
 * CSL style there; without it the export falls back to the server's own ABNT formatter (referencia.ts).
 */
const CSL_DIR = process.env.CSL_DIR ?? '/usr/share/citation-style-language';
const ABNT_STYLE = 'associacao-brasileira-de-normas-tecnicas';

const LOCALE: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

let cslReady: { abnt: boolean; locales: Set<string> } | null = null;
/** Registers the ABNT style and the locales with citation-js once (the files are read on first use). */
function csl(): { abnt: boolean; locales: Set<string> } {
  if (cslReady) return cslReady;
  const config = plugins.config.get('@csl');
  const stylePath = path.join(CSL_DIR, 'styles', `${ABNT_STYLE}.csl`);
  const abnt = existsSync(stylePath);
  if (abnt && !config.templates.has('abnt')) config.templates.add('abnt', readFileSync(stylePath, 'utf8'));
  const locales = new Set<string>(['en-US']);
  for (const name of Object.values(LOCALE)) {
    const file = path.join(CSL_DIR, 'locales', `locales-${name}.xml`);
    if (existsSync(file)) {
      if (!config.locales.has(name)) config.locales.add(name, readFileSync(file, 'utf8'));
      locales.add(name);
    }
  }
  cslReady = { abnt, locales };
  return cslReady;
}

/** Whether ABNT references come from the CSL style (false: the built-in formatter). */
export const abntFromCsl = (): boolean => csl().abnt;

interface StoredTitle extends ReferenceFields {
  cod_acervo: number;
  obra: string;
  cod_tipo_obra: number;
  idioma: string | null;
}

/** The titles asked for, in the order asked (unknown ids left out). */
export async function titlesForExport(db: Db, ids: readonly number[]): Promise<StoredTitle[]> {
  const rows = await db.query<StoredTitle>(
    `SELECT cod_acervo, obra, cod_tipo_obra, registro, edicao, local_publicacao, editora, ano_publicacao, descricao_fisica, series, isbn, issn, idioma
     FROM titulos WHERE cod_acervo IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)`,
    [JSON.stringify(ids)],
  );
  const byId = new Map(rows.map((r) => [r.cod_acervo, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is StoredTitle => r !== undefined);
}

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

/** "8. ed.", "2nd ed.", "3a ed" → "8", "2", "3" (the styles add "ed." themselves); other statements as they are. */
export function editionOf(statement: string): string {
  const m = /^\s*(\d+)\s*(?:[ªaº]|st|nd|rd|th)?\.?\s*(?:ed|edi[çc][ãa]o|edition|edición)\b\.?\s*$/i.exec(statement);
  return m?.[1] ?? statement;
}

/** A title as CSL-JSON (the input of every citation-js format). */
export function toCsl(t: StoredTitle): Record<string, unknown> {
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
    ...(t.descricao_fisica ? { 'number-of-pages': /(\d+)\s*p/.exec(t.descricao_fisica)?.[1] } : {}),
    ...(t.idioma ? { language: t.idioma } : {}),
    ...(url ? { URL: url } : {}),
  };
}

/** One MARCXML collection of the titles' stored records. */
function marcxml(titles: readonly StoredTitle[]): string {
  const records = titles.map((t) => {
    const rec = new MarcjsRecord();
    rec.leader = t.registro.leader;
    rec.fields = t.registro.fields.map((f) => (isDataField(f) ? [f.tag, `${f.ind1 || ' '}${f.ind2 || ' '}`, ...f.subfields.flatMap((s) => [s.code, s.value])] : [f.tag, f.value]));
    return Marc.format(rec, 'marcxml') as string;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n${records.join('\n')}\n</collection>\n`;
}

export interface ExportFile {
  arquivo: string;
  tipo_conteudo: string;
  conteudo: string;
}

/** The basket's titles in one format: a file name, its media type and its text. */
export function exportTitles(titles: readonly StoredTitle[], formato: FormatoCesta, lang: Lang): ExportFile {
  if (formato === 'marcxml') return { arquivo: 'cesta.xml', tipo_conteudo: 'application/marcxml+xml', conteudo: marcxml(titles) };
  const cite = new Cite(titles.map(toCsl));
  switch (formato) {
    case 'ris':
      return { arquivo: 'cesta.ris', tipo_conteudo: 'application/x-research-info-systems', conteudo: cite.format('ris') };
    case 'bibtex':
      return { arquivo: 'cesta.bib', tipo_conteudo: 'application/x-bibtex', conteudo: `${cite.format('bibtex').trim()}\n` };
    case 'apa': {
      const locale = csl().locales.has(LOCALE[lang]) ? LOCALE[lang] : 'en-US';
      return { arquivo: 'cesta-apa.txt', tipo_conteudo: 'text/plain; charset=utf-8', conteudo: `${cite.format('bibliography', { format: 'text', template: 'apa', lang: locale }).trim()}\n` };
    }
    case 'abnt': {
      const ready = csl();
      const conteudo = ready.abnt
        ? cite.format('bibliography', { format: 'text', template: 'abnt', lang: ready.locales.has('pt-BR') ? 'pt-BR' : 'en-US' }).trim()
        : titles.map((t) => abntReference(t).referencia).join('\n');
      return { arquivo: 'cesta-abnt.txt', tipo_conteudo: 'text/plain; charset=utf-8', conteudo: `${conteudo}\n` };
    }
  }
}

/** Most addresses one export goes to. */
export const MAX_EMAILS = 10;
// A standard e-mail pattern (SPEC.md §5): something@domain.tld, no spaces.
const EMAIL = /^[^\s@;,<>()]+@[^\s@;,<>()]+\.[^\s@;,<>()]{2,}$/;

/** `a@x.br; b@y.org` → the addresses, or the first invalid one / 'vazio' / 'muitos'. */
export function parseEmails(raw: string): { ok: string[] } | { invalido: string } | { erro: 'vazio' | 'muitos' } {
  const list = raw
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) return { erro: 'vazio' };
  const bad = list.find((e) => !EMAIL.test(e) || e.length > 254);
  if (bad !== undefined) return { invalido: bad };
  const unique = [...new Set(list.map((e) => e.toLowerCase()))];
  return unique.length > MAX_EMAILS ? { erro: 'muitos' } : { ok: unique };
}
