/**
 * A title's links as the vinculos calls give them (issue 25 item 7, SPEC.md §7 `/vinculos/*`): the
 * base each points at and whether it needs sign-in; a base's access address for the signed-in
 * patron; one opening of a link recorded for the statistics.
 */
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

/** The links of these titles (at most 100), each with its base and whether it needs sign-in. */
export const resultLinks = (acervos: readonly number[], cfg?: CallConfig) => ask('resultLinks', { query: { acervos: acervos.join(',') } }, cfg);
/** One title's links with their bases. */
export const titleBaseLinksQuery = (cod: number) =>
  queryOptions({
    queryKey: ['title', cod, 'baseLinks'],
    queryFn: async ({ signal }) => (await resultLinks([cod], { signal })).titulos.find((t) => t.codAcervo === cod)?.links ?? [],
    staleTime: 60_000,
  });

/** A base's access address for the signed-in patron (a 60-second token in it; never cached). */
export const baseAccessLink = (base: string, cfg?: CallConfig) => ask('externalAccess', { query: { base } }, cfg);

/** Records one opening of a link of the title (the access statistics); answers the link's count. */
export const recordLinkAccess = (codAcervo: number, url: string, cfg?: CallConfig) => ask('recordLinkAccess', { body: { codAcervo, url } }, cfg);
