/**
 * The personal area's catalogue card page (issue 26): the patron's titles to pick from (loans,
 * history, permanent basket) or the catalogue's titles matching a typed term; the card itself is
 * the title entry's call, re-exported. Query keys start with `["patron", codPessoa, …]`.
 */
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

export { catalogueCard, catalogueCardQuery, catalogueCardPdf } from '../title/card';

/** No term: the patron's titles. A term (3 characters or more): the catalogue's titles that match it. */
export const catalogueCardTitles = (busca: string | undefined, cfg?: CallConfig) => ask('catalogueCardTitles', { query: busca ? { busca } : {} }, cfg);
export const catalogueCardTitlesQuery = (codPessoa: number, busca: string) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'catalogue-card-titles', busca], queryFn: ({ signal }) => catalogueCardTitles(busca || undefined, { signal }) });
