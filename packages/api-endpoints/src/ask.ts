/**
 * How an endpoint entry calls the API: through the page's one client (the shared core
 * `@estante/api-client`: tokens, refresh, language) with the route table bundled in the entry
 * itself. A remote that adds an endpoint call and ships alone brings the route with it; the
 * shell's older copy of the core never needs to know the endpoint's name.
 */
import { client } from '@estante/api-client';
import type { EndpointName, EndpointResponse } from '@estante/api-contract';
import { call, type CallArgs } from './call';

export function ask<K extends EndpointName>(name: K, ...args: CallArgs<K>): Promise<EndpointResponse<K>> {
  return call(client, name, ...args);
}
