import type { Queryable } from '../db/db';
import type { Argon2Cost } from '../access/options';
import { DEFAULT_RULES, hashPassword, verifyPassword } from '../access/passwords';

/** The browser's OAuth client (public in the page; confidential through the shell's server). */
export const WEB_CLIENT_ID = 'estante-web';

/** Sign-in settings in `configuracoes` (an administrator may change them; the seed only adds what is missing). */
export const AUTH_SETTINGS = {
  /** Consecutive wrong passwords after which the login is blocked (430) until a password reset. */
  login_max_tentativas: 5,
  /** SPEC.md §3 password rules. */
  regras_senha: DEFAULT_RULES,
  /** Digits of a recovery code and minutes it lives. */
  recuperacao_senha: { tamanho_codigo: 6, validade_minutos: 15 },
};

/**
 * Registers the OAuth clients: `estante-web` with `secret` (the server's OAUTH_WEB_CLIENT_SECRET,
 * access/secrets.ts; argon2id, re-hashed only when it no longer matches; undefined: the stored one
 * is kept, none on a new database), public (the browser may omit the secret), for the
 * client_credentials, password and refresh_token grants. Adds missing settings.
 */
export async function seedAuth(db: Queryable, secret: string | undefined, argon2: Argon2Cost = {}): Promise<void> {
  const [client] = await db.query<{ segredo_hash: string | null }>('SELECT segredo_hash FROM oauth_clientes WHERE client_id = $1', [WEB_CLIENT_ID]);
  const stored = client?.segredo_hash ?? null;
  const current =
    secret === undefined ? stored : stored && (await verifyPassword(stored, secret)) ? stored : await hashPassword(secret, argon2);
  await db.query(
    `INSERT INTO oauth_clientes (client_id, nome, segredo_hash, publico, grants) VALUES ($1, $2, $3, true, $4)
     ON CONFLICT (client_id) DO UPDATE SET segredo_hash = EXCLUDED.segredo_hash`,
    [WEB_CLIENT_ID, 'Estante (web)', current, ['client_credentials', 'password', 'refresh_token']],
  );
  await db.query(`INSERT INTO configuracoes (chave, valor) SELECT key, value FROM jsonb_each($1::jsonb) ON CONFLICT (chave) DO NOTHING`, [
    JSON.stringify(AUTH_SETTINGS),
  ]);
}
