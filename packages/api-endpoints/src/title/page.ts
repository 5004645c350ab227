/** Calls of the title page (`/acervo/{codAcervo}`) besides the record: its frame, availability, links, similar titles, the permanent basket. */
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

/** The language's name, the cover and the sub-views that apply (the tabs of the title and each sub-view). */
export const titlePage = (id: number, cfg?: CallConfig) => ask('titlePage', { params: { id } }, cfg);
export const titlePageQuery = (id: number) => queryOptions({ queryKey: ['title', id, 'page'], queryFn: ({ signal }) => titlePage(id, { signal }), staleTime: 60_000 });

/** Copies and available copies per library (the page's availability; named apart from the copies view's calls). */
export const availabilityByLibrary = (id: number, cfg?: CallConfig) => ask('titleLibraries', { params: { id } }, cfg);
export const availabilityByLibraryQuery = (id: number) =>
  queryOptions({ queryKey: ['title', id, 'libraries'], queryFn: ({ signal }) => availabilityByLibrary(id, { signal }), staleTime: 30_000 });

/** Electronic locations (856). */
export const electronicLinks = (id: number, cfg?: CallConfig) => ask('titleLinks', { params: { id } }, cfg);
export const electronicLinksQuery = (id: number) => queryOptions({ queryKey: ['title', id, 'links'], queryFn: ({ signal }) => electronicLinks(id, { signal }), staleTime: 60_000 });

/** Titles sharing subjects with it. */
export const similarTitles = (id: number, cfg?: CallConfig) => ask('similarTitles', { params: { id } }, cfg);
export const similarTitlesQuery = (id: number) => queryOptions({ queryKey: ['title', id, 'similar'], queryFn: ({ signal }) => similarTitles(id, { signal }), staleTime: 60_000 });

/** The signed-in patron's permanent basket. Keyed by patron: one patron never sees another's answer. */
export const permanentBasket = (cfg?: CallConfig) => ask('permanentBasket', {}, cfg);
export const permanentBasketQuery = (codPessoa: number) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'permanent-basket'], queryFn: ({ signal }) => permanentBasket({ signal }) });
/** Adds one title (idempotent). */
export const addToPermanentBasket = (acervo: number, cfg?: CallConfig) => ask('permanentBasketAdd', { body: { acervo } }, cfg);
/** Adds several titles (idempotent). */
export const addManyToPermanentBasket = (acervos: readonly number[], cfg?: CallConfig) => ask('permanentBasketAddMany', { body: { acervos: [...acervos] } }, cfg);
