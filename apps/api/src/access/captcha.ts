import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHmac } from 'node:crypto';
import type { AuthOptions } from './options';
import type { Queryable } from '../db/db';

/** Activity that turns the captcha on for the password grant and the recovery start (SPEC.md §6). */
export const ATIVIDADE_CAPTCHA = 1120;

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export type CaptchaFailure = 'ausente' | 'expirado' | 'invalido';

export interface CaptchaService {
  /** A new ALTCHA v2 challenge (what the widget fetches). */
  challenge(): Promise<Challenge>;
  /** null when the payload is a valid, unexpired, never-used solution (it is then spent). */
  check(db: Queryable, payload: string | undefined): Promise<CaptchaFailure | null>;
}

export async function captchaRequired(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ ativo: boolean }>('SELECT ativo FROM funcionalidades WHERE cod_atividade = $1', [ATIVIDADE_CAPTCHA]);
  return row?.ativo === true;
}

/**
 * Self-hosted ALTCHA (altcha-lib v2, proof of work with PBKDF2). Deterministic mode: the server
 * draws the counter the solver must reach and signs the derived key (keySignature), so checking a
 * solution costs two HMACs, not a key derivation.
 */
export function captchaService(options: AuthOptions['captcha']): CaptchaService {
  // altcha-lib checks expiry against the real clock, so the bookkeeping here uses it too.
  const now = () => new Date();
  const hmacSignatureSecret = options.hmacKey;
  // A second secret for the derived-key signatures, derived from the one configured key.
  const hmacKeySignatureSecret = createHmac('sha256', options.hmacKey).update('altcha-key-signature').digest('hex');
  const counterMax = Math.max(1, options.counterMax);
  const counterMin = Math.min(Math.max(0, options.counterMin), counterMax);
  return {
    challenge: () =>
      createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: Math.max(1, options.cost),
        counter: randomInt(counterMin, counterMax),
        deriveKey,
        expiresAt: new Date(now().getTime() + options.ttlSeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async check(db, payload) {
      if (payload === undefined || payload.trim() === '') return 'ausente';
      let parsed: { challenge?: Challenge; solution?: Solution };
      try {
        parsed = JSON.parse(Buffer.from(payload.trim(), 'base64').toString('utf8')) as typeof parsed;
      } catch {
        return 'invalido';
      }
      const { challenge, solution } = parsed ?? {};
      if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object' || typeof challenge.signature !== 'string') {
        return 'invalido';
      }
      if (!solution || typeof solution !== 'object') return 'invalido';
      let result;
      try {
        result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
      } catch {
        return 'invalido';
      }
      if (result.expired) return 'expirado';
      if (!result.verified) return 'invalido';
      // Single use: the first request to record the signature wins, on every replica.
      const expiresAt = typeof challenge.parameters.expiresAt === 'number' ? new Date(challenge.parameters.expiresAt * 1000) : new Date(now().getTime() + options.ttlSeconds * 1000);
      await db.query('DELETE FROM captchas_usados WHERE expira_em < $1::timestamptz', [now().toISOString()]);
      const inserted = await db.query(
        'INSERT INTO captchas_usados (assinatura, expira_em) VALUES ($1, $2::timestamptz) ON CONFLICT (assinatura) DO NOTHING RETURNING assinatura',
        [challenge.signature, expiresAt.toISOString()],
      );
      return inserted.length === 1 ? null : 'invalido';
    },
  };
}
