/**
 * The shared core of the API client (`@estante/api-client`, one copy in the page): one axios
 * instance, one public token cache, single-flight refresh through the session's bridge, the
 * `lang` header on every call, and the error catalogue. It knows no endpoint: the calls live in
 * the non-shared entries `@estante/api-client/{catalogue,title,patron,auth,institution}` that each
 * app bundles, so an app deployed alone brings its own calls.
 */
import { createApiClient } from './client';
import { LANG_CODES } from '@estante/api-contract/constants';

export { createApiClient, type ApiClient, type ApiClientConfig, type Credentials, type CredentialsBridge, type ServerClientOptions, type TokenMode } from './client';
export {
  ApiError,
  isSettledFailure,
  type SerializedApiError,
  NotSignedInError,
  toApiError,
  errorMessageKey,
  NETWORK_CATALOGUE_MARKER,
  LIBRARY_EMAIL_MARKER,
  SERVER_CODES,
  serverCodeKey,
  bareServerCode,
  type ApiErrorKind,
  type ErrorMessage,
} from './errors';

/** The public OAuth client id: the only credential a browser bundle may hold. */
export const PUBLIC_CLIENT_ID = 'estante-web';

let langHeader: () => string = () => LANG_CODES.pt;

/** The shell (or a standalone remote) tells the client how to read the current language. */
export function setLanguageHeader(provider: () => string): void {
  langHeader = provider;
}

export const client = createApiClient({ baseURL: '', clientId: PUBLIC_CLIENT_ID, langHeader: () => langHeader() });
