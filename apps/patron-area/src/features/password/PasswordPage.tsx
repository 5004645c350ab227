import { useId, useMemo } from 'react';
import type { RegrasSenha } from '@estante/api-contract';
import { changePassword, passwordRulesQuery } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { Field, Form, PasswordField, SubmitButton, useController, useForm, useWatch, type Control, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { Password } from '@estante/ui/password';
import { PasswordRules } from '@estante/ui/password-rules';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { EMPTY_PASSWORD, passwordResolver, type PasswordValues } from './rules';
import { NS_PASSWORD } from './strings';

const SERVER_FIELDS: ServerFields<PasswordValues> = { senhaAtual: 'senhaAtual', senhaNova: 'senhaNova' };

/** Change password (SPEC.md §3, §5): the current one, the new one with the live checklist of the recovery flow, its confirmation. */
export default function PasswordPage() {
  const { t, ready } = useTranslation(NS_PASSWORD);
  const { t: tc } = useTranslation();
  const user = useStore($user);
  useDocumentTitle(ready ? t('title') : null);
  const rules = useQuery({ ...passwordRulesQuery(user?.cod_pessoa ?? 0), enabled: Boolean(user) });
  if (!ready || !user) return <PageLoading />;
  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      {rules.data ? (
        <PasswordForm rules={rules.data} personName={user.nome_pessoa} />
      ) : rules.isError ? (
        <Alert type="error" showIcon message={t('loadFailed')} action={<Button onClick={rules.refetch}>{tc('common.retry')}</Button>} />
      ) : (
        <PageLoading />
      )}
    </>
  );
}

function PasswordForm({ rules, personName }: { readonly rules: RegrasSenha; readonly personName: string }) {
  const { t } = useTranslation(NS_PASSWORD);
  const id = useId();
  const resolver = useMemo(() => passwordResolver(rules, personName), [rules, personName]);
  const form = useForm<PasswordValues>({ resolver, defaultValues: EMPTY_PASSWORD, mode: 'onTouched' });
  const typed = useWatch({ control: form.control, name: 'senhaNova' }) ?? '';
  const submit = async (v: PasswordValues) => {
    try {
      await changePassword({ senhaAtual: v.senhaAtual, senhaNova: v.senhaNova.trim() });
    } catch (error) {
      form.resetField('senhaAtual');
      throw error; // a 422 under its field, anything else in the form's alert
    }
    form.reset(EMPTY_PASSWORD);
    notify.success(t('changed'));
  };
  return (
    <Form id={id} ns={NS_PASSWORD} form={form} onSubmit={submit} serverFields={SERVER_FIELDS} aria-label={t('title')} className="patron-password">
      <PasswordField control={form.control} name="senhaAtual" label={t('current')} required autoComplete="current-password" />
      <NewPassword control={form.control} label={t('new')} rulesId={`${id}-rules`} />
      <PasswordRules id={`${id}-rules`} rules={rules} password={typed.trim()} personName={personName} />
      <PasswordField control={form.control} name="confirmacao" label={t('confirmation')} required autoComplete="new-password" />
      <SubmitButton control={form.control}>{t('save')}</SubmitButton>
    </Form>
  );
}

/** The new password: described by the checklist below it (its own message only once the rules are unmet on sending). */
function NewPassword({ control, label, rulesId }: { readonly control: Control<PasswordValues>; readonly label: string; readonly rulesId: string }) {
  const { field, fieldState } = useController({ control, name: 'senhaNova' });
  return (
    <Field name="senhaNova" label={label} required error={fieldState.error}>
      {(props) => (
        <Password
          {...props}
          aria-describedby={[rulesId, props['aria-describedby']].filter(Boolean).join(' ')}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          autoComplete="new-password"
          status={fieldState.error ? 'error' : undefined}
        />
      )}
    </Field>
  );
}
