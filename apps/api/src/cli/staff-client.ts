import { MODERACAO_CLIENT_ID } from '@estante/api-contract';

/**
 * The library staff's commands (comment moderation, the suggestions list) sign in as the
 * moderation client (client credentials); the desk command as the desk client (`clientId`,
 * `secretName` given). Answers the API's base address and the staff token, or the exit code after
 * saying why: 2 when the secret is not set, 1 when the server refuses it.
 */
export async function staffToken(options: {
  readonly apiUrl: string;
  readonly secret: string | undefined;
  readonly out: (line: string) => void;
  readonly fetch: typeof fetch;
  /** The confidential client to sign in as (default: the moderation client). */
  readonly clientId?: string;
  /** The environment variable that holds its secret, for the messages. */
  readonly secretName?: string;
}): Promise<{ base: string; token: string } | number> {
  const secretName = options.secretName ?? 'OAUTH_MODERATION_CLIENT_SECRET';
  if (!options.secret) {
    options.out(`${secretName} is not set: it must be the secret the server was started with.`);
    return 2;
  }
  const base = options.apiUrl.replace(/\/+$/, '');
  const res = await options.fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: '5' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: options.clientId ?? MODERACAO_CLIENT_ID, client_secret: options.secret }),
  });
  if (!res.ok) {
    options.out(`the server refused the staff client (${res.status}): is ${secretName} the one the server was started with?`);
    return 1;
  }
  const { access_token } = (await res.json()) as { access_token: string };
  return { base, token: access_token };
}
