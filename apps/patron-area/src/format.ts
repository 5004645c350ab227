import { parseDay } from '@estante/i18n/format';

/**
 * How the personal area writes money, and counts days (dates are written by `@estante/i18n/format`,
 * like every page's). Money: reais with two decimals and a comma in every language (SPEC.md §9):
 * "R$ 1.234,50".
 */

const MONEY = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in reais, the same in every language: "R$ 1.234,50" (a number or the API's decimal string). */
export function formatMoney(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? MONEY.format(n).replace(/\u00a0/g, ' ') : String(value);
}

/** Days from `today` to `day` (both `yyyy-mm-dd` or `dd/mm/yyyy`): negative when past; null if either is not a day. */
export function daysUntil(day: string, today: string): number | null {
  const a = parseDay(today);
  const b = parseDay(day);
  return a && b ? Math.round((b.getTime() - a.getTime()) / 86_400_000) : null;
}
