/**
 * The catalogue card of a title (issue 26): its areas as JSON (built by the server from the MARC
 * record, tracings in the request's language) and the card as a PDF. Public, as titles are.
 */
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { rethrowBlobError } from '../blob-error';
import { queryOptions } from '@estante/api-client/react';

/** The card's areas; `lang` is in the key: the tracings' words ("Title") come in it. */
export const catalogueCard = (id: number, cfg?: CallConfig) => ask('catalogueCard', { params: { id } }, cfg);
export const catalogueCardQuery = (id: number, lang: string) =>
  queryOptions({ queryKey: ['catalogueCard', id, lang], queryFn: ({ signal }) => catalogueCard(id, { signal }), staleTime: 60_000 });

/** The card as a PDF (the file as the server sent it; an error's JSON body is read so its message reaches the page). */
export async function catalogueCardPdf(id: number, cfg?: CallConfig): Promise<Blob> {
  try {
    return (await ask('catalogueCardPdf', { params: { id } }, { ...cfg, responseType: 'blob' })) as unknown as Blob;
  } catch (error) {
    return rethrowBlobError(error);
  }
}
