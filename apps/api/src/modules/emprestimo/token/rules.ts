import { createHash, createHmac, randomBytes } from 'node:crypto';
import { TOKEN_EMPRESTIMO_ALFABETO, TOKEN_EMPRESTIMO_TAMANHO } from '@estante/api-contract';

/**
 * The loan token: 8 characters of a 32-letter alphabet without 0/O and 1/I, derived with the
 * server's secret (HMAC-SHA256) from a random seed (crypto). The seed and the token's SHA-256 are
 * stored; the token text is not, and cannot be rebuilt without the secret.
 */
export const newSeed = (): Buffer => randomBytes(16);

/** The token of `seed`: the first 40 bits of HMAC(secret, seed), 5 bits a character (32 letters: no bias). */
export function tokenOf(secret: string, seed: Uint8Array): string {
  const mac = createHmac('sha256', secret).update('estante-loan-token:').update(seed).digest();
  let bits = 0n;
  for (let i = 0; i < 5; i++) bits = (bits << 8n) | BigInt(mac[i] ?? 0);
  let out = '';
  for (let i = TOKEN_EMPRESTIMO_TAMANHO - 1; i >= 0; i--) out += TOKEN_EMPRESTIMO_ALFABETO[Number((bits >> BigInt(i * 5)) & 31n)];
  return out;
}

/** What the desk typed or scanned, as a token: spaces and dashes dropped, upper case; null when it cannot be one. */
export function normalizeToken(raw: string): string | null {
  const t = raw.replace(/[\s-]/g, '').toUpperCase();
  return t.length === TOKEN_EMPRESTIMO_TAMANHO && [...t].every((c) => TOKEN_EMPRESTIMO_ALFABETO.includes(c)) ? t : null;
}

/** The stored form of a token (its SHA-256, hex). */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
