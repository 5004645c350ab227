import '@citation-js/plugin-bibtex';
import type { AcervoLink, AcervoReferencia, FormatoReferencia } from '@estante/api-contract';
import type { Lang } from '../../plugins/lang';
import { abnt, apaEntry, cite, ris, type CitableTitle } from './citation';
import { isDataField, type DataField, type MarcRecord } from '../../marc/read';

const PLAIN = { tipo_conteudo: 'text/plain; charset=utf-8', extensao: 'txt' } as const;

/** What `&`, `<`, `>` become in HTML text. */
const escapeHtml = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** The title page's reference: ABNT from the same formatter as the basket's export (citation.ts). */
export function abntReference(t: CitableTitle): AcervoReferencia {
  return { formato: 'ABNT', ...abnt(t), ...PLAIN };
}

/** One title's reference in a style (ABNT, APA in the request's language) or a file format (RIS, BibTeX), as the basket exports it. */
export function reference(t: CitableTitle, formato: FormatoReferencia, lang: Lang): AcervoReferencia {
  switch (formato) {
    case 'abnt':
      return abntReference(t);
    case 'apa':
      return { formato: 'APA', ...apaEntry(t, lang), ...PLAIN };
    case 'ris': {
      const referencia = ris([t]);
      return { formato: 'RIS', referencia, html: escapeHtml(referencia), tipo_conteudo: 'application/x-research-info-systems', extensao: 'ris' };
    }
    case 'bibtex': {
      const referencia = `${cite([t]).format('bibtex').trim()}\n`;
      return { formato: 'BibTeX', referencia, html: escapeHtml(referencia), tipo_conteudo: 'application/x-bibtex', extensao: 'bib' };
    }
  }
}

const fields = (r: MarcRecord, re: RegExp): DataField[] => r.fields.filter((f): f is DataField => isDataField(f) && re.test(f.tag));

/** 856 $u of a record, labelled by $y, else $3, else $z, else the address itself. */
export function recordLinks(r: MarcRecord): AcervoLink[] {
  return fields(r, /^856$/).flatMap((f) => {
    const one = (code: string) => f.subfields.find((s) => s.code === code && s.value.trim())?.value.trim() ?? null;
    const material = one('3');
    const nota = one('z');
    const label = one('y') ?? material ?? nota;
    return f.subfields
      .filter((s) => s.code === 'u' && s.value.trim())
      .map((s) => ({ url: s.value.trim(), descricao: label ?? s.value.trim(), material, nota }));
  });
}
