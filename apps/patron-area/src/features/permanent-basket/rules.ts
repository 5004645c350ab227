import type { FormatoCesta } from '@estante/api-contract';
import { MAX_ACERVOS_EXPORTACAO, MAX_EMAILS_EXPORTACAO } from '@estante/api-contract/constants';
import { parseEmailList } from '@estante/api-contract/contact';
import type { RuleErrors } from '@estante/ui/form';

/** The export formats, in the order the select offers them (the basket's). */
export const FORMATS: readonly FormatoCesta[] = ['abnt', 'apa', 'ris', 'bibtex', 'marcxml'];

/** Longest message of an e-mail export (the contract's limit). */
export const MESSAGE_MAX = 1000;

/** The export form: the format of every export, and the e-mail's addresses and message. */
export interface ExportValues {
  format: FormatoCesta;
  emails: string;
  mensagem: string;
}
export const EXPORT_DEFAULTS: ExportValues = { format: 'abnt', emails: '', mensagem: '' };

/**
 * What an export takes: the titles picked in the list, or every title when none is (in the list's
 * order), at most the server's limit per export.
 */
export function exportChoice(all: readonly number[], selected: readonly number[]): { acervos: number[]; scope: 'selected' | 'all'; capped: boolean } {
  const picked = selected.length > 0 ? all.filter((id) => selected.includes(id)) : [...all];
  return { acervos: picked.slice(0, MAX_ACERVOS_EXPORTACAO), scope: selected.length > 0 ? 'selected' : 'all', capped: picked.length > MAX_ACERVOS_EXPORTACAO };
}

/**
 * The e-mail form's rules (SPEC.md §5: a valid e-mail, several separated by ";"; the server's limit
 * of addresses; the message's length): string keys of this page's strings, with their values.
 */
export function emailErrors(v: ExportValues): RuleErrors<ExportValues> {
  const errors: RuleErrors<ExportValues> = {};
  const list = parseEmailList(v.emails, MAX_EMAILS_EXPORTACAO);
  if ('problem' in list) {
    errors.emails =
      list.problem === 'invalid'
        ? { message: 'export.emailInvalid', values: { email: list.email } }
        : list.problem === 'required'
          ? 'export.emailsRequired'
          : { message: 'export.emailsTooMany', values: { max: MAX_EMAILS_EXPORTACAO } };
  }
  if (v.mensagem.length > MESSAGE_MAX) errors.mensagem = { message: 'export.messageTooLong', values: { max: MESSAGE_MAX } };
  return errors;
}
