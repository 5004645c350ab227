/**
 * The live password checklist (SPEC.md §5 "new password, checked live"): the server's rules
 * (RegrasSenha, the same for the recovery flow and the personal area's change of password) ticked
 * as the patron types. The rules are pure functions; `last_pw` is checked by the server only and
 * shown as information.
 */
import type { RegrasSenha } from '@estante/api-contract';
import { registerStrings, useTranslation } from '@estante/i18n';
import './password-rules.css';

/**
 * The checklist's strings ship with this entry, in a namespace of its own (the recovery flow and the
 * personal area show them; nothing else does), loaded on first use from this entry's origin.
 */
export const PASSWORD_RULES_NS = registerStrings('ui-password-rules', {
  pt: () => import('./locales/password-rules/pt.json'),
  en: () => import('./locales/password-rules/en.json'),
  es: () => import('./locales/password-rules/es.json'),
});

/** One line of the checklist. */
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

/** The rules the server gave, checked against a candidate password (`last_pw` is not in the list). */
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

export interface PasswordRulesProps {
  /** The list's id: the new-password field's `aria-describedby`. */
  readonly id: string;
  readonly rules: RegrasSenha;
  /** What is typed (trimmed by the caller as it will be sent). */
  readonly password: string;
  /** The person's name (the "not parts of your name" rule). */
  readonly personName: string;
}

/** The checklist: each rule with ✓ or ✗ (and "met"/"not met" for screen readers), then "differs from the last N". */
export function PasswordRules({ id, rules, password, personName }: PasswordRulesProps) {
  const { t, ready } = useTranslation(PASSWORD_RULES_NS);
  // The list is there from the start (the field's aria-describedby names it); its lines once the strings have loaded.
  if (!ready) return <ul id={id} className="estante-password-rules" aria-busy="true" />;
  return (
    <ul id={id} className="estante-password-rules" aria-label={t('passwordRules.title')}>
      {checkPassword(rules, password, personName).map((c) => (
        <li key={c.id} className={c.ok ? 'estante-password-rules__ok' : 'estante-password-rules__no'}>
          <span aria-hidden="true">{c.ok ? '✓' : '✗'}</span> {t(`passwordRules.${c.id}`, c.values)}
          <span className="estante-visually-hidden">{c.ok ? t('passwordRules.met') : t('passwordRules.unmet')}</span>
        </li>
      ))}
      {rules.last_pw > 0 ? <li className="estante-password-rules__info">{t('passwordRules.last_pw', { count: rules.last_pw })}</li> : null}
    </ul>
  );
}
