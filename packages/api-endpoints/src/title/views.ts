/**
 * Calls of the title-detail remote's record views: the reference in a style, the MARC record as
 * rows and as files, the copies, the Dublin Core elements.
 */
import type { FormatoReferencia } from '@estante/api-contract';
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { rethrowBlobError } from '../blob-error';
import { queryOptions } from '@estante/api-client/react';

/** The record barely changes while a patron reads it. */
const STALE = 60_000;

/** The reference in a style (abnt, apa: in the page's language) or file format (ris, bibtex). */
export const titleReference = (id: number, formato: FormatoReferencia, cfg?: CallConfig) => ask('titleReference', { params: { id }, query: { formato } }, cfg);
export const titleReferenceQuery = (id: number, formato: FormatoReferencia, lang: string) =>
  queryOptions({ queryKey: ['titleReference', id, formato, lang], queryFn: ({ signal }) => titleReference(id, formato, { signal }), staleTime: STALE });

/** The MARC record as rows (leader, control fields, one row per subfield), in record order. */
export const titleMarc = (id: number, cfg?: CallConfig) => ask('titleMarc', { params: { id } }, cfg);
export const titleMarcQuery = (id: number) => queryOptions({ queryKey: ['titleMarc', id], queryFn: ({ signal }) => titleMarc(id, { signal }), staleTime: STALE });

/** The copies of the title (status in the page's language). */
export const titleCopies = (id: number, cfg?: CallConfig) => ask('titleCopies', { params: { id } }, cfg);
export const titleCopiesQuery = (id: number, lang: string) =>
  queryOptions({ queryKey: ['titleCopies', id, lang], queryFn: ({ signal }) => titleCopies(id, { signal }), staleTime: 30_000 });

/** The Dublin Core elements of the record. */
export const titleDublinCore = (id: number, cfg?: CallConfig) => ask('titleDublinCore', { params: { id } }, cfg);
export const titleDublinCoreQuery = (id: number) =>
  queryOptions({ queryKey: ['titleDublinCore', id], queryFn: ({ signal }) => titleDublinCore(id, { signal }), staleTime: STALE });

/** The record's files: MARCXML, ISO 2709, oai_dc. */
export type TitleFile = 'titleMarcXml' | 'titleMarcIso2709' | 'titleDublinCoreXml';

/**
 * One of the record's files as a Blob (its bytes as the server sent them). The answer is a file,
 * not JSON: the contract types no 2xx body for it, so the Blob is asserted here.
 */
export async function titleFile(name: TitleFile, id: number, cfg?: CallConfig): Promise<Blob> {
  try {
    return (await ask(name, { params: { id } }, { ...cfg, responseType: 'blob' })) as unknown as Blob;
  } catch (error) {
    return rethrowBlobError(error);
  }
}
