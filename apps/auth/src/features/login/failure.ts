import { loginErrorMessage, toApiError } from '@estante/api-client';
import { messageText } from '@estante/i18n';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a failed sign-in says (SPEC.md §8), the same for the form and the single sign-on response:
 * wrong user code or password named with the installation's label, blocked, captcha, too many
 * attempts… null when there is nothing to say (a cancelled call).
 */
export function signInFailureText(t: Translate, error: unknown, userLabel: string): string | null {
  const message = loginErrorMessage(toApiError(error), userLabel);
  return message ? messageText(t, message) : null;
}
