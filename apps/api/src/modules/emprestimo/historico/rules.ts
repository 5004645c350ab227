/** Pure rules of the loan history and the debts: date filter, lateness, money in cents. */

/**
 * A filter date as sent: dd/mm/yyyy (as the loan endpoints write days) or ISO yyyy-mm-dd, a real
 * calendar day; empty or absent: null (no bound); anything else: 'invalid'.
 */
export function parseDay(raw: string | null | undefined): string | null | 'invalid' {
  const s = (raw ?? '').trim();
  if (s === '') return null;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (y === undefined || m === undefined || d === undefined) return 'invalid';
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (Number(y) < 1900 || date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return 'invalid';
  return `${y}-${m}-${d}`;
}

export type RangeProblem = { campo: 'dataInicio' | 'dataFim'; problema: 'invalida' | 'inicioAposFim' };

/** The filter's bounds (ISO or null), or what is wrong with it: a bad date, or a start after the end (on dataFim). */
export function dateRange(q: { dataInicio?: string | null; dataFim?: string | null }): { inicio: string | null; fim: string | null } | RangeProblem {
  const inicio = parseDay(q.dataInicio);
  if (inicio === 'invalid') return { campo: 'dataInicio', problema: 'invalida' };
  const fim = parseDay(q.dataFim);
  if (fim === 'invalid') return { campo: 'dataFim', problema: 'invalida' };
  if (inicio !== null && fim !== null && inicio > fim) return { campo: 'dataFim', problema: 'inicioAposFim' };
  return { inicio, fim };
}

const dayNumber = (iso: string): number => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/** Days late: returned after the due date (by the return day) or still open past it (by today); 0 on time. */
export function daysLate(prevista: string, devolucao: string | null, today: string): number {
  return Math.max(0, dayNumber(devolucao ?? today) - dayNumber(prevista));
}

/** yyyy-mm-dd → dd/mm/yyyy (the loan endpoints' days). */
export const brDay = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A numeric column's text ("5.00", "5", "5.5") → cents. */
export function cents(v: string | number): number {
  const [int = '0', frac = ''] = String(v).split('.');
  const sign = int.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(int)) * 100 + Number(frac.padEnd(2, '0').slice(0, 2)));
}

/** Cents → "5.00". */
export const money = (c: number): string => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;

/** A value as a patron sends it (25, 25.5, "25.00", "25,00", "1.234,50") → cents, or null when it is not an amount. */
export function parseAmount(v: number | string): number | null {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6 ? Math.round(v * 100) : null;
  const s = v.trim();
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2})$/.exec(s) ?? /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const whole = Number((m[1] ?? '').replace(/\./g, ''));
  const c = whole * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(c) ? c : null;
}

/** The file name of an export: historico-emprestimos[-<start>][-<end>].<ext>. */
export const exportName = (inicio: string | null, fim: string | null, ext: string): string =>
  `historico-emprestimos${inicio ? `-${inicio}` : ''}${fim ? `-${fim}` : ''}.${ext}`;
