/**
 * A calendar day typed and shown in the page's language (issue 29): a text field in which the
 * patron types `31/12/2025` (Portuguese, Spanish) or `12/31/2025` (English: the product writes its
 * dates in US English, `LOCALES` of @estante/i18n/format), whatever language the browser is in,
 * with a calendar button beside it that opens the browser's own date picker.
 *
 * The form keeps the ISO day (`yyyy-mm-dd`): the rules, the API and the address are unchanged. A
 * complete, real day typed gives its ISO day; nothing typed gives ''; anything else (half a date,
 * 31/02) is kept as typed, so the form's rules answer "invalid date" under the field and nothing
 * typed is lost. Parsing is dayjs's customParseFormat in strict mode (no hand-written parser).
 */
import { useCallback, useRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { registerStrings, useTranslation } from '@estante/i18n';
import { localeOf } from '@estante/i18n/format';
import { Input, type InputRef } from '@estante/ui/input';
import { Field, useController, type BoundFieldProps, type ControlProps, type FieldValues } from '@estante/ui/form';
import './date-input.css';

dayjs.extend(customParseFormat);

/**
 * The field's strings (the pattern's letters, its hint, the calendar button's name) ship with this
 * entry, in a namespace of its own, loaded on first use.
 */
export const DATE_INPUT_NS = registerStrings('patron-area-date-input', {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
});

type Part = 'day' | 'month' | 'year';

/** How a language writes a day in digits: the parts' order and their separator (pt-BR 31/12/2025, en-US 12/31/2025). */
export interface DatePattern {
  readonly order: readonly Part[];
  readonly separator: string;
  /** dayjs's format of the day shown (`DD/MM/YYYY`, `MM/DD/YYYY`). */
  readonly format: string;
  /** Every dayjs format a typed day is read with, strictly: the separators `/`, `-` and `.`, one-digit days and months, the digits alone, ISO. */
  readonly accepted: readonly string[];
}

const ISO = 'YYYY-MM-DD';
const TOKENS: Readonly<Record<Part, readonly string[]>> = { day: ['DD', 'D'], month: ['MM', 'M'], year: ['YYYY'] };
const patterns = new Map<string, DatePattern>();

/** The digit pattern of a page language, from Intl (the locale every date of the product is written in). */
export function datePattern(lang: string): DatePattern {
  const locale = localeOf(lang || 'pt');
  const known = patterns.get(locale);
  if (known) return known;
  let order: Part[] = ['day', 'month', 'year'];
  let separator = '/';
  try {
    const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2025, 11, 31)));
    const found = parts.map((p) => p.type).filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
    if (found.length === 3 && new Set(found).size === 3) order = found;
    separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
  } catch {
    // An unknown locale: day, month, year with slashes.
  }
  const combos = (index: number): string[][] => {
    const part = order[index];
    if (!part) return [[]];
    return TOKENS[part].flatMap((token) => combos(index + 1).map((rest) => [token, ...rest]));
  };
  const separators = [...new Set([separator, '/', '-', '.'])];
  const accepted = [
    ...separators.flatMap((sep) => combos(0).map((tokens) => tokens.join(sep))),
    // The digits alone (31122025): a phone's numeric keypad may have no separator.
    order.map((part) => TOKENS[part][0]).join(''),
    ISO,
  ];
  const pattern = { order, separator, format: order.map((part) => TOKENS[part][0]).join(separator), accepted };
  patterns.set(locale, pattern);
  return pattern;
}

/**
 * What the form holds for a typed text: the ISO day of a real day typed in the language's pattern
 * (or in ISO), '' for nothing, else the text as typed (the form's rules call it invalid).
 */
export function dateValue(text: string, lang: string): string {
  const typed = text.trim();
  if (typed === '') return '';
  const day = dayjs(typed, [...datePattern(lang).accepted], true);
  return day.isValid() ? day.format(ISO) : text;
}

/** A real ISO day (`2025-12-31`), not `2025-02-31` nor `2025-13-01`. */
export function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, ISO, true).isValid();
}

/** What the field shows for a value of the form: an ISO day in the language's pattern, anything else as it is. */
export function shownDate(value: string | null | undefined, lang: string): string {
  const v = value ?? '';
  return isIsoDay(v) ? dayjs(v, ISO, true).format(datePattern(lang).format) : v;
}

/** The pattern in the language's letters (`dd/mm/aaaa`, `mm/dd/yyyy`) and a day in it (`31/12/2025`), for a hint. */
export function useDatePattern(): { readonly lang: string; readonly pattern: DatePattern; readonly letters: string; readonly example: string } {
  const { t, i18n } = useTranslation(DATE_INPUT_NS);
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'pt';
  const pattern = datePattern(lang);
  const letters = pattern.order.map((part) => t(`dateInput.${part}`)).join(pattern.separator);
  return { lang, pattern, letters, example: shownDate('2025-12-31', lang) };
}

