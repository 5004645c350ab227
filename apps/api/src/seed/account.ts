import { hash } from '@node-rs/argon2';
import type { Queryable } from '../db/db';
import { addDays } from './date';
import { DEMO_PASSWORDS } from './people';

/**
 * A patron whose password may be changed by the personal area's e2e (issue 16, change password):
 * the generated undergraduate Caio Rodrigues Araújo (20210103) gets the demo reading password
 * (Leitura#2024), so no demo account another test signs in with has its password changed under it.
 * Only while the login has no password: a later seed never undoes a change.
 */
export const ACCOUNT_DEMO_LOGIN = '20210103';

export async function seedAccountDemo(tx: Queryable, referenceDate: string): Promise<number> {
  const [login] = await tx.query<{ cod_login: number }>('SELECT cod_login FROM logins WHERE login = $1 AND senha_hash IS NULL', [ACCOUNT_DEMO_LOGIN]);
  if (!login) return 0;
  const senha = await hash(DEMO_PASSWORDS.leitura);
  const at = `${addDays(referenceDate, -30)}T12:00:00Z`;
  await tx.query('UPDATE logins SET senha_hash = $2, senha_alterada_em = $3::timestamptz WHERE cod_login = $1', [login.cod_login, senha, at]);
  await tx.query('INSERT INTO historico_senhas (cod_login, senha_hash, criado_em) VALUES ($1, $2, $3::timestamptz)', [login.cod_login, senha, at]);
  return 1;
}
