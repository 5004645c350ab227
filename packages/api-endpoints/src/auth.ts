/**
 * Endpoint entry `@estante/api-endpoints/auth` (not shared: the auth remote and the session store
 * bundle it): the token grants, sign-out, two-step login, linked logins, password recovery,
 * single sign-on and external content access.
 */
import { client, type Credentials } from '@estante/api-client';
import type { LoginVinculado } from '@estante/api-contract';
import { ROUTES } from '@estante/api-contract/routes';
import type { CallConfig } from './call';
import { ask } from './ask';

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

/** Password grant (SPEC.md §7): the patron's access and refresh tokens. */
export const passwordToken = async ({ username, password, recaptchaToken, codPessoa }: PasswordGrant) =>
  credentialsOf(
    await ask('token', {
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
  );
/** Refresh grant: a new pair; the refresh token rotates. Never queued behind a refresh (no token). */
export const refreshToken = async (token: string) =>
  credentialsOf(await ask('token', { body: { grant_type: 'refresh_token', client_id: client.clientId, refresh_token: token } }));
/** The patron a private token belongs to (`GET /api/pessoas`); the token is passed before it is stored. */
export const person = (accessToken: string) => ask('person', {}, bearer(accessToken));
/** Sign-out: the server revokes the sign-in this refresh token belongs to (every tab's). */
export const revoke = async (token: string) => {
  await ask('revoke', { body: { token, client_id: client.clientId } }, { timeout: 3000 });
};
/** Two-step login: the persons one user code names (`result` true when several). */
export const duplicates = (login: string, cfg?: CallConfig) => ask('duplicates', { query: { login } }, cfg);
/** The linked logins of the person a private token belongs to. */
export const linkedLogins = (accessToken: string) => ask('linkedLogins', {}, bearer(accessToken));
/** Switch to another linked login of the same person: a new token pair. */
export const switchLogin = (accessToken: string, login: Pick<LoginVinculado, 'codigo' | 'base'>) =>
  ask('switchLogin', { body: { codigo: login.codigo, base: login.base } }, bearer(accessToken));
/** Password recovery, step 1: sends a code to the person's e-mail. */
export const recoveryStart = (userCode: string, recaptchaToken?: string) =>
  ask('recoveryStart', { params: { id: userCode }, query: recaptchaToken ? { recaptcha_token: recaptchaToken } : {} });
/** Step 2: validates the code; answers the password rules. */
export const recoveryValidate = (userCode: string, codigo: string) => ask('recoveryValidate', { params: { id: userCode }, body: { codigo } });
/** Step 3: the new password. */
export const recoveryChange = async (userCode: string, codigo: string, senha: string) => {
  await ask('recoveryChange', { params: { id: userCode }, body: { codigo, senha } });
};
/** OpenID Connect: where to send the browser, and the nonce to validate on return. */
export const oidcAuthorize = (login: string, redirect: string) => ask('oidcAuthorize', { query: { login, redirect } });
export const oidcValidate = (nonce: string) => ask('oidcValidate', { body: { nonce } });
export const samlLogin = (redirect: string) => ask('samlLogin', { query: { redirect } });
export const samlValidate = (saml: string) => ask('samlValidate', { body: { saml } });
/** An external content base's access address for the signed-in patron (pearson, grupoa…). */
export const externalAccess = (base: string) => ask('externalAccess', { query: { base } });
/**
 * Query of an external content base's access address (`useQuery`): asked afresh on every visit
 * and forgotten once nobody watches it (the address may be single-use).
 */
export const externalAccessQuery = (base: string) => ({
  queryKey: ['auth', 'externalAccess', base] as const,
  queryFn: ({ signal }: { readonly signal: AbortSignal }) => ask('externalAccess', { query: { base } }, { signal }),
  gcTime: 0,
});