export interface DateInputProps extends Partial<ControlProps> {
  /** The form's value: an ISO day, '' or the text typed that is no day. */
  readonly value: string;
  /** Called with what the form keeps (see `dateValue`). */
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly name?: string;
  /** The earliest day the calendar offers (ISO); a day typed before it is for the form's rules to refuse. */
  readonly min?: string;
  /** The latest day the calendar offers (ISO). */
  readonly max?: string;
  readonly disabled?: boolean;
  readonly status?: 'error' | 'warning';
  readonly className?: string;
  /** The text input (a form library focuses a field in error through it). */
  readonly ref?: Ref<InputRef>;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="1.75" y="2.75" width="12.5" height="11.5" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M1.75 6.25h12.5M5 1v3.5M11 1v3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * The control alone: the text field (the design system's Input, so it looks and sizes like every
 * other field) and its calendar button. Give it the `Field`'s control props; `DateField` binds it to
 * a form.
 */
export function DateInput({ value, onChange, onBlur, name, min, max, disabled, status, className, ref, ...control }: DateInputProps) {
  const { t } = useTranslation(DATE_INPUT_NS);
  const { lang, letters } = useDatePattern();
  // The text shown, and the value and language it was shown for: a value that changes from outside
  // (a reset, the address) or another language shows the value anew; what the patron typed stays.
  const [shown, setShown] = useState(() => ({ text: shownDate(value, lang), value, lang }));
  let text = shown.text;
  if (shown.value !== value || shown.lang !== lang) {
    text = shownDate(value, lang);
    setShown({ text, value, lang });
  }
  const input = useRef<InputRef | null>(null);
  const native = useRef<HTMLInputElement | null>(null);
  const inputRef = useCallback(
    (instance: InputRef | null) => {
      input.current = instance;
      setRef(ref, instance);
    },
    [ref],
  );

  const type = (next: string) => {
    const v = dateValue(next, lang);
    setShown({ text: next, value: v, lang });
    onChange(v);
  };
  const pick = (iso: string) => {
    setShown({ text: shownDate(iso, lang), value: iso, lang });
    onChange(iso);
  };
  const openCalendar = (event: MouseEvent<HTMLButtonElement>) => {
    // antd's Input focuses its text on any click inside it: the focus stays on the button, by the picker.
    event.stopPropagation();
    const picker = native.current;
    try {
      if (picker && typeof picker.showPicker === 'function') {
        picker.showPicker();
        return;
      }
    } catch {
      // Not allowed here (an embedding frame, a disabled field): the text field stays the way in.
    }
    input.current?.focus();
  };

  return (
    <Input
      {...control}
      ref={inputRef}
      name={name}
      value={text}
      onChange={(e) => type(e.target.value)}
      onBlur={() => {
        // A day typed loosely (1/2/2025, 01.02.2025) is shown in the pattern once the patron leaves the field.
        if (isIsoDay(value) && text !== shownDate(value, lang)) setShown({ text: shownDate(value, lang), value, lang });
        onBlur?.();
      }}
      disabled={disabled}
      status={status}
      placeholder={letters}
      inputMode="numeric"
      autoComplete="off"
      className={`estante-date-input${className ? ` ${className}` : ''}`}
      suffix={
        <span className="estante-date-input__picker">
          <button type="button" className="estante-date-input__calendar" aria-label={t('dateInput.calendar')} title={t('dateInput.calendar')} onClick={openCalendar} disabled={disabled}>
            <CalendarIcon />
          </button>
          <input
            ref={native}
            type="date"
            className="estante-date-input__native"
            tabIndex={-1}
            aria-hidden="true"
            value={isIsoDay(value) ? value : ''}
            min={min}
            max={max}
            disabled={disabled}
            onChange={(e) => pick(e.target.value)}
          />
        </span>
      }
    />
  );
}

export interface DateFieldProps<V extends FieldValues> extends BoundFieldProps<V> {
  /** The earliest day the calendar offers (ISO): the form's rules still judge a day typed before it. */
  readonly min?: string;
  readonly max?: string;
}

/**
 * A calendar day bound to the form (its value ISO `yyyy-mm-dd`, '' or the text typed that is no
 * day), its label, the pattern as a hint under the label, and its message under it.
 */
export function DateField<V extends FieldValues>({ control, name, label, required, hint, disabled, className, min, max }: DateFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  const { t } = useTranslation(DATE_INPUT_NS);
  // The pattern in letters, no example day: a page in English writes no numeric date (languages.spec.ts).
  const { letters } = useDatePattern();
  const patternHint: ReactNode = t('dateInput.hint', { pattern: letters });
  return (
    <Field
      name={name}
      label={label}
      required={required}
      hint={
        hint ? (
          <>
            {hint} {patternHint}
          </>
        ) : (
          patternHint
        )
      }
      error={fieldState.error}
      className={className}
    >
      {(props) => (
        <DateInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          min={min}
          max={max}
          status={fieldState.error ? 'error' : undefined}
        />
      )}
    </Field>
  );
}
