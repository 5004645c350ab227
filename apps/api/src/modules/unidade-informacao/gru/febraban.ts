/**
 * The FEBRABAN collection ("arrecadação") barcode of a payment slip, as pure functions. 44 digits:
 *   1 product (8: collection), 2 segment, 3 value id, 4 general check digit, 5–15 value in cents
 *   (11 digits), 16–19 agreement (company/agency) code, 20–44 free field (25 digits).
 * Value id 6 (effective value in reais, module 10) makes every check digit module 10. The "linha
 * digitável" is the 44 digits in four blocks of 11, each followed by its own module-10 digit (48).
 */

/** Segment 5: government bodies. */
export const SEGMENTO_ORGAOS_GOVERNAMENTAIS = '5';
/** Value id 6: effective value in reais, check digits by module 10. */
export const ID_VALOR_EFETIVO_MOD10 = '6';

const digitsOnly = (s: string, n?: number): string => {
  if (!/^[0-9]+$/.test(s) || (n !== undefined && s.length !== n)) throw new Error(`expected ${n ?? 'some'} digits, got "${s}"`);
  return s;
};

/**
 * Module 10 (FEBRABAN): from the rightmost digit, weights 2, 1, 2, 1…; the digits of each product
 * are added (16 → 1 + 6); the check digit is what brings the sum to the next ten (0 when it is one).
 */
export function modulo10(digits: string): number {
  digitsOnly(digits);
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const p = Number(digits[i]) * weight;
    sum += p > 9 ? p - 9 : p;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

export interface Arrecadacao {
  /** Segment digit (1–9). */
  segmento: string;
  /** Value in cents (at most 11 digits). */
  centavos: number;
  /** Agreement code: 4 digits. */
  convenio: string;
  /** Free field: 25 digits. */
  campoLivre: string;
}

/** The 44 digits of the barcode, its general check digit (4th) computed over the other 43. */
export function codigoBarras({ segmento, centavos, convenio, campoLivre }: Arrecadacao): string {
  digitsOnly(segmento, 1);
  if (!Number.isSafeInteger(centavos) || centavos < 0 || centavos > 99_999_999_999) throw new Error(`value out of range: ${centavos}`);
  digitsOnly(convenio, 4);
  digitsOnly(campoLivre, 25);
  const head = `8${segmento}${ID_VALOR_EFETIVO_MOD10}`;
  const tail = `${String(centavos).padStart(11, '0')}${convenio}${campoLivre}`;
  return `${head}${modulo10(head + tail)}${tail}`;
}

/** The 48-digit line: each block of 11 barcode digits followed by its module-10 check digit. */
export function linhaDigitavel(barras: string): string {
  digitsOnly(barras, 44);
  return [0, 11, 22, 33].map((i) => barras.slice(i, i + 11)).map((b) => `${b}${modulo10(b)}`).join('');
}

/** Whether a 44-digit barcode of value id 6/7 holds its general check digit. */
export function codigoBarrasValido(barras: string): boolean {
  if (!/^8[0-9]{43}$/.test(barras) || !['6', '7'].includes(barras[2] ?? '')) return false;
  return modulo10(barras.slice(0, 3) + barras.slice(4)) === Number(barras[3]);
}

/** Whether a 48-digit line holds the check digit of each of its four blocks and a valid barcode. */
export function linhaDigitavelValida(linha: string): boolean {
  if (!/^[0-9]{48}$/.test(linha)) return false;
  const blocks = [0, 12, 24, 36].map((i) => linha.slice(i, i + 12));
  if (!blocks.every((b) => modulo10(b.slice(0, 11)) === Number(b[11]))) return false;
  return codigoBarrasValido(blocks.map((b) => b.slice(0, 11)).join(''));
}
