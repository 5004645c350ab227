import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from '@estante/federation/router';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { api, PUBLIC_CLIENT_ID, toApiError } from '@estante/api-client';
import { isSafeRedirect, routes } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Input } from '@estante/ui/input';
import { Password } from '@estante/ui/password';
import { Alert } from '@estante/ui/feedback';
import { $institution, signIn, useStore } from '@estante/session';
import './login.css';

interface Values {
  user: string;
  password: string;
}

const schema: yup.ObjectSchema<Values> = yup.object({
  user: yup.string().trim().required('auth.credentialMissing'),
  password: yup.string().required('auth.passwordRequired'),
});

function statusMessage(status: number | undefined): string {
  if (status === 401) return 'auth.loginError401';
  if (status === 400) return 'auth.loginError400';
  return 'common.unexpectedError';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const institution = useStore($institution);
  const ids = { user: useId(), password: useId(), userError: useId(), passwordError: useId() };
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, resetField } = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { user: '', password: '' },
  });

  const onSubmit = async (values: Values) => {
    setFailure(null);
    try {
      const tokens = await api.passwordToken(values.user.trim(), values.password, PUBLIC_CLIENT_ID);
      const { user } = await api.person(tokens.access_token);
      signIn({ user, credentials: tokens, remember: false });
      const redirect = params.get('redirect');
      void navigate(isSafeRedirect(redirect) ? redirect : routes.home(), { replace: true });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.kind === 'cancelled') return;
      // SPEC.md §8: after any error the password is reset; 422 shows the server's text.
      resetField('password');
      if (apiError.kind === 'network') setFailure(t('common.networkError'));
      else if (apiError.status === 422 && apiError.serverMessage) setFailure(apiError.serverMessage);
      else setFailure(t(statusMessage(apiError.status)));
    }
  };

  const userLabel = institution?.denominacao_login || t('auth.userCode');
  const { errors } = formState;
  return (
    <section className="auth-login" aria-labelledby="auth-login-title">
      <h1 id="auth-login-title">{t('auth.title')}</h1>
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
