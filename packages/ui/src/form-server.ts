import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessageKey, toApiError } from '@estante/api-client';
import type { TranslatableMessage } from '@estante/i18n';

/** The server's field names (a 422's `campo`) mapped to the form's: `{ b: 'library', content: 'text' }`. */
export type ServerFields<V extends FieldValues> = Readonly<Partial<Record<string, Path<V>>>>;

/** A failed send that is not about one field: what the form's alert says. */
export interface SubmitFailure {
  /** The server's status (undefined: no answer). */
  readonly status: number | undefined;
  /** 401: nobody (or nobody valid) is signed in — the caller may offer to sign in instead. */
  readonly unauthorized: boolean;
  /** The text: a translation key or the server's own sentence (show it with `messageText`). */
  readonly message: TranslatableMessage;
}

/**
 * THE mapping of a failed send onto a form (SPEC.md §8). A 422 whose `campo` maps to a field of
 * the form puts the server's message under that field (looked up as a key first, else shown as it
 * came) and focuses it: answers null. A cancelled call answers null too. Anything else answers the
 * failure for the form's alert (`unauthorized` on a 401). Nothing typed is touched.
 */
export function applyServerError<V extends FieldValues>(error: unknown, fields: ServerFields<V>, setError: UseFormSetError<V>): SubmitFailure | null {
  const e = toApiError(error);
  const message = errorMessageKey(e);
  if (!message) return null;
  const field = e.serverField !== undefined && Object.hasOwn(fields, e.serverField) ? fields[e.serverField] : undefined;
  if (e.status === 422 && field && e.serverMessage) {
    setError(field, { type: 'server', message: 'key' in message ? message.key : message.text }, { shouldFocus: true });
    return null;
  }
  return { status: e.status, unauthorized: e.status === 401, message: 'key' in message ? { key: message.key, ...(message.values ? { values: message.values } : {}) } : { text: message.text } };
}
