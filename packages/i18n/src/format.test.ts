import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMonthYear, formatTime, localeOf, monthName, NO_DATE, parseDay, weekdayName } from './format';

// Intl puts a narrow no-break space before AM/PM; compare texts with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('one language → locale map', () => {
  it('maps every language we ship, whatever region it came with, and leaves others alone', () => {
    expect(localeOf('pt')).toBe('pt-BR');
    expect(localeOf('pt-PT')).toBe('pt-BR');
    expect(localeOf('en')).toBe('en-US');
    expect(localeOf('es-AR')).toBe('es-ES');
    expect(localeOf('fr')).toBe('fr');
  });
});

describe('reading the API’s dates', () => {
  it('reads dd/mm/yyyy, yyyy-mm-dd and the day of an ISO date-time as a calendar day; refuses impossible days', () => {
    expect(parseDay('29/11/2026')?.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(parseDay('2026-11-29')?.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(parseDay('2026-11-29T23:59:00-03:00')?.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('soon')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });
});

describe('one style per kind of date and language', () => {
  it('writes a day out: the month abbreviated, the year in full', () => {
    expect(formatDay('29/11/2026', 'pt')).toBe('29 de nov. de 2026');
    expect(formatDay('29/11/2026', 'en')).toBe('Nov 29, 2026');
    expect(formatDay('2026-11-29', 'es')).toBe('29 nov 2026');
    expect(formatDay('2026-11-29', 'pt-BR')).toBe('29 de nov. de 2026');
  });

  it('writes every day one way per language: never a numeric day ("11/25/2026" beside "Nov 26, 2026")', () => {
    for (const [lang, day] of [['pt', '25 de nov. de 2026'], ['en', 'Nov 25, 2026'], ['es', '25 nov 2026']] as const) {
      for (const value of ['25/11/2026', '2026-11-25', '2026-11-25T12:00:00Z']) expect(formatDay(value, lang, { timeZone: 'UTC' })).toBe(day);
      expect(formatDay('2026-11-25', lang)).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{2,4}/);
    }
    // A caller built against the numeric style still gets the one style.
    expect(formatDay('2026-11-25', 'en', 'numeric' as never)).toBe('Nov 25, 2026');
  });

  it('a calendar day is the day sent in every time zone; an instant is the reader’s day', () => {
    expect(formatDay('2026-11-29', 'pt', { timeZone: 'Pacific/Honolulu' })).toBe('29 de nov. de 2026');
    expect(formatDay('2026-11-30T01:00:00Z', 'en', { timeZone: 'America/Sao_Paulo' })).toBe('Nov 29, 2026');
    expect(formatDay('2026-11-30T01:00:00Z', 'es', { timeZone: 'UTC' })).toBe('30 nov 2026');
  });

  it('writes a date and time, and a time alone, in the reader’s time zone', () => {
    const at = '2026-11-29T17:30:00Z';
    const tz = { timeZone: 'America/Sao_Paulo' };
    expect(formatDateTime(at, 'pt', tz)).toBe('29 de nov. de 2026, 14:30');
    expect(plain(formatDateTime(at, 'en', tz))).toBe('Nov 29, 2026, 2:30 PM');
    expect(formatDateTime(at, 'es', tz)).toBe('29 nov 2026, 14:30');
    expect(formatTime(at, 'pt', tz)).toBe('14:30');
    expect(plain(formatTime(at, 'en', tz))).toBe('2:30 PM');
  });

  it('writes a month and year', () => {
    expect(formatMonthYear('29/11/2026', 'pt')).toBe('novembro de 2026');
    expect(formatMonthYear('2026-11-29', 'en')).toBe('November 2026');
    expect(formatMonthYear('2026-11-29', 'es')).toBe('noviembre de 2026');
  });

  it('names months and weekdays', () => {
    expect(monthName(1, 'pt')).toBe('janeiro');
    expect(monthName(12, 'en')).toBe('December');
    expect(monthName(2, 'en', 'short')).toBe('Feb');
    expect(monthName(1, 'es', 'short')).toBe('ene');
    expect(weekdayName(1, 'pt')).toBe('segunda-feira');
    expect(weekdayName(7, 'en')).toBe('Sunday');
    expect(weekdayName(3, 'es')).toBe('miércoles');
  });

  it('nothing reads as a dash; a text that is no date comes back as it was', () => {
    expect(formatDay(null, 'pt')).toBe(NO_DATE);
    expect(formatDay('', 'pt')).toBe(NO_DATE);
    expect(formatDateTime(undefined, 'en')).toBe(NO_DATE);
    expect(formatDay('not a day', 'pt')).toBe('not a day');
    expect(formatDay('31/02/2026', 'pt')).toBe('31/02/2026');
    expect(formatDateTime('ontem', 'pt')).toBe('ontem');
  });
});

// The wrappers it replaced, and what their tests asserted. The title page's comments, holds and
// requests wrote days out in full ("10 de fevereiro de 2025"); every page now writes a day out the
// same way, with the month abbreviated.
describe('the days the pages showed before, in the one style', () => {
  it('a comment’s date (an instant): was "10 de fevereiro de 2025" / "February 10, 2025"', () => {
    const tz = { timeZone: 'America/Sao_Paulo' };
    expect(formatDay('2025-02-10T15:00:00Z', 'pt', tz)).toBe('10 de fev. de 2025');
    expect(formatDay('2025-02-10T15:00:00Z', 'en', tz)).toBe('Feb 10, 2025');
    expect(formatDay('2025-02-10T15:00:00Z', 'es', tz)).toBe('10 feb 2025');
    expect(formatDay('ontem', 'pt')).toBe('ontem');
  });
  it('a hold’s forecast (a calendar day): was "9 de março de 2026" / "March 9, 2026"', () => {
    expect(formatDay('2026-03-09', 'pt')).toBe('9 de mar. de 2026');
    expect(formatDay('2026-03-09', 'en')).toBe('Mar 9, 2026');
    expect(formatDay('nada', 'pt')).toBe('nada');
  });
  it('a copy’s expected return and a periodical issue’s dates (dd/mm/yyyy): unchanged', () => {
    expect(formatDay('10/03/2026', 'pt')).toBe('10 de mar. de 2026');
    expect(formatDay('10/03/2026', 'en')).toBe('Mar 10, 2026');
    expect(formatDay('10/03/2026', 'es')).toBe('10 mar 2026');
    expect(formatDay('10/01/2026', 'en')).toBe('Jan 10, 2026');
    expect(formatDay('10/01/2026', 'pt')).toBe('10 de jan. de 2026');
  });
  it('the personal area’s history and debts: the same style as every other day (were "11/29/2026" beside "Nov 26, 2026")', () => {
    expect(formatDay('29/11/2026', 'pt')).toBe('29 de nov. de 2026');
    expect(formatDay('29/11/2026', 'en')).toBe('Nov 29, 2026');
    expect(formatDay('29/11/2026', 'es')).toBe('29 nov 2026');
  });
});
