import { sha256 } from '../../access/refresh';
import type { Queryable } from '../../db/db';

export type Tipo = 'oidc' | 'saml';

export interface Attempt {
  cod_tentativa: number;
  tipo: Tipo;
  pkce_verifier: string | null;
  oidc_nonce: string | null;
  saml_request_id: string | null;
  redirect: string;
  client_id: string;
  criada_em: Date;
}

export interface NewAttempt {
  tipo: Tipo;
  state: string;
  /** oidc: the nonce given to the SPA at the start. */
  reference?: string;
  pkceVerifier?: string;
  oidcNonce?: string;
  samlRequestId?: string;
  redirect: string;
  clientId: string;
  now: Date;
  ttlSeconds: number;
}

export type Outcome = { codLogin: number } | { erro: string; detalhe?: string | null };

export type Exchange =
  | { status: 'ok'; codLogin: number; clientId: string }
  | { status: 'erro'; erro: string; detalhe: string | null }
  /** started, the provider has not sent the browser back yet */
  | { status: 'incompleta' }
  /** unknown, expired, or already exchanged */
  | { status: 'invalida' };

/** The SQL of single sign-on: the attempts (sso_tentativas), identities by e-mail, the stored settings. */
export function ssoRepository(db: Queryable) {
  return {
    /** Records a started sign-in (and forgets those that ended more than a day ago). */
    async createAttempt(a: NewAttempt): Promise<void> {
      await db.query(`DELETE FROM sso_tentativas WHERE expira_em < $1::timestamptz - interval '1 day'`, [a.now.toISOString()]);
      await db.query(
        `INSERT INTO sso_tentativas (tipo, estado_hash, referencia_hash, pkce_verifier, oidc_nonce, saml_request_id, redirect, client_id, criada_em, expira_em)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, $10::timestamptz)`,
        [
          a.tipo,
          sha256(a.state),
          a.reference ? sha256(a.reference) : null,
          a.pkceVerifier ?? null,
          a.oidcNonce ?? null,
          a.samlRequestId ?? null,
          a.redirect,
          a.clientId,
          a.now.toISOString(),
          new Date(a.now.getTime() + a.ttlSeconds * 1000).toISOString(),
        ],
      );
    },

    /** The started, not yet returned, unexpired sign-in a state names. */
    async pendingAttempt(tipo: Tipo, state: string, now: Date): Promise<Attempt | undefined> {
      const [row] = await db.query<Attempt>(
        `SELECT cod_tentativa, tipo, pkce_verifier, oidc_nonce, saml_request_id, redirect, client_id, criada_em FROM sso_tentativas
         WHERE estado_hash = $1 AND tipo = $2 AND retorno_em IS NULL AND expira_em > $3::timestamptz`,
        [sha256(state), tipo, now.toISOString()],
      );
      return row;
    },

    /**
     * The provider's return: the outcome, and from now on `ttlSeconds` for the SPA to exchange its
     * reference. Only the first return counts (false for a second one). The PKCE verifier is dropped.
     */
    async recordReturn(cod: number, outcome: Outcome, now: Date, ttlSeconds: number, reference?: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE sso_tentativas SET retorno_em = $2::timestamptz, expira_em = $3::timestamptz, cod_login = $4, erro = $5, erro_detalhe = $6,
           pkce_verifier = NULL, referencia_hash = coalesce($7, referencia_hash)
         WHERE cod_tentativa = $1 AND retorno_em IS NULL RETURNING cod_tentativa`,
        [
          cod,
          now.toISOString(),
          new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
          'codLogin' in outcome ? outcome.codLogin : null,
          'erro' in outcome ? outcome.erro : null,
          'erro' in outcome ? (outcome.detalhe ?? null) : null,
          reference ? sha256(reference) : null,
        ],
      );
      return rows.length === 1;
    },

    /** Spends a reference (single use, whatever the outcome): what the provider's return recorded. */
    async exchange(tipo: Tipo, reference: string, now: Date): Promise<Exchange> {
      const hash = sha256(reference);
      const [row] = await db.query<{ cod_login: number | null; erro: string | null; erro_detalhe: string | null; client_id: string }>(
        `UPDATE sso_tentativas SET usada_em = $3::timestamptz
         WHERE referencia_hash = $1 AND tipo = $2 AND usada_em IS NULL AND retorno_em IS NOT NULL AND expira_em > $3::timestamptz
         RETURNING cod_login, erro, erro_detalhe, client_id`,
        [hash, tipo, now.toISOString()],
      );
      if (row) {
        if (row.cod_login !== null && row.erro === null) return { status: 'ok', codLogin: row.cod_login, clientId: row.client_id };
        return { status: 'erro', erro: row.erro ?? 'invalido', detalhe: row.erro_detalhe };
      }
      const [pending] = await db.query<{ n: number }>(
        `SELECT 1 AS n FROM sso_tentativas WHERE referencia_hash = $1 AND tipo = $2 AND usada_em IS NULL AND retorno_em IS NULL AND expira_em > $3::timestamptz`,
        [hash, tipo, now.toISOString()],
      );
      return pending ? { status: 'incompleta' } : { status: 'invalida' };
    },

    /** The main login of every person with that e-mail (case-insensitive, blanks trimmed). */
    loginsOfEmail: (email: string) =>
      db.query<{ cod_pessoa: number; cod_login: number }>(
        `SELECT DISTINCT ON (p.cod_pessoa) p.cod_pessoa, l.cod_login
         FROM pessoas p JOIN logins l ON l.cod_pessoa = p.cod_pessoa
         WHERE EXISTS (SELECT 1 FROM unnest(p.emails) AS e(email) WHERE lower(btrim(e.email)) = lower($1))
         ORDER BY p.cod_pessoa, l.principal DESC, l.cod_login`,
        [email],
      ),

    /** `configuracoes.sso` as stored (null when missing). */
    async storedSettings(): Promise<unknown> {
      const [row] = await db.query<{ valor: unknown }>(`SELECT valor FROM configuracoes WHERE chave = 'sso'`);
      return row?.valor ?? null;
    },

    /** Merges flags into `configuracoes.instituicao` (the other settings stay). */
    async mergeInstitution(flags: Readonly<Record<string, unknown>>): Promise<void> {
      await db.query(`UPDATE configuracoes SET valor = valor || $1::jsonb WHERE chave = 'instituicao'`, [JSON.stringify(flags)]);
    },
  };
}

export type SsoRepository = ReturnType<typeof ssoRepository>;
