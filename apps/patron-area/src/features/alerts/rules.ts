import type { Alerta } from '@estante/api-contract';
import { rulesResolver } from '@estante/ui/form';

/** The date filter's fields: yyyy-mm-dd (the date field's value), '' for none, or the text typed that is no day. */
export interface FilterValues {
  dataInicio: string;
  dataFim: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day in ISO (not 2026-02-30 nor 2026-13-01, which the date field keeps as typed). */
const isDay = (s: string) => DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/**
 * SPEC.md §5: the alert filter needs both dates. Neither: no filter. One alone: the message goes
 * under the missing one. A start after the end: under the end. Messages are keys of the page.
 */
export function filterErrors({ dataInicio, dataFim }: FilterValues): Partial<Record<keyof FilterValues, string>> {
  const start = dataInicio.trim();
  const end = dataFim.trim();
  if (start !== '' && !isDay(start)) return { dataInicio: 'filter.invalid' };
  if (end !== '' && !isDay(end)) return { dataFim: 'filter.invalid' };
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
