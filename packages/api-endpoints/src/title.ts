/**
 * Endpoint entry `@estante/api-endpoints/title` (not shared: the title-detail remote bundles it):
 * a title of the catalogue and its sub-views.
 */
import type { CallConfig } from './call';
import { ask } from './ask';
import { queryOptions } from '@estante/api-client/react';

/** A title of the catalogue. */
export const title = (id: number, cfg?: CallConfig) => ask('title', { params: { id } }, cfg);
export const titleQuery = (id: number) => queryOptions({ queryKey: ['title', id], queryFn: ({ signal }) => title(id, { signal }), staleTime: 60_000 });

export * from './title/holds';
export * from './title/requests';
export * from './title/comments';
export * from './title/views';
export * from './title/data';
export * from './title/page';
export * from './title/links';
export { openInNewTab, type TabOutcome } from './open-tab';
export * from './title/card';
