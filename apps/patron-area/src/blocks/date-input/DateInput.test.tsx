// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@estante/i18n';
import { DATE_INPUT_NS, DateField, dateValue, datePattern, shownDate } from './DateInput';
import { Form, useForm, useWatch, type UseFormReturn } from '@estante/ui/form';

// The date field (issue 29): typed and shown in the page's language, kept by the form as ISO.
beforeAll(async () => {
  await initI18n();
  for (const lng of ['en', 'es', 'pt']) {
    await i18n.changeLanguage(lng);
    await i18n.loadNamespaces(DATE_INPUT_NS);
  }
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('pt'));
});
vi.setConfig({ testTimeout: 20_000 });

interface Values {
  dia: string;
}

/** What the form holds, shown beside the field. */
function Held({ form }: { readonly form: UseFormReturn<Values> }) {
  const dia = useWatch({ control: form.control, name: 'dia' });
  return <output data-testid="held">{JSON.stringify(dia)}</output>;
}

let current: UseFormReturn<Values> | null = null;
function Page({ value = '', min }: { readonly value?: string; readonly min?: string }) {
  const form = useForm<Values>({ defaultValues: { dia: value } });
  current = form;
  return (
    <Form id="f" form={form} onSubmit={() => undefined}>
      <DateField control={form.control} name="dia" label="Dia" min={min} />
      <Held form={form} />
    </Form>
  );
}

const field = () => screen.getByLabelText('Dia') as HTMLInputElement;
const held = () => JSON.parse(screen.getByTestId('held').textContent ?? '""') as string;
const native = () => document.querySelector('input[type="date"]') as HTMLInputElement;

describe('the pattern of each language (Intl, as the product writes its dates)', () => {
  it('pt and es: day/month/year; en: month/day/year (US English, the locale of every English date shown)', () => {
    expect(datePattern('pt').format).toBe('DD/MM/YYYY');
    expect(datePattern('es').format).toBe('DD/MM/YYYY');
    expect(datePattern('en').format).toBe('MM/DD/YYYY');
  });
  it('reads a real day typed in the pattern (also with - or ., one digit, the digits alone, ISO) as ISO; anything else as typed', () => {
    expect(dateValue('31/12/2025', 'pt')).toBe('2025-12-31');
    expect(dateValue('1/2/2025', 'pt')).toBe('2025-02-01');
    expect(dateValue('01.02.2025', 'es')).toBe('2025-02-01');
    expect(dateValue('1-2-2025', 'pt')).toBe('2025-02-01');
    expect(dateValue('31122025', 'pt')).toBe('2025-12-31');
    expect(dateValue('2025-12-31', 'pt')).toBe('2025-12-31');
    expect(dateValue('12/31/2025', 'en')).toBe('2025-12-31');
    expect(dateValue('1/2/2025', 'en')).toBe('2025-01-02');
    expect(dateValue('', 'pt')).toBe('');
    expect(dateValue('   ', 'pt')).toBe('');
    for (const text of ['31/02/2025', '2025-13-01', 'abc', '31/12', '12/31/2025', '31/12/25', '2025-02-30']) expect(dateValue(text, 'pt'), text).toBe(text);
    expect(dateValue('31/12/2025', 'en')).toBe('31/12/2025');
  });
  it('shows an ISO day in the pattern, anything else as it is', () => {
    expect(shownDate('2025-12-31', 'pt')).toBe('31/12/2025');
    expect(shownDate('2025-12-31', 'es')).toBe('31/12/2025');
    expect(shownDate('2025-12-31', 'en')).toBe('12/31/2025');
    expect(shownDate('', 'pt')).toBe('');
    expect(shownDate('31/02/2025', 'pt')).toBe('31/02/2025');
    expect(shownDate('2025-02-30', 'pt')).toBe('2025-02-30');
  });
});

