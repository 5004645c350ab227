/**
 * How the personal area writes days and money, in one place for every page.
 * Days: the API sends `dd/mm/yyyy` (the loan endpoints, PERGAMUM-API.md) or ISO `yyyy-mm-dd`; the
 * page shows them in its language ("29 de nov. de 2026", "Nov 29, 2026", "29 nov 2026"). Money: reais
 * with two decimals and a comma in every language (SPEC.md §9): "R$ 1.234,50".
 */

const LOCALES: Readonly<Record<string, string>> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

/** The Intl locale of a page language ('pt' → 'pt-BR'); an unknown one as given. */
export const localeOf = (lang: string): string => LOCALES[lang.slice(0, 2)] ?? lang;

/** A calendar day of the API as a UTC Date, or null when it is neither `dd/mm/yyyy` nor `yyyy-mm-dd[T…]`. */
export function parseDay(value: string): Date | null {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(m) - 1 ? date : null;
}

/** A day in the page's language ("29 de nov. de 2026"); what was sent when it is not a day; '—' for none. */
export function formatDay(value: string | null | undefined, lang: string, style: 'medium' | 'long' | 'short' = 'medium'): string {
  if (!value) return '—';
  const date = parseDay(value);
  return date ? new Intl.DateTimeFormat(localeOf(lang), { dateStyle: style, timeZone: 'UTC' }).format(date) : value;
}

/** A date and time (ISO instant) in the page's language and the browser's time zone. */
export function formatDateTime(value: string | null | undefined, lang: string): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

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
