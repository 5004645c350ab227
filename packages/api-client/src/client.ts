import axios, { type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { toApiError } from './errors';

export interface ApiClientConfig {
  /** Origin + prefix of the API; '' means same origin (the shell proxies /api and /oauth). */
  readonly baseURL: string;
  /** The public OAuth client id (the only credential the bundle holds). */
  readonly clientId: string;
  /** Value of the `lang` header for the current language (1 pt, 3 es, 5 en). */
  readonly langHeader: () => string;
}

interface Token {
  readonly value: string;
  /** epoch ms after which we fetch a new one (a little before the server's expiry) */
  readonly renewAt: number;
}

interface TokenResponse {
  access_token: string;
  expires_in?: number;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Which token the call carries; 'none' for the token endpoint itself. */
    tokenMode?: 'public' | 'none';
    /** internal: set once a call was replayed after a 401 */
    _replayed?: boolean;
  }
}

export interface ApiClient {
  readonly http: AxiosInstance;
  /** The public (visitor) token, fetched with client_credentials; one request in flight at most. */
  publicToken(): Promise<string>;
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const http = axios.create({ baseURL: config.baseURL, timeout: 20_000 });
  let token: Token | null = null;
  let pending: Promise<string> | null = null;

  function publicToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
    pending ??= http
      .post<TokenResponse>(
        '/oauth/token',
        { grant_type: 'client_credentials', client_id: config.clientId, scope: '' },
        { tokenMode: 'none' },
      )
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

  http.interceptors.request.use(async (req: InternalAxiosRequestConfig) => {
    req.headers.set('lang', config.langHeader());
    if (req.tokenMode !== 'none') req.headers.set('Authorization', `Bearer ${await publicToken()}`);
    return req;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    const req = axios.isAxiosError(error) ? error.config : undefined;
    // An expired or revoked public token: fetch a new one and replay once, never more.
    if (axios.isAxiosError(error) && error.response?.status === 401 && req && req.tokenMode !== 'none' && !req._replayed) {
      token = null;
      return http.request({ ...req, _replayed: true });
    }
    throw toApiError(error);
  });

  return {
    http,
    publicToken,
    async get<T>(url: string, cfg?: AxiosRequestConfig) {
      const { data } = await http.get<T>(url, cfg);
      return data;
    },
  };
}
