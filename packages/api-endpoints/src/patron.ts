/**
 * Endpoint entry `@estante/api-endpoints/patron` (not shared: the patron-area remote bundles it):
 * the signed-in patron's own data. Every call carries the patron's private token.
 */
import type { CallConfig } from './call';
import { ask } from './ask';
import { queryOptions } from '@estante/api-client/react';

/** The signed-in patron (`GET /api/pessoas`). Keyed by patron: one patron never sees another's answer. */
export const me = (cfg?: CallConfig) => ask('person', {}, cfg);
export const meQuery = (codPessoa: number) => queryOptions({ queryKey: ['patron', codPessoa, 'me'], queryFn: ({ signal }) => me({ signal }) });

export * from './patron/loans';
export * from './patron/history';
export * from './patron/activity';
export * from './patron/account';
export * from './patron/summary';
export * from './patron/teaching-plan';
export * from './patron/clearance';
export * from './patron/acquisitions';
export * from './patron/external';
export { openInNewTab, type TabOutcome } from './open-tab';
export * from './patron/permanent-basket';
export * from './patron/interest-profile';
export * from './patron/catalogue-card';
export * from './patron/library-requests';
