import type { AxiosRequestConfig } from 'axios';
import type { EndpointAuth } from '@estante/api-contract/constants';
import type { EndpointName, EndpointRequest, EndpointResponse } from '@estante/api-contract';
import { ROUTES, pathOf, type RouteDef } from '@estante/api-contract/routes';
import type { ApiClient, TokenMode } from '@estante/api-client';

/**
 * The token a route's declared auth needs: none for a public route, the visitor's public token
 * (or any other) for 'token', the signed-in patron's for 'patron'.
 */
export const TOKEN_MODE_OF: Readonly<Record<EndpointAuth, TokenMode>> = { public: 'none', token: 'public', patron: 'private' };

/** What a caller may add to a call: a signal, a timeout, headers, another token mode. */
export type CallConfig = Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data' | 'baseURL'>;

/** The request is optional when the endpoint takes nothing it requires. */
export type CallArgs<K extends EndpointName> =
  Record<string, never> extends EndpointRequest<K>
    ? [request?: EndpointRequest<K>, config?: CallConfig]
    : [request: EndpointRequest<K>, config?: CallConfig];

/**
 * Calls the endpoint `name` of the contract: method, URL and token from ROUTES (only that small
 * TypeBox-free entry reaches the bundle), path parameters filled in, `query` as the query string,
 * `body` as JSON; answers the successful body, typed by the contract's schemas.
 */
export async function call<K extends EndpointName>(client: ApiClient, name: K, ...[request, config]: CallArgs<K>): Promise<EndpointResponse<K>> {
  const route: RouteDef = ROUTES[name];
  const sent = request as { readonly params?: Readonly<Record<string, string | number>>; readonly query?: object; readonly body?: unknown } | undefined;
  const { data } = await client.http.request<EndpointResponse<K>>({
    tokenMode: TOKEN_MODE_OF[route.auth],
    ...config,
    method: route.method,
    url: pathOf(route.url, sent?.params),
    params: sent?.query,
    data: sent?.body,
  });
  return data;
}
