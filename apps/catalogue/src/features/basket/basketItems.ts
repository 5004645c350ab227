import type { ConsultaItem } from '@estante/api-contract';

/** The basket's titles to show: the answer's rows still in the basket, in the answer's order. */
export function shownItems(basket: readonly number[], answer: readonly ConsultaItem[] | undefined): ConsultaItem[] {
  if (!answer || basket.length === 0) return [];
  const inBasket = new Set(basket);
  return answer.filter((item) => inBasket.has(item.cod_acervo));
}

/** The basket's titles the catalogue did not answer: they no longer exist. */
export function missingFrom(basket: readonly number[], answer: readonly ConsultaItem[]): number[] {
  const found = new Set(answer.map((item) => item.cod_acervo));
  return basket.filter((id) => !found.has(id));
}

/** The titles chosen for export: every shown one but those the visitor unticked. */
export function chosenIds(items: readonly ConsultaItem[], unselected: ReadonlySet<number>): number[] {
  return items.map((item) => item.cod_acervo).filter((id) => !unselected.has(id));
}

/** `set` with `id` ticked if it was not, unticked if it was (a new set). */
export function toggled(set: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
