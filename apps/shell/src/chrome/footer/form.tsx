import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { messageText, useTranslation } from '@estante/i18n';
import { Link, useLocation } from '@estante/federation/router';
import { routes } from '@estante/federation';
import { Button } from '@estante/ui/button';
import { $features, loginPresentation, requestLogin, useStore } from '@estante/session';
import { maxOf } from './limits';

/** The ids a field's label, control and message share. */
export const fieldIds = (form: string, name: string) => ({ id: `${form}-${name}`, errorId: `${form}-${name}-error` });

/** What a control says about itself: required, invalid, and which text describes the error. */
export function controlProps(form: string, name: string, error: string | undefined, required = false) {
  const { id, errorId } = fieldIds(form, name);
  return {
    id,
    ...(required ? { 'aria-required': true as const } : {}),
    ...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}),
  };
}

/** A label, its control and the field's own message under it. */
export function Field({
  form,
  name,
  label,
  required = false,
  error,
  children,
}: {
  readonly form: string;
  readonly name: string;
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly error: string | undefined;
  readonly children: ReactNode;
}) {
  const { id, errorId } = fieldIds(form, name);
  return (
    <div className="estante-form__field">
      {/* The asterisk stays outside the label: the field's name is its label alone (aria-required says the rest). */}
      <div className="estante-form__label">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span className="estante-form__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children}
      {error ? (
        <p id={errorId} className="estante-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The translated text of a field's message (a key of ours, or a server sentence shown as it came). */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (name: string, message: string | undefined) => (message ? t(message, { defaultValue: message, max: maxOf[name] }) : undefined);
}

/**
 * A failed send: a 422 about one field goes under that field (`fields` maps the server's names to
 * the form's); anything else is the text for the dialog's alert (SPEC.md §8 generic handler).
 * Nothing typed is touched. Returns null when nothing is to be shown (a cancelled call).
 */
export function submitFailure<V extends FieldValues>(
  error: unknown,
  fields: Record<string, Path<V>>,
  setError: UseFormSetError<V>,
  t: (key: string, options?: Record<string, unknown>) => string,
  signInText: string,
): string | null {
  const e = toApiError(error);
  if (e.status === 401) return signInText;
  const field = e.serverField ? fields[e.serverField] : undefined;
  if (e.status === 422 && field && e.serverMessage) {
    setError(field, { type: 'server', message: e.serverMessage }, { shouldFocus: true });
    return null;
  }
  const message = errorMessageKey(e);
  return message ? messageText(t, message) : null;
}

/**
 * For a visitor (SPEC.md §5: comments and suggestions need a signed-in patron): the reason and a
 * way to sign in — the login dialog over the page when the installation uses it (activity 107),
 * else the login page, coming back here after.
 */
export function SignInPrompt({ text, onLogin }: { readonly text: string; readonly onLogin: () => void }) {
  const { t } = useTranslation();
  const features = useStore($features);
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <div className="estante-form__signin">
      <p role="status">{text}</p>
      {loginPresentation(features) === 'modal' ? (
        <Button
          type="primary"
          onClick={() => {
            onLogin();
            requestLogin(here);
          }}
        >
          {t('footer.login')}
        </Button>
      ) : (
        <Link className="estante-form__signin-link" to={routes.login(here)} onClick={onLogin}>
          {t('footer.login')}
        </Link>
      )}
    </div>
  );
}
