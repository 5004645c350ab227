import type { AxiosRequestConfig } from 'axios';
import type {
  AcervoResponse,
  ConsultaQuery,
  ConsultaResponse,
  Funcionalidades,
  Instituicao,
} from '@estante/api-contract';
import type { ApiClient, Credentials } from './client';

/** Typed calls of the API (types only come from @estante/api-contract: no server code here). */
export function endpoints(client: ApiClient) {
  return {
    institution: (cfg?: AxiosRequestConfig) => client.get<Instituicao>('/api/parametros/instituicao', cfg),
    features: (cfg?: AxiosRequestConfig) => client.get<Funcionalidades>('/api/parametros/funcionalidades', cfg),
    search: (query: ConsultaQuery, cfg?: AxiosRequestConfig) =>
      client.get<ConsultaResponse>('/api/consulta', { ...cfg, params: query }),
    /** Password grant (SPEC.md §7): the patron's access and refresh tokens. */
    passwordToken: async (username: string, password: string, recaptchaToken?: string) =>
      (
        await client.http.post<Credentials>(
          '/oauth/token',
          {
            grant_type: 'password',
            client_id: client.clientId,
            scope: '',
            username,
            password,
            ...(recaptchaToken ? { recaptcha_token: recaptchaToken } : {}),
          },
          { tokenMode: 'none' },
        )
      ).data,
    /** Refresh grant: a new pair; the refresh token rotates. Never queued behind a refresh (tokenMode none). */
    refreshToken: async (refreshToken: string) =>
      (
        await client.http.post<Credentials>(
          '/oauth/token',
          { grant_type: 'refresh_token', client_id: client.clientId, refresh_token: refreshToken },
          { tokenMode: 'none' },
        )
      ).data,
    /** The signed-in patron (`GET /api/pessoas`) for a private token. */
    person: (accessToken: string) =>
      client.get<{ user: { nome_pessoa: string; login: string; cod_pessoa: number } }>('/api/pessoas', {
        tokenMode: 'none',
        headers: { Authorization: `Bearer ${accessToken}` },
      }),
    title: (codAcervo: number | string, cfg?: AxiosRequestConfig) =>
      client.get<AcervoResponse>(`/api/acervo/${encodeURIComponent(String(codAcervo))}`, cfg),
  };
}

export type Endpoints = ReturnType<typeof endpoints>;
