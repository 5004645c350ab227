import type { RegrasSenha } from '@estante/api-client';

/** One line of the live checklist (SPEC.md §5 "new password, checked live"). */
export interface RuleCheck {
  readonly id: 'length' | 'has_numbers' | 'only_numbers' | 'special_char' | 'diff_case' | 'diff_name';
  readonly ok: boolean;
  /** i18n values of the rule's text */
  readonly values?: Record<string, string>;
}

/** The special characters SPEC.md §5 accepts. */
export const SPECIAL_CHARACTERS = '@!#$%&*()-_';
const SPECIAL = /[@!#$%&*()\-_]/;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Words of the person's name a password must not contain (3 letters or more: "da", "de" do not count). */
export function nameParts(name: string): string[] {
  return fold(name)
    .split(/[^\p{L}]+/u)
    .filter((part) => part.length >= 3);
}

/**
 * The rules the server gave, checked against a candidate password. `last_pw` (differs from the
 * last N passwords) is only checked by the server and is not in the list.
 */
export function checkPassword(rules: RegrasSenha, password: string, personName: string): RuleCheck[] {
  const checks: RuleCheck[] = [
    {
      id: 'length',
      ok: password.length >= rules.length.min && password.length <= rules.length.max,
      values: { min: String(rules.length.min), max: String(rules.length.max) },
    },
  ];
  if (rules.only_numbers) {
    checks.push({ id: 'only_numbers', ok: /^[0-9]+$/.test(password) });
  } else {
    if (rules.has_numbers) checks.push({ id: 'has_numbers', ok: /[0-9]/.test(password) });
    if (rules.special_char) checks.push({ id: 'special_char', ok: SPECIAL.test(password), values: { chars: SPECIAL_CHARACTERS.split('').join(' ') } });
    if (rules.diff_case) checks.push({ id: 'diff_case', ok: /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) });
  }
  if (rules.diff_name) {
    const folded = fold(password);
    checks.push({ id: 'diff_name', ok: password.length > 0 && !nameParts(personName).some((part) => folded.includes(part)) });
  }
  return checks;
}

/** Saving is allowed only when every rule the client can check holds. */
export const passwordAccepted = (checks: readonly RuleCheck[]) => checks.every((c) => c.ok);
