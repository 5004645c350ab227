/**
 * The personal area's permanent basket, removals and work posting (issue 25). The basket's list and
 * adds are the title entry's calls and its exports the catalogue's (one function per endpoint,
 * re-exported here for the patron area). Every call carries the patron's private token; query keys
 * start with `["patron", codPessoa, …]`, so one patron never sees another's answer.
 */
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

export { permanentBasket, permanentBasketQuery, addManyToPermanentBasket } from '../title/page';
export { exportBasket } from '../catalogue';

/** Takes one title out of the patron's permanent basket (404 when it holds none such). */
export const removeFromPermanentBasket = (acervo: number, cfg?: CallConfig) => ask('permanentBasketRemove', { params: { id: acervo } }, cfg);
/** Empties the patron's permanent basket. */
export const clearPermanentBasket = (cfg?: CallConfig) => ask('permanentBasketClear', {}, cfg);

/** The patron's removals (periods away from the institution); `lang`: their kinds come named in it. */
export const removals = (cfg?: CallConfig) => ask('patronRemovals', {}, cfg);
export const removalsQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'removals', lang], queryFn: ({ signal }) => removals({ signal }) });

/**
 * The institutional repository's address where the patron posts theses and coursework. Asked with the
 * page (it may carry a short-lived token): `staleTime` 0, and the page asks again before opening it.
 */
export const workPosting = (cfg?: CallConfig) => ask('workPostingRedirect', {}, cfg);
export const workPostingQuery = (codPessoa: number) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'work-posting'], queryFn: ({ signal }) => workPosting({ signal }), staleTime: 0 });
