import type { MarcRow } from '@estante/api-contract';
import { isDataField, type MarcRecord } from './read';

/** Trailing ISBD punctuation of a subfield value: what `pontuacao` carries (value = descricao + pontuacao). */
const TRAILING_PUNCTUATION = /\s*[/:;=,.]\s*$/;

/** A MARC record as the rows of the `/marc` views: leader ("000"), then every field in record order. */
export function marcRows(r: MarcRecord): MarcRow[] {
  const fixed = (paragrafo: string, seq: number, value: string): MarcRow => ({
    paragrafo,
    seq_paragrafo: seq,
    secao: null,
    seq_secao: 0,
    descricao: '',
    pontuacao: '',
    indicador1: '',
    indicador2: '',
    campo_fixo: value,
  });
  const rows: MarcRow[] = [fixed('000', 1, r.leader)];
  const seen = new Map<string, number>();
  for (const f of r.fields) {
    const seq = (seen.get(f.tag) ?? 0) + 1;
    seen.set(f.tag, seq);
    if (!isDataField(f)) {
      rows.push(fixed(f.tag, seq, f.value));
      continue;
    }
    f.subfields.forEach((s, i) => {
      const m = TRAILING_PUNCTUATION.exec(s.value);
      const cut = m ? m.index : s.value.length;
      rows.push({
        paragrafo: f.tag,
        seq_paragrafo: seq,
        secao: s.code,
        seq_secao: i + 1,
        descricao: s.value.slice(0, cut),
        pontuacao: s.value.slice(cut),
        indicador1: f.ind1,
        indicador2: f.ind2,
        campo_fixo: null,
      });
    });
  }
  return rows;
}
