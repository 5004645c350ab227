import { useCallback, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { errorMessageKey, toApiError, type ApiError, type RegrasSenha, type RecuperarSenhaInicio } from '@estante/api-client';
import * as api from '@estante/api-client/auth';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Input } from '@estante/ui/input';
import { Password } from '@estante/ui/password';
import { Alert } from '@estante/ui/feedback';
import { $features, $institution, useStore } from '@estante/session';
import { Captcha, type CaptchaHandle } from '../captcha/Captcha';
import { checkPassword, passwordAccepted } from './passwordRules';

const CAPTCHA = 1120;

type Step =
  | { step: 'user' }
  | { step: 'code'; user: string; start: RecuperarSenhaInicio }
  | { step: 'password'; user: string; start: RecuperarSenhaInicio; code: string; rules: RegrasSenha };

interface Props {
  /** Back to login mode; `changed` after a successful change. */
  readonly onDone: (changed: boolean) => void;
  readonly headingLevel: 'h1' | 'h2';
}

/** The message of a recovery error (SPEC.md §8: 500 unexpected, 422 the server's text). */
function recoveryError(error: ApiError) {
  if (error.status === 422 && error.serverMessage) return { key: error.serverMessage, level: 'error' as const };
  if (error.status === 404 && error.serverMessage) return { text: error.serverMessage, level: 'error' as const };
  return errorMessageKey(error);
}

/** Forgot password: user code → verification code → new password (SPEC.md §4, §5). */
export function RecoveryFlow({ onDone, headingLevel }: Props) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<Step>({ step: 'user' });
  const [lastUser, setLastUser] = useState('');
  const Heading = headingLevel;
  return (
    <section aria-labelledby="auth-recovery-title">
      <Heading id="auth-recovery-title">{t('auth.recovery.title')}</Heading>
      <p className="auth-steps" aria-live="polite">
        {t('auth.recovery.step', { n: state.step === 'user' ? 1 : state.step === 'code' ? 2 : 3, total: 3 })}
      </p>
      {state.step === 'user' ? (
        <UserStep initialUser={lastUser} onStarted={(user, start) => { setLastUser(user); setState({ step: 'code', user, start }); }} />
      ) : null}
      {state.step === 'code' ? (
        <CodeStep
          user={state.user}
          start={state.start}
          onResent={(start) => setState({ step: 'code', user: state.user, start })}
          onNeedCaptcha={() => setState({ step: 'user' })}
          onValidated={(code, rules) => setState({ step: 'password', user: state.user, start: state.start, code, rules })}
        />
      ) : null}
      {state.step === 'password' ? <PasswordStep user={state.user} name={state.start.name} code={state.code} rules={state.rules} onChanged={() => onDone(true)} /> : null}
      <Button type="link" block onClick={() => onDone(false)}>
        {t('auth.recovery.backToLogin')}
      </Button>
    </section>
  );
}

