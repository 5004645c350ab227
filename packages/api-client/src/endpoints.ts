import type { AxiosRequestConfig } from 'axios';
import type {
  AcervoResponse,
  AcervosIndexadosQuery,
  AcervosIndexadosResponse,
  Atividade,
  AutoridadeResponse,
  BibliotecaList,
  Autoatendimento,
  CampusList,
  ComentarioGeralRequest,
  ComentarioGeralResponse,
  ConsultaItem,
  ConsultaQuery,
  ConsultaResponse,
  DisponibilidadeResponse,
  EventoInstitucional,
  ExportarCestaRequest,
  ExportarCestaResponse,
  Funcionalidades,
  ImagemPadraoResponse,
  InstituicoesOai,
  MarcRows,
  NovasAquisicoesQuery,
  NovasAquisicoesResponse,
  OpcoesIndiceResponse,
  OrdenacaoResponse,
  RedeAcervoResponse,
  RedeConsultaQuery,
  RedeConsultaResponse,
  Instituicao,
  SugestaoAquisicaoRequest,
  SugestaoAquisicaoResponse,
  UnidadeInformacaoList,
} from '@estante/api-contract';
import type { ApiClient, Credentials } from './client';

/** Typed calls of the API (types only come from @estante/api-contract: no server code here). */
/** `GET /api/pessoas` (SPEC.md §7 "fetch user data returns user, authPermissions, bloqueio"). */
export interface PersonResponse {
  user: { nome_pessoa: string; login: string; cod_pessoa: number; authPermissions?: { cod_modulo: number; cod_atividade: number }[]; bloqueio?: boolean };
  authPermissions: { cod_modulo: number; cod_atividade: number }[];
  bloqueio: boolean;
}
export interface DuplicatesResponse {
  result: boolean;
  pessoas: { codigo: number; nome: string }[];
}
export interface LinkedLogin {
  codigo: string;
  base: string;
  descricao: string;
  atual: boolean;
}
export interface RecoveryStart {
  emails: string[];
  name: string;
  /** length of the verification code */
  length: number;
  /** expiry of the code (date-time) */
  tte: string;
}
/** SPEC.md §3 password rules. */
export interface PasswordRules {
  length: { min: number; max: number };
  has_numbers: boolean;
  only_numbers: boolean;
  special_char: boolean;
  diff_case: boolean;
  diff_name: boolean;
  last_pw: number;
}

export interface PasswordGrant {
  username: string;
  password: string;
  /** the captcha's payload, when activity 1120 asks for one */
  recaptchaToken?: string;
  /** two-step login: the person chosen among those the user code names */
  codPessoa?: number;
}

/** Where the ALTCHA widget fetches a challenge (public: no token). */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/desafio';

