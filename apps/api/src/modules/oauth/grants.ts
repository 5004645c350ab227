import type { PrivateTokenResponse, TokenRequest } from '@estante/api-contract';
import { loginById, loginsByCode } from '../../access/logins.repository';
import { AUTH_MESSAGES } from '../../access/messages';
import { verifyDummy, verifyPassword } from '../../access/passwords';
import { rotate } from '../../access/refresh';
import { accountKey, blocked, choosePerson, liftEndedBlock, pickPerson, requireCaptcha, signIn, type AuthContext } from '../../access/signin';
import { problem, tooManyAttempts } from '../../plugins/errors';
import type { Lang, Text } from '../../plugins/lang';
import { hit, resetHits } from '../../plugins/rate-limit-store';
import { MESSAGES } from './messages';
import { oauthRepository } from './repository';

/** configuracoes.login_max_tentativas: consecutive wrong passwords that block a login (0: never). */
export const DEFAULT_MAX_TENTATIVAS = 5;

/** An OAuth 2 error answer: the message and the `error` code (RFC 6749 §5.2). */
export const oauthError = (status: number, text: Text, error: string, params?: Readonly<Record<string, string>>) =>
  problem(status, text, { extra: { error }, ...(params ? { params } : {}) });

/** Failed passwords of a user code that names nobody (its own counter, beside the attempts' limit). */
const unknownKey = (username: string) => `desconhecido:${accountKey(username)}`;
const UNKNOWN_CODE_WINDOW_SECONDS = 24 * 3600;

/** The password grant: captcha, per-user-code limit, the chosen person, blocks, the password, then a new sign-in. */
export async function passwordGrant(ctx: AuthContext, body: TokenRequest, lang: Lang): Promise<PrivateTokenResponse> {
  const { db } = ctx;
  const repo = oauthRepository(db);
  const { username, password, cod_pessoa } = body;
  if (username === undefined || username.trim() === '') throw oauthError(400, MESSAGES.campoObrigatorio, 'invalid_request', { campo: 'username' });
  if (password === undefined || password === '') throw oauthError(400, MESSAGES.campoObrigatorio, 'invalid_request', { campo: 'password' });

  await requireCaptcha(ctx, body.recaptcha_token, { error: 'invalid_request' });

  // Per user code: every attempt counts within the window; a successful sign-in clears it.
  const limit = ctx.options.accountRateLimit;
  const attempts = await hit(db, accountKey(username), limit.windowSeconds, ctx.now());
  if (attempts.count > limit.max) throw tooManyAttempts(attempts.ttlMs);

  const picked = pickPerson(await loginsByCode(db, username), cod_pessoa);
  if ('none' in picked) {
    await verifyDummy(password);
    // An unknown user code answers as a known one does: 430 from the same failure on. Otherwise five
    // wrong passwords would tell an attacker which codes exist (430 for those, 401 forever for the
    // rest). Counted for a day (the counters' longest life, rate-limit-store.ts pruneHits).
    const max = await repo.maxAttempts(DEFAULT_MAX_TENTATIVAS);
    const misses = await hit(db, unknownKey(username), UNKNOWN_CODE_WINDOW_SECONDS, ctx.now());
    if (max > 0 && misses.count >= max) throw blocked('senhaBloqueada', lang);
    throw oauthError(401, MESSAGES.credenciaisInvalidas, 'invalid_grant');
  }
  if ('choose' in picked) throw choosePerson({ error: 'invalid_request' });
  const now = ctx.now();

  // A block with an end date lifts by itself; without one it lasts until the password is reset.
  const row = await liftEndedBlock(db, picked.row, now);
  if (row.bloqueado) {
    await verifyDummy(password);
    throw blocked('senhaBloqueada', lang);
  }

  const ok = row.senha_hash ? await verifyPassword(row.senha_hash, password) : (await verifyDummy(password), false);
  if (!ok) {
    const max = await repo.maxAttempts(DEFAULT_MAX_TENTATIVAS);
    if (await repo.recordFailure(row.cod_login, now, max)) throw blocked('senhaBloqueada', lang);
    throw oauthError(401, MESSAGES.credenciaisInvalidas, 'invalid_grant');
  }

  // The right password: the failure count starts again, whatever comes next.
  await repo.clearFailures(row.cod_login);
  if (row.bloqueio) throw blocked('usuarioBloqueado', lang);

  const pair = await signIn(ctx, row, body.client_id);
  await resetHits(db, accountKey(username));
  // The courtesy notices' language (migration 0028): the one of the patron's last sign-in.
  await repo.rememberLanguage(row.cod_pessoa, lang);
  return pair;
}

/** The refresh_token grant: the token rotates (a reused one revokes its sign-in); a blocked login answers 430. */
export async function refreshGrant(ctx: AuthContext, body: TokenRequest, lang: Lang): Promise<PrivateTokenResponse> {
  const { db, tokens } = ctx;
  if (body.refresh_token === undefined || body.refresh_token === '') {
    throw oauthError(400, MESSAGES.campoObrigatorio, 'invalid_request', { campo: 'refresh_token' });
  }
  const result = await rotate(db, body.refresh_token, body.client_id, ctx.now(), { idle: ctx.options.refreshIdleTtl, absolute: ctx.options.refreshAbsoluteTtl });
  if (!result.ok) {
    if (result.reason === 'bloqueado') {
      const row = await loginById(db, result.codLogin);
      throw blocked(row?.bloqueado ? 'senhaBloqueada' : 'usuarioBloqueado', lang);
    }
    throw oauthError(401, AUTH_MESSAGES.sessaoExpirada, 'invalid_grant');
  }
  const row = await loginById(db, result.codLogin);
  if (!row) throw oauthError(401, AUTH_MESSAGES.sessaoExpirada, 'invalid_grant');
  return {
    access_token: await tokens.issuePrivate({ cod_pessoa: row.cod_pessoa, cod_login: row.cod_login, login: row.login, client_id: body.client_id, sid: result.issued.familia }),
    refresh_token: result.issued.refreshToken,
    token_type: 'Bearer',
    expires_in: tokens.ttl,
    refresh_expires_in: result.issued.expiresIn,
  };
}
