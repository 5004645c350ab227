/**
 * How every page (and the API's messages) writes dates: one language → locale map and one formatter
 * per kind of date, over Intl. Pure, no i18next: the API imports it too.
 *
 * Styles, one per kind and language (examples for 29 Nov 2026, 14:30 in the reader's time zone):
 *
 * | kind                            | pt                        | en                      | es                  |
 * |---------------------------------|---------------------------|-------------------------|---------------------|
 * | `formatDay` (a day)             | 29 de nov. de 2026        | Nov 29, 2026            | 29 nov 2026         |
 * | `formatDateTime`                | 29 de nov. de 2026, 14:30 | Nov 29, 2026, 2:30 PM   | 29 nov 2026, 14:30  |
 * | `formatTime`                    | 14:30                     | 2:30 PM                 | 14:30               |
 * | `formatMonthYear`               | novembro de 2026          | November 2026           | noviembre de 2026   |
 *
 * A day is always written out (Intl's `medium`: the month abbreviated, the year in full), in tables,
 * lists, ranges and sentences alike: it cannot be misread in any language ("11/12/2026" is a
 * different day in English and in Portuguese) and fits a table cell. There is no numeric style: two
 * styles of one kind of date on neighbouring lines ("10/25/2026" beside "Nov 26, 2026") was the
 * fault this replaced. Inputs: the API's `dd/mm/yyyy`, ISO `yyyy-mm-dd` (both a calendar day, written as is
 * whatever the reader's time zone), or an instant `yyyy-mm-ddThh:mm…` (ISO or SQL's space; written in the reader's
 * time zone, `timeZone` overrides). Nothing given (null, undefined, '') reads as '—'; a text that is
 * no date is returned as it came.
 */

/** The Intl locale of each language we ship: Brazilian Portuguese, US English, Spain's Spanish. */
export const LOCALES = Object.freeze({ pt: 'pt-BR', en: 'en-US', es: 'es-ES' } as const);

/** What a missing date reads as. */
export const NO_DATE = '—';

/** The Intl locale of a page language ('pt' or 'pt-PT' → 'pt-BR', 'en' → 'en-US'); another one as given. */
export function localeOf(lang: string): string {
  return (LOCALES as Readonly<Record<string, string>>)[lang.slice(0, 2).toLowerCase()] ?? lang;
}

/** Where an instant is read (a calendar day is always written as it is, in UTC). */
export interface DateOptions {
  /** IANA time zone to write instants in; the reader's own by default. */
  readonly timeZone?: string;
}

const calendarDay = (y: string, m: string, d: string): Date | null => {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d) ? date : null;
};

/**
 * A calendar day of the API (`dd/mm/yyyy`, `yyyy-mm-dd`, or the day part of an ISO date-time) as
 * the UTC midnight that starts it; null when it is none or no real day (31/02).
 */
export function parseDay(value: string | null | undefined): Date | null {
  if (!value) return null;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (br) return calendarDay(br[3]!, br[2]!, br[1]!);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  return iso ? calendarDay(iso[1]!, iso[2]!, iso[3]!) : null;
}

/** A day alone (no time): written in UTC, so the day shown is the day sent. */
const DAY_ONLY = /^(?:\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/;

/** The moment to write and the zone to write it in; null when the text is no date. */
function read(value: string, { timeZone }: DateOptions): { date: Date; timeZone: string | undefined } | null {
  if (DAY_ONLY.test(value)) {
    const date = parseDay(value);
    return date ? { date, timeZone: 'UTC' } : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone };
}

const formats = new Map<string, Intl.DateTimeFormat>();

function write(value: string | null | undefined, lang: string, shape: Intl.DateTimeFormatOptions, options: DateOptions): string {
  if (!value) return NO_DATE;
  const at = read(value, options);
  if (!at) return value;
  const locale = localeOf(lang);
  const key = `${locale}|${at.timeZone ?? ''}|${JSON.stringify(shape)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...shape, ...(at.timeZone ? { timeZone: at.timeZone } : {}) });
    formats.set(key, format);
  }
  return format.format(at.date);
}

/** A day: "29 de nov. de 2026" / "Nov 29, 2026" / "29 nov 2026". */
export function formatDay(value: string | null | undefined, lang: string, options: DateOptions = {}): string {
  // A remote built before the numeric style was dropped may still pass its name: written out all the same.
  return write(value, lang, { dateStyle: 'medium' }, typeof options === 'object' ? options : {});
}

/** A date and time (an ISO instant, in the reader's time zone): "29 de nov. de 2026, 14:30" / "Nov 29, 2026, 2:30 PM". */
export function formatDateTime(value: string | null | undefined, lang: string, options: DateOptions = {}): string {
  return write(value, lang, { dateStyle: 'medium', timeStyle: 'short' }, options);
}

/** The time of an instant alone (when the day is obvious, e.g. today): "14:30" / "2:30 PM". */
export function formatTime(value: string | null | undefined, lang: string, options: DateOptions = {}): string {
  return write(value, lang, { timeStyle: 'short' }, options);
}

/** The month and year of a day: "novembro de 2026" / "November 2026" / "noviembre de 2026". */
export function formatMonthYear(value: string | null | undefined, lang: string, options: DateOptions = {}): string {
  return write(value, lang, { month: 'long', year: 'numeric' }, options);
}

/** A month's name (1–12): long "janeiro" / "January" / "enero", short "jan." / "Jan" / "ene", narrow "J". */
export function monthName(month: number, lang: string, style: 'long' | 'short' | 'narrow' = 'long'): string {
  return write(`2000-${String(month).padStart(2, '0')}-15`, lang, { month: style }, {});
}

/** A weekday's name, ISO numbering (1 Monday … 7 Sunday): "segunda-feira" / "Monday" / "lunes". */
export function weekdayName(isoWeekday: number, lang: string): string {
  // 1 January 2024 was a Monday.
  return write(`2024-01-${String(isoWeekday).padStart(2, '0')}`, lang, { weekday: 'long' }, {});
}
