import { useCallback, useId, useMemo, useRef } from 'react';
import * as yup from 'yup';
import type { RecuperarSenhaInicio } from '@estante/api-contract';
import * as api from '@estante/api-endpoints/auth';
import { i18n, useTranslation } from '@estante/i18n';
import { dataLabel } from '@estante/i18n/labels';
import { Form, schemaResolver, TextField, useForm, SubmitButton } from '@estante/ui/form';
import { $features, $institution, useStore } from '@estante/session';
import { NS } from '../../strings';
import type { CaptchaHandle } from '../captcha/Captcha';
import { CaptchaField } from '../login/fields';

const CAPTCHA = 1120;

interface Values {
  user: string;
  captcha: string;
}

/** Step 1: the user code (and the captcha under activity 1120); the server e-mails a code. */
export function UserStep({ initialUser, onStarted }: { readonly initialUser: string; readonly onStarted: (user: string, start: RecuperarSenhaInicio) => void }) {
  const { t } = useTranslation('auth');
  const institution = useStore($institution);
  const captchaOn = useStore($features).includes(CAPTCHA);
  const id = useId();
  const captchaRef = useRef<CaptchaHandle | null>(null);
  const schema = useMemo(
    () =>
      yup.object({
        user: yup.string().trim().required('auth.loginErrors.credentialsMissing'),
        captcha: captchaOn ? yup.string().required('auth.loginErrors.captchaMissing') : yup.string().defined(),
      }),
    [captchaOn],
  );
  const form = useForm<Values>({ resolver: schemaResolver(schema), defaultValues: { user: initialUser, captcha: '' } });
  const { setValue } = form;
  const onCaptcha = useCallback((token: string | null) => setValue('captcha', token ?? ''), [setValue]);
  const submit = async ({ user, captcha }: Values) => {
    try {
      onStarted(user.trim(), await api.recoveryStart(user.trim(), captchaOn ? captcha : undefined));
    } catch (error) {
      captchaRef.current?.reset();
      throw error; // the form's alert says why (SPEC.md §8)
    }
  };
  return (
    <Form id={id} ns={NS} form={form} onSubmit={submit} intro={<p>{t('auth.recovery.userText')}</p>}>
      <TextField control={form.control} name="user" label={dataLabel(i18n, institution?.denominacao_login, 'auth.userCode', 'auth') || t('auth.userCode')} autoComplete="username" />
      {captchaOn ? <CaptchaField formId={id} error={form.formState.errors.captcha} onChange={onCaptcha} handle={captchaRef} /> : null}
      <SubmitButton control={form.control} block>
        {t('auth.recovery.sendCode')}
      </SubmitButton>
    </Form>
  );
}
