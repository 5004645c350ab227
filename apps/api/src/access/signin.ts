import { createHash, timingSafeEqual } from 'node:crypto';
import type { PrivateTokenResponse } from '@estante/api-contract';
import { ACESSO_BLOQUEADO, CAPTCHA_CODES, type ServerErrorCode } from '@estante/api-contract/constants';
import type { Db, Queryable } from '../db/db';
import { problem, type ApiProblem } from '../plugins/errors';
import { say, type Lang, type Text } from '../plugins/lang';
import { captchaRequired, captchaService, type CaptchaFailure, type CaptchaService } from './captcha';
import { recordAccess, unblockLogin, type LoginRow } from './logins.repository';
import { AUTH_MESSAGES } from './messages';
import type { AuthOptions } from './options';
import { verifyPassword } from './passwords';
import { startFamily } from './refresh';
import type { TokenService } from './tokens';

/** What the sign-in routes share: storage, tokens, clock and settings. */
export interface AuthContext {
  db: Db;
  tokens: TokenService;
  options: AuthOptions;
  captcha: CaptchaService;
  /** Secret for the HMAC of recovery codes. */
  codeKey: string;
  now(): Date;
  authenticateClient(clientId: string, secret: string | undefined): Promise<ClientCheck>;
}

export type ClientCheck = { ok: true; grants: string[] } | { ok: false };

interface ClientRow {
  segredo_hash: string | null;
  publico: boolean;
  grants: string[];
}

export function authContext(db: Db, tokens: TokenService, options: AuthOptions, jwtSecret: string): AuthContext {
  // Secrets already verified against a stored hash: argon2 once per (client, secret, hash), not per refresh.
  const verified = new Map<string, string>();
  const fingerprint = (clientId: string, secret: string) => createHash('sha256').update(`${clientId}\u0000${secret}`).digest('hex');
  return {
    db,
    tokens,
    options,
    captcha: captchaService(options.captcha),
    codeKey: createHash('sha256').update(`estante-recovery-code:${jwtSecret}`).digest('hex'),
    now: options.now,
    async authenticateClient(clientId, secret) {
      const [client] = await db.query<ClientRow>('SELECT segredo_hash, publico, grants FROM oauth_clientes WHERE client_id = $1', [clientId]);
      if (!client) return { ok: false };
      if (secret === undefined || secret === '') return client.publico ? { ok: true, grants: client.grants } : { ok: false };
      if (!client.segredo_hash) return { ok: false };
      const key = fingerprint(clientId, secret);
      const known = verified.get(key);
      if (known !== undefined && known.length === client.segredo_hash.length && timingSafeEqual(Buffer.from(known), Buffer.from(client.segredo_hash))) {
        return { ok: true, grants: client.grants };
      }
      if (!(await verifyPassword(client.segredo_hash, secret))) return { ok: false };
      if (verified.size > 100) verified.clear();
      verified.set(key, client.segredo_hash);
      return { ok: true, grants: client.grants };
    },
  };
}

export type PickResult = { row: LoginRow } | { none: true } | { choose: true };

/** The login of the chosen person: several persons need `cod_pessoa`, which must then name one of them. */
export function pickPerson(rows: LoginRow[], codPessoa: number | undefined): PickResult {
  if (rows.length === 0) return { none: true };
  if (codPessoa === undefined) return rows.length === 1 && rows[0] ? { row: rows[0] } : { choose: true };
  const row = rows.find((r) => r.cod_pessoa === codPessoa);
  return row ? { row } : { choose: true };
}

/** Key of the per-user-code attempt counter (password grant; a password change clears it). */
export const accountKey = (username: string) => `login:${username.trim().toLowerCase().replace(/\0/g, '')}`;

/** A new sign-in for a login: a private access token and the first refresh token of a new family. */
export async function issuePair(ctx: AuthContext, tx: Queryable, login: { cod_login: number; cod_pessoa: number; login: string }, clientId: string): Promise<PrivateTokenResponse> {
  const now = ctx.now();
  const issued = await startFamily(tx, login.cod_login, clientId, now, { idle: ctx.options.refreshIdleTtl, absolute: ctx.options.refreshAbsoluteTtl });
  return {
    access_token: await ctx.tokens.issuePrivate({ cod_pessoa: login.cod_pessoa, cod_login: login.cod_login, login: login.login, client_id: clientId, sid: issued.familia }),
    refresh_token: issued.refreshToken,
    token_type: 'Bearer',
    expires_in: ctx.tokens.ttl,
    refresh_expires_in: issued.expiresIn,
  };
}

/** A login as it is now: a block with an end date that has passed lifts by itself (one without lasts until the password is reset). */
export async function liftEndedBlock(db: Queryable, row: LoginRow, now: Date): Promise<LoginRow> {
  if (!row.bloqueado || !row.bloqueado_ate || new Date(row.bloqueado_ate).getTime() > now.getTime()) return row;
  await unblockLogin(db, row.cod_login);
  return { ...row, bloqueado: false };
}

/** A successful sign-in (password or single sign-on): the access is recorded and a new token pair issued. */
export function signIn(ctx: AuthContext, row: LoginRow, clientId: string): Promise<PrivateTokenResponse> {
  return ctx.db.transaction(async (tx) => {
    await recordAccess(tx, row.cod_login, ctx.now());
    return issuePair(ctx, tx, row, clientId);
  });
}

/** The 430 answer: `message` exactly ACESSO_BLOQUEADO (the client maps it), `detalhe` translated. */
export const blocked = (key: 'senhaBloqueada' | 'usuarioBloqueado', lang: Lang): ApiProblem =>
  problem(430, AUTH_MESSAGES.acessoBloqueado, { codigo: ACESSO_BLOQUEADO, extra: { error: 'access_denied', detalhe: say(AUTH_MESSAGES[key], lang) } });

const CAPTCHA_FAILURES: Record<CaptchaFailure, { text: Text; codigo: ServerErrorCode }> = {
  ausente: { text: AUTH_MESSAGES.captchaAusente, codigo: CAPTCHA_CODES.ausente },
  expirado: { text: AUTH_MESSAGES.captchaExpirado, codigo: CAPTCHA_CODES.expirado },
  invalido: { text: AUTH_MESSAGES.captchaInvalido, codigo: CAPTCHA_CODES.invalido },
};

/**
 * While activity 1120 is on, the ALTCHA payload must be a fresh, valid, unused solution (it is then
 * spent); else 422 with its codigo (and `extra`, e.g. the OAuth error of /oauth/token).
 */
export async function requireCaptcha(ctx: AuthContext, payload: string | undefined, extra: Readonly<Record<string, unknown>> = {}): Promise<void> {
  if (!(await captchaRequired(ctx.db))) return;
  const failure = await ctx.captcha.check(ctx.db, payload);
  if (failure) throw problem(422, CAPTCHA_FAILURES[failure].text, { codigo: CAPTCHA_FAILURES[failure].codigo, extra });
}

/** 422 ESCOLHA_PESSOA: the user code names several persons and `cod_pessoa` names none of them. */
export const choosePerson = (extra: Readonly<Record<string, unknown>> = {}): ApiProblem =>
  problem(422, AUTH_MESSAGES.escolhaPessoa, { codigo: 'ESCOLHA_PESSOA', extra });
