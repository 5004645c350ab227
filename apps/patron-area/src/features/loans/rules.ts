import type { ItemRenovacao, ResultadoRenovacao, TituloPendente } from '@estante/api-contract';

/** A loan's key in the page: its copy and the copy's library (how the renewal API names it). */
export const loanKey = (t: Pick<TituloPendente, 'codExemplar' | 'codBibliotecaExemplar'>): string => `${t.codExemplar}/${t.codBibliotecaExemplar}`;

/** The renewal body for the picked loans, in the table's order (keys no longer listed are left out). */
export function itemsOf(rows: readonly TituloPendente[], keys: readonly string[]): ItemRenovacao[] {
  const picked = new Set(keys);
  return rows.filter((r) => picked.has(loanKey(r))).map((r) => ({ codExemplar: r.codExemplar, codBibliotecaExemplar: r.codBibliotecaExemplar }));
}

/** One line of the results panel: the title and either the new due date (dd/mm/yyyy) or the server's reason. */
export type Outcome =
  | { readonly key: string; readonly title: string; readonly renewed: true; readonly due: string }
  | { readonly key: string; readonly title: string; readonly renewed: false; readonly reason: string };

/** The answer of a renewal as the panel lists it, in the order asked; a title the answer lacks is taken from the table. */
export function outcomesOf(results: readonly ResultadoRenovacao[], rows: readonly TituloPendente[]): Outcome[] {
  const titles = new Map(rows.map((r) => [loanKey(r), r.descricao]));
  return results.map((r, i) => {
    const key = loanKey(r);
    const title = r.descricao || titles.get(key) || `#${r.codExemplar}`;
    const id = `${key}#${i}`;
    return r.renovado && r.dataDevolucaoPrevista
      ? { key: id, title, renewed: true, due: r.dataDevolucaoPrevista }
      : { key: id, title, renewed: false, reason: r.mensagem ?? r.codigo ?? '' };
  });
}

/** Refusals about the patron, not the loan: the same for every item. */
const PATRON_REASONS = new Set(['USUARIO_BLOQUEADO', 'DEBITOS_PENDENTES']);

/**
 * The reason every listed loan shares when it is about the patron (blocked, debts to pay): said
 * once above the list instead of in every row. Null when there is none, or when the rows differ.
 */
export function patronReason(rows: readonly TituloPendente[]): string | null {
  const first = rows[0];
  if (!first?.motivo || !PATRON_REASONS.has(first.motivo)) return null;
  return rows.every((r) => r.motivo === first.motivo) ? (first.mensagemMotivo ?? null) : null;
}
