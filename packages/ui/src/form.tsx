// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- every program that includes this file needs the ambient *.css module
/// <reference path="./css.d.ts" />
/**
 * The form building block (DESIGN.md "Pages are built from blocks"): fields bound to
 * react-hook-form, their messages under them, yup resolvers that keep yup in the app's lazy chunk,
 * THE mapping of a server's 422 `campo` onto a field, and the form dialog.
 *
 * react-hook-form is reached through this entry (`useForm`, `useWatch`… are re-exported), so the
 * page holds one copy of it. The controls come from the other `@estante/ui/*` entries by name, so
 * a page that already has them does not get them twice (the password control is fetched when a
 * PasswordField first renders, so a page with other forms does not pay for it).
 */
import { createContext, lazy, Suspense, useContext, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useController, useFormState, type Control, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { messageText, useTranslation } from '@estante/i18n';
import { Input, type InputProps } from '@estante/ui/input';
import { TextArea } from '@estante/ui/textarea';
import { Select, type SelectOption } from '@estante/ui/select';
import { Button } from '@estante/ui/button';
import { applyServerError, type ServerFields, type SubmitFailure } from './form-server';
import type { FieldErrorWithValues } from './form-resolver';
import './form.css';

export { useForm, useWatch, useController, useFormState, Controller } from 'react-hook-form';
export type { Control, FieldError, FieldErrors, FieldValues, Path, Resolver, SubmitHandler, UseFormReturn, UseFormSetError } from 'react-hook-form';
export { lazyYupResolver, rulesResolver, schemaResolver, type FieldErrorWithValues, type RuleError, type RuleErrors, type YupSchemaLike } from './form-resolver';
export { applyServerError, type ServerFields, type SubmitFailure } from './form-server';

interface Scope {
  /** Prefix of the fields' ids: `${id}-${name}`. */
  readonly id: string;
  /** The translation namespace of the fields' messages (the app's; `common` is the fallback). */
  readonly ns: string | undefined;
}

const FormScope = createContext<Scope | null>(null);

/** The ids a field's label, control, hint and message share. */
export function fieldIds(formId: string, name: string) {
  const id = `${formId}-${name.replace(/\./g, '-')}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** What a control says about itself: its id, required, invalid, and which texts describe it. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-required'?: true;
  readonly 'aria-invalid'?: true;
  readonly 'aria-describedby'?: string;
}

/**
 * The text of a field's message: a translation key of the app (from the schema) with the rule's
 * values (`{{max}}`), or the server's sentence shown as it came. `values` adds to the rule's.
 */
export function useFieldMessage(): (error: FieldError | undefined, values?: Readonly<Record<string, unknown>>) => string | undefined {
  const scope = useContext(FormScope);
  const { t } = useTranslation(scope?.ns);
  return (error, values) => {
    const message = error?.message;
    if (!message) return undefined;
    return t(message, { defaultValue: message, ...values, ...(error as FieldErrorWithValues).values });
  };
}

export interface FieldProps {
  /** The field's name in the form (its id is `${formId}-${name}`). */
  readonly name: string;
  readonly label: ReactNode;
  /** Marks the field (a `*` outside the label, so the field's name stays its label) and sets aria-required. */
  readonly required?: boolean;
  /** A short help text under the label, joined to the control's description. */
  readonly hint?: ReactNode;
  /** The field's error (`formState.errors[name]`), shown under it and joined to the control's description. */
  readonly error?: FieldError | undefined;
  /** Values for the message (`{{max}}`…) besides those the rule gives. */
  readonly messageValues?: Readonly<Record<string, unknown>>;
  readonly className?: string;
  /** The control, given the attributes it must carry. */
  readonly children: (control: ControlProps) => ReactNode;
}

/**
 * A label, its control and the field's own message under it: the frame of every field. Use it
 * directly for a control of your own (a captcha, radios); the `*Field` components wrap it.
 */
export function Field({ name, label, required = false, hint, error, messageValues, className, children }: FieldProps) {
  const scope = useContext(FormScope);
  const fallback = useId();
  const { id, hintId, errorId } = fieldIds(scope?.id ?? fallback, name);
  const message = useFieldMessage()(error, messageValues);
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  const control: ControlProps = {
    id,
    ...(required ? { 'aria-required': true as const } : {}),
    ...(message ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  return (
    <div className={`estante-form__field${className ? ` ${className}` : ''}`}>
      <div className="estante-form__label">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span className="estante-form__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="estante-form__hint">
          {hint}
        </p>
      ) : null}
      <div className="estante-form__control">{children(control)}</div>
      {message ? (
        <p id={errorId} className="estante-form__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** What every bound field takes: the form's `control`, the field's `name`, its label. */
export interface BoundFieldProps<V extends FieldValues> {
  readonly control: Control<V>;
  readonly name: Path<V>;
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
  readonly className?: string;
}

export interface TextFieldProps<V extends FieldValues> extends BoundFieldProps<V> {
  /** The server's limit: named by the "too long" message (`{{max}}`); the input does not cut the text. */
  readonly maxLength?: number;
  readonly autoComplete?: string;
  readonly type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  /** Called after the field's own blur (e.g. to look the value up). */
  readonly onBlur?: (value: string) => void;
  /** Anything else for antd's Input. */
  readonly inputProps?: Omit<InputProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'disabled' | 'status'>;
}

/** A one-line text field bound to the form. */
export function TextField<V extends FieldValues>({ control, name, label, required, hint, disabled, className, maxLength, autoComplete = 'off', type, onBlur, inputProps }: TextFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field name={name} label={label} required={required} hint={hint} error={fieldState.error} messageValues={{ max: maxLength }} className={className}>
      {(props) => (
        <Input
          {...inputProps}
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={() => {
            field.onBlur();
            onBlur?.(String(field.value ?? ''));
          }}
          disabled={disabled}
          type={type}
          autoComplete={autoComplete}
          status={fieldState.error ? 'error' : undefined}
          {...(maxLength ? { count: { max: maxLength } } : {})}
        />
      )}
    </Field>
  );
}

export interface PasswordFieldProps<V extends FieldValues> extends BoundFieldProps<V> {
  /** `current-password` (signing in) or `new-password` (choosing one). */
  readonly autoComplete: 'current-password' | 'new-password';
}

/** antd's Password (with its show/hide button), fetched with the first password field. */
// The alert is fetched with the first failure it shows (a page with only a search form, such as
// `/`, does not load it; the fallback shows the same text in the same role meanwhile).
const LazyAlert = lazy(() => import('@estante/ui/feedback').then((m) => ({ default: m.Alert })));

const LazyPassword = lazy(() => import('@estante/ui/password').then((m) => ({ default: m.Password })));

/**
 * A password field (with its show/hide button) bound to the form. Until the password control has
 * arrived (a few KB, fetched on first render), a plain password input stands in with the same value.
 */
export function PasswordField<V extends FieldValues>({ control, name, label, required, hint, disabled, className, autoComplete }: PasswordFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field name={name} label={label} required={required} hint={hint} error={fieldState.error} className={className}>
      {(props) => {
        const common = {
          ...props,
          ref: field.ref,
          name: field.name,
          value: (field.value as string | undefined) ?? '',
          onChange: field.onChange,
          onBlur: field.onBlur,
          disabled,
          autoComplete,
          status: fieldState.error ? ('error' as const) : undefined,
        };
        return (
          <Suspense fallback={<Input {...common} type="password" />}>
            <LazyPassword {...common} />
          </Suspense>
        );
      }}
    </Field>
  );
}

export interface TextAreaFieldProps<V extends FieldValues> extends BoundFieldProps<V> {
  /** The server's limit: the counter shows it and the "too long" message names it. */
  readonly maxLength?: number;
  /** Show the character counter (default true when there is a `maxLength`). */
  readonly showCount?: boolean;
  readonly rows?: number;
}

/** A multi-line text field bound to the form, with a character counter. */
export function TextAreaField<V extends FieldValues>({ control, name, label, required, hint, disabled, className, maxLength, showCount = maxLength !== undefined, rows = 4 }: TextAreaFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field name={name} label={label} required={required} hint={hint} error={fieldState.error} messageValues={{ max: maxLength }} className={className}>
      {(props) => (
        <TextArea
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          rows={rows}
          status={fieldState.error ? 'error' : undefined}
          {...(maxLength ? { count: { show: showCount, max: maxLength } } : {})}
        />
      )}
    </Field>
  );
}

export interface SelectFieldProps<V extends FieldValues> extends BoundFieldProps<V> {
  /** The choices (a first `{ value: '', label: 'Choose…' }` stands for none). */
  readonly options: readonly SelectOption<string>[];
  /** Called after the form took the new value (e.g. to clear a field that no longer fits). */
  readonly onValueChange?: (value: string) => void;
  /** `large` beside large inputs (the select is the inputs' height). */
  readonly size?: 'middle' | 'large';
}

/** A native select bound to the form (keyboard, screen readers and phones for free). */
export function SelectField<V extends FieldValues>({ control, name, label, required, hint, disabled, className, options, onValueChange, size }: SelectFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field name={name} label={label} required={required} hint={hint} error={fieldState.error} className={className}>
      {(props) => (
        <Select
          {...props}
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          disabled={disabled}
          options={options}
          size={size}
        />
      )}
    </Field>
  );
}

/** A checkbox bound to a boolean of the form, its label beside it. */
export function CheckboxField<V extends FieldValues>({ control, name, label, disabled, className }: Omit<BoundFieldProps<V>, 'required' | 'hint'>) {
  const scope = useContext(FormScope);
  const fallback = useId();
  const { id } = fieldIds(scope?.id ?? fallback, name);
  const { field } = useController({ control, name });
  return (
    <div className={`estante-form__check${className ? ` ${className}` : ''}`}>
      <input
        type="checkbox"
        id={id}
        ref={field.ref}
        name={field.name}
        checked={field.value === true}
        onChange={(e) => field.onChange(e.target.checked)}
        onBlur={field.onBlur}
        disabled={disabled}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * Two fields side by side (one above the other on a phone). Their controls line up on one line
 * whatever is above or under them (a label on two lines, a hint, a message): the row is a grid of
 * four rows (label, hint, control, message) that each field takes as its own (subgrid, form.css).
 */
export function FormRow({ children }: { readonly children: ReactNode }) {
  return <div className="estante-form__row">{children}</div>;
}

export interface FormProps<V extends FieldValues> {
  /** The form's id: prefixes its fields' ids (`${id}-${name}`). */
  readonly id: string;
  /** The app's translation namespace, for the fields' and the alert's messages. */
  readonly ns?: string;
  /** `useForm()`'s answer. */
  readonly form: UseFormReturn<V>;
  /**
   * Sends the valid values. On success do what follows (notify, reset, close); a throw is mapped by
   * `applyServerError`: a 422 about a field goes under it, anything else into the alert.
   */
  readonly onSubmit: (values: V) => Promise<void> | void;
  /** The server's field names and the form's (a 422's `campo`). */
  readonly serverFields?: ServerFields<V>;
  /** The alert's text on a 401 (e.g. "sign in to send a comment"); default the server's message. */
  readonly signInText?: string;
  /** Text before the alert (an introduction, "fields marked * are required"). */
  readonly intro?: ReactNode;
  /** The buttons, after the fields. */
  readonly actions?: ReactNode;
  readonly 'aria-label'?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/** The alert's text: the failed send's, else the resolver's own (the rules could not be fetched). */
function useAlertText<V extends FieldValues>(form: UseFormReturn<V>, failure: SubmitFailure | null, signInText: string | undefined, ns: string | undefined): string | null {
  const { t } = useTranslation(ns);
  if (failure) return failure.unauthorized && signInText ? signInText : messageText(t, failure.message);
  const root = form.formState.errors.root?.message;
  return root ? t(root, { defaultValue: root }) : null;
}

/**
 * A form element of the block: `noValidate` (the schema speaks, under each field), the fields'
 * scope (ids, namespace), the alert (role=alert) for what is not about one field, and the send
 * with its failure mapped. Nothing typed is lost on an error.
 */
export function Form<V extends FieldValues>({ id, ns, form, onSubmit, serverFields, signInText, intro, actions, className, children, ...rest }: FormProps<V>) {
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const alert = useAlertText(form, failure, signInText, ns);
  // A send in flight (set before any re-render): a second click or Enter before the button shows
  // it is busy (a double click) sends nothing more.
  const sending = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
    void form
      .handleSubmit(async (values) => {
        setFailure(null);
        try {
          await onSubmit(values);
        } catch (error) {
          setFailure(applyServerError(error, serverFields ?? {}, form.setError));
        }
      })(event)
      .finally(() => {
        sending.current = false;
      });
  };
  return (
    <FormScope.Provider value={{ id, ns }}>
      <form id={id} className={`estante-form${className ? ` ${className}` : ''}`} noValidate aria-busy={form.formState.isSubmitting || undefined} onSubmit={submit} aria-label={rest['aria-label']}>
        {intro}
        {alert ? (
          <Suspense fallback={<div role="alert" className="estante-form__alert">{alert}</div>}>
            <LazyAlert type="error" showIcon role="alert" title={alert} className="estante-form__alert" />
          </Suspense>
        ) : null}
        {children}
        {actions ? <div className="estante-form__actions">{actions}</div> : null}
      </form>
    </FormScope.Provider>
  );
}

export interface FormDialogProps<V extends FieldValues> extends Omit<FormProps<V>, 'actions' | 'aria-label'> {
  readonly open: boolean;
  /** Cancel, Escape and the close button (what was typed stays for next time). */
  readonly onClose: () => void;
  readonly title: ReactNode;
  /** The submit button's text ("Send comment"). */
  readonly submitText: ReactNode;
  /** Default "Cancelar" (translated). */
  readonly cancelText?: ReactNode;
  readonly width?: number;
  /** Shown instead of the form when given (e.g. a visitor's sign-in prompt); the form keeps its values. */
  readonly gate?: ReactNode;
  /** The field focused when the dialog opens (default: the dialog itself, so its title is read first). */
  readonly initialFocus?: Path<V>;
}

/**
 * A form's submit button, busy while its submit runs. The spinner shows only once a send takes a
 * moment (200 ms): a send answered within a few frames would start antd's spinner motion and stop
 * it before it ran, which can leave the spinner, and its "loading" name, on the button.
 */
export function SubmitButton<V extends FieldValues>({
  control,
  block,
  disabled,
  children,
}: {
  readonly control: Control<V>;
  readonly block?: boolean;
  readonly disabled?: boolean;
  readonly children: ReactNode;
}) {
  const { isSubmitting } = useFormState({ control });
  return (
    <Button type="primary" htmlType="submit" block={block} disabled={disabled} loading={isSubmitting && { delay: 200 }}>
      {children}
    </Button>
  );
}

/**
 * A dialog holding one form: title, the form (intro, alert, fields), Cancel and a submit button
 * that shows it is busy while the send is pending. Focus moves into the dialog on open (to
 * `initialFocus` when given), to the first field in error after a refused send, and back to what
 * opened it on close. The form's state lives with `useForm` in the caller, so closing, an error or
 * signing in first loses nothing typed.
 */
export function FormDialog<V extends FieldValues>({ open, onClose, title, submitText, cancelText, width = 560, gate, initialFocus, ...formProps }: FormDialogProps<V>) {
  const { t } = useTranslation(formProps.ns);
  const { form } = formProps;
  // The dialog's code loads when the page first opens it (no page shows a dialog as it loads); it
  // then stays mounted, closed, so that its motion can close it.
  const [seen, setSeen] = useState(open);
  if (open && !seen) setSeen(true);
  if (!seen) return null;
  return (
    <Suspense fallback={null}>
      <LazyModal open={open} onCancel={onClose} footer={null} title={title} width={width} closable={{ 'aria-label': t('dialogs.close') }}>
        <FocusOnOpen open={open && !gate} focus={initialFocus ? () => form.setFocus(initialFocus) : undefined} />
        {gate ?? (
          <Form
            {...formProps}
            actions={
              <>
                <Button onClick={onClose}>{cancelText ?? t('dialogs.cancel')}</Button>
                <SubmitButton control={form.control}>{submitText}</SubmitButton>
              </>
            }
          />
        )}
      </LazyModal>
    </Suspense>
  );
}

const LazyModal = lazy(() => import('@estante/ui/modal').then((m) => ({ default: m.Modal })));

/** Focus to `focus` when the dialog opens (inside it: its content is there), after the dialog's own focus handling. */
function FocusOnOpen({ open, focus }: { readonly open: boolean; readonly focus: (() => void) | undefined }) {
  useEffect(() => {
    if (!open || !focus) return;
    const timer = window.setTimeout(focus, 0);
    return () => window.clearTimeout(timer);
    // The field is chosen once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return null;
}
