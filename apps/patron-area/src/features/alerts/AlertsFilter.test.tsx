// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FilterValues } from './rules';

// The alerts' date filter: both dates typed in the page's pattern (Portuguese: dd/mm/aaaa), applied
// as ISO days; what is no day gets the invalid-date message under its field and stays as typed.
vi.mock('@estante/i18n', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'pt' }, ready: true }),
}));

const { AlertsFilter } = await import('./AlertsFilter');

afterEach(cleanup);

function show(value: FilterValues | null = null) {
  const applied: (FilterValues | null)[] = [];
  render(<AlertsFilter value={value} onApply={(v) => applied.push(v)} />);
  return applied;
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const describedBy = (label: string) => (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');

describe('the alerts date filter', () => {
  it('both days typed in the pattern are applied as ISO days; the address’s are shown in the pattern', async () => {
    const applied = show();
    type('filter.start', '31/01/2026');
    type('filter.end', '28/02/2026');
    fireEvent.click(screen.getByRole('button', { name: 'filter.apply' }));
    await waitFor(() => expect(applied).toEqual([{ dataInicio: '2026-01-31', dataFim: '2026-02-28' }]));
    cleanup();
    show({ dataInicio: '2026-01-31', dataFim: '2026-02-28' });
    expect((screen.getByLabelText('filter.start') as HTMLInputElement).value).toBe('31/01/2026');
    expect((screen.getByLabelText('filter.end') as HTMLInputElement).value).toBe('28/02/2026');
  });

  it.each(['31/02/2025', '2025-13-01', 'abc'])('what is no day (%s): the invalid-date message under it, nothing applied, the text kept', async (text) => {
    const applied = show();
    type('filter.start', '01/01/2025');
    type('filter.end', text);
    fireEvent.click(screen.getByRole('button', { name: 'filter.apply' }));
    const end = screen.getByLabelText('filter.end') as HTMLInputElement;
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy('filter.end')).toContain('filter.invalid');
    expect(end.value).toBe(text);
    expect((screen.getByLabelText('filter.start') as HTMLInputElement).value).toBe('01/01/2025');
    expect(applied).toEqual([]);
  });
});
