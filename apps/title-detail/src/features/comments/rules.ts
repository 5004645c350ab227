import type { ComentarioProprio } from '@estante/api-contract';

/** The comment form's values. */
export interface CommentValues {
  texto: string;
}

/** How many pages `total` comments make, `size` a page (at least one). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / Math.max(1, size)));

/** The patron's own comments still to show apart (the approved ones are in the public list), and the codes of all of them. */
export function splitOwn(mine: readonly ComentarioProprio[] | undefined): { unpublished: ComentarioProprio[]; own: Set<number> } {
  const list = mine ?? [];
  return { unpublished: list.filter((c) => c.situacao !== 'aprovado'), own: new Set(list.map((c) => c.cod_comentario)) };
}
