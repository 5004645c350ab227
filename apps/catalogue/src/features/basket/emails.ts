import { EMAIL_PATTERN as EMAIL, MAX_EMAILS_EXPORTACAO } from '@estante/api-contract/constants';

/** Most addresses one e-mail export goes to: the server's limit, from the contract. */
export const MAX_EMAILS = MAX_EMAILS_EXPORTACAO;

export type EmailListCheck = { ok: true; emails: string[] } | { ok: false; error: 'required' | 'tooMany' } | { ok: false; error: 'invalid'; email: string };

/**
 * Several e-mails separated by ";" (SPEC.md §5): trimmed, blanks dropped, each checked; the first
 * invalid address is named so the message can say which one.
 */
export function checkEmailList(raw: string): EmailListCheck {
  const list = raw
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) return { ok: false, error: 'required' };
  const bad = list.find((e) => !EMAIL.test(e) || e.length > 254);
  if (bad !== undefined) return { ok: false, error: 'invalid', email: bad };
  const unique = [...new Set(list.map((e) => e.toLowerCase()))];
  return unique.length > MAX_EMAILS ? { ok: false, error: 'tooMany' } : { ok: true, emails: unique };
}