export function endpoints(client: ApiClient) {
  return {
    institution: (cfg?: AxiosRequestConfig) => client.get<Instituicao>('/api/parametros/instituicao', cfg),
    features: (cfg?: AxiosRequestConfig) => client.get<Funcionalidades>('/api/parametros/funcionalidades', cfg),
    search: (query: ConsultaQuery, cfg?: AxiosRequestConfig) =>
      client.get<ConsultaResponse>('/api/consulta', { ...cfg, params: query }),
    /** Ordering options of the results (orderBy, direction), the defaults marked. */
    orderings: (cfg?: AxiosRequestConfig) => client.get<OrdenacaoResponse>('/api/consulta/ordenacao', cfg),
    /** Types of work (values of filter T), labelled. */
    workTypes: (cfg?: AxiosRequestConfig) => client.get<{ codigo: number; descricao: string }[]>('/api/consulta/tipos-obra', cfg),
    /** Default cover images per type of work (addresses served without a token). */
    defaultImages: (cfg?: AxiosRequestConfig) => client.get<ImagemPadraoResponse>('/api/consulta/imagem-padrao', cfg),
    /** Autocomplete: the typed text with its last word completed. */
    suggestions: (termo: string, cfg?: AxiosRequestConfig) =>
      client.get<string[]>('/api/consulta/sugestoes', { ...cfg, params: { termo } }),
    /** Availability by campus of several titles (a result page) in one request. */
    availability: (acervos: readonly number[], cfg?: AxiosRequestConfig) =>
      client.get<DisponibilidadeResponse>('/api/acervo/disponibilidade', { ...cfg, params: { acervos: acervos.join(',') } }),
    /** Several titles as search rows, in the order asked (the basket). */
    titleSummaries: (acervos: readonly number[], cfg?: AxiosRequestConfig) =>
      client.get<ConsultaItem[]>('/api/acervo/resumo', { ...cfg, params: { acervos: acervos.join(',') } }),
    /** Basket export (SPEC.md §7): a file to download, or an e-mail to several addresses. */
    exportBasket: async (body: ExportarCestaRequest) => (await client.http.post<ExportarCestaResponse>('/api/acervo/exportar-cesta', body)).data,
    /** New acquisitions (NA_A acquired, NA_C catalogued) of a period, newest first; default today back one month. */
    newAcquisitions: (query: NovasAquisicoesQuery, cfg?: AxiosRequestConfig) =>
      client.get<NovasAquisicoesResponse>('/api/consulta/novas-aquisicoes', { ...cfg, params: query }),
    /** Institutional events. */
    events: (cfg?: AxiosRequestConfig) => client.get<EventoInstitucional[]>('/api/parametros/eventos_institucionais', cfg),
    /** Libraries with their opening hours per weekday (of one campus, or all). */
    librariesWithHours: (campus?: number, cfg?: AxiosRequestConfig) =>
      client.get<BibliotecaList>('/api/bibliotecas', { ...cfg, params: campus ? { campus } : {} }),
    /** Institutions and repositories of the network (GET /api/oai/instituicoes). */
    networkInstitutions: (cfg?: AxiosRequestConfig) => client.get<InstituicoesOai>('/api/oai/instituicoes', cfg),
    /** Search across the institutions of the network. */
    networkSearch: (query: RedeConsultaQuery, cfg?: AxiosRequestConfig) =>
      client.get<RedeConsultaResponse>('/api/rede-pergamum/consulta', { ...cfg, params: query }),
    /** A title of the network with the institutions that hold it. */
    networkTitle: (cod: number, cfg?: AxiosRequestConfig) => client.get<RedeAcervoResponse>(`/api/rede-pergamum/acervo/${cod}`, cfg),
    /** Options of a specialised search the server offers (empty: the catalogue holds no such records). */
    specialisedOptions: (kind: 'opcoes-periodicos' | 'opcoes-atos-normativos' | 'jurisprudencia-options' | 'opcoes-arquivo', cfg?: AxiosRequestConfig) =>
      client.get<OpcoesIndiceResponse>(`/api/consulta/${kind}`, cfg),
    /** Alphabetical index (author, subject, title, call number) with the count of titles of each entry. */
    browseIndex: (query: AcervosIndexadosQuery, cfg?: AxiosRequestConfig) =>
      client.get<AcervosIndexadosResponse>('/api/consulta/acervos-indexados', { ...cfg, params: query }),
    /** An authority heading with its references. */
    authority: (cod: number, cfg?: AxiosRequestConfig) => client.get<AutoridadeResponse>(`/api/autoridade/${cod}`, cfg),
    /** An authority's MARC rows. */
    authorityMarc: (cod: number, cfg?: AxiosRequestConfig) => client.get<MarcRows>(`/api/autoridade/${cod}/marc`, cfg),
    /** Password grant (SPEC.md §7): the patron's access and refresh tokens. */
    passwordToken: async ({ username, password, recaptchaToken, codPessoa }: PasswordGrant) =>
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
            ...(codPessoa !== undefined ? { cod_pessoa: codPessoa } : {}),
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
    /** The patron a private token belongs to (`GET /api/pessoas`); the token is passed before it is stored. */
    person: (accessToken: string) =>
      client.get<PersonResponse>('/api/pessoas', { tokenMode: 'none', headers: { Authorization: `Bearer ${accessToken}` } }),
    /** Sign-out: the server revokes the sign-in this refresh token belongs to (every tab's). */
    revoke: async (refreshToken: string) => {
      await client.http.post('/oauth/revoke', { token: refreshToken, client_id: client.clientId }, { tokenMode: 'none', timeout: 3000 });
    },
    /** Two-step login: the persons one user code names (`result` true when several). */
    duplicates: (login: string, cfg?: AxiosRequestConfig) =>
      client.get<DuplicatesResponse>('/api/pessoas/duplicadas', { ...cfg, params: { login } }),
    /** The linked logins of the person a private token belongs to. */
    linkedLogins: (accessToken: string) =>
      client.get<LinkedLogin[]>('/api/pessoas/login', { tokenMode: 'none', headers: { Authorization: `Bearer ${accessToken}` } }),
    /** Switch to another linked login of the same person: a new token pair. */
    switchLogin: async (accessToken: string, login: Pick<LinkedLogin, 'codigo' | 'base'>) =>
      (
        await client.http.put<Credentials>('/api/pessoas/troca-login', login, {
          tokenMode: 'none',
          headers: { Authorization: `Bearer ${accessToken}` },
        })
      ).data,
    /** Password recovery, step 1: sends a code to the person's e-mail. */
    recoveryStart: (userCode: string, recaptchaToken?: string) =>
      client.get<RecoveryStart>(`/api/pessoas/${encodeURIComponent(userCode)}/recuperar-senha`, {
        params: recaptchaToken ? { recaptcha_token: recaptchaToken } : {},
      }),
    /** Step 2: validates the code; answers the password rules. */
    recoveryValidate: async (userCode: string, codigo: string) =>
      (await client.http.post<PasswordRules>(`/api/pessoas/${encodeURIComponent(userCode)}/recuperar-senha`, { codigo })).data,
    /** Step 3: the new password. */
    recoveryChange: async (userCode: string, codigo: string, senha: string) => {
      await client.http.put(`/api/pessoas/${encodeURIComponent(userCode)}/recuperar-senha`, { codigo, senha });
    },
    /** OpenID Connect: where to send the browser, and the nonce to validate on return. */
    oidcAuthorize: (login: string, redirect: string) => client.get<{ nonce: string; link: string }>('/oidc/authorize', { params: { login, redirect } }),
    oidcValidate: async (nonce: string) => (await client.http.post<Credentials>('/oidc/validar', { nonce })).data,
    samlLogin: (redirect: string) => client.get<{ link: string }>('/saml/login', { params: { redirect } }),
    samlValidate: async (saml: string) => (await client.http.post<Credentials>('/saml/validar', { saml })).data,
    /** An external content base's access address for the signed-in patron (pearson, grupoa…). */
    externalAccess: (base: string) => client.get<{ link: string }>('/api/pessoas/token-redireciona', { tokenMode: 'private', params: { base } }),
    /** One activity, enabled or not, with its `link` (the footer's external links: 57, 87, 88). */
    activity: (codAtividade: number, cfg?: AxiosRequestConfig) =>
      client.get<Atividade>(`/api/parametros/atividade/${encodeURIComponent(String(codAtividade))}`, cfg),
    /** The institution's campuses (`GET /api/campus`). */
    campuses: (cfg?: AxiosRequestConfig) => client.get<CampusList>('/api/campus', cfg),
    /** Libraries (information units) for a select, optionally of one campus (`GET /api/unidade-informacao`). */
    libraries: (campus?: number, cfg?: AxiosRequestConfig) =>
      client.get<UnidadeInformacaoList>('/api/unidade-informacao', { ...cfg, params: campus === undefined ? {} : { campus } }),
    /** A signed-in patron's general comment to a library (SPEC.md §5): stored pending moderation. */
    sendGeneralComment: async (body: ComentarioGeralRequest) =>
      (await client.http.post<ComentarioGeralResponse>('/api/unidade-informacao/comentario', body, { tokenMode: 'private' })).data,
    /** A signed-in patron's acquisition suggestion (SPEC.md §3, §5): stored as a pre-suggestion. */
    sendAcquisitionSuggestion: async (body: SugestaoAquisicaoRequest) =>
      (await client.http.post<SugestaoAquisicaoResponse>('/api/unidade-informacao/sugestao-aquisicao', body, { tokenMode: 'private' })).data,
    /** Self-service kiosk settings (`GET /api/parametros/autoatendimento`): showAuto, codBibAuto, authAuto, idiomaAuto. */
    kiosk: (cfg?: AxiosRequestConfig) => client.get<Autoatendimento>('/api/parametros/autoatendimento', cfg),
    title: (codAcervo: number | string, cfg?: AxiosRequestConfig) =>
      client.get<AcervoResponse>(`/api/acervo/${encodeURIComponent(String(codAcervo))}`, cfg),
  };
}

export type Endpoints = ReturnType<typeof endpoints>;
