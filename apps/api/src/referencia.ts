import type { AcervoLink, AcervoReferencia } from '@estante/api-contract';
import { isDataField, type DataField, type MarcRecord } from './marc/read';
import { trimIsbd } from './marc/text';

export interface ReferenceFields {
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

const fields = (r: MarcRecord, re: RegExp): DataField[] => r.fields.filter((f): f is DataField => isDataField(f) && re.test(f.tag));
const subs = (f: DataField | undefined, codes: string): string[] =>
  f ? f.subfields.filter((s) => codes.includes(s.code) && s.value.trim()).map((s) => trimIsbd(s.value)) : [];
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const period = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/** "SURNAME, Forenames" for a personal name in inverted order; corporate and meeting names in capitals. */
function abntName(f: DataField): string | null {
  const a = subs(f, 'a')[0];
  if (!a) return null;
  if (f.tag.endsWith('00')) {
    const comma = a.indexOf(',');
    if (f.ind1 === '1' && comma > 0) return `${a.slice(0, comma).trim().toLocaleUpperCase('pt-BR')}, ${a.slice(comma + 1).trim()}`;
    return a.toLocaleUpperCase('pt-BR');
  }
  return [a.toLocaleUpperCase('pt-BR'), ...subs(f, 'b')].join('. ');
}

/**
 * A reference after ABNT NBR 6023 (simplified): authors (up to three, else "et al."), title in bold
 * and subtitle, edition, place: publisher, year (with [S. l.], [s. n.], [s. d.] when unknown),
 * extent, series and ISBN/ISSN. Deterministic: built from the stored record only.
 */
export function abntReference(t: ReferenceFields): AcervoReferencia {
  const r = t.registro;
  const f245 = fields(r, /^245$/)[0];
  const names = fields(r, /^(100|110|111|700|710|711)$/)
    .filter((f) => !f.subfields.some((s) => s.code === 't'))
    .map(abntName)
    .filter((n): n is string => !!n);
  const autores = names.length > 3 ? `${names[0]} et al.` : names.join('; ');
  const main = [...subs(f245, 'a'), ...subs(f245, 'np')].join('. ');
  const subtitle = subs(f245, 'b').join(' ');
  let titleText = main;
  if (!autores) {
    // Entry under title: the first word in capitals, no bold.
    const [w, ...rest] = main.split(' ');
    titleText = [(w ?? '').toLocaleUpperCase('pt-BR'), ...rest].join(' ');
  }
  const local = t.local_publicacao?.split(' ; ')[0] || '[S. l.]';
  const editora = t.editora?.split(' ; ')[0] || '[s. n.]';
  const ano = t.ano_publicacao || '[s. d.]';
  const tail = [
    t.edicao ? period(t.edicao) : null,
    `${local}: ${editora}, ${ano}.`,
    t.descricao_fisica ? period(t.descricao_fisica) : null,
    t.series[0] ? `(${t.series[0]}).` : null,
    t.isbn[0] ? `ISBN ${t.isbn[0]}.` : t.issn[0] ? `ISSN ${t.issn[0]}.` : null,
  ].filter((p): p is string => !!p);
  const sub = subtitle ? `: ${subtitle}` : '';
  const head = autores ? `${period(autores)} ` : '';
  const dot = /[.!?]$/.test(`${titleText}${sub}`) ? '' : '.';
  const referencia = `${head}${titleText}${sub}${dot} ${tail.join(' ')}`;
  const titleHtml = autores ? `<strong>${escapeHtml(titleText)}</strong>` : escapeHtml(titleText);
  const html = `${escapeHtml(head)}${titleHtml}${escapeHtml(sub)}${dot} ${escapeHtml(tail.join(' '))}`;
  return { formato: 'ABNT', referencia, html };
}

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
