import type { Lang } from '@estante/api-contract/constants';
import type { Db } from '../../../db/db';

export interface StoredToken {
  semente: Uint8Array;
  token_hash: string;
  expira_em: Date;
}

export interface TokenOwner {
  cod_pessoa: number;
  nome: string;
  login: string;
  cod_categoria: string;
  categoria: string;
  bloqueado: boolean;
}

const CATEGORY_COLUMN: Readonly<Record<Lang, string>> = { pt: 'c.descricao_pt', en: 'c.descricao_en', es: 'c.descricao_es' };

/** The SQL of /api/emprestimo/token: one live token per patron, replaced by a new one, deleted when used. */
export function loanTokenRepository(db: Db) {
  return {
    /** The patron's token while still valid at `now`. */
    async current(codPessoa: number, now: Date): Promise<StoredToken | undefined> {
      const [row] = await db.query<StoredToken>(
        'SELECT semente, token_hash, expira_em FROM tokens_emprestimo WHERE cod_pessoa = $1 AND expira_em > $2',
        [codPessoa, now.toISOString()],
      );
      return row;
    },

    /**
     * Stores the patron's new token in place of any previous one (one statement: two at once leave
     * the last one). False when the hash is another patron's (a collision: draw again).
     */
    async replace(t: { codPessoa: number; codLogin: number; hash: string; semente: Uint8Array; criadoEm: Date; expiraEm: Date }): Promise<boolean> {
      try {
        await db.query(
          `INSERT INTO tokens_emprestimo (cod_pessoa, cod_login, token_hash, semente, criado_em, expira_em) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (cod_pessoa) DO UPDATE SET cod_login = EXCLUDED.cod_login, token_hash = EXCLUDED.token_hash, semente = EXCLUDED.semente,
             criado_em = EXCLUDED.criado_em, expira_em = EXCLUDED.expira_em`,
          [t.codPessoa, t.codLogin, t.hash, t.semente, t.criadoEm.toISOString(), t.expiraEm.toISOString()],
        );
        return true;
      } catch (e) {
        if ((e as { code?: string }).code === '23505') return false;
        throw e;
      }
    },

    /** Consumes a valid token (deletes it: of two validations at once one gets the owner) and says whose it was. */
    async consume(hash: string, now: Date, lang: Lang, graceDays: number): Promise<TokenOwner | undefined> {
      return db.transaction(async (tx) => {
        const [used] = await tx.query<{ cod_pessoa: number; cod_login: number }>(
          'DELETE FROM tokens_emprestimo WHERE token_hash = $1 AND expira_em > $2 RETURNING cod_pessoa, cod_login',
          [hash, now.toISOString()],
        );
        if (!used) return undefined;
        const [owner] = await tx.query<TokenOwner>(
          `SELECT p.cod_pessoa, p.nome_pessoa AS nome, l.login, p.cod_categoria, ${CATEGORY_COLUMN[lang]} AS categoria,
                  p.bloqueio OR EXISTS (
                    SELECT 1 FROM debitos d WHERE d.cod_pessoa = p.cod_pessoa AND d.valor - d.desconto - d.valor_pago > 0
                       AND d.data_debito <= $3::date - $4::int) AS bloqueado
             FROM pessoas p JOIN logins l ON l.cod_login = $2 JOIN categorias_usuario c ON c.cod_categoria = p.cod_categoria
            WHERE p.cod_pessoa = $1`,
          [used.cod_pessoa, used.cod_login, now.toISOString().slice(0, 10), graceDays],
        );
        return owner;
      });
    },

    /** Whether the desk client still has a secret (a token of it issued before the secret was removed no longer counts). */
    async deskClientActive(clientId: string): Promise<boolean> {
      const [row] = await db.query<{ ok: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM oauth_clientes WHERE client_id = $1 AND segredo_hash IS NOT NULL AND NOT publico
                          AND 'client_credentials' = ANY (grants)) AS ok`,
        [clientId],
      );
      return row?.ok === true;
    },
  };
}