function UserStep({ initialUser, onStarted }: { readonly initialUser: string; readonly onStarted: (user: string, start: RecuperarSenhaInicio) => void }) {
  const { t } = useTranslation('auth');
  const institution = useStore($institution);
  const captchaOn = useStore($features).includes(CAPTCHA);
  const id = useId();
  const captchaRef = useRef<CaptchaHandle | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = yup.object({
    user: yup.string().trim().required('errors.login.credentialsMissing'),
    captcha: captchaOn ? yup.string().required('errors.login.captchaMissing') : yup.string().defined(),
  });
  const { control, handleSubmit, formState, setValue } = useForm<{ user: string; captcha: string }>({
    resolver: yupResolver(schema),
    defaultValues: { user: initialUser, captcha: '' },
  });
  const onCaptcha = useCallback((token: string | null) => setValue('captcha', token ?? ''), [setValue]);
  const submit = async (values: { user: string; captcha: string }) => {
    setFailure(null);
    const user = values.user.trim();
    try {
      onStarted(user, await api.recoveryStart(user, captchaOn ? values.captcha : undefined));
    } catch (error) {
      const message = recoveryError(toApiError(error));
      captchaRef.current?.reset();
      if (message) setFailure(messageText(t, message));
    }
  };
  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      {failure ? <Alert type="error" showIcon message={failure} role="alert" className="auth-login__alert" /> : null}
      <p>{t('auth.recovery.userText')}</p>
      <div className="auth-field">
        <label htmlFor={`${id}-user`}>{institution?.denominacao_login || t('auth.userCode')}</label>
        <Controller
          control={control}
          name="user"
          render={({ field }) => (
            <Input {...field} id={`${id}-user`} autoComplete="username" status={errors.user ? 'error' : undefined}
              aria-invalid={errors.user ? true : undefined} aria-describedby={errors.user ? `${id}-user-error` : undefined} />
          )}
        />
        {errors.user?.message ? <p id={`${id}-user-error`} className="auth-field__error">{t(errors.user.message)}</p> : null}
      </div>
      {captchaOn ? (
        <div className="auth-field">
          <Captcha onChange={onCaptcha} handle={captchaRef} describedBy={errors.captcha ? `${id}-captcha-error` : undefined} />
          {errors.captcha?.message ? <p id={`${id}-captcha-error`} className="auth-field__error">{t(errors.captcha.message)}</p> : null}
        </div>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
        {t('auth.recovery.sendCode')}
      </Button>
    </form>
  );
}

function CodeStep({
  user,
  start,
  onResent,
  onNeedCaptcha,
  onValidated,
}: {
  readonly user: string;
  readonly start: RecuperarSenhaInicio;
  readonly onResent: (start: RecuperarSenhaInicio) => void;
  readonly onNeedCaptcha: () => void;
  readonly onValidated: (code: string, rules: RegrasSenha) => void;
}) {
  const { t, i18n } = useTranslation('auth');
  const captchaOn = useStore($features).includes(CAPTCHA);
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [canResend, setCanResend] = useState(false);
  const [resent, setResent] = useState(false);
  const expires = new Date(start.tte);
  const expiry = Number.isNaN(expires.getTime())
    ? start.tte
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(expires);

  const validate = async (value: string) => {
    setBusy(true);
    setFailure(null);
    try {
      onValidated(value, await api.recoveryValidate(user, value));
    } catch (error) {
      const apiError = toApiError(error);
      // SPEC.md §8: a 422 on validation shows the server's message and offers a new code.
      if (apiError.status === 422) setCanResend(true);
      const message = recoveryError(apiError);
      if (message) setFailure(messageText(t, message));
      setBusy(false);
    }
  };

  /** Validated automatically once the length the server gave is typed. */
  const onChange = (raw: string) => {
    const value = raw.trim().slice(0, start.length);
    setCode(value);
    if (value.length === start.length && !busy) void validate(value);
  };

  const resend = async () => {
    if (captchaOn) return onNeedCaptcha(); // a new code needs a new captcha
    setFailure(null);
    try {
      const again = await api.recoveryStart(user);
      setCode('');
      setCanResend(false);
      setResent(true);
      onResent(again);
    } catch (error) {
      const message = recoveryError(toApiError(error));
      if (message) setFailure(messageText(t, message));
    }
  };

  return (
    <div>
      {failure ? <Alert type="error" showIcon message={failure} role="alert" className="auth-login__alert" /> : null}
      {resent && !failure ? <Alert type="success" showIcon message={t('auth.recovery.resent')} role="status" className="auth-login__alert" /> : null}
      <p>{t('auth.recovery.codeSent', { name: start.name, emails: start.emails.join(', ') })}</p>
      <p>{t('auth.recovery.expires', { when: expiry })}</p>
      <div className="auth-field">
        <label htmlFor={`${id}-code`}>{t('auth.recovery.codeLabel', { length: start.length })}</label>
        <Input
          id={`${id}-code`}
          value={code}
          onChange={(e) => onChange(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={start.length}
          disabled={busy}
          aria-invalid={failure ? true : undefined}
        />
      </div>
      {canResend ? (
        <Button block onClick={() => void resend()}>
          {t('auth.recovery.resend')}
        </Button>
      ) : null}
    </div>
  );
}

function PasswordStep({
  user,
  name,
  code,
  rules,
  onChanged,
}: {
  readonly user: string;
  readonly name: string;
  readonly code: string;
  readonly rules: RegrasSenha;
  readonly onChanged: () => void;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = yup.object({
    password: yup
      .string()
      .trim()
      .required('auth.recovery.passwordRequired')
      .test('rules', 'auth.recovery.rulesUnmet', (value) => passwordAccepted(checkPassword(rules, value ?? '', name))),
    confirmation: yup
      .string()
      .trim()
      .required('auth.recovery.confirmationRequired')
      .oneOf([yup.ref('password')], 'auth.recovery.confirmationMismatch'),
  });
  const { control, handleSubmit, formState, watch, resetField } = useForm<{ password: string; confirmation: string }>({
    resolver: yupResolver(schema),
    defaultValues: { password: '', confirmation: '' },
    mode: 'onChange',
  });
  const password = watch('password').trim();
  const confirmation = watch('confirmation').trim();
  const checks = checkPassword(rules, password, name);
  const ready = passwordAccepted(checks) && confirmation === password && password.length > 0;

  const submit = async (values: { password: string }) => {
    setFailure(null);
    try {
      await api.recoveryChange(user, code, values.password.trim());
      onChanged();
    } catch (error) {
      resetField('password');
      resetField('confirmation');
      const message = recoveryError(toApiError(error));
      if (message) setFailure(messageText(t, message));
    }
  };
  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      {failure ? <Alert type="error" showIcon message={failure} role="alert" className="auth-login__alert" /> : null}
      <div className="auth-field">
        <label htmlFor={`${id}-password`}>{t('auth.recovery.newPassword')}</label>
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <Password {...field} id={`${id}-password`} autoComplete="new-password" aria-describedby={`${id}-rules`} aria-invalid={errors.password ? true : undefined} />
          )}
        />
      </div>
      <ul id={`${id}-rules`} className="auth-rules" aria-label={t('auth.recovery.rulesTitle')}>
        {checks.map((c) => (
          <li key={c.id} className={c.ok ? 'auth-rules__ok' : 'auth-rules__no'}>
            <span aria-hidden="true">{c.ok ? '✓' : '✗'}</span> {t(`auth.recovery.rules.${c.id}`, c.values)}
            <span className="estante-visually-hidden">{c.ok ? t('auth.recovery.ruleMet') : t('auth.recovery.ruleUnmet')}</span>
          </li>
        ))}
        {rules.last_pw > 0 ? <li className="auth-rules__info">{t('auth.recovery.rules.last_pw', { count: rules.last_pw })}</li> : null}
      </ul>
      <div className="auth-field">
        <label htmlFor={`${id}-confirmation`}>{t('auth.recovery.confirmation')}</label>
        <Controller
          control={control}
          name="confirmation"
          render={({ field }) => (
            <Password {...field} id={`${id}-confirmation`} autoComplete="new-password"
              aria-invalid={errors.confirmation && confirmation ? true : undefined}
              aria-describedby={errors.confirmation && confirmation ? `${id}-confirmation-error` : undefined} />
          )}
        />
        {errors.confirmation?.message && confirmation ? (
          <p id={`${id}-confirmation-error`} className="auth-field__error">{t(errors.confirmation.message)}</p>
        ) : null}
      </div>
      <Button type="primary" htmlType="submit" block disabled={!ready} loading={formState.isSubmitting}>
        {t('auth.recovery.save')}
      </Button>
    </form>
  );
}
