import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { loginsByCode } from '../../access/logins.repository';
import type { AuthContext } from '../../access/signin';
import { problem } from '../../plugins/errors';
import { MESSAGES } from './messages';
import type { LiveCode, PessoasRepository } from './repository';

/** Wrong guesses a recovery code survives. */
export const MAX_CODE_ATTEMPTS = 5;

/** HMAC of a code for its login (the code itself is never stored). */
export const codeHash = (ctx: AuthContext, codLogin: number, codigo: string): string => createHmac('sha256', ctx.codeKey).update(`${codLogin}:${codigo}`).digest('hex');

/** A new code of `length` digits. */
export const newCode = (length: number): string => String(randomInt(0, 10 ** length)).padStart(length, '0');

/** "ma***@estante.example": enough for the patron to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

/**
 * The newest live code of a user code against the one typed (404 unknown user code, 422 no code,
 * expired or wrong); a wrong guess counts, and too many drop the code.
 */
export async function checkCode(ctx: AuthContext, repo: PessoasRepository, id: string, typed: string): Promise<LiveCode> {
  if (id.trim() === '' || (await loginsByCode(ctx.db, id)).length === 0) throw problem(404, MESSAGES.usuarioNaoEncontrado);
  const code = await repo.liveCode(id.trim());
  if (!code) throw problem(422, MESSAGES.codigoInvalido);
  const now = ctx.now();
  if (new Date(code.expira_em).getTime() <= now.getTime()) throw problem(422, MESSAGES.codigoExpirado);
  const expected = Buffer.from(code.codigo_hash, 'hex');
  const given = Buffer.from(codeHash(ctx, code.cod_login, typed.trim()), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await repo.wrongGuess(code.cod_recuperacao, MAX_CODE_ATTEMPTS, now);
    throw problem(422, MESSAGES.codigoInvalido);
  }
  return code;
}
