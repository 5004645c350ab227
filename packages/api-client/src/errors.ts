import { isAxiosError, isCancel } from 'axios';
import { isServerErrorCode, SERVER_ERROR_CODES, type ServerErrorCode } from '@estante/api-contract/constants';

export type ApiErrorKind = 'network' | 'http' | 'cancelled';

/** Every failure of a call, normalised: the transport's kind, the status and the server's message. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** `message` of the server's `{ "message": … }` body, when it sent one. */
  readonly serverMessage: string | undefined;
  /** `codigo` of the body: a machine-readable reason (CAPTCHA_EXPIRADO…), when sent. */
  readonly serverCode: string | undefined;
  /** Seconds of the Retry-After header (429), when sent. */
  readonly retryAfter: number | undefined;
  /** `campo` of the body: the request field a 422 is about (`titulo`, `b`…), when sent. */
  readonly serverField: string | undefined;

  constructor(
    kind: ApiErrorKind,
    status?: number,
    serverMessage?: string,
    options?: { cause?: unknown; serverCode?: string; retryAfter?: number; serverField?: string },
  ) {
    super(serverMessage ?? (kind === 'http' ? `HTTP ${status}` : kind), options);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
    this.serverCode = options?.serverCode;
    this.retryAfter = options?.retryAfter;
    this.serverField = options?.serverField;
  }

  /**
   * What a page's HTML carries of an answer the server rendered as a failure (a title that does not
   * exist: 404), so the browser hydrates the same message (`fromJSON`).
   */
  toJSON(): SerializedApiError {
    return { apiError: true, kind: this.kind, status: this.status, serverMessage: this.serverMessage, serverCode: this.serverCode, retryAfter: this.retryAfter, serverField: this.serverField };
  }

  /** The error `toJSON` wrote, or undefined for anything else. */
  static fromJSON(value: unknown): ApiError | undefined {
    const v = value as Partial<SerializedApiError> | null;
    if (!v || typeof v !== 'object' || v.apiError !== true || (v.kind !== 'http' && v.kind !== 'network' && v.kind !== 'cancelled')) return undefined;
    const text = (x: unknown) => (typeof x === 'string' ? x : undefined);
    return new ApiError(v.kind, typeof v.status === 'number' ? v.status : undefined, text(v.serverMessage), {
      serverCode: text(v.serverCode),
      serverField: text(v.serverField),
      retryAfter: typeof v.retryAfter === 'number' ? v.retryAfter : undefined,
    });
  }
}

export interface SerializedApiError {
  readonly apiError: true;
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly serverCode: string | undefined;
  readonly retryAfter: number | undefined;
  readonly serverField: string | undefined;
}

/**
 * A failure the server renders as it is, the same for every visitor and every try (the API said the
 * request is wrong, or names nothing: 400, 404, 410, 422): the page shows it from the first HTML. Any
 * other (5xx, no answer, a refused token) is left to the browser, which asks again.
 */
export function isSettledFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 400 || error.status === 404 || error.status === 410 || error.status === 422);
}

/** A private call made while nobody is signed in: treated as the server's 401. */
export class NotSignedInError extends Error {
  constructor() {
    super('not signed in');
    this.name = 'NotSignedInError';
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof NotSignedInError) return new ApiError('http', 401, undefined, { cause: error });
  if (isCancel(error)) return new ApiError('cancelled', undefined, undefined, { cause: error });
  if (isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED') return new ApiError('cancelled', undefined, undefined, { cause: error });
    if (!error.response) return new ApiError('network', undefined, undefined, { cause: error });
    const data = error.response.data as { message?: unknown; error?: unknown; codigo?: unknown; campo?: unknown } | undefined;
    const message = typeof data?.message === 'string' ? data.message : typeof data?.error === 'string' ? data.error : undefined;
    const retry = Number(error.response.headers['retry-after']);
    return new ApiError('http', error.response.status, message, {
      cause: error,
      serverCode: typeof data?.codigo === 'string' ? data.codigo : undefined,
      serverField: typeof data?.campo === 'string' ? data.campo : undefined,
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    });
  }
  return new ApiError('network', undefined, undefined, { cause: error });
}

