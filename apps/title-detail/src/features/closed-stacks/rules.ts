import type { ExemplarFechado } from '@estante/api-contract';
import { contactErrors } from '../request/rules';

/** The closed-stacks form's values: the desk's code ('' not chosen), phone and e-mails. */
export interface ClosedValues {
  balcao: string;
  telefone: string;
  emails: string;
}

export const EMPTY_CLOSED: ClosedValues = { balcao: '', telefone: '', emails: '' };

/** Every rule of the form, each message under its field (keys of the closed-stacks namespace). */
export function closedErrors(values: ClosedValues) {
  return { ...(values.balcao ? {} : { balcao: { type: 'required', message: 'errors.balcaoRequired' } }), ...contactErrors(values) };
}

/** The desk preselected for a copy: its own library when it is one of the desks, else none. */
export const defaultDesk = (copy: ExemplarFechado): string =>
  copy.balcoes.some((b) => b.cod_biblioteca === copy.cod_biblioteca) ? String(copy.cod_biblioteca) : '';

/** Volume, tome and part of a copy on one line (what it has), or null. */
export const copyParts = (copy: Pick<ExemplarFechado, 'volume' | 'tomo' | 'parte'>): string | null =>
  [copy.volume, copy.tomo, copy.parte].filter((v): v is string => Boolean(v)).join(' · ') || null;
