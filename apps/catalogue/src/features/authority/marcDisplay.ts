import type { MarcRows } from '@estante/api-contract';

export interface MarcDisplayField {
  /** Unique in the record (its position): the row's key. */
  readonly key: string;
  readonly tag: string;
  /** Two indicator characters, a blank shown as "#" (the MARC documentation's convention); '' for the leader and control fields. */
  readonly indicators: string;
  /** The value of the leader or a control field; null for data fields. */
  readonly fixed: string | null;
  readonly subfields: readonly { readonly code: string; readonly value: string }[];
}

const ind = (c: string) => (c === ' ' || c === '' ? '#' : c);

/**
 * The API's MARC rows (one per subfield, record order) grouped back into fields for display: the
 * leader and control fields with their value, data fields with indicators and `$code value` pairs
 * (the value being `descricao + pontuacao`, as the contract says).
 */
export function marcFields(rows: MarcRows): MarcDisplayField[] {
  const out: { tag: string; seq: number; indicators: string; fixed: string | null; subfields: { code: string; value: string }[] }[] = [];
  for (const row of rows) {
    if (row.secao === null) {
      out.push({ tag: row.paragrafo, seq: row.seq_paragrafo, indicators: '', fixed: row.campo_fixo ?? '', subfields: [] });
      continue;
    }
    let field = out.at(-1);
    if (!field || field.tag !== row.paragrafo || field.seq !== row.seq_paragrafo || field.fixed !== null) {
      field = { tag: row.paragrafo, seq: row.seq_paragrafo, indicators: `${ind(row.indicador1)}${ind(row.indicador2)}`, fixed: null, subfields: [] };
      out.push(field);
    }
    field.subfields.push({ code: row.secao, value: `${row.descricao}${row.pontuacao}` });
  }
  return out.map(({ tag, indicators, fixed, subfields }, i) => ({ key: String(i), tag, indicators, fixed, subfields }));
}
