import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import * as api from '@estante/api-endpoints/auth';
import { i18n, useTranslation } from '@estante/i18n';
import { dataLabel } from '@estante/i18n/labels';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { CheckboxField, Form, PasswordField, schemaResolver, TextField, useForm, SubmitButton } from '@estante/ui/form';
import { $features, $institution, $sessionExpired, useStore } from '@estante/session';
import { personsOf, signInWithPassword, type PersonChoice, type SignInResult } from '@estante/session/sign-in';
import { NS } from '../../strings';
import type { CaptchaHandle } from '../captcha/Captcha';
import { clearSsoError, peekSsoError, rememberSsoAttempt } from '../sso/ssoState';
import { signInFailureText } from './failure';
import { CaptchaField, DestinationField, PersonField } from './fields';
import { LinkedLoginForm } from './LinkedLoginForm';
import { loginSchema, usesSso, type Destination, type LoginValues } from './schema';

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
  /** `returnTo` is a page worth going back to: offered (and chosen) as the destination. */
  readonly canReturn?: boolean;
}

/** Activity numbers of SPEC.md §6. */
const PERSONAL_AREA = 8;
const CAPTCHA = 1120;

/**
 * The login form (SPEC.md §4, §5): user code, the person when the code names several, password,
 * destination, captcha, remember me; single sign-on when the code says so. The sequence itself is
 * the session's `signInWithPassword`; this shows its states.
 */
