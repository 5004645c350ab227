/**
 * The personal area's external content bases (issue 25 item 7, SPEC.md §7): the 15 bases and
 * whether this installation configured each, and a base's access address for the patron (a
 * 60-second signed token in it). Query keys start with `["patron", codPessoa, …]`.
 */
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

/** The 15 bases: name, display name, description (in the request's language), configured or not. */
export const externalBases = (cfg?: CallConfig) => ask('externalBases', {}, cfg);
/** `lang`: the page's language (the descriptions come in it). */
export const externalBasesQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'externalBases', lang], queryFn: ({ signal }) => externalBases({ signal }) });

/**
 * The base's access address for the signed-in patron (never cached: its token lives 60 seconds).
 * 404 BASE_EXTERNA_NAO_CONFIGURADA, 502 BASE_EXTERNA_INACESSIVEL: "external services inaccessible".
 */
export const externalBaseAccess = (base: string, cfg?: CallConfig) => ask('externalAccess', { query: { base } }, cfg);
