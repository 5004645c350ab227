import type { Queryable } from '../db/db';

/** A login row with its person: what signing in needs. */
export interface LoginRow {
  cod_login: number;
  login: string;
  cod_pessoa: number;
  senha_hash: string | null;
  principal: boolean;
  bloqueado: boolean;
  bloqueado_ate: Date | null;
  nome_pessoa: string;
  emails: string[];
  bloqueio: boolean;
}

const LOGIN_COLUMNS = `l.cod_login, l.login, l.cod_pessoa, l.senha_hash, l.principal, l.bloqueado, l.bloqueado_ate, p.nome_pessoa, p.emails, p.bloqueio`;

/** Every login a user code names (case-insensitive), one per person, the person's main login first. */
export async function loginsByCode(db: Queryable, code: string): Promise<LoginRow[]> {
  // PostgreSQL text cannot hold NUL: such a code names nobody (and must not become a 500).
  if (code.includes('\0')) return [];
  const rows = await db.query<LoginRow>(
    `SELECT ${LOGIN_COLUMNS} FROM logins l JOIN pessoas p ON p.cod_pessoa = l.cod_pessoa
     WHERE lower(l.login) = lower($1) ORDER BY l.cod_pessoa, l.principal DESC, l.cod_login`,
    [code.trim()],
  );
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.cod_pessoa) && seen.add(r.cod_pessoa));
}

export async function loginById(db: Queryable, codLogin: number): Promise<LoginRow | undefined> {
  const [row] = await db.query<LoginRow>(`SELECT ${LOGIN_COLUMNS} FROM logins l JOIN pessoas p ON p.cod_pessoa = l.cod_pessoa WHERE l.cod_login = $1`, [codLogin]);
  return row;
}

/** Lifts a login's block (its end date has passed) and forgets its failures. */
export async function unblockLogin(db: Queryable, codLogin: number): Promise<void> {
  await db.query(`UPDATE logins SET bloqueado = false, bloqueado_em = NULL, bloqueado_ate = NULL, tentativas_falhas = 0 WHERE cod_login = $1`, [codLogin]);
}

/** Records a successful sign-in's time. */
export async function recordAccess(db: Queryable, codLogin: number, now: Date): Promise<void> {
  await db.query(`UPDATE logins SET ultimo_acesso_em = $2::timestamptz WHERE cod_login = $1`, [codLogin, now.toISOString()]);
}
