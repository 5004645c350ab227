import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { loginErrorMessage, toApiError, type Credentials, type LoginVinculado } from '@estante/api-client';
import * as api from '@estante/api-client/auth';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Input } from '@estante/ui/input';
import { Password } from '@estante/ui/password';
import { Alert } from '@estante/ui/feedback';
import { Select } from '@estante/ui/select';
import { $features, $institution, $sessionExpired, signIn, useStore } from '@estante/session';
import { Captcha, type CaptchaHandle } from '../captcha/Captcha';
import { loginSchema, usesSso, type Destination, type LoginValues } from './schema';
import { clearSsoError, peekSsoError, rememberSsoAttempt } from '../sso/ssoState';

export type LoginVariant = 'page' | 'embedded' | 'modal';

interface Props {
  readonly variant: LoginVariant;
  /** Where a successful sign-in goes next (the page decides between redirect and destination). */
  readonly onSignedIn: (destination: Destination) => void;
  readonly onForgotPassword: () => void;
  /** A message to show above the form (e.g. "password changed"). */
  readonly notice?: string | null;
  /** Path to come back to after single sign-on. */
  readonly returnTo: string;
}

/** After the tokens: several linked logins → the patron picks one (SPEC.md §4). */
interface ChooseLogin {
  readonly credentials: Credentials;
  readonly logins: readonly LoginVinculado[];
  readonly remember: boolean;
  readonly destination: Destination;
}

/** Activity numbers of SPEC.md §6. */
const PERSONAL_AREA = 8;
const CAPTCHA = 1120;

