import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PrivateTokenResponse } from '@estante/api-contract';
import { ACESSO_BLOQUEADO } from '@estante/api-contract';
import type { TokenService } from './auth';
import { ta, type AuthMessageKey } from './auth-messages';
import type { AuthOptions } from './auth-options';
import { captchaService, type CaptchaFailure, type CaptchaService } from './captcha';
import type { Db, Queryable } from './db/db';
import { langOf, type Lang } from './i18n';
import { verifyPassword } from './passwords';
import { familyActive, startFamily } from './refresh';

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

export type PickResult = { row: LoginRow } | { none: true } | { choose: true };

/** The login of the chosen person: several persons need `cod_pessoa`, which must then name one of them. */
export function pickPerson(rows: LoginRow[], codPessoa: number | undefined): PickResult {
  if (rows.length === 0) return { none: true };
  if (codPessoa === undefined) return rows.length === 1 && rows[0] ? { row: rows[0] } : { choose: true };
  const row = rows.find((r) => r.cod_pessoa === codPessoa);
  return row ? { row } : { choose: true };
}

/** A setting of `configuracoes` that is a non-negative integer, else the default. */
export async function intSetting(db: Queryable, chave: string, fallback: number): Promise<number> {
  const [row] = await db.query<{ valor: unknown }>('SELECT valor FROM configuracoes WHERE chave = $1', [chave]);
  const v = row?.valor;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback;
}

export async function recoverySettings(db: Queryable): Promise<{ tamanho: number; validadeMinutos: number }> {
  const [row] = await db.query<{ valor: { tamanho_codigo?: unknown; validade_minutos?: unknown } | null }>(
    `SELECT valor FROM configuracoes WHERE chave = 'recuperacao_senha'`,
  );
  const v = row?.valor ?? {};
  const tamanho = typeof v.tamanho_codigo === 'number' && Number.isInteger(v.tamanho_codigo) && v.tamanho_codigo >= 4 && v.tamanho_codigo <= 12 ? v.tamanho_codigo : 6;
  const validadeMinutos = typeof v.validade_minutos === 'number' && v.validade_minutos > 0 ? v.validade_minutos : 15;
  return { tamanho, validadeMinutos };
}

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

/** The signed-in patron of a request, or null after answering 401 (public token, or the sign-in ended). */
export interface PrivateAuth {
  cod_pessoa: number;
  cod_login: number;
  login: string;
  sid: string;
  client_id: string;
}

export async function requirePrivate(ctx: AuthContext, request: FastifyRequest, reply: FastifyReply): Promise<PrivateAuth | null> {
  const lang = langOf(request.headers.lang);
  const a = request.auth;
  if (!a || a.scope !== 'private' || a.sid === undefined || a.cod_login === undefined || a.login === undefined) {
    await reply.code(401).header('www-authenticate', 'Bearer error="insufficient_scope"').send({ message: ta('loginNecessario', lang) });
    return null;
  }
  if (!(await familyActive(ctx.db, a.sid, ctx.now()))) {
    await reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ message: ta('sessaoExpirada', lang) });
    return null;
  }
  return { cod_pessoa: Number(a.sub), cod_login: a.cod_login, login: a.login, sid: a.sid, client_id: a.client_id };
}

const CAPTCHA_MESSAGES: Record<CaptchaFailure, { key: AuthMessageKey; codigo: string }> = {
  ausente: { key: 'captchaAusente', codigo: 'CAPTCHA_AUSENTE' },
  expirado: { key: 'captchaExpirado', codigo: 'CAPTCHA_EXPIRADO' },
  invalido: { key: 'captchaInvalido', codigo: 'CAPTCHA_INVALIDO' },
};

export const captchaError = (failure: CaptchaFailure, lang: Lang) => {
  const { key, codigo } = CAPTCHA_MESSAGES[failure];
  return { message: ta(key, lang), codigo };
};

/** The 430 answer: `message` exactly ACESSO_BLOQUEADO (the client maps it), `detalhe` translated. */
export const blockedError = (key: 'senhaBloqueada' | 'usuarioBloqueado', lang: Lang) => ({
  message: ACESSO_BLOQUEADO,
  error: 'access_denied',
  codigo: ACESSO_BLOQUEADO,
  detalhe: ta(key, lang),
});

/** 429 with Retry-After (seconds). */
export function tooMany(reply: FastifyReply, ttlMs: number, lang: Lang) {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ message: ta('muitasTentativas', lang, { segundos: seconds }), error: 'slow_down' });
}

/** "ma***@estante.example": enough for the patron to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

/**
 * @fastify/rate-limit throws its 429; this answers it in the request's language (Retry-After is
 * already set) and passes every other error on to the app's handler.
 */
export function handleRateLimitErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const e = error as { statusCode?: number; ttl?: unknown };
    if (e.statusCode === 429 && typeof e.ttl === 'number') return tooMany(reply, e.ttl, langOf(request.headers.lang));
    throw error;
  });
}
