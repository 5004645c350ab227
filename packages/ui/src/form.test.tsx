// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import * as yup from 'yup';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@estante/api-client';
import { i18n, initI18n, registerStrings } from '@estante/i18n';
import {
  applyServerError,
  CheckboxField,
  Form,
  FormDialog,
  FormRow,
  PasswordField,
  lazyYupResolver,
  rulesResolver,
  schemaResolver,
  SelectField,
  TextAreaField,
  TextField,
  useForm,
  type ServerFields,
} from './form';

// jsdom has no ResizeObserver; antd's TextArea watches its size with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const NS = registerStrings('form-test', {
  pt: async () => ({
    default: {
      t: {
        nameRequired: 'Informe o título.',
        tooLong: 'Use no máximo {{max}} caracteres.',
        libraryRequired: 'Escolha a biblioteca.',
      },
    },
  }),
});

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('pt');
  await i18n.loadNamespaces(NS);
});
afterEach(cleanup);
// antd in jsdom is slow to mount the first time.
vi.setConfig({ testTimeout: 20_000 });

interface Values {
  title: string;
  library: string;
  note: string;
  periodical: boolean;
}
const EMPTY: Values = { title: '', library: '', note: '', periodical: false };
const schema: yup.ObjectSchema<Values> = yup.object({
  title: yup.string().defined().trim().required('t.nameRequired').max(10, 't.tooLong'),
  library: yup.string().defined().required('t.libraryRequired'),
  note: yup.string().defined().trim().max(20, 't.tooLong'),
  periodical: yup.boolean().defined(),
});
const SERVER: ServerFields<Values> = { titulo: 'title', b: 'library' };

/** A suggestion-like dialog: `send` is the API call. */
function Dialog({ send, resolver = schemaResolver(schema), signInText }: { readonly send: (v: Values) => Promise<unknown>; readonly resolver?: ReturnType<typeof schemaResolver<Values>>; readonly signInText?: string }) {
  const form = useForm<Values>({ resolver, defaultValues: EMPTY });
  const [sent, setSent] = useState<Values | null>(null);
  return (
    <>
      <output>{sent ? JSON.stringify(sent) : ''}</output>
      <FormDialog
        open
        onClose={() => undefined}
        title="Sugestão de aquisição"
        id="sugestao"
        ns={NS}
        form={form}
        serverFields={SERVER}
        signInText={signInText}
        submitText="Enviar sugestão"
        intro={<p>Sugira um título.</p>}
        onSubmit={async (values) => {
          await send(values);
          setSent(values);
        }}
      >
        <TextField control={form.control} name="title" label="Título" required maxLength={10} />
        <SelectField
          control={form.control}
          name="library"
          label="Biblioteca"
          required
          options={[
            { value: '', label: 'Selecione a biblioteca…' },
            { value: '1', label: 'Biblioteca Central' },
          ]}
        />
        <TextAreaField control={form.control} name="note" label="Outras informações" maxLength={20} />
        <CheckboxField control={form.control} name="periodical" label="É um periódico" />
      </FormDialog>
    </>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Enviar sugestão/ }));
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('fields', () => {
  it('show their message under themselves: aria-invalid, aria-describedby, aria-required, the label alone as the name', async () => {
    render(<Dialog send={() => Promise.resolve()} />);
    await screen.findByRole('dialog'); // the dialog's code, loaded as it first opens
    const title = screen.getByLabelText('Título');
    expect(title.getAttribute('id')).toBe('sugestao-title');
    expect(title.getAttribute('aria-required')).toBe('true');
    expect(title.hasAttribute('aria-invalid')).toBe(false);
    submit();
    await screen.findByText('Informe o título.');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Informe o título.');
    const library = screen.getByLabelText('Biblioteca');
    expect(library.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(library.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Escolha a biblioteca.');
    // The first field in error takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(title));
    // The optional field says nothing.
    expect(screen.getByLabelText('Outras informações').hasAttribute('aria-invalid')).toBe(false);
  });

  it('name the rule’s limit in the message, and clear it once fixed', async () => {
    render(<Dialog send={() => Promise.resolve()} />);
    await screen.findByRole('dialog'); // the dialog's code, loaded as it first opens
    fill('Título', 'Um título comprido demais');
    fill('Outras informações', 'x'.repeat(21));
    submit();
    expect(await screen.findByText('Use no máximo 10 caracteres.')).toBeTruthy();
    expect(screen.getByText('Use no máximo 20 caracteres.')).toBeTruthy();
    fill('Título', 'Curto');
    await waitFor(() => expect(screen.queryByText('Use no máximo 10 caracteres.')).toBeNull());
  });

  it('send the values the schema gives back (trimmed), the checkbox a boolean', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<Dialog send={send} />);
    await screen.findByRole('dialog'); // the dialog's code, loaded as it first opens
    fill('Título', '  Iracema ');
    fill('Biblioteca', '1');
    fireEvent.click(screen.getByLabelText('É um periódico'));
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ title: 'Iracema', library: '1', note: '', periodical: true }));
  });
});

