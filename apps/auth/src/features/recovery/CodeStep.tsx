import { useId, useState } from 'react';
import { errorMessageKey, toApiError } from '@estante/api-client';
import type { RecuperarSenhaInicio, RegrasSenha } from '@estante/api-contract';
import * as api from '@estante/api-endpoints/auth';
import { useMutation } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { formatDateTime } from '@estante/i18n/format';
import { Button } from '@estante/ui/button';
import { Input } from '@estante/ui/input';
import { Alert } from '@estante/ui/feedback';
import { $features, useStore } from '@estante/session';

const CAPTCHA = 1120;

interface Props {
  readonly user: string;
  readonly start: RecuperarSenhaInicio;
  readonly onResent: (start: RecuperarSenhaInicio) => void;
  /** A new code needs a new captcha: back to step 1. */
  readonly onNeedCaptcha: () => void;
  readonly onValidated: (code: string, rules: RegrasSenha) => void;
}

/** Step 2: the code the server e-mailed, validated as soon as it is typed to its length. */
export function CodeStep({ user, start, onResent, onNeedCaptcha, onValidated }: Props) {
  const { t, i18n } = useTranslation('auth');
  const captchaOn = useStore($features).includes(CAPTCHA);
  const id = useId();
  const [code, setCode] = useState('');
  const validation = useMutation({
    mutationFn: (value: string) => api.recoveryValidate(user, value),
    onSuccess: (rules, value) => onValidated(value, rules),
  });
  const resending = useMutation({
    mutationFn: () => api.recoveryStart(user),
    onSuccess: (again) => {
      setCode('');
      validation.reset();
      onResent(again);
    },
  });
  const failed = resending.error ?? validation.error;
  const message = failed ? errorMessageKey(toApiError(failed)) : null;
  // SPEC.md §8: a 422 on validation shows the server's message and offers a new code.
  const canResend = validation.status === 'error' && toApiError(validation.error).status === 422;
  const expiry = formatDateTime(start.tte, i18n.language);

  /** Validated automatically once the length the server gave is typed. */
  const onChange = (raw: string) => {
    const value = raw.trim().slice(0, start.length);
    setCode(value);
    if (value.length !== start.length || validation.isPending) return;
    if (resending.status === 'error') resending.reset();
    validation.mutate(value);
  };
  const resend = () => {
    if (captchaOn) return onNeedCaptcha();
    resending.reset();
    resending.mutate(undefined);
  };

  return (
    <div>
      {message ? <Alert type="error" showIcon message={messageText(t, message)} role="alert" className="auth-login__alert" /> : null}
      {resending.status === 'success' && !message ? <Alert type="success" showIcon message={t('auth.recovery.resent')} role="status" className="auth-login__alert" /> : null}
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
          disabled={validation.isPending}
          aria-invalid={message ? true : undefined}
        />
      </div>
      {canResend ? (
        <Button block onClick={resend}>
          {t('auth.recovery.resend')}
        </Button>
      ) : null}
    </div>
  );
}
