/**
 * Calls of the title-detail remote's comments feature (`@estante/api-endpoints/title`): a title's
 * approved comments for everyone, and the signed-in patron's own (post, list with their state,
 * delete). The patron's data is keyed by the patron (`['patron', codPessoa, …]`): one patron never
 * sees another's answer from the cache.
 */
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

/** One page (1…) of a title's approved comments, newest first: author's first name, date, text. */
export const titleComments = (codAcervo: number, pagina = 1, cfg?: CallConfig) =>
  ask('titleComments', { params: { id: codAcervo }, query: pagina > 1 ? { pagina } : {} }, cfg);
export const titleCommentsQuery = (codAcervo: number, pagina = 1) =>
  queryOptions({ queryKey: ['title', codAcervo, 'comments', pagina], queryFn: ({ signal }) => titleComments(codAcervo, pagina, { signal }), staleTime: 60_000 });

/** The signed-in patron's own comments on a title, with their state (pending, approved, rejected). */
export const myTitleComments = (codAcervo: number, cfg?: CallConfig) => ask('myTitleComments', { params: { id: codAcervo } }, cfg);
export const myTitleCommentsQuery = (codPessoa: number, codAcervo: number) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'comments', codAcervo], queryFn: ({ signal }) => myTitleComments(codAcervo, { signal }) });

/** The titles the signed-in patron commented on (for the personal area). */
export const myCommentedTitles = (cfg?: CallConfig) => ask('myCommentedTitles', {}, cfg);
export const myCommentedTitlesQuery = (codPessoa: number) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'comments'], queryFn: ({ signal }) => myCommentedTitles({ signal }) });

/**
 * Posts the signed-in patron's comment on a title: stored pending the library's approval; the same
 * text sent again while pending answers the same comment (a double click makes one).
 */
export const sendTitleComment = (codAcervo: number, texto: string) => ask('sendTitleComment', { params: { id: codAcervo }, body: { texto } });

/** Deletes one of the signed-in patron's own comments. */
export const deleteMyComment = (codComentario: number) => ask('deleteMyComment', { params: { id: codComentario } });
