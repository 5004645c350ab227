import { useId, useMemo } from 'react';
import * as yup from 'yup';
import type { RegrasSenha } from '@estante/api-contract';
import * as api from '@estante/api-endpoints/auth';
import { useTranslation } from '@estante/i18n';
import { Password } from '@estante/ui/password';
import { Field, Form, schemaResolver, useController, useForm, useWatch, type Control, type FieldError, SubmitButton } from '@estante/ui/form';
import { NS } from '../../strings';
import { checkPassword, passwordAccepted, PasswordRules } from '@estante/ui/password-rules';

interface Values {
  password: string;
  confirmation: string;
}

interface Props {
  readonly user: string;
  readonly name: string;
  readonly code: string;
  readonly rules: RegrasSenha;
  readonly onChanged: () => void;
}

/** Step 3: the new password, each of the server's rules ticked as it is typed, and its confirmation. */
export function PasswordStep({ user, name, code, rules, onChanged }: Props) {
  const { t } = useTranslation('auth');
  const id = useId();
  const rulesId = `${id}-rules`;
  const schema = useMemo(
    () =>
      yup.object({
        password: yup
          .string()
          .trim()
          .required('auth.recovery.passwordRequired')
          .test('rules', 'auth.recovery.rulesUnmet', (value) => passwordAccepted(checkPassword(rules, value ?? '', name))),
        confirmation: yup.string().trim().required('auth.recovery.confirmationRequired').oneOf([yup.ref('password')], 'auth.recovery.confirmationMismatch'),
      }),
    [rules, name],
  );
  const form = useForm<Values>({ resolver: schemaResolver(schema), defaultValues: { password: '', confirmation: '' }, mode: 'onChange' });
  const [password = '', confirmation = ''] = useWatch({ control: form.control, name: ['password', 'confirmation'] }).map((v) => v.trim());
  const ready = passwordAccepted(checkPassword(rules, password, name)) && confirmation === password && password.length > 0;

  const submit = async (values: Values) => {
    try {
      await api.recoveryChange(user, code, values.password.trim());
    } catch (error) {
      form.resetField('password');
      form.resetField('confirmation');
      throw error; // the form's alert says why (SPEC.md §8)
    }
    onChanged();
  };
  const { errors } = form.formState;
  return (
    <Form id={id} ns={NS} form={form} onSubmit={submit}>
      {/* The rules below are this field's description; its own message would repeat them. */}
      <NewPassword control={form.control} name="password" label={t('auth.recovery.newPassword')} describedBy={rulesId} invalid={Boolean(errors.password)} />
      <PasswordRules id={rulesId} rules={rules} password={password} personName={name} />
      {/* "Does not match" only once something is typed in the confirmation. */}
      <NewPassword control={form.control} name="confirmation" label={t('auth.recovery.confirmation')} error={confirmation ? errors.confirmation : undefined} />
      <SubmitButton control={form.control} block disabled={!ready}>
        {t('auth.recovery.save')}
      </SubmitButton>
    </Form>
  );
}

/** A new-password field whose message (or description) the step decides. */
function NewPassword(props: {
  readonly control: Control<Values>;
  readonly name: keyof Values;
  readonly label: string;
  readonly error?: FieldError | undefined;
  readonly describedBy?: string;
  readonly invalid?: boolean;
}) {
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <Field name={props.name} label={props.label} error={props.error}>
      {(control) => (
        <Password
          {...control}
          {...(props.describedBy ? { 'aria-describedby': props.describedBy } : {})}
          {...(props.invalid ? { 'aria-invalid': true } : {})}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          autoComplete="new-password"
        />
      )}
    </Field>
  );
}
