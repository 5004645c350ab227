import { errorMessageKey, toApiError, type ApiError, type ErrorMessage } from '@estante/api-client';
import { ACESSO_BLOQUEADO, CAPTCHA_CODES } from '@estante/api-contract/constants';
import { messageText } from '@estante/i18n';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's captcha refusals (422 with `codigo`) and their messages (this remote's strings). */
const CAPTCHA_ERRORS: Readonly<Record<string, string>> = {
  [CAPTCHA_CODES.ausente]: 'auth.loginErrors.captchaMissing',
  [CAPTCHA_CODES.expirado]: 'auth.loginErrors.captchaExpired',
  [CAPTCHA_CODES.invalido]: 'auth.loginErrors.captchaInvalid',
};

/**
 * Login errors (SPEC.md §8): 401 wrong user code or password (named with the installation's
 * login label), 422 the server's message, 430 or ACESSO_BLOQUEADO blocked (use "Forgot
 * password"), 429 too many attempts, 400 bad request, 500 unexpected, no answer network. Only this
 * remote signs in, so the catalogue and its strings (`auth.loginErrors.*`) are its own.
 */
export function loginErrorMessage(error: ApiError, loginLabel: string): ErrorMessage | null {
  if (error.kind === 'cancelled') return null;
  if (error.kind === 'network') return { key: 'errors.network', level: 'error' };
  if (error.status === 430 || error.serverMessage === ACESSO_BLOQUEADO) return { key: 'auth.loginErrors.blocked', level: 'error' };
  const captcha = error.serverCode ? CAPTCHA_ERRORS[error.serverCode] : undefined;
  if (captcha) return { key: captcha, level: 'error' };
  switch (error.status) {
    case 401:
      return { key: 'auth.loginErrors.incorrect', values: { label: loginLabel }, level: 'error' };
    case 422:
      return error.serverMessage ? { key: error.serverMessage, level: 'error' } : { key: 'errors.unexpected', level: 'error' };
    case 429:
      return { key: 'auth.loginErrors.tooMany', level: 'error' };
    case 400:
      return { key: 'auth.loginErrors.badRequest', level: 'error' };
    case 500:
      return { key: 'errors.unexpected', level: 'error' };
    default:
      return errorMessageKey(error);
  }
}

/**
 * What a failed sign-in says (SPEC.md §8), the same for the form and the single sign-on response:
 * wrong user code or password named with the installation's label, blocked, captcha, too many
 * attempts… null when there is nothing to say (a cancelled call).
 */
export function signInFailureText(t: Translate, error: unknown, userLabel: string): string | null {
  const message = loginErrorMessage(toApiError(error), userLabel);
  return message ? messageText(t, message) : null;
}
