// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OpcoesLevantamento } from '@estante/api-contract';

// The survey's deadline (Prazo): typed in the page's pattern (Portuguese: dd/mm/aaaa) and sent as an
// ISO day; what is no day, or a day before today, gets the rules' message under it, nothing is sent,
// and nothing typed is lost.
vi.mock('@estante/i18n', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'pt' }, ready: true }),
}));
const sent: unknown[] = [];
vi.mock('@estante/api-endpoints/patron', () => ({
  requestSurvey: (body: unknown) => {
    sent.push(body);
    return Promise.resolve({ message: 'ok' });
  },
}));
vi.mock('@estante/ui/notify', () => ({ notify: { success: () => undefined } }));

// antd's dialog asks for these, which jsdom lacks.
window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const { SurveyForm } = await import('./SurveyForm');
const { localDay } = await import('./rules');

afterEach(() => {
  cleanup();
  sent.length = 0;
});

const options: OpcoesLevantamento = {
  idiomas: [{ valor: 'por', rotulo: 'Português' }],
  tipos_obra: [{ valor: '1', rotulo: 'Livro' }],
  finalidades: [{ valor: 'tcc', rotulo: 'TCC' }],
};

async function fillAllButTheDeadline() {
  render(<SurveyForm open onClose={() => undefined} onSent={() => undefined} options={options} />);
  fireEvent.change(await screen.findByLabelText('survey.form.subject'), { target: { value: 'Repositórios' } });
  fireEvent.change(screen.getByLabelText('survey.form.from'), { target: { value: '2015' } });
  fireEvent.change(screen.getByLabelText('survey.form.to'), { target: { value: '2022' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Português' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Livro' }));
  fireEvent.change(screen.getByLabelText('survey.form.purpose'), { target: { value: 'tcc' } });
}
const deadline = () => screen.getByLabelText('survey.form.deadline') as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'survey.form.submit' }));
const messageOf = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');

/** A day a month from now, in the Portuguese pattern and in ISO. */
function nextMonth() {
  const d = new Date(Date.now() + 30 * 86_400_000);
  const iso = localDay(d);
  const [y, m, day] = iso.split('-');
  return { typed: `${day}/${m}/${y}`, iso };
}

describe('the survey’s deadline', () => {
  it('a day typed in the pattern is sent as an ISO day', async () => {
    await fillAllButTheDeadline();
    const { typed, iso } = nextMonth();
    fireEvent.change(deadline(), { target: { value: typed } });
    send();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ prazo: iso });
  });

  it.each(['31/02/2025', '2025-13-01', 'abc'])('what is no day (%s): “enter a valid date” under it, nothing sent, the text kept', async (text) => {
    await fillAllButTheDeadline();
    fireEvent.change(deadline(), { target: { value: text } });
    send();
    await waitFor(() => expect(deadline().getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(deadline())).toContain('rules.dataInvalida');
    expect(deadline().value).toBe(text);
    expect(sent).toEqual([]);
  });

  it('a day before today (the calendar’s min): “the deadline cannot be a past date”', async () => {
    await fillAllButTheDeadline();
    expect((document.querySelector('input[type="date"]') as HTMLInputElement).min).toBe(localDay());
    fireEvent.change(deadline(), { target: { value: '01/01/2000' } });
    send();
    await waitFor(() => expect(deadline().getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(deadline())).toContain('rules.prazoPassado');
    expect(deadline().value).toBe('01/01/2000');
    expect(sent).toEqual([]);
  });
});