export function LoginForm({ variant, onSignedIn, onForgotPassword, notice, returnTo }: Props) {
  const { t } = useTranslation('auth');
  const institution = useStore($institution);
  const features = useStore($features);
  const expired = useStore($sessionExpired);
  const id = useId();
  const ids = {
    user: `${id}-user`,
    password: `${id}-password`,
    person: `${id}-person`,
    destination: `${id}-destination`,
    remember: `${id}-remember`,
    captcha: `${id}-captcha`,
    linked: `${id}-linked`,
  };
  const showDestination = variant === 'page' && features.includes(PERSONAL_AREA);
  const captchaOn = features.includes(CAPTCHA);
  const ssoEnabled = institution?.usaOIDC === true;
  const [duplicates, setDuplicates] = useState<{ login: string; pessoas: { codigo: number; nome: string }[] } | null>(null);
  // An error a single sign-on round trip left for this page is shown once.
  const [failure, setFailure] = useState<string | null>(peekSsoError);
  useEffect(clearSsoError, []);
  const [choose, setChoose] = useState<ChooseLogin | null>(null);
  const captchaRef = useRef<CaptchaHandle | null>(null);

  const defaultDestination: Destination = institution?.destino_padrao_login_catalogo === 1 ? 'catalogo' : 'meupergamum';
  const schema = useMemo(
    () => loginSchema({ sso: ssoEnabled, duplicates: duplicates !== null, destination: showDestination, captcha: captchaOn }),
    [ssoEnabled, duplicates, showDestination, captchaOn],
  );
  const { control, handleSubmit, formState, resetField, setValue, setError, watch, register } = useForm<LoginValues>({
    resolver: yupResolver(schema) as never,
    defaultValues: { user: '', password: '', person: '', destination: defaultDestination, remember: false, captcha: '' },
  });
  const user = watch('user');
  const sso = usesSso(ssoEnabled, user);
  const userLabel = institution?.denominacao_login || t('auth.userCode');
  const onCaptcha = useCallback((token: string | null) => setValue('captcha', token ?? '', { shouldValidate: formState.isSubmitted }), [setValue, formState.isSubmitted]);

  /** SPEC.md §8: after any error the password and the captcha are reset. */
  const fail = (error: unknown) => {
    const message = loginErrorMessage(toApiError(error), userLabel);
    if (!message) return;
    resetField('password');
    captchaRef.current?.reset();
    setFailure(messageText(t, message));
  };

  const finish = async (credentials: Credentials, remember: boolean, destination: Destination) => {
    const person = await api.person(credentials.access_token);
    await signIn({
      user: { ...person.user, authPermissions: person.authPermissions, bloqueio: person.bloqueio },
      credentials,
      remember,
    });
    onSignedIn(destination);
  };

  /** Does this user code name several persons? Asked once per code (two-step login). */
  const checkDuplicates = async (login: string) => {
    if (!login || duplicates?.login === login) return duplicates;
    const answer = await api.duplicates(login);
    const next = answer.result && answer.pessoas.length > 1 ? { login, pessoas: answer.pessoas } : null;
    setDuplicates(next);
    if (!next) setValue('person', '');
    return next;
  };

  const onSubmit = async (values: LoginValues) => {
    setFailure(null);
    const login = values.user.trim();
    try {
      if (usesSso(ssoEnabled, login)) {
        const { nonce, link } = await api.oidcAuthorize(login, `${window.location.origin}/oauth-response`);
        rememberSsoAttempt({ kind: 'oidc', nonce, remember: values.remember, returnTo, destination: values.destination });
        window.location.assign(link);
        return;
      }
      const found = await checkDuplicates(login);
      if (found && !values.person) {
        setError('person', { message: 'auth.choosePerson' });
        return;
      }
      const credentials = await api.passwordToken({
        username: login,
        password: values.password,
        recaptchaToken: captchaOn ? values.captcha : undefined,
        codPessoa: found ? Number(values.person) : undefined,
      });
      const logins = await api.linkedLogins(credentials.access_token).catch(() => [] as LoginVinculado[]);
      if (logins.length > 1) {
        setChoose({ credentials, logins, remember: values.remember, destination: values.destination });
        return;
      }
      await finish(credentials, values.remember, values.destination);
    } catch (error) {
      fail(error);
    }
  };

  /** SAML: the identity provider's address, with this attempt remembered for the way back. */
  const startSaml = async () => {
    setFailure(null);
    try {
      const { link } = await api.samlLogin(`${window.location.origin}/saml-response`);
      rememberSsoAttempt({ kind: 'saml', remember: watch('remember'), returnTo, destination: watch('destination') });
      window.location.assign(link);
    } catch (error) {
      fail(error);
    }
  };

  if (choose) return <ChooseLinkedLogin state={choose} onDone={finish} onError={fail} failure={failure} inputId={ids.linked} />;

  const { errors } = formState;
  const fieldError = (name: keyof LoginValues, errorId: string) =>
    errors[name]?.message ? (
      <p id={errorId} className="auth-field__error">
        {t(errors[name].message)}
      </p>
    ) : null;
  const described = (name: keyof LoginValues, errorId: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('auth.title')}>
      {expired && !failure ? <Alert type="warning" showIcon message={t('errors.sessionExpired')} role="status" className="auth-login__alert" /> : null}
      {notice && !failure ? <Alert type="success" showIcon message={notice} role="status" className="auth-login__alert" /> : null}
      {failure ? <Alert type="error" showIcon message={failure} role="alert" className="auth-login__alert" /> : null}
      {institution?.msg_login ? <p className="auth-login__hint">{institution.msg_login}</p> : null}

      <div className="auth-field">
        <label htmlFor={ids.user}>{userLabel}</label>
        <Controller
          control={control}
          name="user"
          render={({ field }) => (
            <Input
              {...field}
              id={ids.user}
              autoComplete="username"
              status={errors.user ? 'error' : undefined}
              onBlur={() => {
                field.onBlur();
                const login = field.value.trim();
                if (login && !usesSso(ssoEnabled, login)) void checkDuplicates(login).catch(() => undefined);
              }}
              {...described('user', `${ids.user}-error`)}
            />
          )}
        />
        {fieldError('user', `${ids.user}-error`)}
        {ssoEnabled ? <p className="auth-login__hint">{t('auth.ssoHint')}</p> : null}
      </div>

      {duplicates && !sso ? (
        <div className="auth-field">
          <label htmlFor={ids.person}>{t('auth.person')}</label>
          <Controller
            control={control}
            name="person"
            render={({ field }) => (
              <Select
                id={ids.person}
                name="EscolhaLogin"
                value={field.value}
                onChange={field.onChange}
                options={[{ value: '', label: t('auth.choosePersonOption') }, ...duplicates.pessoas.map((p) => ({ value: String(p.codigo), label: p.nome }))]}
                {...described('person', `${ids.person}-error`)}
              />
            )}
          />
          {fieldError('person', `${ids.person}-error`)}
        </div>
      ) : null}

      {sso ? null : (
        <div className="auth-field">
          <label htmlFor={ids.password}>{t('auth.password')}</label>
          <Controller
            control={control}
            name="password"
            render={({ field }) => (
              <Password
                {...field}
                id={ids.password}
                autoComplete="current-password"
                status={errors.password ? 'error' : undefined}
                {...described('password', `${ids.password}-error`)}
              />
            )}
          />
          {fieldError('password', `${ids.password}-error`)}
        </div>
      )}

      {showDestination ? (
        <fieldset className="auth-field auth-choice" {...described('destination', `${ids.destination}-error`)}>
          <legend>{t('auth.destination')}</legend>
          <label>
            <input type="radio" value="meupergamum" {...register('destination')} /> {t('auth.destinationPersonalArea')}
          </label>
          <label>
            <input type="radio" value="catalogo" {...register('destination')} /> {t('auth.destinationCatalogue')}
          </label>
          {fieldError('destination', `${ids.destination}-error`)}
        </fieldset>
      ) : null}

      {captchaOn && !sso ? (
        <div className="auth-field">
          <Captcha onChange={onCaptcha} handle={captchaRef} describedBy={errors.captcha ? `${ids.captcha}-error` : undefined} />
          {fieldError('captcha', `${ids.captcha}-error`)}
        </div>
      ) : null}

      <div className="auth-field auth-check">
        <input type="checkbox" id={ids.remember} {...register('remember')} />
        <label htmlFor={ids.remember}>{t('auth.remember')}</label>
      </div>

      <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
        {sso ? t('auth.submitSso') : t('auth.submit')}
      </Button>
      {institution?.link_logout_saml ? (
        <Button block onClick={() => void startSaml()} className="auth-login__saml">
          {t('auth.samlButton')}
        </Button>
      ) : null}
      <Button type="link" block onClick={onForgotPassword} className="auth-login__forgot">
        {t('auth.forgotPassword')}
      </Button>
    </form>
  );
}

