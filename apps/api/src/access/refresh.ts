import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db';

/** sha-256 hex: the only form a refresh token is stored in. */
export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** 256 random bits, base64url. */
const newToken = () => randomBytes(32).toString('base64url');

export interface Issued {
  refreshToken: string;
  familia: string;
  /** Seconds until this refresh token expires (idle expiry, capped by the family's absolute one). */
  expiresIn: number;
}

export interface RefreshTtls {
  idle: number;
  absolute: number;
}

async function insertToken(tx: Queryable, familia: string, codLogin: number, now: Date, familyExpiry: Date, idle: number): Promise<Issued> {
  const token = newToken();
  const expiry = new Date(Math.min(now.getTime() + idle * 1000, familyExpiry.getTime()));
  await tx.query(
    `INSERT INTO refresh_tokens (token_hash, familia, cod_login, emitido_em, expira_em) VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
    [sha256(token), familia, codLogin, now.toISOString(), expiry.toISOString()],
  );
  return { refreshToken: token, familia, expiresIn: Math.max(0, Math.floor((expiry.getTime() - now.getTime()) / 1000)) };
}

/** A new sign-in (family) for a login, with its first refresh token. */
export async function startFamily(tx: Queryable, codLogin: number, clientId: string, now: Date, ttls: RefreshTtls): Promise<Issued> {
  const familia = randomUUID();
  const expiry = new Date(now.getTime() + ttls.absolute * 1000);
  await tx.query(
    `INSERT INTO refresh_familias (familia, cod_login, client_id, criada_em, expira_em) VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
    [familia, codLogin, clientId, now.toISOString(), expiry.toISOString()],
  );
  return insertToken(tx, familia, codLogin, now, expiry, ttls.idle);
}

export async function revokeFamily(tx: Queryable, familia: string, now: Date, motivo: string): Promise<void> {
  await tx.query(`UPDATE refresh_familias SET revogada_em = $2::timestamptz, motivo_revogacao = $3 WHERE familia = $1 AND revogada_em IS NULL`, [
    familia,
    now.toISOString(),
    motivo,
  ]);
  await tx.query(`UPDATE refresh_tokens SET revogado_em = $2::timestamptz WHERE familia = $1 AND revogado_em IS NULL`, [familia, now.toISOString()]);
}

/** Ends every sign-in of a login (password changed). */
export async function revokeLogin(tx: Queryable, codLogin: number, now: Date, motivo: string): Promise<void> {
  const rows = await tx.query<{ familia: string }>('SELECT familia FROM refresh_familias WHERE cod_login = $1 AND revogada_em IS NULL', [codLogin]);
  for (const { familia } of rows) await revokeFamily(tx, familia, now, motivo);
}

/** Who a private access token says it is: the sign-in (sid) and the patron it names. */
export interface SessionClaims {
  sid: string;
  cod_pessoa: number;
  cod_login: number;
  login: string;
  client_id: string;
}

/**
 * True while the token's sign-in may still be used (not revoked, not past its absolute expiry) and
 * belongs to the patron the token names: the sign-in's login, that login's person and user code,
 * and its client. A token carrying another patron's live sign-in is not live.
 */
export async function sessionLive(db: Queryable, c: SessionClaims, now: Date): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(c.sid)) return false;
  const [row] = await db.query<{ ok: boolean }>(
    `SELECT (f.revogada_em IS NULL AND f.expira_em > $2::timestamptz
             AND f.cod_login = $3 AND l.cod_pessoa = $4 AND l.login = $5 AND f.client_id = $6) AS ok
     FROM refresh_familias f JOIN logins l ON l.cod_login = f.cod_login WHERE f.familia = $1`,
    [c.sid, now.toISOString(), c.cod_login, c.cod_pessoa, c.login, c.client_id],
  );
  return row?.ok === true;
}

export type RotateResult =
  | { ok: true; issued: Issued; codLogin: number }
  /** unknown, expired or revoked token, another client's, or a reuse (the family is then revoked) */
  | { ok: false; reason: 'desconhecido' | 'cliente' | 'expirado' | 'revogado' | 'reuso' }
  /** the login or person is now blocked: the family was revoked */
  | { ok: false; reason: 'bloqueado'; codLogin: number };

/**
 * Exchanges a refresh token for a new one of the same family. A token already exchanged means it
 * leaked (or two clients raced): the whole family is revoked, so the newest token stops working too.
 */
export async function rotate(db: Db, token: string, clientId: string, now: Date, ttls: RefreshTtls): Promise<RotateResult> {
  return db.transaction(async (tx): Promise<RotateResult> => {
    const [row] = await tx.query<{
      familia: string;
      cod_login: number;
      expira_em: Date;
      usado_em: Date | null;
      revogado_em: Date | null;
      client_id: string;
      familia_expira_em: Date;
      revogada_em: Date | null;
      bloqueado: boolean;
      bloqueio: boolean;
    }>(
      `SELECT t.familia, t.cod_login, t.expira_em, t.usado_em, t.revogado_em, f.client_id, f.expira_em AS familia_expira_em, f.revogada_em,
              l.bloqueado, p.bloqueio
       FROM refresh_tokens t JOIN refresh_familias f USING (familia) JOIN logins l ON l.cod_login = t.cod_login JOIN pessoas p ON p.cod_pessoa = l.cod_pessoa
       WHERE t.token_hash = $1
       FOR UPDATE OF t, f`,
      [sha256(token)],
    );
    if (!row) return { ok: false, reason: 'desconhecido' };
    if (row.client_id !== clientId) return { ok: false, reason: 'cliente' };
    if (row.revogada_em) return { ok: false, reason: 'revogado' };
    if (row.usado_em || row.revogado_em) {
      await revokeFamily(tx, row.familia, now, 'reuso');
      return { ok: false, reason: 'reuso' };
    }
    const familyExpiry = new Date(row.familia_expira_em);
    if (new Date(row.expira_em).getTime() <= now.getTime() || familyExpiry.getTime() <= now.getTime()) return { ok: false, reason: 'expirado' };
    if (row.bloqueado || row.bloqueio) {
      await revokeFamily(tx, row.familia, now, 'bloqueio');
      return { ok: false, reason: 'bloqueado', codLogin: row.cod_login };
    }
    await tx.query(`UPDATE refresh_tokens SET usado_em = $2::timestamptz WHERE token_hash = $1`, [sha256(token), now.toISOString()]);
    const issued = await insertToken(tx, row.familia, row.cod_login, now, familyExpiry, ttls.idle);
    return { ok: true, issued, codLogin: row.cod_login };
  });
}
