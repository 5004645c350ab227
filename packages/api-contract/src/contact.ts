/**
 * The patron's contact rules (SPEC.md §5), shared by the server and every form that asks for them
 * (the loan-request form, the personal-data page): the phone helper, the e-mail list separated by
 * ";", and the CPF (Brazilian tax id) with its check digits. Pure functions, no TypeBox.
 */
import { EMAIL_PATTERN, TELEFONE_MAX, TELEFONE_MIN_DIGITOS, TELEFONE_PATTERN } from './constants';

/** The phone helper: keeps digits, hyphens, parentheses and spaces of what is typed, at most TELEFONE_MAX characters. */
export function filterPhone(typed: string): string {
  return typed.replace(/[^0-9() -]/g, '').slice(0, TELEFONE_MAX);
}

/** What is wrong with a phone, or null: blank, or not only digits/hyphens/parentheses/spaces (≤ 16), or fewer than 8 digits. */
export function phoneProblem(value: string | null | undefined): 'required' | 'invalid' | null {
  const s = (value ?? '').trim();
  if (s === '') return 'required';
  if (!TELEFONE_PATTERN.test(s) || s.replace(/[^0-9]/g, '').length < TELEFONE_MIN_DIGITOS) return 'invalid';
  return null;
}

export type EmailListResult = { readonly emails: string[] } | { readonly problem: 'required' | 'tooMany' } | { readonly problem: 'invalid'; readonly email: string };

/**
 * Several e-mails separated by ";": each trimmed and valid (the first bad one named), empty parts and
 * repeats (any case) dropped, at least one and at most `max`.
 */
export function parseEmailList(value: string | null | undefined, max: number): EmailListResult {
  const emails: string[] = [];
  for (const part of (value ?? '').split(';')) {
    const e = part.trim();
    if (e === '') continue;
    if (!EMAIL_PATTERN.test(e)) return { problem: 'invalid', email: e };
    if (!emails.some((x) => x.toLowerCase() === e.toLowerCase())) emails.push(e);
  }
  if (emails.length === 0) return { problem: 'required' };
  if (emails.length > max) return { problem: 'tooMany' };
  return { emails };
}

/** The CPF helper: only the digits of what is typed ("111.444.777-35" → "11144477735"), at most 11. */
export function cpfDigits(typed: string): string {
  return typed.replace(/[^0-9]/g, '').slice(0, 11);
}

/** True for 11 digits whose two check digits match (mod 11) and that are not all the same digit. */
export function cpfValid(value: string): boolean {
  if (!/^[0-9]{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const check = (n: number) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += (d[i] ?? 0) * (n + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === d[9] && check(10) === d[10];
}

/** The Brazilian states (UF), for the personal data's state. */
export const UFS = ['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'] as const;
/** Gender of the personal data: female, male, other / rather not say. */
export const SEXOS = ['F', 'M', 'O'] as const;
