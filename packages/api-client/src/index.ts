/**
 * The one API client of the page (a shared singleton): one axios instance, one public
 * token cache, the `lang` header on every call.
 */
import { createApiClient } from './client';
import { LANG_CODES } from '@estante/api-contract/constants';
import { endpoints } from './endpoints';

export { createApiClient, type ApiClient, type ApiClientConfig, type Credentials, type CredentialsBridge, type TokenMode } from './client';
export {
  ApiError,
  NotSignedInError,
  toApiError,
  errorMessageKey,
  loginErrorMessage,
  NETWORK_CATALOGUE_MARKER,
  LIBRARY_EMAIL_MARKER,
  SERVER_CODES,
  type ApiErrorKind,
  type ErrorMessage,
} from './errors';
export { endpoints, CAPTCHA_CHALLENGE_PATH, type Endpoints, type PasswordGrant, type SpecialisedKind } from './endpoints';
export { call, TOKEN_MODE_OF, type CallConfig } from './call';
// The contract's types (never its schemas: `export type` brings no TypeBox into the bundle).
export type * from '@estante/api-contract';

/** The public OAuth client id: the only credential a browser bundle may hold. */
export const PUBLIC_CLIENT_ID = 'estante-web';

let langHeader: () => string = () => LANG_CODES.pt;

/** The shell (or a standalone remote) tells the client how to read the current language. */
export function setLanguageHeader(provider: () => string): void {
  langHeader = provider;
}

export const client = createApiClient({ baseURL: '', clientId: PUBLIC_CLIENT_ID, langHeader: () => langHeader() });
export const api = endpoints(client);