describe('a refused send', () => {
  it('a 422 whose campo maps to a field: the server’s message under that field, focused, and what was typed stays', async () => {
    const send = () => Promise.reject(new ApiError('http', 422, 'O título é longo demais para o acervo.', { serverField: 'titulo' }));
    render(<Dialog send={send} />);
    await screen.findByRole('dialog'); // the dialog's code, loaded as it first opens
    fill('Título', 'Iracema');
    fill('Biblioteca', '1');
    fill('Outras informações', 'Edição de bolso');
    submit();
    expect(await screen.findByText('O título é longo demais para o acervo.')).toBeTruthy();
    const title = screen.getByLabelText('Título');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((title as HTMLInputElement).value).toBe('Iracema');
    expect((screen.getByLabelText('Biblioteca') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByLabelText('Outras informações') as HTMLTextAreaElement).value).toBe('Edição de bolso');
  });

  it.each([
    ['a 422 about a field the form does not have', new ApiError('http', 422, 'Você já tem sugestões demais.', { serverField: 'cota' }), 'Você já tem sugestões demais.'],
    ['a 500', new ApiError('http', 500, 'boom'), 'Ocorreu um erro inesperado. Tente novamente.'],
    ['no answer', new ApiError('network'), 'Não foi possível conectar ao servidor.'],
    ['a 401 (the caller’s sign-in text)', new ApiError('http', 401, 'Unauthorized'), 'Entre para sugerir.'],
  ])('%s goes to the alert, and what was typed stays', async (_, error, text) => {
    render(<Dialog send={() => Promise.reject(error)} signInText="Entre para sugerir." />);
    await screen.findByRole('dialog'); // the dialog's code, loaded as it first opens
    fill('Título', 'Iracema');
    fill('Biblioteca', '1');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Iracema');
    expect(screen.getByLabelText('Título').hasAttribute('aria-invalid')).toBe(false);
  });

  it('applyServerError answers the failure, null for a field it placed or a cancelled call', () => {
    const setError = vi.fn();
    expect(applyServerError(new ApiError('http', 422, 'Biblioteca inválida.', { serverField: 'b' }), SERVER, setError)).toBeNull();
    expect(setError).toHaveBeenCalledWith('library', { type: 'server', message: 'Biblioteca inválida.' }, { shouldFocus: true });
    expect(applyServerError(new ApiError('cancelled'), SERVER, setError)).toBeNull();
    expect(applyServerError(new ApiError('http', 401), SERVER, setError)).toMatchObject({ status: 401, unauthorized: true });
    expect(applyServerError(new ApiError('http', 422, 'Sem campo.'), SERVER, setError)).toEqual({ status: 422, unauthorized: false, message: { key: 'Sem campo.' } });
    expect(setError).toHaveBeenCalledTimes(1);
  });
});

