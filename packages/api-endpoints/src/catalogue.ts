/**
 * Endpoint entry `@estante/api-endpoints/catalogue` (not shared: the catalogue remote bundles it):
 * search, its option lists, availability, the basket, new acquisitions, the network catalogue,
 * specialised searches, indexes and authorities; each GET with its query-option factory.
 */
import type { AcervosIndexadosQuery, ConsultaQuery, ExportarCestaRequest, NovasAquisicoesQuery, RedeConsultaQuery } from '@estante/api-contract';
import type { CallConfig } from './call';
import { ask } from './ask';
import { queryOptions } from '@estante/api-client/react';

export { events, eventsQuery, librariesWithHours, librariesWithHoursQuery, campuses, campusesQuery } from './institution';

/** Option lists change with the library's settings, not with each search. */
const LISTS_STALE = 10 * 60_000;

export const search = (query: ConsultaQuery, cfg?: CallConfig) => ask('search', { query }, cfg);
/** A results page; staying on it (back and forward) does not ask again within a minute. */
export const searchQuery = (query: ConsultaQuery) => queryOptions({ queryKey: ['search', query], queryFn: ({ signal }) => search(query, { signal }), staleTime: 60_000 });
/** Ordering options of the results (orderBy, direction), the defaults marked. */
export const orderings = (cfg?: CallConfig) => ask('orderings', {}, cfg);
export const orderingsQuery = () => queryOptions({ queryKey: ['orderings'], queryFn: ({ signal }) => orderings({ signal }), staleTime: LISTS_STALE });
/** Types of work (values of filter T), labelled. */
export const workTypes = (cfg?: CallConfig) => ask('workTypes', {}, cfg);
export const workTypesQuery = () => queryOptions({ queryKey: ['workTypes'], queryFn: ({ signal }) => workTypes({ signal }), staleTime: LISTS_STALE });
/** Autocomplete: the typed text with its last word completed. */
export const suggestions = (termo: string, cfg?: CallConfig) => ask('suggestions', { query: { termo } }, cfg);
export const suggestionsQuery = (termo: string) =>
  queryOptions({ queryKey: ['suggestions', termo], queryFn: ({ signal }) => suggestions(termo, { signal }), staleTime: LISTS_STALE });
/** Availability by campus of several titles (a result page) in one request. */
export const availability = (acervos: readonly number[], cfg?: CallConfig) => ask('availability', { query: { acervos: acervos.join(',') } }, cfg);
export const availabilityQuery = (acervos: readonly number[]) =>
  queryOptions({ queryKey: ['availability', acervos], queryFn: ({ signal }) => availability(acervos, { signal }), staleTime: 30_000 });
/** Several titles as search rows, in the order asked (the basket). */
export const titleSummaries = (acervos: readonly number[], cfg?: CallConfig) => ask('titleSummaries', { query: { acervos: acervos.join(',') } }, cfg);
export const titleSummariesQuery = (acervos: readonly number[]) =>
  queryOptions({ queryKey: ['titleSummaries', acervos], queryFn: ({ signal }) => titleSummaries(acervos, { signal }), staleTime: 60_000 });
/** Basket export (SPEC.md §7): a file to download, or an e-mail to several addresses. */
export const exportBasket = (body: ExportarCestaRequest, cfg?: CallConfig) => ask('exportBasket', { body }, cfg);
/** New acquisitions (NA_A acquired, NA_C catalogued) of a period, newest first; default today back one month. */
export const newAcquisitions = (query: NovasAquisicoesQuery, cfg?: CallConfig) => ask('newAcquisitions', { query }, cfg);
export const newAcquisitionsQuery = (query: NovasAquisicoesQuery) =>
  queryOptions({ queryKey: ['newAcquisitions', query], queryFn: ({ signal }) => newAcquisitions(query, { signal }), staleTime: LISTS_STALE });
