// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@estante/i18n';
import { Form, TextField, useForm } from '@estante/ui/form';
import { cepDigits, cpfDigits, filterPhone } from './rules';
import { FieldFilters, useFieldFilters } from './useFieldFilters';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

const FILTERS = { cpf: cpfDigits, telefone: filterPhone, cep: cepDigits } as const;

function Fields({ reset }: { readonly reset?: boolean }) {
  const form = useForm<{ cpf: string; telefone: string; cep: string }>({ defaultValues: { cpf: '', telefone: '', cep: '' } });
  useFieldFilters(form, FILTERS);
  return (
    <Form id="f" form={form} onSubmit={() => undefined}>
      <button type="button" onClick={() => reset && form.reset({ cpf: '1', telefone: '', cep: '' })}>
        reset
      </button>
      <TextField control={form.control} name="cpf" label="CPF" />
      <TextField control={form.control} name="telefone" label="Telefone" />
      <TextField control={form.control} name="cep" label="CEP" />
    </Form>
  );
}

/** As the page does: loading first, then the form reset with the loaded data and shown, the helpers inside it. */
function LatePage() {
  const form = useForm<{ cpf: string; telefone: string; cep: string }>();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      form.reset({ cpf: '', telefone: '', cep: '' });
      setLoaded(true);
    }, 5);
    return () => clearTimeout(timer);
  }, [form]);
  if (!loaded) return <p>…</p>;
  return (
    <Form id="g" form={form} onSubmit={() => undefined}>
      <FieldFilters form={form} filters={FILTERS} />
      <TextField control={form.control} name="cpf" label="CPF" />
    </Form>
  );
}

describe('the helpers of the personal-data fields', () => {
  it('work in a form shown after its data loaded', async () => {
    render(<LatePage />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '111.444.777-35' } });
    expect(screen.getByLabelText('CPF')).toHaveProperty('value', '11144477735');
  });

  it('keep only what each field takes, as typed (also after the form is reset with loaded data)', () => {
    render(<Fields reset />);
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '111.444.777-35' } });
    fireEvent.change(screen.getByLabelText('Telefone'), { target: { value: '+55 (51) 3308-1234 r9' } });
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '90035-120' } });
    expect(screen.getByLabelText('CPF')).toHaveProperty('value', '11144477735');
    expect(screen.getByLabelText('Telefone')).toHaveProperty('value', '55 (51) 3308-123');
    expect(screen.getByLabelText('CEP')).toHaveProperty('value', '90035120');
  });
});
