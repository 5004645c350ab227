import type { Campo } from '@estante/api-contract';
import { headingOf } from '../../marc/map';
import { isDataField, type MarcRecord } from '../../marc/read';

/**
 * Tags shown in the title view, in this order of tags (occurrences keep the record's order). Of the
 * notes (5XX), 591-599 are left out: MARC 21 leaves 59X to each library, and the records of the seed
 * (Library of Congress) use them for processing data — 596 a collection code ("1", "3"), 597/599
 * holdings and check-in lines, 598 a load file — which a title page showed as more "Notas" rows.
 * 590, the local note proper, stays. The MARC view still shows every field.
 */
const DISPLAYED = /^(020|022|041|050|082|090|092|100|110|111|245|246|250|260|264|300|440|490|5[0-8][0-9]|590|6[0-9]{2}|7[0-9]{2}|800|810|811|830|856)$/;

/**
 * The displayed fields of a record, by tag: one `detalhes` item per occurrence with its subfield
 * codes and values, and the authority (`authorityOf`, by field index) on the subfields of its heading.
 */
export function displayFields(registro: MarcRecord, authorityOf: ReadonlyMap<number, number>): Campo[] {
  const byTag = new Map<string, Campo>();
  registro.fields.forEach((f, i) => {
    if (!isDataField(f) || !DISPLAYED.test(f.tag)) return;
    const code = authorityOf.get(i) ?? null;
    const headingCodes = code === null ? [] : headingOf(f).codigos;
    const campo = byTag.get(f.tag) ?? { ordem: f.tag, detalhes: [] };
    campo.detalhes.push({
      _secao: f.subfields.map((s) => s.code),
      descricao: f.subfields.map((s) => s.value),
      cod_autoridade: f.subfields.map((s) => (headingCodes.includes(s.code) ? code : null)),
    });
    byTag.set(f.tag, campo);
  });
  return [...byTag.values()].sort((a, b) => a.ordem.localeCompare(b.ordem));
}