function ChooseLinkedLogin({
  state,
  onDone,
  onError,
  failure,
  inputId,
}: {
  readonly state: ChooseLogin;
  readonly onDone: (credentials: Credentials, remember: boolean, destination: Destination) => Promise<void>;
  readonly onError: (error: unknown) => void;
  readonly failure: string | null;
  readonly inputId: string;
}) {
  const { t } = useTranslation('auth');
  const current = state.logins.find((l) => l.atual) ?? state.logins[0];
  const [chosen, setChosen] = useState(current?.base ?? '');
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const login = state.logins.find((l) => l.base === chosen);
    if (!login) return;
    setBusy(true);
    try {
      const credentials = login.atual ? state.credentials : await api.switchLogin(state.credentials.access_token, { codigo: login.codigo, base: login.base });
      await onDone(credentials, state.remember, state.destination);
    } catch (error) {
      onError(error);
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('auth.linkedTitle')}>
      {failure ? <Alert type="error" showIcon message={failure} role="alert" className="auth-login__alert" /> : null}
      <p>{t('auth.linkedText')}</p>
      <div className="auth-field">
        <label htmlFor={inputId}>{t('auth.linkedLabel')}</label>
        <Select id={inputId} value={chosen} onChange={setChosen} options={state.logins.map((l) => ({ value: l.base, label: `${l.codigo} — ${l.descricao}` }))} />
      </div>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('auth.continue')}
      </Button>
    </form>
  );
}
