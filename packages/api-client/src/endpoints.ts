import type {
  ComentarioGeralRequest,
  ConsultaQuery,
  AcervosIndexadosQuery,
  ExportarCestaRequest,
  LoginVinculado,
  NovasAquisicoesQuery,
  RedeConsultaQuery,
  SugestaoAquisicaoRequest,
} from '@estante/api-contract';
import { ROUTES } from '@estante/api-contract/routes';
import { call, type CallConfig } from './call';
import type { ApiClient, Credentials } from './client';

/**
 * The calls the apps make, by the names they use; each one is `call()` of a contract endpoint, so
 * URLs, methods, token modes and types come from @estante/api-contract (ROUTES at run time, the
 * schemas as types only: no TypeBox in the bundle).
 */

export interface PasswordGrant {
  username: string;
  password: string;
  /** the captcha's payload, when activity 1120 asks for one */
  recaptchaToken?: string;
  /** two-step login: the person chosen among those the user code names */
  codPessoa?: number;
}

/** Where the ALTCHA widget fetches a challenge (public: no token). */
export const CAPTCHA_CHALLENGE_PATH = ROUTES.captchaChallenge.url;

/** The specialised searches' option lists, by the kind the catalogue names them with. */
const SPECIALISED = {
  'opcoes-periodicos': 'periodicalOptions',
  'opcoes-atos-normativos': 'lawOptions',
  'jurisprudencia-options': 'caseLawOptions',
  'opcoes-arquivo': 'archiveOptions',
} as const;
export type SpecialisedKind = keyof typeof SPECIALISED;

/** A call that carries a private token the session has not stored yet. */
const bearer = (accessToken: string): CallConfig => ({ tokenMode: 'none', headers: { Authorization: `Bearer ${accessToken}` } });

/**
 * The pair of a password or refresh grant. The token endpoint's answer has an optional
 * refresh_token (client_credentials has none); these grants always send one.
 */
function credentialsOf(answer: { readonly access_token: string; readonly refresh_token?: string | undefined }): Credentials {
  if (typeof answer.refresh_token !== 'string') throw new Error('the token endpoint answered no refresh_token');
  return { ...answer, refresh_token: answer.refresh_token };
}

