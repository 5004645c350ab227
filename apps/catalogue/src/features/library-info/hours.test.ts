import { describe, expect, it } from 'vitest';
import { isOpenAt, isoWeekday, week, weekdayNames } from './hours';

const hours = [
  { dia_semana: 1, abertura: '07:30', fechamento: '22:00' },
  { dia_semana: 6, abertura: '08:00', fechamento: '14:00' },
  { dia_semana: 7, abertura: null, fechamento: null },
];

describe('opening hours', () => {
  it('lays out Monday to Sunday, unlisted or empty days closed', () => {
    expect(week(hours)).toEqual([
      { day: 1, open: '07:30', close: '22:00' },
      { day: 2, open: null, close: null },
      { day: 3, open: null, close: null },
      { day: 4, open: null, close: null },
      { day: 5, open: null, close: null },
      { day: 6, open: '08:00', close: '14:00' },
      { day: 7, open: null, close: null },
    ]);
  });

  it('ISO weekday: Monday 1, Sunday 7', () => {
    expect(isoWeekday(new Date(2026, 10, 23))).toBe(1); // Monday 23 Nov 2026
    expect(isoWeekday(new Date(2026, 10, 22))).toBe(7); // Sunday
  });

  it('open between opening and closing time of the day, closed at closing time and on closed days', () => {
    expect(isOpenAt(hours, new Date(2026, 10, 23, 7, 29))).toBe(false);
    expect(isOpenAt(hours, new Date(2026, 10, 23, 7, 30))).toBe(true);
    expect(isOpenAt(hours, new Date(2026, 10, 23, 21, 59))).toBe(true);
    expect(isOpenAt(hours, new Date(2026, 10, 23, 22, 0))).toBe(false);
    expect(isOpenAt(hours, new Date(2026, 10, 24, 10, 0))).toBe(false); // Tuesday not listed
    expect(isOpenAt(hours, new Date(2026, 10, 22, 10, 0))).toBe(false); // Sunday closed
  });

  it('weekday names in the page language, Monday first', () => {
    expect(weekdayNames('pt-BR')[0]).toBe('segunda-feira');
    expect(weekdayNames('en')[6]).toBe('Sunday');
    expect(weekdayNames('es')[2]).toBe('miércoles');
  });
});
