import { BALCAO_CLIENT_ID } from '@estante/api-contract';
import type { Queryable } from '../db/db';
import type { Argon2Cost } from '../access/options';
import { hashPassword, verifyPassword } from '../access/passwords';

/**
 * The loan desk's OAuth client `estante-balcao` (validates patrons' loan tokens, README "Loan
 * token"): confidential, client_credentials only, its secret OAUTH_DESK_CLIENT_SECRET hashed with
 * argon2id (re-hashed only when the configured secret no longer matches). Without the variable the
 * client keeps no secret, so no token of it can be had and no loan token is validated.
 */
export async function seedDeskClient(db: Queryable, env: NodeJS.ProcessEnv = process.env, argon2: Argon2Cost = {}): Promise<void> {
  const secret = env.OAUTH_DESK_CLIENT_SECRET || null;
  const [client] = await db.query<{ segredo_hash: string | null }>('SELECT segredo_hash FROM oauth_clientes WHERE client_id = $1', [BALCAO_CLIENT_ID]);
  const hash =
    secret === null ? null : client?.segredo_hash && (await verifyPassword(client.segredo_hash, secret)) ? client.segredo_hash : await hashPassword(secret, argon2);
  await db.query(
    `INSERT INTO oauth_clientes (client_id, nome, segredo_hash, publico, grants) VALUES ($1, $2, $3, false, $4)
     ON CONFLICT (client_id) DO UPDATE SET segredo_hash = EXCLUDED.segredo_hash, publico = false, grants = EXCLUDED.grants`,
    [BALCAO_CLIENT_ID, 'Estante (balcão de empréstimo)', hash, ['client_credentials']],
  );
}
