// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RangeValues } from './rules';

// The history's date filter: a start after the end is refused with the message under the end field
// and nothing applied; either date alone is applied; clearing applies no filter. The dates are typed
// in the page's pattern (Portuguese: dd/mm/aaaa) and applied as ISO days.
vi.mock('@estante/i18n', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'pt' }, ready: true }),
}));

const { HistoryFilter } = await import('./HistoryFilter');

afterEach(cleanup);

function show(value: RangeValues = { inicio: '', fim: '' }) {
  const applied: RangeValues[] = [];
  render(<HistoryFilter value={value} onApply={(v) => applied.push(v)} />);
  return applied;
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the history date filter', () => {
  it('a start after the end: the message under the end field, nothing applied', async () => {
    const applied = show();
    type('filter.start', '01/02/2026');
    type('filter.end', '31/01/2026');
    fireEvent.click(screen.getByRole('button', { name: 'filter.apply' }));
    const end = screen.getByLabelText('filter.end');
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    const described = (end.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain('filter.order');
    expect(screen.getByLabelText('filter.start').getAttribute('aria-invalid')).not.toBe('true');
    expect(applied).toEqual([]);
  });

  it('one date alone is a filter; clearing applies none', async () => {
    const applied = show({ inicio: '2026-01-01', fim: '2026-01-31' });
    type('filter.end', '');
    fireEvent.click(screen.getByRole('button', { name: 'filter.apply' }));
    await waitFor(() => expect(applied).toEqual([{ inicio: '2026-01-01', fim: '' }]));
    fireEvent.click(screen.getByRole('button', { name: 'filter.clear' }));
    expect(applied).toEqual([{ inicio: '2026-01-01', fim: '' }, { inicio: '', fim: '' }]);
    expect((screen.getByLabelText('filter.start') as HTMLInputElement).value).toBe('');
  });

  it('a day typed in the page’s pattern is applied as an ISO day; the address’s ISO day is shown in the pattern', async () => {
    const applied = show({ inicio: '2026-01-01', fim: '' });
    expect((screen.getByLabelText('filter.start') as HTMLInputElement).value).toBe('01/01/2026');
    type('filter.end', '31/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'filter.apply' }));
    await waitFor(() => expect(applied).toEqual([{ inicio: '2026-01-01', fim: '2026-12-31' }]));
  });

  it.each(['31/02/2025', '2025-13-01', 'abc'])('what is no day (%s): the invalid-date message under the field, nothing applied, the text kept', async (text) => {
    const applied = show();
    type('filter.start', text);
    fireEvent.click(screen.getByRole('button', { name: 'filter.apply' }));
    const start = screen.getByLabelText('filter.start') as HTMLInputElement;
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    const described = (start.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described).toContain('filter.invalid');
    expect(start.value).toBe(text);
    expect(applied).toEqual([]);
  });
});
