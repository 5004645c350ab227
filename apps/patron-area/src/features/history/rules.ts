import { rulesResolver } from '@estante/ui/form';

/** The history's date filter: yyyy-mm-dd (the date field's value), '' for no bound, or the text typed that is no day. */
export interface RangeValues {
  inicio: string;
  fim: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** SPEC.md §5: either date may be left out; a start after the end is refused under the end. Messages are keys of the page. */
export function rangeErrors({ inicio, fim }: RangeValues): Partial<Record<keyof RangeValues, string>> {
  const start = inicio.trim();
  const end = fim.trim();
  if (start !== '' && !isDay(start)) return { inicio: 'filter.invalid' };
  if (end !== '' && !isDay(end)) return { fim: 'filter.invalid' };
  return start !== '' && end !== '' && start > end ? { fim: 'filter.order' } : {};
}

/** The form's resolver over `rangeErrors`. */
export const rangeResolver = rulesResolver<RangeValues>(rangeErrors);

/** The filter and page of the address (`?inicio=&fim=&pagina=`); a bad filter counts as none, a bad page as 1. */
export function viewOf(params: URLSearchParams): { range: RangeValues; page: number } {
  const range = { inicio: params.get('inicio') ?? '', fim: params.get('fim') ?? '' };
  const page = Number(params.get('pagina'));
  return {
    range: Object.keys(rangeErrors(range)).length === 0 ? range : { inicio: '', fim: '' },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The API's query of a filter: only the bounds given. */
export const rangeQuery = ({ inicio, fim }: RangeValues): { dataInicio?: string; dataFim?: string } => ({
  ...(inicio ? { dataInicio: inicio } : {}),
  ...(fim ? { dataFim: fim } : {}),
});

