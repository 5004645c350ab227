import { toApiError } from '@estante/api-client';

/**
 * Rethrows the error of a call that asked for a file (a Blob): when the server answered with a JSON
 * error, that body arrived as a Blob too, so it is read and the error rethrown as the client's
 * ApiError (the server's message, in the page's language). Not JSON: the original error.
 */
export async function rethrowBlobError(error: unknown): Promise<never> {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const response = (cause as { response?: { data?: unknown } } | null)?.response;
  if (response && typeof Blob !== 'undefined' && response.data instanceof Blob) {
    let body: unknown;
    try {
      body = JSON.parse(await response.data.text());
    } catch {
      throw error; // not JSON: the status speaks for itself
    }
    response.data = body;
    throw toApiError(cause);
  }
  throw error;
}
