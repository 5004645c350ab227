import type { ServerErrorCode } from '@estante/api-contract/constants';
import { hash, verify } from '@node-rs/argon2';
import type { RegrasSenha } from '@estante/api-contract';
import type { Argon2Cost } from './options';
import type { Queryable } from '../db/db';
import type { AuthMessageKey } from './messages';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). */
export const ARGON2_PRODUCTION: Required<Argon2Cost> = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string, cost: Argon2Cost = {}): Promise<string> => hash(password, { ...ARGON2_PRODUCTION, ...cost });

/** False (never throws) for a malformed stored hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Spends about the time of a real check when the user code is unknown (or has no password), so the
 * answer time does not tell whether a user code exists.
 */
export async function verifyDummy(password: string): Promise<void> {
  dummy ??= hashPassword('estante-dummy-password-for-timing');
  await verifyPassword(await dummy, password);
}

/** SPEC.md §5: the special characters a password may need. */
export const SPECIAL_CHARS = '@!#$%&*()-_';

export const DEFAULT_RULES: RegrasSenha = {
  length: { min: 8, max: 20 },
  has_numbers: true,
  only_numbers: false,
  special_char: true,
  diff_case: true,
  diff_name: true,
  last_pw: 3,
};

/** The rules of configuracoes.regras_senha over the defaults (a bad stored value falls back to them). */
export async function passwordRules(db: Queryable): Promise<RegrasSenha> {
  const [row] = await db.query<{ valor: Partial<RegrasSenha> | null }>(`SELECT valor FROM configuracoes WHERE chave = 'regras_senha'`);
  const v = row?.valor && typeof row.valor === 'object' ? row.valor : {};
  const bool = (x: unknown, d: boolean) => (typeof x === 'boolean' ? x : d);
  const num = (x: unknown, d: number) => (typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : d);
  const min = num(v.length?.min, DEFAULT_RULES.length.min);
  return {
    length: { min, max: Math.max(min, num(v.length?.max, DEFAULT_RULES.length.max)) },
    has_numbers: bool(v.has_numbers, DEFAULT_RULES.has_numbers),
    only_numbers: bool(v.only_numbers, DEFAULT_RULES.only_numbers),
    special_char: bool(v.special_char, DEFAULT_RULES.special_char),
    diff_case: bool(v.diff_case, DEFAULT_RULES.diff_case),
    diff_name: bool(v.diff_name, DEFAULT_RULES.diff_name),
    last_pw: num(v.last_pw, DEFAULT_RULES.last_pw),
  };
}

/** Lower case without accents: "José" and "jose" are the same part of a name. */
export const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Parts of a name of 3 letters or more ("Maria da Silva" -> maria, silva). */
export const nameParts = (name: string): string[] => fold(name).split(/[^\p{L}]+/u).filter((p) => p.length >= 3);

export interface RuleFailure {
  /** The broken rule: its message and the answer's `codigo`. */
  key: AuthMessageKey & ServerErrorCode;
  params?: Record<string, string | number>;
}

/**
 * The first rule the password breaks (null when it keeps them all), history apart: that one needs
 * the stored hashes (see `reusesPassword`). With only_numbers, special characters and mixed case
 * cannot apply and are not asked for.
 */
export function checkPasswordRules(password: string, rules: RegrasSenha, personName: string): RuleFailure | null {
  const length = [...password].length;
  if (length < rules.length.min || length > rules.length.max) {
    return { key: 'senhaTamanho', params: { min: rules.length.min, max: rules.length.max } };
  }
  if (rules.only_numbers) {
    if (!/^[0-9]+$/.test(password)) return { key: 'senhaSoNumeros' };
  } else {
    if (rules.has_numbers && !/[0-9]/.test(password)) return { key: 'senhaNumeros' };
    if (rules.special_char && ![...password].some((c) => SPECIAL_CHARS.includes(c))) return { key: 'senhaEspecial', params: { chars: SPECIAL_CHARS.split('').join(' ') } };
    if (rules.diff_case && !(/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password))) return { key: 'senhaMaiusculas' };
  }
  if (rules.diff_name) {
    const folded = fold(password);
    if (nameParts(personName).some((p) => folded.includes(p))) return { key: 'senhaNome' };
  }
  return null;
}

/** True when the password is the login's current one or one of its last `count` passwords. */
export async function reusesPassword(db: Queryable, codLogin: number, currentHash: string | null, password: string, count: number): Promise<boolean> {
  if (count <= 0) return false;
  const rows = await db.query<{ senha_hash: string }>(
    'SELECT senha_hash FROM historico_senhas WHERE cod_login = $1 ORDER BY criado_em DESC, cod_historico DESC LIMIT $2',
    [codLogin, count],
  );
  const hashes = rows.map((r) => r.senha_hash);
  if (currentHash && !hashes.includes(currentHash)) hashes.unshift(currentHash);
  for (const h of hashes.slice(0, Math.max(count, 1))) {
    if (await verifyPassword(h, password)) return true;
  }
  return false;
}
