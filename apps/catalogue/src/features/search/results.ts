import type { DisponibilidadeResponse, Filtro } from '@estante/api-contract';
import { orderings, type Direction, type Ordering } from './searchParams';

export type Availability = DisponibilidadeResponse[number];

/** The ordering choices: relevance (best first), then each other ordering ascending and descending. */
export const orderOptions: readonly { readonly value: `${Ordering}-${Direction}`; readonly key: string }[] = [
  { value: 'relevancia-C', key: 'relevance' },
  ...orderings
    .filter((o) => o !== 'relevancia')
    .flatMap((o) => [
      { value: `${o}-C` as const, key: `${o}C` },
      { value: `${o}-D` as const, key: `${o}D` },
    ]),
];

/** The ordering and direction of a choice (`ano-D`). */
export const parseOrder = (value: string): [Ordering, Direction] => value.split('-') as [Ordering, Direction];


/** The availability answer by title. */
export const availabilityByTitle = (list: readonly Availability[] | undefined): ReadonlyMap<number, Availability> =>
  new Map((list ?? []).map((a) => [a.cod_acervo, a]));

/** A filter value's label in the answer's facets (the raw value when the facet does not list it). */
export const filterLabel = (facets: readonly Filtro[], code: string, value: string): string =>
  facets.find((f) => f.codigo === code)?.itens.find((i) => String(i.codigo) === value)?.descricao || value;

/** A facet's name in the answer, else `fallback` (a filter of the address the answer has no facet for). */
export const facetName = (facets: readonly Filtro[], code: string, fallback: string): string => facets.find((f) => f.codigo === code)?.descricao ?? fallback;

/** The selection with `id` checked or unchecked. */
export function toggled(selection: ReadonlySet<number>, id: number, on: boolean): ReadonlySet<number> {
  const next = new Set(selection);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
