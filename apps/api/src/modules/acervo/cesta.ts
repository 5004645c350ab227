import '@citation-js/plugin-bibtex';
import type { FormatoCesta } from '@estante/api-contract';
import { EMAIL_PATTERN as EMAIL, MAX_EMAILS_EXPORTACAO } from '@estante/api-contract/constants';
import { abntList, apa, cite, ris, type CitableTitle } from './citation';
import type { Lang } from '../../plugins/lang';
import { toMarcXml } from '../../marc/write';

export interface ExportFile {
  arquivo: string;
  tipo_conteudo: string;
  conteudo: string;
}

/** The basket's titles in one format: a file name, its media type and its text. */
export function exportTitles(titles: readonly CitableTitle[], formato: FormatoCesta, lang: Lang): ExportFile {
  if (formato === 'marcxml') return { arquivo: 'cesta.xml', tipo_conteudo: 'application/marcxml+xml', conteudo: toMarcXml(titles.map((t) => t.registro)) };
  const c = cite(titles);
  switch (formato) {
    case 'ris':
      return { arquivo: 'cesta.ris', tipo_conteudo: 'application/x-research-info-systems', conteudo: ris(titles) };
    case 'bibtex':
      return { arquivo: 'cesta.bib', tipo_conteudo: 'application/x-bibtex', conteudo: `${c.format('bibtex').trim()}\n` };
    case 'apa':
      return { arquivo: 'cesta-apa.txt', tipo_conteudo: 'text/plain; charset=utf-8', conteudo: `${apa(titles, lang)}\n` };
    case 'abnt':
      return { arquivo: 'cesta-abnt.txt', tipo_conteudo: 'text/plain; charset=utf-8', conteudo: `${abntList(titles)}\n` };
  }
}

/** Most addresses one export goes to. */
export const MAX_EMAILS = MAX_EMAILS_EXPORTACAO;

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