describe('DateField', () => {
  it('typing 31/12/2025 in Portuguese gives the form 2025-12-31; the text stays as typed', async () => {
    render(<Page />);
    fireEvent.change(field(), { target: { value: '31/12/2025' } });
    await waitFor(() => expect(held()).toBe('2025-12-31'));
    expect(field().value).toBe('31/12/2025');
  });

  it('a loose day is shown in the pattern on leaving the field', async () => {
    render(<Page />);
    fireEvent.change(field(), { target: { value: '1.2.2025' } });
    await waitFor(() => expect(held()).toBe('2025-02-01'));
    fireEvent.blur(field());
    await waitFor(() => expect(field().value).toBe('01/02/2025'));
  });

  it('what is no day is kept as typed, in the field and in the form', async () => {
    render(<Page />);
    for (const text of ['31/02/2025', '2025-13-01', 'abc']) {
      fireEvent.change(field(), { target: { value: text } });
      await waitFor(() => expect(held()).toBe(text));
      fireEvent.blur(field());
      expect(field().value).toBe(text);
    }
    fireEvent.change(field(), { target: { value: '' } });
    await waitFor(() => expect(held()).toBe(''));
  });

  it('an ISO value shows in the page’s pattern: pt and es day first, en month first', async () => {
    render(<Page value="2025-12-31" />);
    expect(field().value).toBe('31/12/2025');
    cleanup();
    await act(() => i18n.changeLanguage('es'));
    render(<Page value="2025-12-31" />);
    expect(field().value).toBe('31/12/2025');
    cleanup();
    await act(() => i18n.changeLanguage('en'));
    render(<Page value="2025-12-31" />);
    expect(field().value).toBe('12/31/2025');
  });

  it('another language shows the same day in its pattern, and reads what is typed in it', async () => {
    render(<Page value="2025-12-31" />);
    expect(field().value).toBe('31/12/2025');
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(field().value).toBe('12/31/2025'));
    expect(held()).toBe('2025-12-31');
    fireEvent.change(field(), { target: { value: '02/01/2026' } });
    await waitFor(() => expect(held()).toBe('2026-02-01'));
  });

  it('a value set from outside (a reset, the address) is shown in the pattern', async () => {
    render(<Page />);
    fireEvent.change(field(), { target: { value: 'abc' } });
    await waitFor(() => expect(held()).toBe('abc'));
    act(() => current?.reset({ dia: '2026-01-31' }));
    await waitFor(() => expect(field().value).toBe('31/01/2026'));
    act(() => current?.reset({ dia: '' }));
    await waitFor(() => expect(field().value).toBe(''));
  });

  it('is a text field of the form: its label, the pattern as its hint, numeric keypad, no autocomplete', () => {
    render(<Page />);
    const input = field();
    expect(input.type).toBe('text');
    expect(input.id).toBe('f-dia');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Formato: dd/mm/aaaa');
  });

  it('the hint and placeholder in English and Spanish', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<Page />);
    expect(field().getAttribute('placeholder')).toBe('mm/dd/yyyy');
    expect(document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Format: mm/dd/yyyy, month first');
    cleanup();
    await act(() => i18n.changeLanguage('es'));
    render(<Page />);
    expect(field().getAttribute('placeholder')).toBe('dd/mm/aaaa');
    expect(document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Formato: dd/mm/aaaa');
  });

  it('the calendar button is named in each language', async () => {
    const names = { pt: 'Escolher no calendário', en: 'Choose on a calendar', es: 'Elegir en el calendario' } as const;
    for (const [lng, name] of Object.entries(names)) {
      await act(() => i18n.changeLanguage(lng));
      render(<Page />);
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('type')).toBe('button');
      expect(button.tabIndex).toBe(0);
      cleanup();
    }
  });

  it('the browser’s date input is only the picker: hidden from assistive technology, out of the tab order, with the field’s min', () => {
    render(<Page value="2025-12-31" min="2025-06-01" />);
    const picker = native();
    expect(picker.getAttribute('aria-hidden')).toBe('true');
    expect(picker.tabIndex).toBe(-1);
    expect(picker.min).toBe('2025-06-01');
    expect(picker.value).toBe('2025-12-31');
    expect(picker.id).toBe('');
  });

  it('the calendar button opens the browser’s picker; without showPicker it leaves the patron in the text field', () => {
    render(<Page />);
    const showPicker = vi.fn();
    Object.defineProperty(native(), 'showPicker', { value: showPicker, configurable: true });
    const button = screen.getByRole('button', { name: 'Escolher no calendário' });
    button.focus();
    fireEvent.click(button);
    expect(showPicker).toHaveBeenCalledOnce();
    // The focus stays on the button (antd's Input would move it to the text on a click inside it).
    expect(document.activeElement).toBe(button);
    Object.defineProperty(native(), 'showPicker', { value: undefined, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Escolher no calendário' }));
    expect(document.activeElement).toBe(field());
    Object.defineProperty(native(), 'showPicker', {
      value: () => {
        throw new DOMException('no', 'NotAllowedError');
      },
      configurable: true,
    });
    expect(() => fireEvent.click(screen.getByRole('button', { name: 'Escolher no calendário' }))).not.toThrow();
  });

  it('a day picked in the calendar goes to the form and shows in the pattern', async () => {
    render(<Page />);
    fireEvent.change(native(), { target: { value: '2025-12-31' } });
    await waitFor(() => expect(held()).toBe('2025-12-31'));
    expect(field().value).toBe('31/12/2025');
  });
});
