import { useId } from 'react';
import { useTranslation } from '@estante/i18n';
import { Form, SelectField, useForm, SubmitButton } from '@estante/ui/form';
import type { SignInResult } from '@estante/session/sign-in';
import { NS } from '../../strings';

interface Props {
  readonly choice: Extract<SignInResult, { status: 'chooseLogin' }>;
  readonly onSignedIn: () => void;
  /** The alert's text for a failed sign-in (null: say nothing). */
  readonly failureText: (error: unknown) => string | null;
}

/**
 * A linked login's name in the choice: its user code and what the server says of it, the code once
 * (an installation's description may already start with the code: "20240005 — Login principal").
 */
export function linkedLoginLabel(login: { readonly codigo: string; readonly descricao: string }): string {
  const description = login.descricao.trim();
  if (!description || description === login.codigo) return login.codigo;
  return description.includes(login.codigo) ? description : `${login.codigo} — ${description}`;
}

/**
 * Several linked logins after the password (SPEC.md §4): user codes of this same registration
 * (same loans and holds), not the other registrations of "Troca de usuário". The patron picks the
 * code to continue with.
 */
export function LinkedLoginForm({ choice, onSignedIn, failureText }: Props) {
  const { t } = useTranslation('auth');
  const id = useId();
  const form = useForm<{ login: string }>({ defaultValues: { login: choice.current?.base ?? '' } });
  const submit = async ({ login }: { login: string }) => {
    const chosen = choice.logins.find((l) => l.base === login);
    if (!chosen) return;
    const result = await choice.choose(chosen);
    if (result.status === 'signedIn') return onSignedIn();
    const text = result.status === 'failed' ? failureText(result.error) : null;
    if (text) form.setError('root', { type: 'server', message: text });
  };
  return (
    <Form id={id} ns={NS} form={form} onSubmit={submit} aria-label={t('auth.linkedTitle')} intro={<p>{t('auth.linkedText')}</p>}>
      <SelectField
        control={form.control}
        name="login"
        label={t('auth.linkedLabel')}
        options={choice.logins.map((l) => ({ value: l.base, label: linkedLoginLabel(l) }))}
      />
      <SubmitButton control={form.control} block>
        {t('auth.continue')}
      </SubmitButton>
    </Form>
  );
}
