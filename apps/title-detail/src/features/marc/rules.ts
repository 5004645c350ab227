import type { MarcRow } from '@estante/api-contract';

export interface MarcSubfield {
  readonly code: string;
  /** The exact value (descricao + pontuacao). */
  readonly value: string;
}

/** One line of the MARC table: the leader, a control field (00X) or a data field with its indicators and subfields. */
export type MarcLine =
  | { readonly kind: 'leader'; readonly key: string; readonly tag: '000'; readonly value: string }
  | { readonly kind: 'control'; readonly key: string; readonly tag: string; readonly value: string }
  | { readonly kind: 'data'; readonly key: string; readonly tag: string; readonly ind1: string; readonly ind2: string; readonly subfields: readonly MarcSubfield[] };

/**
 * The API's rows (one per subfield) as the record's fields, in record order: a data field is the
 * run of rows with the same tag and occurrence (`seq_paragrafo`).
 */
export function marcLines(rows: readonly MarcRow[]): MarcLine[] {
  const lines: MarcLine[] = [];
  let current: { key: string; tag: string; ind1: string; ind2: string; subfields: MarcSubfield[] } | null = null;
  for (const r of rows) {
    const key = `${r.paragrafo}-${r.seq_paragrafo}`;
    if (r.campo_fixo !== null) {
      current = null;
      lines.push(r.paragrafo === '000' ? { kind: 'leader', key, tag: '000', value: r.campo_fixo } : { kind: 'control', key, tag: r.paragrafo, value: r.campo_fixo });
      continue;
    }
    if (!current || current.key !== key) {
      current = { key, tag: r.paragrafo, ind1: r.indicador1, ind2: r.indicador2, subfields: [] };
      lines.push({ kind: 'data', ...current, subfields: current.subfields });
    }
    current.subfields.push({ code: r.secao ?? '', value: r.descricao + r.pontuacao });
  }
  return lines;
}

/** An indicator as the Library of Congress shows it: a blank is "#". */
export const indicator = (c: string): string => (c === ' ' || c === '' ? '#' : c);

/** A data field on one line, as LC's MARC display writes it: `$a Title : $b subtitle /`. */
export const fieldText = (subfields: readonly MarcSubfield[]): string => subfields.map((s) => `$${s.code} ${s.value}`).join(' ');

/** The record's file names: the title's code, as the server's attachments are named. */
export const marcFileName = (cod: number, format: 'xml' | 'mrc'): string => `acervo-${cod}.${format}`;
