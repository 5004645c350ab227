import type { Queryable } from '../../db/db';

/** The SQL of /oauth: wrong-password counts and the sign-in a refresh token belongs to. */
export function oauthRepository(db: Queryable) {
  return {
    /** The patron's language (migration 0028: the courtesy notices are written in it), from a sign-in or a personal-data save. */
    async rememberLanguage(codPessoa: number, lang: 'pt' | 'en' | 'es'): Promise<void> {
      await db.query('UPDATE pessoas SET idioma = $2 WHERE cod_pessoa = $1 AND idioma <> $2', [codPessoa, lang]);
    },

    /** configuracoes.login_max_tentativas when it is a non-negative integer, else the default. */
    async maxAttempts(fallback: number): Promise<number> {
      const [row] = await db.query<{ valor: unknown }>(`SELECT valor FROM configuracoes WHERE chave = 'login_max_tentativas'`);
      const v = row?.valor;
      return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback;
    },

    /** One more wrong password; the `max`-th in a row (max > 0) blocks the login. True when it is (now) blocked. */
    async recordFailure(codLogin: number, now: Date, max: number): Promise<boolean> {
      const [after] = await db.query<{ bloqueado: boolean }>(
        `UPDATE logins SET tentativas_falhas = tentativas_falhas + 1, ultima_falha_em = $2::timestamptz,
           bloqueado = bloqueado OR ($3 > 0 AND tentativas_falhas + 1 >= $3),
           bloqueado_em = CASE WHEN NOT bloqueado AND $3 > 0 AND tentativas_falhas + 1 >= $3 THEN $2::timestamptz ELSE bloqueado_em END
         WHERE cod_login = $1 RETURNING bloqueado`,
        [codLogin, now.toISOString(), max],
      );
      return after?.bloqueado === true;
    },

    /** The right password: the failure count starts again. */
    async clearFailures(codLogin: number): Promise<void> {
      await db.query(`UPDATE logins SET tentativas_falhas = 0, ultima_falha_em = NULL WHERE cod_login = $1`, [codLogin]);
    },

    /** The sign-in (refresh family) and client of a refresh token, by its hash. */
    async familyOf(tokenHash: string): Promise<{ familia: string; client_id: string } | undefined> {
      const [row] = await db.query<{ familia: string; client_id: string }>(
        'SELECT t.familia, f.client_id FROM refresh_tokens t JOIN refresh_familias f USING (familia) WHERE t.token_hash = $1',
        [tokenHash],
      );
      return row;
    },
  };
}

export type OauthRepository = ReturnType<typeof oauthRepository>;