describe('the form dialog', () => {
  it('shows the submit busy while the send is pending, and sends once', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Dialog send={send} />);
    await screen.findByRole('dialog'); // the dialog's code, loaded as it first opens
    const dialog = screen.getByRole('dialog', { name: 'Sugestão de aquisição' });
    expect(dialog.textContent).toContain('Sugira um título.');
    fill('Título', 'Iracema');
    fill('Biblioteca', '1');
    submit();
    const button = screen.getByRole('button', { name: /Enviar sugestão/ });
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    expect(dialog.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    expect(dialog.querySelector('form')?.noValidate).toBe(true);
    fireEvent.click(button);
    await act(async () => finish());
    await waitFor(() => expect(dialog.querySelector('form')?.hasAttribute('aria-busy')).toBe(false));
    expect(button.className).not.toContain('ant-btn-loading');
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain('Iracema');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('a double click (two submits before the button shows it is busy) sends once; a later send goes again', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Dialog send={send} />);
    await screen.findByRole('dialog'); // the dialog's code, loaded as it first opens
    const dialog = screen.getByRole('dialog', { name: 'Sugestão de aquisição' });
    fill('Título', 'Iracema');
    fill('Biblioteca', '1');
    const form = dialog.querySelector('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    fireEvent.submit(form);
    await act(async () => finish());
    await waitFor(() => expect(form.hasAttribute('aria-busy')).toBe(false));
    expect(send).toHaveBeenCalledTimes(1);
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await act(async () => finish());
  });

  it('shows a gate (a visitor’s sign-in prompt) instead of the form', async () => {
    function Gated() {
      const form = useForm<Values>({ defaultValues: EMPTY });
      return (
        <FormDialog open onClose={() => undefined} title="Comentário" id="c" form={form} submitText="Enviar" onSubmit={() => undefined} gate={<p>Entre para comentar.</p>}>
          <TextField control={form.control} name="title" label="Título" />
        </FormDialog>
      );
    }
    render(<Gated />);
    await screen.findByRole('dialog'); // the dialog's code, loaded as it first opens
    expect(screen.getByRole('dialog', { name: 'Comentário' }).textContent).toContain('Entre para comentar.');
    expect(screen.queryByLabelText('Título')).toBeNull();
  });
});