/**
 * What to show for an error: an i18n key (with values), or the server's own text (`key` tried
 * first as a translation key: the 422 rule of SPEC.md §8), at a level. null: show nothing.
 */
export type ErrorMessage =
  | { readonly key: string; readonly values?: Record<string, string>; readonly level: 'error' | 'warning' }
  | { readonly text: string; readonly level: 'error' | 'warning' };

/** A 500 whose message names the network catalogue (Rede Pergamum / union catalogue). */
export const NETWORK_CATALOGUE_MARKER = /rede[ -_]?pergamum|cat[aá]logo em rede|network catalog/i;
/** A 500 whose message carries this marker asks the patron to write to the library. */
export const LIBRARY_EMAIL_MARKER = 'EMAIL_BIBLIOTECA';

/** The i18n key (common namespace, @estante/i18n) of a server's error code: `errors.codes.<code>`. */
export const serverCodeKey = (code: ServerErrorCode): string => `errors.codes.${code}`;

/**
 * Every error code the server may send (the contract's SERVER_ERROR_CODES) and our key for each: a
 * server that answers with the code alone (no message, or the code as the message) reads as this
 * text; one that sends a sentence has it shown as it is.
 */
export const SERVER_CODES: Readonly<Record<string, string>> = Object.fromEntries(SERVER_ERROR_CODES.map((code) => [code, serverCodeKey(code)]));

/**
 * The code of an answer sent bare: its `codigo` when the message is absent or is that code, or a
 * message that is itself a known code. null: the answer carries a sentence (or nothing we know).
 */
export function bareServerCode(error: ApiError): ServerErrorCode | null {
  const message = error.serverMessage?.trim();
  const code = error.serverCode?.trim();
  if (code && isServerErrorCode(code) && (!message || message === code)) return code;
  if (message && isServerErrorCode(message)) return message;
  return null;
}

/**
 * The generic handler of SPEC.md §8: an answer that is a bare error code, or a 5xx with a known
 * `codigo`, → the code's translated text (`errors.codes.<code>`); other 5xx → the network-catalogue warning when the message says
 * so, the library e-mail text when it holds the marker, otherwise "unexpected error"; any other
 * status shows the server's message as a warning (a 422's message is looked up as a key
 * first); no answer → "could not reach the server"; cancelled → nothing.
 */
export function errorMessageKey(error: ApiError): ErrorMessage | null {
  if (error.kind === 'cancelled') return null;
  if (error.kind === 'network') return { key: 'errors.network', level: 'error' };
  const bare = bareServerCode(error);
  if (bare) return { key: serverCodeKey(bare), level: error.status !== undefined && error.status >= 500 ? 'error' : 'warning' };
  const message = error.serverMessage?.trim();
  if (error.status !== undefined && error.status >= 500) {
    // A 5xx that names its case (EMAIL_INDISPONIVEL, BASE_EXTERNA_INACESSIVEL…) reads as that case, not "unexpected".
    const code = error.serverCode?.trim();
    if (code && isServerErrorCode(code)) return { key: serverCodeKey(code), level: 'error' };
    if (message && NETWORK_CATALOGUE_MARKER.test(message)) return { key: 'errors.networkCatalogue', level: 'warning' };
    if (message?.includes(LIBRARY_EMAIL_MARKER)) return { key: 'errors.libraryEmail', level: 'error' };
    return { key: 'errors.unexpected', level: 'error' };
  }
  if (message && error.status === 422) return { key: message, level: 'warning' };
  if (message) return { text: message, level: 'warning' };
  return { key: 'errors.unexpected', level: 'error' };
}