export function LoginForm({ variant, onSignedIn, onForgotPassword, notice, returnTo, canReturn = false }: Props) {
  const { t } = useTranslation('auth');
  const institution = useStore($institution);
  const features = useStore($features);
  const expired = useStore($sessionExpired);
  const id = useId();
  const showDestination = variant === 'page' && features.includes(PERSONAL_AREA);
  const captchaOn = features.includes(CAPTCHA);
  const ssoEnabled = institution?.usaOIDC === true;
  const userLabel = dataLabel(i18n, institution?.denominacao_login, 'auth.userCode', 'auth') || t('auth.userCode');
  /** The persons the typed user code names (two-step login), once known. */
  const [persons, setPersons] = useState<{ readonly login: string; readonly list: readonly PersonChoice[] } | null>(null);
  const [choice, setChoice] = useState<{ readonly result: Extract<SignInResult, { status: 'chooseLogin' }>; readonly destination: Destination } | null>(null);
  const captchaRef = useRef<CaptchaHandle | null>(null);

  const schema = useMemo(
    () => loginSchema({ sso: ssoEnabled, duplicates: persons !== null, destination: showDestination, captcha: captchaOn }),
    [ssoEnabled, persons, showDestination, captchaOn],
  );
  // What the form shows chosen is where the patron goes: back to the page the sign-in was started
  // from when there is one, else the institution's default (the catalogue when there is no personal area).
  const defaultDestination: Destination = canReturn ? 'retorno' : institution?.destino_padrao_login_catalogo === 1 || !features.includes(PERSONAL_AREA) ? 'catalogo' : 'meupergamum';
  const form = useForm<LoginValues>({
    resolver: schemaResolver(schema),
    defaultValues: { user: '', password: '', person: '', destination: defaultDestination, remember: false, captcha: '' },
  });
  const { control, formState, setValue, setError, resetField, watch } = form;
  const sso = usesSso(ssoEnabled, watch('user'));
  const failed = Boolean(formState.errors.root);
  const onCaptcha = useCallback((token: string | null) => setValue('captcha', token ?? '', { shouldValidate: formState.isSubmitted }), [setValue, formState.isSubmitted]);

  // An error a single sign-on round trip left for this page is shown once.
  useEffect(() => {
    const left = peekSsoError();
    clearSsoError();
    if (left) setError('root', { type: 'server', message: left });
  }, [setError]);

  const failureText = (error: unknown) => signInFailureText(t, error, userLabel);
  /** SPEC.md §8: after any error the password and the captcha are reset. */
  const fail = (error: unknown) => {
    const text = failureText(error);
    if (!text) return;
    resetField('password');
    captchaRef.current?.reset();
    setError('root', { type: 'server', message: text });
  };

  /** Leaving the user code: does it name several persons? (asked once per code) */
  const lookUpPersons = (value: string) => {
    const login = value.trim();
    if (!login || usesSso(ssoEnabled, login)) return;
    personsOf(login).then(
      (list) => {
        setPersons(list.length ? { login, list } : null);
        if (!list.length) setValue('person', '');
      },
      () => undefined,
    );
  };

  /** Single sign-on: the identity provider's address, with this attempt remembered for the way back. */
  const startSso = async (kind: 'oidc' | 'saml', login: string, values: Pick<LoginValues, 'remember' | 'destination'>) => {
    form.clearErrors('root');
    try {
      const { link, nonce } = kind === 'oidc' ? await api.oidcAuthorize(login, `${window.location.origin}/oauth-response`) : { ...(await api.samlLogin(`${window.location.origin}/saml-response`)), nonce: undefined };
      rememberSsoAttempt({ kind, nonce, remember: values.remember, returnTo, destination: values.destination });
      window.location.assign(link);
    } catch (error) {
      fail(error);
    }
  };

  const submit = async (values: LoginValues) => {
    const login = values.user.trim();
    if (usesSso(ssoEnabled, login)) return startSso('oidc', login, values);
    const person = persons?.login === login && values.person ? Number(values.person) : undefined;
    const result = await signInWithPassword({ user: login, password: values.password, captcha: captchaOn ? values.captcha : undefined, person, remember: values.remember });
    if (result.status === 'signedIn') onSignedIn(values.destination);
    else if (result.status === 'chooseLogin') setChoice({ result, destination: values.destination });
    else if (result.status === 'failed') fail(result.error);
    else {
      setPersons({ login, list: result.persons });
      setError('person', { type: 'required', message: 'auth.choosePerson' });
    }
  };

  if (choice) return <LinkedLoginForm choice={choice.result} onSignedIn={() => onSignedIn(choice.destination)} failureText={failureText} />;

  const intro = (
    <>
      {expired && !failed ? <Alert type="warning" showIcon message={t('errors.sessionExpired')} role="status" className="auth-login__alert" /> : null}
      {notice && !failed ? <Alert type="success" showIcon message={notice} role="status" className="auth-login__alert" /> : null}
    </>
  );
  return (
    <Form id={id} ns={NS} form={form} onSubmit={submit} aria-label={t('auth.title')} intro={intro}>
      {institution?.msg_login ? <p className="auth-login__hint">{institution.msg_login}</p> : null}
      <TextField control={control} name="user" label={userLabel} autoComplete="username" onBlur={lookUpPersons} hint={ssoEnabled ? t('auth.ssoHint') : undefined} />
      {persons && !sso ? <PersonField control={control} persons={persons.list} /> : null}
      {sso ? null : <PasswordField control={control} name="password" label={t('auth.password')} autoComplete="current-password" />}
      {showDestination ? <DestinationField formId={id} register={form.register} error={formState.errors.destination} canReturn={canReturn} /> : null}
      {captchaOn && !sso ? <CaptchaField formId={id} error={formState.errors.captcha} onChange={onCaptcha} handle={captchaRef} /> : null}
      <CheckboxField control={control} name="remember" label={t('auth.remember')} />
      <SubmitButton control={control} block>
        {sso ? t('auth.submitSso') : t('auth.submit')}
      </SubmitButton>
      {institution?.link_logout_saml ? (
        <Button block onClick={() => void startSso('saml', '', form.getValues())} className="auth-login__saml">
          {t('auth.samlButton')}
        </Button>
      ) : null}
      <Button type="link" block onClick={onForgotPassword} className="auth-login__forgot">
        {t('auth.forgotPassword')}
      </Button>
    </Form>
  );
}