/** Institutions and repositories of the network (GET /api/oai/instituicoes). */
export const networkInstitutions = (cfg?: CallConfig) => ask('networkInstitutions', {}, cfg);
export const networkInstitutionsQuery = () =>
  queryOptions({ queryKey: ['networkInstitutions'], queryFn: ({ signal }) => networkInstitutions({ signal }), staleTime: LISTS_STALE });
/** Search across the institutions of the network. */
export const networkSearch = (query: RedeConsultaQuery, cfg?: CallConfig) => ask('networkSearch', { query }, cfg);
export const networkSearchQuery = (query: RedeConsultaQuery) =>
  queryOptions({ queryKey: ['networkSearch', query], queryFn: ({ signal }) => networkSearch(query, { signal }), staleTime: 60_000 });
/** A title of the network with the institutions that hold it. */
export const networkTitle = (id: number, cfg?: CallConfig) => ask('networkTitle', { params: { id } }, cfg);
export const networkTitleQuery = (id: number) => queryOptions({ queryKey: ['networkTitle', id], queryFn: ({ signal }) => networkTitle(id, { signal }), staleTime: 60_000 });

/** The specialised searches' option lists, by the kind the catalogue names them with. */
const SPECIALISED = {
  'opcoes-periodicos': 'periodicalOptions',
  'opcoes-atos-normativos': 'lawOptions',
  'jurisprudencia-options': 'caseLawOptions',
  'opcoes-arquivo': 'archiveOptions',
  'titulos-adicionais': 'additionalTitleOptions',
  'produtos-target': 'targetProductOptions',
} as const;
export type SpecialisedKind = keyof typeof SPECIALISED;
/** Options of a specialised search the server offers (empty: the catalogue holds no such records). */
export const specialisedOptions = (kind: SpecialisedKind, cfg?: CallConfig) => ask(SPECIALISED[kind], {}, cfg);
export const specialisedOptionsQuery = (kind: SpecialisedKind) =>
  queryOptions({ queryKey: ['specialisedOptions', kind], queryFn: ({ signal }) => specialisedOptions(kind, { signal }), staleTime: LISTS_STALE });
/** Alphabetical index (author, subject, title, call number) with the count of titles of each entry. */
export const browseIndex = (query: AcervosIndexadosQuery, cfg?: CallConfig) => ask('browseIndex', { query }, cfg);
export const browseIndexQuery = (query: AcervosIndexadosQuery) =>
  queryOptions({ queryKey: ['browseIndex', query], queryFn: ({ signal }) => browseIndex(query, { signal }), staleTime: 60_000 });
/** An authority heading with its references. */
export const authority = (id: number, cfg?: CallConfig) => ask('authority', { params: { id } }, cfg);
export const authorityQuery = (id: number) => queryOptions({ queryKey: ['authority', id], queryFn: ({ signal }) => authority(id, { signal }), staleTime: 60_000 });
/** An authority's MARC rows. */
export const authorityMarc = (id: number, cfg?: CallConfig) => ask('authorityMarc', { params: { id } }, cfg);
export const authorityMarcQuery = (id: number) =>
  queryOptions({ queryKey: ['authorityMarc', id], queryFn: ({ signal }) => authorityMarc(id, { signal }), staleTime: 60_000 });

/** The public check of a clearance declaration by its verification code (for whom, issued when); 404 when no declaration has it. */
export const clearanceValidation = (codigo: string, cfg?: CallConfig) => ask('validateClearance', { params: { codigo } }, cfg);
export const clearanceValidationQuery = (codigo: string) =>
  queryOptions({ queryKey: ['clearance-validation', codigo], queryFn: ({ signal }) => clearanceValidation(codigo, { signal }), staleTime: 5 * 60_000 });
/** Keeps titles in the signed-in patron's permanent basket (idempotent; the basket's "keep these"). */
export { addManyToPermanentBasket, permanentBasketQuery } from './title/page';