describe('a form on the page', () => {
  it('is a named form with the same mapping: the server’s 422 under its field', async () => {
    function Email() {
      const form = useForm<{ emails: string }>({ defaultValues: { emails: '' } });
      return (
        <Form
          id="email"
          aria-label="Enviar por e-mail"
          form={form}
          serverFields={{ emails: 'emails' }}
          onSubmit={() => Promise.reject(new ApiError('http', 422, 'Endereço recusado: a@b', { serverField: 'emails' }))}
          actions={<button type="submit">Enviar</button>}
        >
          <TextField control={form.control} name="emails" label="E-mails" type="email" />
        </Form>
      );
    }
    render(<Email />);
    const form = screen.getByRole('form', { name: 'Enviar por e-mail' });
    fireEvent.change(within(form).getByLabelText('E-mails'), { target: { value: 'a@b' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByText('Endereço recusado: a@b')).toBeTruthy();
    expect(within(form).getByLabelText('E-mails').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('a row of fields', () => {
  it('each field is label, hint, control and message in that order (the rows form.css lines up across the row)', async () => {
    let rowForm: ReturnType<typeof useForm<{ a: string; b: string }>> | null = null;
    function Row() {
      const form = useForm<{ a: string; b: string }>({ defaultValues: { a: '', b: '' } });
      rowForm = form;
      return (
        <Form id="row" form={form} onSubmit={() => undefined} actions={<button type="submit">Enviar</button>}>
          <FormRow>
            <TextField control={form.control} name="a" label="Um rótulo longo que ocupa duas linhas numa coluna estreita" hint="Uma dica" />
            <TextField control={form.control} name="b" label="Curto" />
          </FormRow>
        </Form>
      );
    }
    render(<Row />);
    const row = document.querySelector('.estante-form__row')!;
    const parts = (field: Element) => Array.from(field.children).map((c) => c.className);
    const [a, b] = Array.from(row.children);
    expect(parts(a!)).toEqual(['estante-form__label', 'estante-form__hint', 'estante-form__control']);
    expect(parts(b!)).toEqual(['estante-form__label', 'estante-form__control']);
    expect(a!.querySelector('.estante-form__control input')?.id).toBe('row-a');
    // A message under one field only: after its control.
    act(() => rowForm?.setError('b', { type: 'validate', message: 'Preencha este campo.' }));
    await waitFor(() => expect(parts(b!)).toEqual(['estante-form__label', 'estante-form__control', 'estante-form__error']));
  });
});

describe('the password field', () => {
  it('is a labelled password input, its show/hide control fetched with it, and keeps what was typed', async () => {
    function Login() {
      const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
      return (
        <Form id="login" form={form} onSubmit={() => undefined}>
          <PasswordField control={form.control} name="password" label="Senha" required autoComplete="current-password" />
        </Form>
      );
    }
    render(<Login />);
    const input = () => screen.getByLabelText('Senha') as HTMLInputElement;
    expect(input().type).toBe('password');
    expect(input().getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(input(), { target: { value: 'segredo' } });
    // antd's Password, once fetched: its eye icon shows and hides the text.
    await waitFor(() => expect(document.querySelector('.ant-input-password-icon')).not.toBeNull());
    expect(input().value).toBe('segredo');
    expect(input().getAttribute('aria-required')).toBe('true');
  });
});

describe('lazyYupResolver', () => {
  it('says the network failed when the rules cannot be fetched, keeps the text, and works once they can', async () => {
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve({ schema }) : Promise.reject(new Error('chunk failed'))));
    const resolver = lazyYupResolver(load, (m) => m.schema);
    render(<Dialog send={() => Promise.resolve()} resolver={resolver} />);
    await screen.findByRole('dialog'); // the dialog's code, loaded as it first opens
    fill('Título', 'Texto que não se perde');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível conectar ao servidor.');
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Texto que não se perde');
    online = true;
    submit();
    expect(await screen.findByText('Escolha a biblioteca.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands react-hook-form the trimmed values, or each field’s first message with the rule’s values', async () => {
    const resolver = lazyYupResolver(() => Promise.resolve({ schema }), (m) => m.schema);
    const options = { fields: {}, shouldUseNativeValidation: false };
    expect(await resolver({ ...EMPTY, title: ' A ', library: '2' }, undefined, options)).toEqual({ values: { ...EMPTY, title: 'A', library: '2' }, errors: {} });
    const { errors } = await resolver({ ...EMPTY, title: 'x'.repeat(11) }, undefined, options);
    expect(errors).toEqual({
      title: { type: 'max', message: 't.tooLong', values: { max: 10 } },
      library: { type: 'required', message: 't.libraryRequired' },
    });
  });
});

describe('rulesResolver', () => {
  /** The same rules as the schema, written as a pure function (what a page keeps beside it). */
  const rules = (v: Values) => ({
    title: v.title.trim() === '' ? { type: 'required', message: 't.nameRequired' } : v.title.trim().length > 10 ? { type: 'max', message: 't.tooLong', values: { max: 10 } } : undefined,
    ...(v.library ? {} : { library: 't.libraryRequired' }),
  });
  const resolver = rulesResolver<Values>(rules, (v) => ({ ...v, title: v.title.trim() }));
  const options = { fields: {}, shouldUseNativeValidation: false };

  it('hands react-hook-form the cleaned values, or each field’s message (a bare key is a `validate` rule) with its values', async () => {
    expect(await resolver({ ...EMPTY, title: ' A ', library: '2' }, undefined, options)).toEqual({ values: { ...EMPTY, title: 'A', library: '2' }, errors: {} });
    expect(await resolver({ ...EMPTY, title: 'x'.repeat(11) }, undefined, options)).toEqual({
      values: {},
      errors: {
        title: { type: 'max', message: 't.tooLong', values: { max: 10 } },
        library: { type: 'validate', message: 't.libraryRequired' },
      },
    });
    expect(await rulesResolver<Values>(() => ({}))({ ...EMPTY, title: ' kept ' }, undefined, options)).toEqual({ values: { ...EMPTY, title: ' kept ' }, errors: {} });
  });

  it('shows each message under its field, with the rule’s values', async () => {
    render(<Dialog send={() => Promise.resolve()} resolver={resolver} />);
    await screen.findByRole('dialog'); // the dialog's code, loaded as it first opens
    fill('Título', 'x'.repeat(11));
    submit();
    expect(await screen.findByText('Use no máximo 10 caracteres.')).toBeTruthy();
    expect(await screen.findByText('Escolha a biblioteca.')).toBeTruthy();
  });

  it('renders nothing until it first opens, then opens with its first field focused and closes as a dialog', async () => {
    function Opener() {
      const form = useForm<Values>({ defaultValues: EMPTY });
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>Abrir</button>
          <FormDialog open={open} onClose={() => setOpen(false)} title="Comentário" id="o" form={form} submitText="Enviar" onSubmit={() => undefined} initialFocus="title">
            <TextField control={form.control} name="title" label="Título" />
          </FormDialog>
        </>
      );
    }
    const { container } = render(<Opener />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain('Comentário');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog', { name: 'Comentário' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Título')));
    expect(container.textContent).toContain('Abrir');
  });
});
