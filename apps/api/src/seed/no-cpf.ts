import { hash } from '@node-rs/argon2';
import type { Queryable } from '../db/db';
import { addDays } from './date';
import { DEMO_PASSWORDS } from './people';

/**
 * A patron without a CPF who can sign in (issue 25 item 8, SPEC.md §8 "user without CPF must contact
 * the unit"): the first generated exchange student (category 13) without a CPF gets the demo reading
 * password (Leitura#2024) and, when nothing is open, a fine at the central library, so the debts
 * page shows why no payment slip can be issued. Only while the login has no password: a later seed
 * never undoes a change. Answers the login code (null when the seed has no such person).
 */
/** The user code that gets it in the seeded data (README "Demo accounts"; the seed finds it by the rule above). */
export const NO_CPF_DEMO_LOGIN = '20230136';

export async function seedNoCpfDemo(tx: Queryable, referenceDate: string): Promise<string | null> {
  const [person] = await tx.query<{ cod_pessoa: number; cod_login: number; login: string; senha_hash: string | null }>(
    `SELECT p.cod_pessoa, l.cod_login, l.login, l.senha_hash
       FROM pessoas p JOIN logins l ON l.cod_pessoa = p.cod_pessoa AND l.principal
      WHERE p.cod_categoria = '13' AND p.cpf IS NULL
      ORDER BY p.cod_pessoa LIMIT 1`,
  );
  if (!person) return null;
  if (person.senha_hash !== null) return person.login;
  const senha = await hash(DEMO_PASSWORDS.leitura);
  const at = `${addDays(referenceDate, -60)}T12:00:00Z`;
  await tx.query('UPDATE logins SET senha_hash = $2, senha_alterada_em = $3::timestamptz WHERE cod_login = $1', [person.cod_login, senha, at]);
  await tx.query('INSERT INTO historico_senhas (cod_login, senha_hash, criado_em) VALUES ($1, $2, $3::timestamptz)', [person.cod_login, senha, at]);
  const [open] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM debitos WHERE cod_pessoa = $1 AND valor - desconto - valor_pago > 0', [person.cod_pessoa]);
  if ((open?.n ?? 0) === 0) {
    await tx.query(
      `INSERT INTO debitos (cod_pessoa, cod_biblioteca, tipo, motivo, data_debito, valor)
       VALUES ($1, 1, 'atraso', 'Multa por atraso na devolução', $2::date, 4.50)`,
      [person.cod_pessoa, addDays(referenceDate, -12)],
    );
  }
  return person.login;
}
