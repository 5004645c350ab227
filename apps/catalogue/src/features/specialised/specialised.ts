/** The search index a periodical field searches (the general search's coluna_um). */
const FIELD_INDEX: Record<string, string> = { titulo: 'INDICE_4', assunto: 'INDICE_2' };
/** cod_tipo_obra of serials (tipos_obra: Periódico). */
export const SERIAL_TYPE = '2';

/** A periodical search as a general search address: the term on its index, narrowed to serials (filter T). */
export function periodicalSearch(field: string, term: string): URLSearchParams {
  return new URLSearchParams({ q: term.trim(), for: FIELD_INDEX[field] ?? 'INDICE_1', filtros: `T:${SERIAL_TYPE}` });
}

/**
 * A specialised search as a general search address: the term in every field, narrowed to the
 * titles of one option (`especializada`, the option's code as the server gave it).
 */
export function optionSearch(option: string, term: string): URLSearchParams {
  return new URLSearchParams({ q: term.trim(), for: 'INDICE_1', especializada: option });
}

/** The specialised searches besides periodicals, in the order the page names them. */
export const OTHER_KINDS = ['opcoes-atos-normativos', 'jurisprudencia-options', 'opcoes-arquivo', 'titulos-adicionais', 'produtos-target'] as const;
export type OtherKind = (typeof OTHER_KINDS)[number];

/** What the server answered for a kind's options: still asking, failed, or the options. */
export type KindAnswer = { readonly settled: false } | { readonly settled: true; readonly options: readonly unknown[] | undefined };

/**
 * The kinds the catalogue does not offer (no options, or the server could not say), once every
 * kind is answered; null before, so the sentence does not grow as answers come.
 */
export function unofferedKinds(answers: Readonly<Record<OtherKind, KindAnswer>>): OtherKind[] | null {
  if (OTHER_KINDS.some((k) => !answers[k].settled)) return null;
  return OTHER_KINDS.filter((k) => {
    const a = answers[k];
    return a.settled && !a.options?.length;
  });
}

/** The periodical field chosen first: the server's default, else its first. */
export const defaultField = (options: readonly { codigo: string; padrao: boolean }[]): string | undefined => (options.find((o) => o.padrao) ?? options[0])?.codigo;

/** The kind whose options hold a specialised search's code (`tipo:valor`), by its `tipo`. */
const KIND_OF_TYPE: Readonly<Record<string, OtherKind>> = {
  'atos-normativos': 'opcoes-atos-normativos',
  jurisprudencia: 'jurisprudencia-options',
  arquivo: 'opcoes-arquivo',
  'titulos-adicionais': 'titulos-adicionais',
  'produtos-target': 'produtos-target',
};
export const kindOf = (option: string): OtherKind | null => KIND_OF_TYPE[option.split(':')[0] ?? ''] ?? null;
