import axios, { type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { PrivateTokenResponse, TokenRequest, TokenResponse } from '@estante/api-contract';
import { ROUTES } from '@estante/api-contract/routes';
import { NotSignedInError, toApiError } from './errors';

export interface ApiClientConfig {
  /** Origin + prefix of the API; '' means same origin (the shell proxies /api and /oauth). */
  readonly baseURL: string;
  /** The public OAuth client id (the only credential the bundle holds). */
  readonly clientId: string;
  /** Value of the `lang` header for the current language (1 pt, 3 es, 5 en). */
  readonly langHeader: () => string;
}

/** A patron's tokens (SPEC.md §3 credentials): the pair of the password and refresh grants. */
export type Credentials = Readonly<Pick<PrivateTokenResponse, 'access_token' | 'refresh_token'>>;

/**
 * How the client reaches the patron's credentials; installed by @estante/session (which owns
 * storage, the cross-tab lock and the "session expired" state).
 */
export interface CredentialsBridge {
  current(): Credentials | null;
  /** New credentials for a call rejected with `stale`; rejects when the refresh failed. */
  refresh(stale: Credentials): Promise<Credentials>;
  /** The refresh failed: clear the session (once) and send the patron to login. */
  expired(): void;
}

/**
 * Which token a call carries (SPEC.md §7): the visitor's public token, the patron's private
 * token, the private one when signed in else the public one, or none (the token endpoint).
 */
export type TokenMode = 'public' | 'private' | 'privateElsePublic' | 'none';

interface Token {
  readonly value: string;
  /** epoch ms after which we fetch a new one (a little before the server's expiry) */
  readonly renewAt: number;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Which token the call carries (default 'public'). */
    tokenMode?: TokenMode;
    /** internal: set once a call was replayed after a 401 */
    _replayed?: boolean;
    /** internal: the private credentials the call was sent with */
    _credentials?: Credentials;
  }
}

export interface ApiClient {
  readonly http: AxiosInstance;
  readonly clientId: string;
  /** The public (visitor) token, fetched with client_credentials; one request in flight at most. */
  publicToken(): Promise<string>;
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  setCredentialsBridge(bridge: CredentialsBridge): void;
  /**
   * For the site's server, which renders the public pages with this client (issue 27): the API's
   * address, the visitor's public token from the server's own source (the web client's secret never
   * reaches a page), and headers added to every call (the visitor's forwarded address).
   */
  configureServer(options: ServerClientOptions): void;
}

export interface ServerClientOptions {
  readonly baseURL: string;
  /** The visitor's public token; `renew`: the last one was refused (401), ask for a new one. */
  readonly publicToken: (renew: boolean) => Promise<string>;
  readonly headers?: () => Readonly<Record<string, string>>;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const http = axios.create({ baseURL: config.baseURL, timeout: 20_000 });
  let token: Token | null = null;
  let pending: Promise<string> | null = null;
  let bridge: CredentialsBridge | null = null;
  // One refresh in flight; every private call rejected meanwhile waits for it.
  let refreshing: Promise<Credentials> | null = null;
  let server: ServerClientOptions | null = null;
  let renewServerToken = false;

  function publicToken(): Promise<string> {
    if (server) {
      const renew = renewServerToken;
      renewServerToken = false;
      return server.publicToken(renew);
    }
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
    const grant: TokenRequest = { grant_type: 'client_credentials', client_id: config.clientId, scope: '' };
    // Not through call(): call needs this client; the URL still comes from the contract.
    pending ??= http
      .post<TokenResponse>(ROUTES.token.url, grant, { tokenMode: 'none' })
      .then(({ data }) => {
        const ttl = (data.expires_in ?? 900) * 1000;
        token = { value: data.access_token, renewAt: Date.now() + ttl * 0.9 };
        return data.access_token;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  function refreshOnce(stale: Credentials): Promise<Credentials> {
    if (!bridge) return Promise.reject(new NotSignedInError());
    const b = bridge;
    refreshing ??= b
      .refresh(stale)
      .catch((error: unknown) => {
        b.expired(); // once per failed refresh: every queued call shares this promise
        throw error;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  http.interceptors.request.use(async (req: InternalAxiosRequestConfig) => {
    req.headers.set('lang', config.langHeader());
    for (const [name, value] of Object.entries(server?.headers?.() ?? {})) req.headers.set(name, value);
    const mode = req.tokenMode ?? 'public';
    if (mode === 'none') return req;
    const credentials = mode === 'public' ? null : (bridge?.current() ?? null);
    if (mode === 'private' && !credentials) throw new NotSignedInError();
    if (credentials) {
      req._credentials = credentials;
      req.headers.set('Authorization', `Bearer ${credentials.access_token}`);
    } else {
      req._credentials = undefined;
      req.headers.set('Authorization', `Bearer ${await publicToken()}`);
    }
    return req;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    const req = axios.isAxiosError(error) ? error.config : undefined;
    const unauthorised = axios.isAxiosError(error) && error.response?.status === 401;
    // A replay that gets 401 again, or the token endpoint itself, is never retried: no loop.
    if (!unauthorised || !req || req.tokenMode === 'none' || req._replayed) throw toApiError(error);
    if (req._credentials) {
      const sent = req._credentials;
      const current = bridge?.current();
      // Someone refreshed while this call was in flight: replay with the new token directly.
      if (!current || current.access_token === sent.access_token) {
        try {
          await refreshOnce(sent);
        } catch {
          throw toApiError(error);
        }
      }
    } else {
      token = null; // an expired or revoked public token: fetch a new one
      renewServerToken = server !== null;
    }
    return http.request({ ...req, _replayed: true });
  });

  return {
    http,
    clientId: config.clientId,
    publicToken,
    async get<T>(url: string, cfg?: AxiosRequestConfig) {
      const { data } = await http.get<T>(url, cfg);
      return data;
    },
    setCredentialsBridge(b: CredentialsBridge) {
      bridge = b;
    },
    configureServer(options: ServerClientOptions) {
      server = options;
      http.defaults.baseURL = options.baseURL;
    },
  };
}
