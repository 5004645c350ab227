import type { Alerta } from '@estante/api-contract';
import { rulesResolver } from '@estante/ui/form';

/** The date filter's fields: yyyy-mm-dd (a date input's value) or '' for none. */
export interface FilterValues {
  dataInicio: string;
  dataFim: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * SPEC.md §5: the alert filter needs both dates. Neither: no filter. One alone: the message goes
 * under the missing one. A start after the end: under the end. Messages are keys of the page.
 */
export function filterErrors({ dataInicio, dataFim }: FilterValues): Partial<Record<keyof FilterValues, string>> {
  const start = dataInicio.trim();
  const end = dataFim.trim();
  if (start !== '' && !DAY.test(start)) return { dataInicio: 'filter.invalid' };
  if (end !== '' && !DAY.test(end)) return { dataFim: 'filter.invalid' };
  if (start === '' && end === '') return {};
  if (start === '') return { dataInicio: 'filter.startRequired' };
  if (end === '') return { dataFim: 'filter.endRequired' };
  return start > end ? { dataFim: 'filter.order' } : {};
}

/** The form's resolver over `filterErrors`. */
export const filterResolver = rulesResolver<FilterValues>(filterErrors);

/** The filter of the address (`?dataInicio=&dataFim=`): both valid days, else none. */
export function periodOf(params: URLSearchParams): FilterValues | null {
  const values = { dataInicio: params.get('dataInicio') ?? '', dataFim: params.get('dataFim') ?? '' };
  return values.dataInicio !== '' && values.dataFim !== '' && Object.keys(filterErrors(values)).length === 0 ? values : null;
}

/** The unread alerts among `alerts` (what "mark all read" marks). */
export const unreadIds = (alerts: readonly Alerta[]): number[] => alerts.filter((a) => !a.lido).map((a) => a.cod_alerta);