export function endpoints(client: ApiClient) {
  return {
    institution: (cfg?: CallConfig) => call(client, 'institution', {}, cfg),
    features: (cfg?: CallConfig) => call(client, 'features', {}, cfg),
    search: (query: ConsultaQuery, cfg?: CallConfig) => call(client, 'search', { query }, cfg),
    /** Ordering options of the results (orderBy, direction), the defaults marked. */
    orderings: (cfg?: CallConfig) => call(client, 'orderings', {}, cfg),
    /** Types of work (values of filter T), labelled. */
    workTypes: (cfg?: CallConfig) => call(client, 'workTypes', {}, cfg),
    /** Default cover images per type of work (addresses served without a token). */
    defaultImages: (cfg?: CallConfig) => call(client, 'defaultImages', {}, cfg),
    /** Autocomplete: the typed text with its last word completed. */
    suggestions: (termo: string, cfg?: CallConfig) => call(client, 'suggestions', { query: { termo } }, cfg),
    /** Availability by campus of several titles (a result page) in one request. */
    availability: (acervos: readonly number[], cfg?: CallConfig) => call(client, 'availability', { query: { acervos: acervos.join(',') } }, cfg),
    /** Several titles as search rows, in the order asked (the basket). */
    titleSummaries: (acervos: readonly number[], cfg?: CallConfig) => call(client, 'titleSummaries', { query: { acervos: acervos.join(',') } }, cfg),
    /** Basket export (SPEC.md §7): a file to download, or an e-mail to several addresses. */
    exportBasket: (body: ExportarCestaRequest, cfg?: CallConfig) => call(client, 'exportBasket', { body }, cfg),
    /** New acquisitions (NA_A acquired, NA_C catalogued) of a period, newest first; default today back one month. */
    newAcquisitions: (query: NovasAquisicoesQuery, cfg?: CallConfig) => call(client, 'newAcquisitions', { query }, cfg),
    /** Institutional events. */
    events: (cfg?: CallConfig) => call(client, 'events', {}, cfg),
    /** Libraries with their opening hours per weekday (of one campus, or all). */
    librariesWithHours: (campus?: number, cfg?: CallConfig) => call(client, 'librariesWithHours', { query: campus ? { campus: String(campus) } : {} }, cfg),
    /** Institutions and repositories of the network (GET /api/oai/instituicoes). */
    networkInstitutions: (cfg?: CallConfig) => call(client, 'networkInstitutions', {}, cfg),
    /** Search across the institutions of the network. */
    networkSearch: (query: RedeConsultaQuery, cfg?: CallConfig) => call(client, 'networkSearch', { query }, cfg),
    /** A title of the network with the institutions that hold it. */
    networkTitle: (id: number, cfg?: CallConfig) => call(client, 'networkTitle', { params: { id } }, cfg),
    /** Options of a specialised search the server offers (empty: the catalogue holds no such records). */
    specialisedOptions: (kind: SpecialisedKind, cfg?: CallConfig) => call(client, SPECIALISED[kind], {}, cfg),
    /** Alphabetical index (author, subject, title, call number) with the count of titles of each entry. */
    browseIndex: (query: AcervosIndexadosQuery, cfg?: CallConfig) => call(client, 'browseIndex', { query }, cfg),
    /** An authority heading with its references. */
    authority: (id: number, cfg?: CallConfig) => call(client, 'authority', { params: { id } }, cfg),
    /** An authority's MARC rows. */
    authorityMarc: (id: number, cfg?: CallConfig) => call(client, 'authorityMarc', { params: { id } }, cfg),
    /** Password grant (SPEC.md §7): the patron's access and refresh tokens. */
    passwordToken: async ({ username, password, recaptchaToken, codPessoa }: PasswordGrant) =>
      credentialsOf(
        await call(client, 'token', {
          body: {
            grant_type: 'password',
            client_id: client.clientId,
            scope: '',
            username,
            password,
            ...(recaptchaToken ? { recaptcha_token: recaptchaToken } : {}),
            ...(codPessoa !== undefined ? { cod_pessoa: codPessoa } : {}),
          },
        }),
      ),
    /** Refresh grant: a new pair; the refresh token rotates. Never queued behind a refresh (no token). */
    refreshToken: async (refreshToken: string) =>
      credentialsOf(await call(client, 'token', { body: { grant_type: 'refresh_token', client_id: client.clientId, refresh_token: refreshToken } })),
    /** The patron a private token belongs to (`GET /api/pessoas`); the token is passed before it is stored. */
    person: (accessToken: string) => call(client, 'person', {}, bearer(accessToken)),
    /** Sign-out: the server revokes the sign-in this refresh token belongs to (every tab's). */
    revoke: async (refreshToken: string) => {
      await call(client, 'revoke', { body: { token: refreshToken, client_id: client.clientId } }, { timeout: 3000 });
    },
    /** Two-step login: the persons one user code names (`result` true when several). */
    duplicates: (login: string, cfg?: CallConfig) => call(client, 'duplicates', { query: { login } }, cfg),
    /** The linked logins of the person a private token belongs to. */
    linkedLogins: (accessToken: string) => call(client, 'linkedLogins', {}, bearer(accessToken)),
    /** Switch to another linked login of the same person: a new token pair. */
    switchLogin: (accessToken: string, login: Pick<LoginVinculado, 'codigo' | 'base'>) =>
      call(client, 'switchLogin', { body: { codigo: login.codigo, base: login.base } }, bearer(accessToken)),
    /** Password recovery, step 1: sends a code to the person's e-mail. */
    recoveryStart: (userCode: string, recaptchaToken?: string) =>
      call(client, 'recoveryStart', { params: { id: userCode }, query: recaptchaToken ? { recaptcha_token: recaptchaToken } : {} }),
    /** Step 2: validates the code; answers the password rules. */
    recoveryValidate: (userCode: string, codigo: string) => call(client, 'recoveryValidate', { params: { id: userCode }, body: { codigo } }),
    /** Step 3: the new password. */
    recoveryChange: async (userCode: string, codigo: string, senha: string) => {
      await call(client, 'recoveryChange', { params: { id: userCode }, body: { codigo, senha } });
    },
    /** OpenID Connect: where to send the browser, and the nonce to validate on return. */
    oidcAuthorize: (login: string, redirect: string) => call(client, 'oidcAuthorize', { query: { login, redirect } }),
    oidcValidate: (nonce: string) => call(client, 'oidcValidate', { body: { nonce } }),
    samlLogin: (redirect: string) => call(client, 'samlLogin', { query: { redirect } }),
    samlValidate: (saml: string) => call(client, 'samlValidate', { body: { saml } }),
    /** An external content base's access address for the signed-in patron (pearson, grupoa…). */
    externalAccess: (base: string) => call(client, 'externalAccess', { query: { base } }),
    /** One activity, enabled or not, with its `link` (the footer's external links: 57, 87, 88). */
    activity: (codAtividade: number, cfg?: CallConfig) => call(client, 'activity', { params: { id: codAtividade } }, cfg),
    /** The institution's campuses (`GET /api/campus`). */
    campuses: (cfg?: CallConfig) => call(client, 'campuses', {}, cfg),
    /** Libraries (information units) for a select, optionally of one campus (`GET /api/unidade-informacao`). */
    libraries: (campus?: number, cfg?: CallConfig) => call(client, 'libraries', { query: campus === undefined ? {} : { campus: String(campus) } }, cfg),
    /** A signed-in patron's general comment to a library (SPEC.md §5): stored pending moderation. */
    sendGeneralComment: (body: ComentarioGeralRequest) => call(client, 'sendGeneralComment', { body }),
    /** A signed-in patron's acquisition suggestion (SPEC.md §3, §5): stored as a pre-suggestion. */
    sendAcquisitionSuggestion: (body: SugestaoAquisicaoRequest) => call(client, 'sendAcquisitionSuggestion', { body }),
    /** Self-service kiosk settings (`GET /api/parametros/autoatendimento`): showAuto, codBibAuto, authAuto, idiomaAuto. */
    kiosk: (cfg?: CallConfig) => call(client, 'kiosk', {}, cfg),
    /** A title of the catalogue. */
    title: (id: number, cfg?: CallConfig) => call(client, 'title', { params: { id } }, cfg),
  };
}

export type Endpoints = ReturnType<typeof endpoints>;
