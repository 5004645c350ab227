import { isAxiosError, isCancel } from 'axios';

export type ApiErrorKind = 'network' | 'http' | 'cancelled';

/** Every failure of a call, normalised: the transport's kind, the status and the server's message. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** `message` of the server's `{ "message": … }` body, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(kind: ApiErrorKind, status?: number, serverMessage?: string, options?: { cause?: unknown }) {
    super(serverMessage ?? (kind === 'http' ? `HTTP ${status}` : kind), options);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) return new ApiError('cancelled', undefined, undefined, { cause: error });
  if (isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED') return new ApiError('cancelled', undefined, undefined, { cause: error });
    if (!error.response) return new ApiError('network', undefined, undefined, { cause: error });
    const data = error.response.data as { message?: unknown } | undefined;
    const message = typeof data?.message === 'string' ? data.message : undefined;
    return new ApiError('http', error.response.status, message, { cause: error });
  }
  return new ApiError('network', undefined, undefined, { cause: error });
}

/**
 * i18n key (or the server's own text) to show for an error. Fuller mapping of SPEC.md §8
 * (login statuses, markers) belongs to the generic handler of the sign-in work.
 */
export function errorMessageKey(error: ApiError): { key: string } | { text: string } | null {
  if (error.kind === 'cancelled') return null;
  if (error.kind === 'network') return { key: 'common.networkError' };
  if (error.status !== undefined && error.status >= 500) return { key: 'common.unexpectedError' };
  if (error.serverMessage) return { text: error.serverMessage };
  return { key: 'common.unexpectedError' };
}
