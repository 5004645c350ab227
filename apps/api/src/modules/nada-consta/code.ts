import { randomBytes } from 'node:crypto';
import { NADA_CONSTA_ALFABETO, NADA_CONSTA_CODIGO_LENGTH } from '@estante/api-contract/constants';

/**
 * A new verification code: 28 characters of Crockford's base32, each from 5 bits of the system's
 * CSPRNG (140 bits in all; 18 bytes drawn, the last 4 bits unused). Nothing about the patron or the
 * time goes in, so a code can be neither derived nor guessed (2^140 possibilities).
 */
export function newClearanceCode(): string {
  const bytes = randomBytes(18);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < NADA_CONSTA_CODIGO_LENGTH) {
      out += NADA_CONSTA_ALFABETO[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** The registration as the public check shows it: all but the last 3 characters hidden. */
export const maskRegistration = (matricula: string): string => `${'•'.repeat(Math.max(3, matricula.length - 3))}${matricula.slice(-3)}`;
