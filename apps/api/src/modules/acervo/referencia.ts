import type { AcervoLink, AcervoReferencia } from '@estante/api-contract';
import { abnt, type CitableTitle } from './citation';
import { isDataField, type DataField, type MarcRecord } from '../../marc/read';

/** The title page's reference: ABNT from the same formatter as the basket's export (citation.ts). */
export function abntReference(t: CitableTitle): AcervoReferencia {
  return { formato: 'ABNT', ...abnt(t) };
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
