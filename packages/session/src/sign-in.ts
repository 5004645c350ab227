/**
 * Entry `@estante/session/sign-in` (not shared: the auth remote bundles it with its endpoint
 * calls, so the shell's page does not carry them): the sign-in sequence of SPEC.md §4 as one
 * action — two-step choice of person, password grant, linked logins, the person, the session
 * stored — for the login form and the single sign-on response alike. It stores the session
 * through the shared `@estante/session` (never a copy of its own) and only once the person is
 * known, so a failure on the way leaves no half session.
 */
import { toApiError, type ApiError, type Credentials } from '@estante/api-client';
import type { LoginVinculado } from '@estante/api-contract';
import * as api from '@estante/api-endpoints/auth';
import { signIn, type Session } from '@estante/session';

/** One of the persons a user code names (two-step login, "EscolhaLogin"). */
export interface PersonChoice {
  readonly codigo: number;
  readonly nome: string;
}

/** What the patron typed (SPEC.md §5). */
export interface PasswordSignIn {
  /** The user code, as typed (trimmed here). */
  readonly user: string;
  readonly password: string;
  /** The captcha's payload, when activity 1120 asks for one. */
  readonly captcha?: string;
  /** The person chosen among those the user code names (codPessoa). */
  readonly person?: number;
  /** "Remember me": the session survives a browser restart (localStorage) instead of this tab's. */
  readonly remember: boolean;
}

/** Where a sign-in stands; the form shows each state. Never thrown: a failure is a state too. */
export type SignInResult =
  | { readonly status: 'signedIn'; readonly session: Session }
  /** The user code names several persons: ask which one, then sign in again with `person`. */
  | { readonly status: 'choosePerson'; readonly persons: readonly PersonChoice[] }
  /** The person has several linked logins: `choose` one (the tokens stay inside this action). */
  | {
      readonly status: 'chooseLogin';
      readonly logins: readonly LoginVinculado[];
      /** The login in use now (preselected). */
      readonly current: LoginVinculado | undefined;
      readonly choose: (login: LoginVinculado) => Promise<SignInResult>;
    }
  /** The server or the network refused: show `loginErrorMessage(error, label)`; nothing is stored. */
  | { readonly status: 'failed'; readonly error: ApiError };

const failed = (error: unknown): SignInResult => ({ status: 'failed', error: toApiError(error) });

/** The last user code asked about and its persons (one question per code, as the patron types). */
let asked: { readonly login: string; readonly persons: Promise<readonly PersonChoice[]> } | null = null;

/**
 * The persons a user code names when it names more than one, else an empty list (two-step
 * login). Asked once per code: the form asks when the field loses focus, the sign-in reuses it.
 */
export function personsOf(user: string): Promise<readonly PersonChoice[]> {
  const login = user.trim();
  if (!login) return Promise.resolve([]);
  if (asked?.login === login) return asked.persons;
  const persons = api.duplicates(login).then((answer) => (answer.result && answer.pessoas.length > 1 ? answer.pessoas : []));
  const mine = { login, persons };
  asked = mine;
  // A failed question is asked again next time.
  persons.catch(() => {
    if (asked === mine) asked = null;
  });
  return persons;
}

/**
 * The end of every sign-in (password, linked login, OIDC, SAML): the person the tokens belong to,
 * then the session stored ("remember me" in localStorage) and announced to the other tabs.
 */
export async function completeSignIn(credentials: Credentials, { remember }: { readonly remember: boolean }): Promise<SignInResult> {
  try {
    const person = await api.person(credentials.access_token);
    const session: Session = { user: { ...person.user, authPermissions: person.authPermissions, bloqueio: person.bloqueio }, credentials, remember };
    await signIn(session);
    return { status: 'signedIn', session };
  } catch (error) {
    return failed(error);
  }
}

/** Several linked logins: the patron picks one; another than the current switches the tokens first. */
function chooseLogin(credentials: Credentials, logins: readonly LoginVinculado[], remember: boolean): SignInResult {
  return {
    status: 'chooseLogin',
    logins,
    current: logins.find((l) => l.atual) ?? logins[0],
    choose: async (login) => {
      try {
        const chosen = login.atual ? credentials : await api.switchLogin(credentials.access_token, { codigo: login.codigo, base: login.base });
        return await completeSignIn(chosen, { remember });
      } catch (error) {
        return failed(error);
      }
    },
  };
}

/**
 * Sign in with a user code and a password (SPEC.md §4): a code naming several persons asks which
 * one first (unless `person` says); then the password grant; several linked logins ask which one;
 * then the person and the session. Resolves to the state to show; never rejects.
 */
export async function signInWithPassword({ user, password, captcha, person, remember }: PasswordSignIn): Promise<SignInResult> {
  const login = user.trim();
  try {
    if (person === undefined) {
      const persons = await personsOf(login);
      if (persons.length > 0) return { status: 'choosePerson', persons };
    }
    const credentials = await api.passwordToken({ username: login, password, recaptchaToken: captcha || undefined, codPessoa: person });
    // The linked logins are a nicety: when they cannot be read, sign in with the login at hand.
    const logins = await api.linkedLogins(credentials.access_token).catch(() => [] as LoginVinculado[]);
    if (logins.length > 1) return chooseLogin(credentials, logins, remember);
    return await completeSignIn(credentials, { remember });
  } catch (error) {
    return failed(error);
  }
}
