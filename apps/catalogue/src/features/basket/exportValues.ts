import type { FormatoCesta } from '@estante/api-contract';

/** The export formats, in the order the select offers them. */
export const FORMATS: readonly FormatoCesta[] = ['abnt', 'apa', 'ris', 'bibtex', 'marcxml'];

/** Longest message of an e-mail export (the contract's limit). */
export const MESSAGE_MAX = 1000;

/**
 * The export panel's form: the format of every export, and the e-mail's addresses, message (a
 * signed-in patron's only) and captcha (a visitor's: the solved ALTCHA payload).
 */
export interface ExportValues {
  format: FormatoCesta;
  emails: string;
  mensagem: string;
  captcha: string;
}

export const EXPORT_DEFAULTS: ExportValues = { format: 'abnt', emails: '', mensagem: '', captcha: '' };

/** Printing shows references: ABNT or APA as chosen, else ABNT. */
export const printFormat = (format: FormatoCesta): FormatoCesta => (format === 'apa' ? 'apa' : 'abnt');
