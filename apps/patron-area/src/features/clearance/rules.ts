import type { TipoPendencia } from '@estante/api-contract';
import { MAX_EMAILS_NADA_CONSTA } from '@estante/api-contract/constants';
import { parseEmailList } from '@estante/api-contract/contact';
import { rulesResolver } from '@estante/ui/form';
import type { PatronPage } from '../../routes';

/** The page of the personal area that settles each blocker; a block by the library has none. */
export const PAGE_OF: Readonly<Record<TipoPendencia, PatronPage | null>> = {
  emprestimo: 'emprestimos',
  debito: 'debitos',
  reserva: 'reservas',
  solicitacao: 'solicitacoes',
  bloqueio: null,
};

/** The e-mail form's values. */
export interface MailValues {
  emails: string;
}

type Errors = Partial<Record<keyof MailValues, { type: string; message: string; values?: Record<string, string | number> }>>;

/** SPEC.md §5 for the recipients: at least one valid e-mail, several separated by ";", at most MAX_EMAILS_NADA_CONSTA (the server checks again). */
export function mailErrors(v: MailValues): Errors {
  const r = parseEmailList(v.emails, MAX_EMAILS_NADA_CONSTA);
  if (!('problem' in r)) return {};
  if (r.problem === 'invalid') return { emails: { type: 'pattern', message: 'mail.errors.invalid', values: { email: r.email } } };
  if (r.problem === 'tooMany') return { emails: { type: 'max', message: 'mail.errors.tooMany', values: { max: MAX_EMAILS_NADA_CONSTA } } };
  return { emails: { type: 'required', message: 'mail.errors.required' } };
}

export const mailResolver = rulesResolver<MailValues>(mailErrors);
