import { describe, expect, it } from 'vitest';
import type { Alerta } from '@estante/api-contract';
import { filterErrors, periodOf, unreadIds } from './rules';

describe('the alerts date filter (SPEC.md §5: both dates)', () => {
  it('takes both dates or neither', () => {
    expect(filterErrors({ dataInicio: '', dataFim: '' })).toEqual({});
    expect(filterErrors({ dataInicio: '2026-01-01', dataFim: '2026-01-31' })).toEqual({});
    expect(filterErrors({ dataInicio: '2026-01-31', dataFim: '2026-01-31' })).toEqual({});
  });
  it('puts the message under the missing date', () => {
    expect(filterErrors({ dataInicio: '2026-01-01', dataFim: '' })).toEqual({ dataFim: 'filter.endRequired' });
    expect(filterErrors({ dataInicio: ' ', dataFim: '2026-01-01' })).toEqual({ dataInicio: 'filter.startRequired' });
  });
  it('refuses a start after the end (under the end) and what is not a day', () => {
    expect(filterErrors({ dataInicio: '2026-02-01', dataFim: '2026-01-31' })).toEqual({ dataFim: 'filter.order' });
    expect(filterErrors({ dataInicio: '01/02/2026', dataFim: '2026-01-31' })).toEqual({ dataInicio: 'filter.invalid' });
    // The shape of a day but no day (the date field keeps such a text as typed).
    expect(filterErrors({ dataInicio: '2026-13-01', dataFim: '2026-01-31' })).toEqual({ dataInicio: 'filter.invalid' });
    expect(filterErrors({ dataInicio: '2026-01-01', dataFim: '2026-02-30' })).toEqual({ dataFim: 'filter.invalid' });
  });
  it('reads the period from the address only when it is complete and valid', () => {
    expect(periodOf(new URLSearchParams('dataInicio=2026-01-01&dataFim=2026-01-31'))).toEqual({ dataInicio: '2026-01-01', dataFim: '2026-01-31' });
    expect(periodOf(new URLSearchParams('dataInicio=2026-01-01'))).toBeNull();
    expect(periodOf(new URLSearchParams('dataInicio=2026-02-01&dataFim=2026-01-01'))).toBeNull();
  });
});

describe('unreadIds', () => {
  it('lists the unread alerts only', () => {
    const a = (cod_alerta: number, lido: boolean) => ({ cod_alerta, lido }) as Alerta;
    expect(unreadIds([a(3, false), a(2, true), a(1, false)])).toEqual([3, 1]);
  });
});
