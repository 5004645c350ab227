import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from '@estante/federation/router';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { api, loginErrorMessage, toApiError } from '@estante/api-client';
import { isSafeRedirect, routes } from '@estante/federation';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Input } from '@estante/ui/input';
import { Password } from '@estante/ui/password';
import { Alert } from '@estante/ui/feedback';
import { $institution, $sessionExpired, signIn, useStore } from '@estante/session';
import './login.css';

interface Values {
  user: string;
  password: string;
}

const schema: yup.ObjectSchema<Values> = yup.object({
  user: yup.string().trim().required('errors.login.credentialsMissing'),
  password: yup.string().required('auth.passwordRequired'),
});

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const institution = useStore($institution);
  const expired = useStore($sessionExpired);
  const ids = { user: useId(), password: useId(), userError: useId(), passwordError: useId() };
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, resetField } = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { user: '', password: '' },
  });

  const userLabel = institution?.denominacao_login || t('auth.userCode');

  const onSubmit = async (values: Values) => {
    setFailure(null);
    try {
      const tokens = await api.passwordToken(values.user.trim(), values.password);
      const { user } = await api.person(tokens.access_token);
      await signIn({ user, credentials: tokens, remember: false });
      const redirect = params.get('redirect');
      void navigate(isSafeRedirect(redirect) ? redirect : routes.home(), { replace: true });
    } catch (error) {
      // SPEC.md §8: after any error the password is reset; 422 shows the server's text.
      const message = loginErrorMessage(toApiError(error), userLabel);
      if (!message) return;
      resetField('password');
      setFailure(messageText(t, message));
    }
  };

  const { errors } = formState;
  return (
    <section className="auth-login" aria-labelledby="auth-login-title">
      <h1 id="auth-login-title">{t('auth.title')}</h1>
      {expired && !failure ? <Alert type="warning" showIcon message={t('errors.sessionExpired')} role="status" className="auth-login__alert" /> : null}
      {failure ? <Alert type="error" showIcon message={failure} role="alert" className="auth-login__alert" /> : null}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <div className="auth-field">
          <label htmlFor={ids.user}>{userLabel}</label>
          <Controller
            control={control}
            name="user"
            render={({ field }) => (
              <Input {...field} id={ids.user} autoComplete="username" status={errors.user ? 'error' : undefined}
                aria-invalid={errors.user ? true : undefined} aria-describedby={errors.user ? ids.userError : undefined} />
            )}
          />
          {errors.user?.message ? <p id={ids.userError} className="auth-field__error">{t(errors.user.message)}</p> : null}
        </div>
        <div className="auth-field">
          <label htmlFor={ids.password}>{t('auth.password')}</label>
          <Controller
            control={control}
            name="password"
            render={({ field }) => (
              <Password {...field} id={ids.password} autoComplete="current-password" status={errors.password ? 'error' : undefined}
                aria-invalid={errors.password ? true : undefined} aria-describedby={errors.password ? ids.passwordError : undefined} />
            )}
          />
          {errors.password?.message ? <p id={ids.passwordError} className="auth-field__error">{t(errors.password.message)}</p> : null}
        </div>
        <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
          {t('auth.submit')}
        </Button>
      </form>
    </section>
  );
}
