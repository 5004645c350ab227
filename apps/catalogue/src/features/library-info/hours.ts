import { weekdayName } from '@estante/i18n/format';

/** A day of the opening hours: 1 Monday … 7 Sunday (ISO), times HH:MM, both null when closed. */
export interface OpeningDay {
  readonly dia_semana: number;
  readonly abertura: string | null;
  readonly fechamento: string | null;
}

/** ISO weekday (1 Monday … 7 Sunday) of a date, in the visitor's time zone. */
export const isoWeekday = (date: Date): number => ((date.getDay() + 6) % 7) + 1;

/** The week Monday to Sunday, each day with its hours or closed (a day the library does not list is closed). */
export function week(days: readonly OpeningDay[]): { day: number; open: string | null; close: string | null }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const d = days.find((x) => x.dia_semana === day);
    return d?.abertura && d.fechamento ? { day, open: d.abertura, close: d.fechamento } : { day, open: null, close: null };
  });
}

/** Whether the library is open at `now` (its local time), from its hours of that weekday. */
export function isOpenAt(days: readonly OpeningDay[], now: Date): boolean {
  const today = week(days).find((d) => d.day === isoWeekday(now));
  if (!today?.open || !today.close) return false;
  const hhmm = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
  return hhmm >= today.open && hhmm < today.close;
}

/** Weekday names in the page's language, Monday first (Intl, no strings of our own to translate). */
export function weekdayNames(lang: string): string[] {
  return [1, 2, 3, 4, 5, 6, 7].map((d) => weekdayName(d, lang));
}
