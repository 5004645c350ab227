import type { Exemplar } from '@estante/api-contract';

/** Copies and available copies of one library, for the counts and the filter. */
export interface LibraryCount {
  readonly cod_biblioteca: number;
  readonly desc_biblioteca: string;
  readonly nome_campus: string;
  readonly total: number;
  readonly disponiveis: number;
}

/** The libraries holding copies, in the list's order (the server sorts by library), with their counts. */
export function countsByLibrary(copies: readonly Exemplar[]): LibraryCount[] {
  const by = new Map<number, { cod_biblioteca: number; desc_biblioteca: string; nome_campus: string; total: number; disponiveis: number }>();
  for (const c of copies) {
    const row = by.get(c.cod_biblioteca) ?? { cod_biblioteca: c.cod_biblioteca, desc_biblioteca: c.desc_biblioteca, nome_campus: c.nome_campus, total: 0, disponiveis: 0 };
    row.total += 1;
    if (c.situacao === 'disponivel') row.disponiveis += 1;
    by.set(c.cod_biblioteca, row);
  }
  return [...by.values()];
}

/** The library of the address's `?biblioteca=`, when it is one holding copies; else null (every library). */
export function libraryOf(param: string | null, libraries: readonly LibraryCount[]): number | null {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const cod = Number(param);
  return libraries.some((l) => l.cod_biblioteca === cod) ? cod : null;
}

/** The copies of one library, or all. */
export const copiesOf = (copies: readonly Exemplar[], biblioteca: number | null): readonly Exemplar[] =>
  biblioteca === null ? copies : copies.filter((c) => c.cod_biblioteca === biblioteca);

