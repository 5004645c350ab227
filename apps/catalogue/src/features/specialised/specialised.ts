/** The search index a periodical field searches (the general search's coluna_um). */
const FIELD_INDEX: Record<string, string> = { titulo: 'INDICE_4', assunto: 'INDICE_2' };
/** cod_tipo_obra of serials (tipos_obra: Periódico). */
export const SERIAL_TYPE = '2';

/** A periodical search as a general search address: the term on its index, narrowed to serials (filter T). */
export function periodicalSearch(field: string, term: string): URLSearchParams {
  return new URLSearchParams({ q: term.trim(), for: FIELD_INDEX[field] ?? 'INDICE_1', filtros: `T:${SERIAL_TYPE}` });
}
